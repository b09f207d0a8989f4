import CollectionSnapshot
import Foundation
import Testing
import XCTest

@testable import CollectionSnapshotTesting

/// Reference names never collide silently: the test target and the type are part of the path,
/// and two snapshots of one test that would share a file fail at once, naming `named:`.
@Suite("Reference names")
struct NameCollisionTests {
  @Test("The same strategy twice in one test without named: fails at once and says how to name them")
  func sameStrategyTwice() {
    let folder = TestScreens.scratch("twice")
    let stem = "\(folder)/CollectionSnapshotTestingTests/NameCollisionTests/sameStrategyTwice"
    // The failures Swift Testing would record, collected instead (no known issue left in the run).
    let firstLine = #line + 1
    let first = ReportedFailures.collecting { assertSnapshot(of: TestScreens.list(), as: .layout, record: .missing, snapshotDirectory: folder) }
    #expect(first.map(\.message) == ["recorded, re-run: no reference yet; wrote \(stem).layout.txt (record mode missing)"])
    let secondLine = #line + 1
    let second = ReportedFailures.collecting { assertSnapshot(of: TestScreens.list(rows: 2), as: .layout, record: .missing, snapshotDirectory: folder) }
    #expect(second.count == 1)
    #expect(
      second.first?.message.hasPrefix(
        "reference name collision: two .layout.txt snapshots of CollectionSnapshotTestingTests.NameCollisionTests/sameStrategyTwice() would share \(stem).layout.txt: the one at line \(firstLine) and this one at line \(secondLine).")
        == true)
    #expect(second.first?.message.contains("named:") == true)
    // Two image strategies in one call collide too: the first is recorded, the second collides
    // with it; with names each has its own file.
    let both = ReportedFailures.collecting {
      assertSnapshot(of: TestScreens.list(), as: .image, .image(scale: 2), named: "both", record: .missing, snapshotDirectory: folder)
    }
    #expect(both.count == 2)
    #expect(both.first?.message == "recorded, re-run: no reference yet; wrote \(stem).both.png (record mode missing)")
    #expect(both.last?.message.hasPrefix("reference name collision: two .png snapshots") == true)
    let named = ReportedFailures.collecting {
      assertSnapshot(of: TestScreens.list(), as: .layout, named: "first", record: .missing, snapshotDirectory: folder)
      assertSnapshot(of: TestScreens.list(rows: 2), as: .layout, named: "second", record: .missing, snapshotDirectory: folder)
    }
    #expect(named.map(\.message) == [
      "recorded, re-run: no reference yet; wrote \(stem).first.layout.txt (record mode missing)",
      "recorded, re-run: no reference yet; wrote \(stem).second.layout.txt (record mode missing)",
    ])
    #expect(TestScreens.files(under: folder).contains("CollectionSnapshotTestingTests/NameCollisionTests/sameStrategyTwice.second.layout.txt"))
  }

  @Test("Test files of one name in two targets have references of their own")
  func targetsApart() {
    let folder = TestScreens.scratch("targets")
    let a = verifySnapshot(of: TestScreens.list(), as: .layout, record: .missing, snapshotDirectory: folder, fileID: "AppTests/ProductTests.swift", file: "/nowhere/AppTests/ProductTests.swift", testName: "testList()")
    let b = verifySnapshot(of: TestScreens.list(rows: 2), as: .layout, record: .missing, snapshotDirectory: folder, fileID: "WidgetTests/ProductTests.swift", file: "/nowhere/WidgetTests/ProductTests.swift", testName: "testList()")
    #expect(a?.hasPrefix("recorded, re-run: no reference yet; wrote \(folder)/AppTests/ProductTests/") == true, "\(a ?? "nil")")
    #expect(b?.hasPrefix("recorded, re-run: no reference yet; wrote \(folder)/WidgetTests/ProductTests/") == true, "\(b ?? "nil")")
  }

  @Test("A reference at its earlier place (Snapshots/<File>/<test>…) is still read, and a failure says where it belongs now")
  func earlierPlace() throws {
    let folder = TestScreens.scratch("earlier")
    let earlier = folder + "/NameCollisionTests/earlierPlace.layout.txt"
    try FileManager.default.createDirectory(atPath: folder + "/NameCollisionTests", withIntermediateDirectories: true)
    let text = try #require(TestScreens.layoutText(TestScreens.list()))
    try text.write(toFile: earlier, atomically: true, encoding: .utf8)
    #expect(verifySnapshot(of: TestScreens.list(), as: .layout, record: .never, snapshotDirectory: folder) == nil)
    let message = verifySnapshot(of: TestScreens.list(rows: 2), as: .layout, record: .never, snapshotDirectory: folder)
    #expect(message?.hasPrefix("snapshot does not match \(earlier)\n") == true)
    #expect(message?.contains("its place is now \(folder)/CollectionSnapshotTestingTests/NameCollisionTests/earlierPlace.layout.txt") == true)
  }

  @Test("A missing reference under record mode never says where the mode came from")
  func missingReferenceHint() {
    let folder = TestScreens.scratch("hint")
    let perCall = verifySnapshot(of: TestScreens.list(), as: .layout, record: .never, snapshotDirectory: folder)
    #expect(perCall?.contains("(record mode never, from record: in this call); pass record: .missing to record it") == true, "\(perCall ?? "nil")")
    let scoped = withSnapshotTesting(record: .never) { verifySnapshot(of: TestScreens.list(), as: .layout, snapshotDirectory: folder) }
    #expect(scoped?.contains("(record mode never, from withSnapshotTesting or the .snapshots trait)") == true, "\(scoped ?? "nil")")
    #expect(RecordMode.environmentReason(["CI": "true"]) == "the default under CI (CI=true)")
    #expect(RecordMode.environmentReason(["CI": "false"]) == "the default")
    #expect(RecordMode.environmentReason(["COLLECTION_SNAPSHOT_RECORD": "never", "CI": "1"]) == "from COLLECTION_SNAPSHOT_RECORD=never")
  }

  @Test("The source scan finds the type around a line: nested, extensions, skipping strings and comments")
  func sourceScan() {
    let source = """
      import XCTest
      // class Commented {
      final class First: XCTestCase {
        let text = "struct NotAType { }"
        class func helper() {}
        func testSame() {
          let closure = { 1 }
        }
        struct Inner {
          func f() {}
        }
      }
      /* class Block { */
      extension Second.Nested {
        func g() {}
      }
      func free() {}
      """
    let extents = SourceTypeIndex.scan(source)
    #expect(extents == [
      SourceTypeIndex.Extent(name: "First", lines: 3...12), SourceTypeIndex.Extent(name: "First.Inner", lines: 9...11),
      SourceTypeIndex.Extent(name: "Second.Nested", lines: 14...16),
    ])
  }
}

/// Two suites of one file with a test of the same name.
@Suite struct CollisionSuiteA {
  @Test func sameName() {
    let message = verifySnapshot(of: TestScreens.list(), as: .layout, record: .missing, snapshotDirectory: NameCollisionFolder.path)
    #expect(message?.contains("/CollectionSnapshotTestingTests/NameCollisionTests/CollisionSuiteA.sameName.layout.txt") == true, "\(message ?? "nil")")
  }
}

@Suite struct CollisionSuiteB {
  @Test func sameName() {
    let message = verifySnapshot(of: TestScreens.list(rows: 2), as: .layout, record: .missing, snapshotDirectory: NameCollisionFolder.path)
    #expect(message?.contains("/CollectionSnapshotTestingTests/NameCollisionTests/CollisionSuiteB.sameName.layout.txt") == true, "\(message ?? "nil")")
  }
}

/// Two XCTest classes of one file with a test of the same name (XCTest's class is read from
/// this file).
final class CollisionXCTestsA: XCTestCase {
  func testSame() {
    let message = verifySnapshot(of: TestScreens.list(), as: .layout, record: .missing, snapshotDirectory: NameCollisionFolder.path)
    XCTAssertTrue(message?.contains("/CollectionSnapshotTestingTests/NameCollisionTests/CollisionXCTestsA.testSame.layout.txt") == true, "\(message ?? "nil")")
  }
}

final class CollisionXCTestsB: XCTestCase {
  func testSame() {
    let message = verifySnapshot(of: TestScreens.list(rows: 2), as: .layout, record: .missing, snapshotDirectory: NameCollisionFolder.path)
    XCTAssertTrue(message?.contains("/CollectionSnapshotTestingTests/NameCollisionTests/CollisionXCTestsB.testSame.layout.txt") == true, "\(message ?? "nil")")
  }
}

/// One scratch folder for the collision tests of this file.
enum NameCollisionFolder {
  static let path = TestScreens.scratch("collisions")
}
