/// Why a PNG could not be read or written: a sentence naming what is wrong, and the file when
/// there is one.
public struct PNGError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, e.g. "not a PNG image: it looks like a JPEG image".
  public var message: String
  /// The file involved, when the data came from or was going to a file.
  public var file: String?

  /// An error.
  public init(_ message: String, file: String? = nil) {
    self.message = message
    self.file = file
  }

  /// The same error, naming `file`.
  public func naming(_ file: String?) -> PNGError { PNGError(message, file: file ?? self.file) }

  /// `file: message`, or the message alone.
  public var description: String { file.map { "\($0): \(message)" } ?? message }
}
