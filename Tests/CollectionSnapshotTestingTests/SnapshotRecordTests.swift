import CollectionSnapshot
import CollectionSnapshotReview
import CollectionSnapshotTesting
import Foundation
import Testing
import XCTest

/// Every assertion leaves a record, whatever its outcome; records carry what the report,
/// approve and stale need without reading messages.
@Suite("Snapshot records")
struct SnapshotRecordTests {
  /// A 4 x 3 picture of one colour, at 2 pixels per point.
  static func picture(width: Int = 4, height: Int = 3, dots: [(Int, Int)] = []) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height, scale: 2, fill: Color(red: 10, green: 20, blue: 30))
    for (x, y) in dots { bitmap[x, y] = Color(red: 250, green: 0, blue: 0) }
    return bitmap
  }

  static let pictures = Snapshotting<Bitmap, ImageSnapshot>(pathExtension: "png", diffing: .image()) { ImageSnapshot($0) }

  func records(_ artifacts: String) throws -> [String: SnapshotRecord] {
    Dictionary(uniqueKeysWithValues: try RunFolder.recordFiles(in: artifacts).map { ($0.0, $0.1) })
  }

  @Test("Passed, recorded, failed and new pictures: status, hashes, sizes, counts and regions")
  func pictureRecords() throws {
    let folder = TestScreens.scratch("records-refs")
    let artifacts = TestScreens.scratch("records-artifacts")
    try withSnapshotTesting(snapshotDirectory: folder, artifactsDirectory: artifacts) {
      #expect(verifySnapshot(of: Self.picture(), as: Self.pictures, named: "dots", record: .missing)?.hasPrefix("recorded, re-run") == true)
      let written = try BinaryFile.read(folder + "/CollectionSnapshotTestingTests/SnapshotRecordTests/pictureRecords.dots.png")
      var record = try #require(try records(artifacts)["CollectionSnapshotTestingTests/SnapshotRecordTests/pictureRecords.dots.png.json"])
      #expect(record.status == .recorded)
      #expect(record.referenceHash == SHA256.hex(written), "the hash of what was written")
      #expect(record.test == "CollectionSnapshotTestingTests.SnapshotRecordTests/pictureRecords()")
      #expect(record.suite == "CollectionSnapshotTestingTests.SnapshotRecordTests")
      #expect(record.displayName == "Passed, recorded, failed and new pictures: status, hashes, sizes, counts and regions")
      #expect(record.name == "dots" && record.strategy == "image" && record.recordMode == "missing")
      #expect(record.file == "Tests/CollectionSnapshotTestingTests/SnapshotRecordTests.swift")
      #expect(record.line == 30, "the line of the first verifySnapshot call above")

      #expect(verifySnapshot(of: Self.picture(), as: Self.pictures, named: "dots", record: .never) == nil)
      record = try #require(try records(artifacts)["CollectionSnapshotTestingTests/SnapshotRecordTests/pictureRecords.dots.png.json"])
      #expect(record.status == .passed && record.message == nil && record.artifacts == .init())

      // Two pixels change, (1,1) and (2,1): 2 of 12 differ, in one region 2 x 1 at (1,1).
      let message = try #require(verifySnapshot(of: Self.picture(dots: [(1, 1), (2, 1)]), as: Self.pictures, named: "dots", record: .never))
      record = try #require(try records(artifacts)["CollectionSnapshotTestingTests/SnapshotRecordTests/pictureRecords.dots.png.json"])
      #expect(record.status == .failed)
      #expect(record.message.map { message.hasPrefix($0) } == true, "the message as the test reported it")
      #expect(message.hasSuffix("review: \(artifacts)/index.html"))
      #expect(record.referenceHash == SHA256.hex(written))
      #expect(
        record.image
          == SnapshotRecord.ImageDifference(
            referenceWidth: 4, referenceHeight: 3, actualWidth: 4, actualHeight: 3, scale: 2, differingPixels: 2, totalPixels: 12, regions: [[1, 1, 2, 1]]))
      #expect(record.artifacts.reference == "CollectionSnapshotTestingTests/SnapshotRecordTests/pictureRecords.dots.reference.png")
      #expect(record.artifacts.actual == "CollectionSnapshotTestingTests/SnapshotRecordTests/pictureRecords.dots.actual.png")
      #expect(record.artifacts.diff == "CollectionSnapshotTestingTests/SnapshotRecordTests/pictureRecords.dots.diff.png")
      #expect(record.actualHash == SHA256.hex(try BinaryFile.read(artifacts + "/" + record.artifacts.actual!)))

      // Taller by one row: a diff over both sizes, 4 x 4 = 16 pixels, the new row's 4 differ.
      _ = verifySnapshot(of: Self.picture(height: 4), as: Self.pictures, named: "dots", record: .never)
      record = try #require(try records(artifacts)["CollectionSnapshotTestingTests/SnapshotRecordTests/pictureRecords.dots.png.json"])
      #expect(
        record.image
          == SnapshotRecord.ImageDifference(
            referenceWidth: 4, referenceHeight: 3, actualWidth: 4, actualHeight: 4, scale: 2, differingPixels: 4, totalPixels: 16, regions: [[0, 3, 4, 1]]))
      let diff = try PNGCodec().decode(try BinaryFile.read(artifacts + "/" + record.artifacts.diff!))
      #expect(diff.width == 4 && diff.height == 4)

      // No reference under record mode never: a new snapshot, with its actual picture.
      _ = verifySnapshot(of: Self.picture(), as: Self.pictures, named: "other", record: .never)
      record = try #require(try records(artifacts)["CollectionSnapshotTestingTests/SnapshotRecordTests/pictureRecords.other.png.json"])
      #expect(record.status == .missing && record.referenceHash == nil)
      #expect(record.artifacts.actual == "CollectionSnapshotTestingTests/SnapshotRecordTests/pictureRecords.other.actual.png")
      #expect(record.image?.actualWidth == 4 && record.image?.referenceWidth == 0)
    }
  }

  @Test("Layout and trace failures record their changes and first differing event")
  func textRecords() throws {
    let folder = TestScreens.scratch("records-text")
    let artifacts = TestScreens.scratch("records-text-artifacts")
    try withSnapshotTesting(snapshotDirectory: folder, artifactsDirectory: artifacts) {
      _ = verifySnapshot(of: TestScreens.list(), as: .layout, record: .all)
      _ = verifySnapshot(of: TestScreens.list(rowHeight: 68), as: .layout, record: .never)
      let layout = try #require(try records(artifacts)["CollectionSnapshotTestingTests/SnapshotRecordTests/textRecords.layout.txt.json"])
      #expect(layout.status == .failed && layout.strategy == "layout")
      // Rows of 60 at y 60, 128, … (header 40, spacing 8) become rows of 68: each row below
      // the first moves by 8 more.
      #expect(layout.changes?.prefix(3) == ["content-size 320x304 → 320x336", "cell [0,0] Row: height 60 → 68", "cell [0,1] Row: y 108 → 116, height 60 → 68"])
      #expect(layout.artifacts.diffText == "CollectionSnapshotTestingTests/SnapshotRecordTests/textRecords.diff")
      #expect(layout.reference == folder + "/CollectionSnapshotTestingTests/SnapshotRecordTests/textRecords.layout.txt", "outside the package root: absolute")

      let steps: [ScriptStep] = [.scroll(to: Point(x: 0, y: 100))]
      _ = verifySnapshot(of: TestScreens.list(), as: .trace(steps), named: "scroll", record: .all)
      _ = verifySnapshot(of: TestScreens.list(rows: 3), as: .trace(steps), named: "scroll", record: .never)
      let trace = try #require(try records(artifacts)["CollectionSnapshotTestingTests/SnapshotRecordTests/textRecords.scroll.trace.txt.json"])
      #expect(trace.status == .failed && trace.strategy == "trace" && trace.changes == nil)
      #expect(trace.firstDifference?.hasPrefix("first differing event, line ") == true)
      // A new text snapshot: the page shows its text (there is nothing to diff against).
      _ = verifySnapshot(of: TestScreens.list(), as: .layout, named: "new", record: .never)
      let new = try #require(try records(artifacts)["CollectionSnapshotTestingTests/SnapshotRecordTests/textRecords.new.layout.txt.json"])
      #expect(new.status == .missing && new.artifacts.actual == "CollectionSnapshotTestingTests/SnapshotRecordTests/textRecords.new.actual.layout.txt")
      let feed = try String(contentsOfFile: artifacts + "/report-data.js", encoding: .utf8)
      #expect(feed.contains(#""diff":"--- reference"#), "the unified diff rides in the page's feed")
      #expect(feed.contains(#""texts":{"actual":"screen list\n"#), "and a new text whole")
    }
  }

  @Test("A passed assertion's record has no hash of its reference (approve never reads it); a failed one has both hashes")
  func hashes() throws {
    let folder = TestScreens.scratch("records-hashes")
    let artifacts = TestScreens.scratch("records-hashes-artifacts")
    try withSnapshotTesting(snapshotDirectory: folder, artifactsDirectory: artifacts) {
      let name = "CollectionSnapshotTestingTests/SnapshotRecordTests/hashes.layout.txt.json"
      _ = verifySnapshot(of: TestScreens.list(), as: .layout, record: .all)
      let reference = try BinaryFile.read(folder + "/CollectionSnapshotTestingTests/SnapshotRecordTests/hashes.layout.txt")
      #expect(try records(artifacts)[name]?.referenceHash == SHA256.hex(reference), "recorded: the hash of what was written")
      #expect(verifySnapshot(of: TestScreens.list(), as: .layout, record: .never) == nil)
      let passed = try #require(try records(artifacts)[name])
      #expect(passed.status == .passed && passed.referenceHash == nil && passed.actualHash == nil)
      #expect(verifySnapshot(of: TestScreens.list(rows: 3), as: .layout, record: .never) != nil)
      let failed = try #require(try records(artifacts)[name])
      #expect(failed.status == .failed && failed.referenceHash == SHA256.hex(reference))
      #expect(failed.actualHash == SHA256.hex(Array(try #require(TestScreens.layoutText(TestScreens.list(rows: 3))).utf8)))
    }
  }

  @Test("A reference read at its earlier place: the record names its place and the file read; a collision has an error record of its own")
  func earlierPlaceAndCollision() throws {
    let folder = TestScreens.scratch("records-earlier")
    let artifacts = TestScreens.scratch("records-earlier-artifacts")
    try withSnapshotTesting(snapshotDirectory: folder, artifactsDirectory: artifacts) {
      let earlier = folder + "/SnapshotRecordTests/earlierPlaceAndCollision.layout.txt"
      try FileManager.default.createDirectory(atPath: folder + "/SnapshotRecordTests", withIntermediateDirectories: true)
      let text = try #require(TestScreens.layoutText(TestScreens.list()))
      try text.write(toFile: earlier, atomically: true, encoding: .utf8)
      #expect(verifySnapshot(of: TestScreens.list(), as: .layout, record: .never) == nil)
      let record = try #require(try records(artifacts)["CollectionSnapshotTestingTests/SnapshotRecordTests/earlierPlaceAndCollision.layout.txt.json"])
      #expect(record.status == .passed)
      #expect(record.reference == folder + "/CollectionSnapshotTestingTests/SnapshotRecordTests/earlierPlaceAndCollision.layout.txt")
      #expect(record.earlierReference == earlier)
      #expect(record.referenceHash == nil, "passed: nothing to approve, no hash")

      // The same strategy twice in one call: the first is recorded, the second collides.
      let line = #line + 2
      let failures = ReportedFailures.collecting {
        assertSnapshot(of: TestScreens.list(), as: .layout, .layout, named: "twice", record: .missing)
      }
      #expect(failures.count == 2 && failures.allSatisfy { $0.line == line })
      #expect(failures.first?.message.hasPrefix("recorded, re-run: no reference yet; wrote ") == true)
      #expect(failures.last?.message.hasPrefix("reference name collision: two .layout.txt snapshots") == true)
      let all = try records(artifacts)
      let first = try #require(all["CollectionSnapshotTestingTests/SnapshotRecordTests/earlierPlaceAndCollision.twice.layout.txt.json"])
      #expect(first.status == .recorded && first.earlierReference == nil)
      let second = try #require(all["CollectionSnapshotTestingTests/SnapshotRecordTests/earlierPlaceAndCollision.twice.layout.txt.line-\(line)-2.json"])
      #expect(second.status == .error && second.line == line)
      #expect(second.message?.hasPrefix("reference name collision: two .layout.txt snapshots of CollectionSnapshotTestingTests.SnapshotRecordTests/earlierPlaceAndCollision()") == true)
    }
  }
}

/// An XCTest assertion's record names the XCTest class read from this file, not the file.
final class SnapshotRecordXCTests: XCTestCase {
  func testRecordNamesTheClass() throws {
    let folder = TestScreens.scratch("records-xctest")
    let artifacts = TestScreens.scratch("records-xctest-artifacts")
    withSnapshotTesting(snapshotDirectory: folder, artifactsDirectory: artifacts) {
      XCTAssertEqual(verifySnapshot(of: TestScreens.list(), as: .layout, record: .missing)?.hasPrefix("recorded, re-run"), true)
    }
    let records = try RunFolder.recordFiles(in: artifacts)
    XCTAssertEqual(records.map(\.0), ["CollectionSnapshotTestingTests/SnapshotRecordTests/SnapshotRecordXCTests.testRecordNamesTheClass.layout.txt.json"])
    XCTAssertEqual(records.first?.1.test, "CollectionSnapshotTestingTests.SnapshotRecordXCTests/testRecordNamesTheClass")
    XCTAssertEqual(records.first?.1.suite, "CollectionSnapshotTestingTests.SnapshotRecordXCTests")
  }
}
