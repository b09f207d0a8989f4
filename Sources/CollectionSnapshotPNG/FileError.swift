/// Why a file could not be read or written: the file and a sentence saying what is wrong
/// ("no such file or folder", "is a directory, not a file", "cannot replace file: Permission
/// denied"). Thrown by ``BinaryFile``; each caller maps it to its own error (``PNGError``, a
/// JSON document's error) or shows it as it is.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, without the file's name.
  public var message: String
  /// The file involved.
  public var file: String

  /// An error about `file`.
  public init(_ message: String, file: String) {
    self.message = message
    self.file = file
  }

  /// `file: message`.
  public var description: String { "\(file): \(message)" }
}

extension PNGError {
  /// The same sentence about the same file, as a PNG error.
  public init(_ error: FileError) { self.init(error.message, file: error.file) }
}
