/// A screen that cannot be drawn as asked.
public struct RenderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why.
  public var message: String

  /// An error.
  public init(_ message: String) { self.message = message }

  /// The reason.
  public var description: String { message }
}
