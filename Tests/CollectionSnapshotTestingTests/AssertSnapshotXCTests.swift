import CollectionSnapshot
import CollectionSnapshotTesting
import XCTest

/// The same assertions under XCTest: failures must reach XCTest (captured here by overriding
/// `recordFailure`), not Swift Testing, where they would be lost.
final class AssertSnapshotXCTests: XCTestCase {
  private var captured: [String] = []

  override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
    captured.append(description)
  }

  func testFailuresReachXCTest() {
    let folder = TestScreens.scratch("xctest")
    // One call site, as a test run three times.
    func check(_ screen: Screen, _ mode: RecordMode) { assertSnapshot(of: screen, as: .layout, record: mode, snapshotDirectory: folder) }
    check(TestScreens.list(), .missing)
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(captured.first?.contains("recorded, re-run: no reference yet; wrote \(folder)/CollectionSnapshotTestingTests/AssertSnapshotXCTests/testFailuresReachXCTest.layout.txt") == true, "\(captured)")
    captured = []
    check(TestScreens.list(), .never)
    XCTAssertEqual(captured, [])
    check(TestScreens.list(rows: 3), .never)
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(captured.first?.contains("cell [0,3] Row removed") == true, "\(captured)")
  }

  func testScopedRecordMode() {
    let folder = TestScreens.scratch("xctest-scope")
    withSnapshotTesting(record: .all) {
      assertSnapshot(of: TestScreens.list(), as: .image, snapshotDirectory: folder)
    }
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(captured.first?.hasPrefix("recorded, re-run: wrote") == true)
    XCTAssertEqual(TestScreens.files(under: folder), ["CollectionSnapshotTestingTests/AssertSnapshotXCTests/testScopedRecordMode.png"])
  }
}
