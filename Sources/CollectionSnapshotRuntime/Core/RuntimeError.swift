/// Why a headless collection view refused a step. The message says what was asked, why it
/// cannot be done, and, for UIKit's own exceptions, UIKit's text.
public struct RuntimeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message.
  public var message: String

  /// An error with a message.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
