import CollectionSnapshot
import CollectionSnapshotReview
import Foundation
import Testing

@testable import CollectionSnapshotTesting

/// What UIKit would log for a screen reaches the test output: once per assertion, as a
/// warning, never as a failure.
@Suite("UIKit's console in the test output")
struct ConsoleWarningsTests {
  /// Lines written, in order.
  final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ text: String) { lock.withLock { lines.append(text) } }
    var all: [String] { lock.withLock { lines } }
  }

  /// `TestScreens.list` with its second row 400 points wide on the 320-point screen.
  static func tooWide() -> Screen {
    var screen = TestScreens.list()
    screen.model.sections[0].items[1].sizing = .fixed(Size(width: 400, height: 60))
    return screen
  }

  static let tooWideWarning =
    "screen 'list': sections[0]: the behavior of the UICollectionViewFlowLayout is not defined because: the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."

  @Test("A passing assertion prints the screen's warnings once, whatever its strategies, and passes")
  func printedOncePerAssertion() throws {
    let folder = TestScreens.scratch("console")
    _ = verifySnapshot(of: Self.tooWide(), as: .image, record: .all, snapshotDirectory: folder)
    _ = verifySnapshot(of: Self.tooWide(), as: .layout, record: .all, snapshotDirectory: folder)
    #expect(try String(contentsOfFile: folder + "/CollectionSnapshotTestingTests/ConsoleWarningsTests/printedOncePerAssertion.layout.txt", encoding: .utf8)
      .hasSuffix("warning: " + Self.tooWideWarning.dropFirst("screen 'list': ".count) + "\n"))
    let printed = Printed()
    ConsoleWarnings.$output.withValue({ printed.append($0) }) {
      assertSnapshot(of: Self.tooWide(), as: .image, .layout, record: .never, snapshotDirectory: folder, line: 40)
    }
    #expect(printed.all == ["\(#filePath):40: warning: \(Self.tooWideWarning)\n"])
  }

  @Test("Each snapshot's record keeps the warnings its screen logged, for the report; a quiet screen's record has none")
  func storedInTheRecords() throws {
    let folder = TestScreens.scratch("console-records")
    let records = withSnapshotTesting(artifactsDirectory: folder + "-artifacts") {
      let image = verify(
        Self.tooWide(), as: .image, named: nil, record: .all, snapshotDirectory: folder, fileID: #fileID, file: #filePath, testName: #function,
        line: #line, column: #column, claimPosition: nil)
      let layout = verify(
        Self.tooWide(), as: .layout, named: nil, record: .all, snapshotDirectory: folder, fileID: #fileID, file: #filePath, testName: #function,
        line: #line, column: #column, claimPosition: nil)
      let quiet = verify(
        TestScreens.list(), as: .layout, named: "quiet", record: .all, snapshotDirectory: folder, fileID: #fileID, file: #filePath,
        testName: #function, line: #line, column: #column, claimPosition: nil)
      return [image, layout, quiet].map { $0.outcome?.record }
    }
    #expect(records.map { $0?.warnings } == [[Self.tooWideWarning], [Self.tooWideWarning], nil])
  }

  @Test("A screen without warnings prints nothing")
  func quiet() {
    let lines = ConsoleWarnings.collecting {
      _ = try? Snapshotting<Screen, String>.layout.snapshot(TestScreens.list())
    }
    #expect(lines.isEmpty)
    let noisy = ConsoleWarnings.collecting {
      _ = try? Snapshotting<Screen, String>.layout.snapshot(Self.tooWide())
      _ = try? Snapshotting<Screen, ImageSnapshot>.image.snapshot(Self.tooWide())
    }
    #expect(noisy == [Self.tooWideWarning])
  }
}
