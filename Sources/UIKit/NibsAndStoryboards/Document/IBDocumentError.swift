import Foundation

/// What is wrong with an Interface Builder file: the file, the line and what was found there.
/// Loading raises it as Foundation's `NSInvalidUnarchiveOperationException` (the exception
/// UIKit's unarchiver raises for a damaged nib), whose reason names the file and line.
struct IBDocumentError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's name (`ProductCell.xib`).
  var file: String
  /// The line (1-based); 0 when the error concerns the whole file.
  var line: Int
  /// What is wrong.
  var message: String

  /// `ProductCell.xib:12: message`.
  var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }

  /// The name of the exception the error is raised as.
  static let exceptionName = "NSInvalidUnarchiveOperationException"

  /// The error as the exception loading raises.
  func exception(origin: String) -> UIKitException {
    UIKitException(name: Self.exceptionName, reason: "Could not read the Interface Builder file \(description)", origin: origin)
  }
}
