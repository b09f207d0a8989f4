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
    assertSnapshot(of: TestScreens.list(), as: .layout, record: .missing, snapshotDirectory: folder)
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(captured.first?.contains("recorded, re-run: no reference yet; wrote \(folder)/AssertSnapshotXCTests/testFailuresReachXCTest.layout.txt") == true, "\(captured)")
    captured = []
    assertSnapshot(of: TestScreens.list(), as: .layout, record: .never, snapshotDirectory: folder)
    XCTAssertEqual(captured, [])
    assertSnapshot(of: TestScreens.list(rows: 3), as: .layout, record: .never, snapshotDirectory: folder)
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
    XCTAssertEqual(TestScreens.files(under: folder), ["AssertSnapshotXCTests/testScopedRecordMode.png"])
  }
}
