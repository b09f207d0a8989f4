import Foundation
import Testing
import XCTest

/// Reports a failure to the test framework running the current test: Swift Testing when
/// `Test.current` is set, XCTest otherwise. (On Linux a failure sent to the other framework is
/// silently lost.) Returns `false` when neither took it — the assertion ran off the test's task
/// (in `Task.detached`, or after its test ended; see ``XCTestFailureWitness``) — after printing
/// it to standard error, so the caller can mark its record. A failure for Swift Testing goes to
/// the task's ``ReportedFailures`` instead when one collects them (the package's own tests).
@discardableResult
func reportFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) -> Bool {
  if Test.current != nil {
    if let collector = ReportedFailures.current {
      collector.append(ReportedFailures.Failure(message: message, line: Int(line)))
      return true
    }
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line), column: Int(column)))
    return true
  }
  if XCTestFailureWitness.delivers({ XCTFail(message, file: filePath, line: line) }) { return true }
  LostFailure.report(message, file: String(describing: filePath), line: line)
  return false
}

/// Attaches a file to the current Swift Testing test, when the run keeps attachments
/// (`swift test --attachments-path <folder>`, an existing folder): otherwise Swift Testing
/// would only print "⎙ Attached …" for files it does not keep. XCTest on Linux has no
/// attachments, and neither has Swift Testing before 6.2 (its attachments API is public from
/// 6.2 on): built with Swift 6.0 or 6.1 this does nothing, and the files are still in the
/// artifacts folder.
func attach(_ bytes: [UInt8], named name: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
  #if compiler(>=6.2)
    guard Test.current != nil, keepsAttachments else { return }
    Attachment.record(bytes, named: name, sourceLocation: SourceLocation(fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line), column: Int(column)))
  #endif
}

/// True when the test process was given an attachments folder.
let keepsAttachments = CommandLine.arguments.contains {
  $0 == "--attachments-path" || $0.hasPrefix("--attachments-path=") || $0 == "--experimental-attachments-path"
    || $0.hasPrefix("--experimental-attachments-path=")
}
