import Testing
import XCTest

/// Reports a failure to the test framework running the current test: Swift Testing when
/// `Test.current` is set, XCTest otherwise. (On Linux a failure sent to the other framework is
/// silently lost.) Assertions must run on the test's task, not in `Task.detached`.
func reportFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}

/// Attaches a file to the current Swift Testing test (written by
/// `swift test --attachments-path <folder>`); XCTest on Linux has no attachments.
func attach(_ bytes: [UInt8], named name: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
  guard Test.current != nil else { return }
  Attachment.record(bytes, named: name, sourceLocation: SourceLocation(fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line), column: Int(column)))
}
