import CollectionSnapshot
import CollectionSnapshotReview
import CollectionSnapshotTesting
import Foundation
import Testing

/// An assertion that runs where no test is current — `Task.detached` drops Swift Testing's
/// task-local `Test.current`, and no XCTest test runs in the Swift Testing process — used to
/// fail silently: its test passed while the report listed a new snapshot. (Serialized: both
/// tests capture what is printed, which is one sink per process.)
@Suite("Failures no test framework takes", .serialized)
struct LostFailureTests {
  final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ text: String) {
      lock.lock()
      lines.append(text)
      lock.unlock()
    }
    var all: [String] {
      lock.lock()
      defer { lock.unlock() }
      return lines
    }
  }

  @Test("An assertion in Task.detached is printed to standard error and its record is an error saying why")
  func detached() async throws {
    let folder = TestScreens.scratch("lost-references")
    let artifacts = TestScreens.scratch("lost-artifacts")
    let printed = Printed()
    let line = #line + 4
    await LostFailure.capturing({ printed.append($0) }) {
      await Task.detached {
        withSnapshotTesting(artifactsDirectory: artifacts) {
          assertSnapshot(of: TestScreens.list(), as: .layout, record: .never, snapshotDirectory: folder)
        }
      }.value
    }
    let text = try #require(printed.all.first)
    #expect(printed.all.count == 1)
    #expect(text.hasPrefix("error: \(#filePath):\(line): CollectionSnapshot: no running test took this failure"))
    #expect(text.contains("in Task.detached or after its test ended, so the test passed"))
    #expect(text.contains("\n  no reference at \(folder)/CollectionSnapshotTestingTests/LostFailureTests/detached.layout.txt (record mode never"))
    let records = try RunFolder.recordFiles(in: artifacts)
    #expect(records.count == 1)
    let record = try #require(records.first?.1)
    #expect(record.status == .error, "not 'new': nobody saw this failure")
    #expect(record.message?.hasPrefix("no running test took this failure (neither Swift Testing's Test.current nor a running XCTest test)") == true)
    #expect(record.message?.contains("\nno reference at ") == true, "the failure itself follows the reason")
    // The page's feed lists the record again as an error; the page keeps the later line.
    let feed = try String(contentsOfFile: artifacts + "/report-data.js", encoding: .utf8)
    #expect(feed.components(separatedBy: "\"status\":\"missing\"").count == 2)
    #expect(feed.components(separatedBy: "\"status\":\"error\"").count == 2)
  }

  @Test("On the test's own task the same assertion fails the test — Swift Testing takes the failure —, and nothing is printed")
  func onTheTask() async throws {
    let folder = TestScreens.scratch("lost-references-own")
    let printed = Printed()
    // What Swift Testing would record as the test's issue, collected instead (no known issue
    // left in the run): only a failure handed to Swift Testing is collected.
    let failures = await LostFailure.capturing({ printed.append($0) }) {
      ReportedFailures.collecting {
        assertSnapshot(of: TestScreens.list(), as: .layout, record: .never, snapshotDirectory: folder)
      }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("no reference at \(folder)/CollectionSnapshotTestingTests/LostFailureTests/onTheTask.layout.txt (record mode never") == true)
    #expect(printed.all.isEmpty)
  }
}
