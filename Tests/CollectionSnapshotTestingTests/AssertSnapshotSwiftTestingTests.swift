import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing

@Suite("assertSnapshot under Swift Testing")
struct AssertSnapshotSwiftTestingTests {
  @Test("A new reference is recorded, fails once with 'recorded, re-run', then passes")
  func recordThenPass() throws {
    let folder = TestScreens.scratch("record")
    let screen = TestScreens.list()
    withKnownIssue {
      assertSnapshot(of: screen, as: .image, .layout, record: .missing, snapshotDirectory: folder)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("recorded, re-run: no reference yet; wrote \(folder)/AssertSnapshotSwiftTestingTests/recordThenPass.") }
    }
    #expect(TestScreens.files(under: folder) == ["AssertSnapshotSwiftTestingTests/recordThenPass.layout.txt", "AssertSnapshotSwiftTestingTests/recordThenPass.png"])
    assertSnapshot(of: screen, as: .image, .layout, record: .missing, snapshotDirectory: folder)
  }

  @Test("A changed layout fails in Swift Testing with a semantic diff, a unified diff and artifacts")
  func failure() throws {
    let folder = TestScreens.scratch("failure")
    let artifacts = TestScreens.scratch("failure-artifacts")
    withKnownIssue { assertSnapshot(of: TestScreens.list(), as: .layout, .image, record: .all, snapshotDirectory: folder) }
    let message = withSnapshotTesting(artifactsDirectory: artifacts) {
      verifySnapshot(of: TestScreens.list(rowHeight: 68), as: .layout, record: .never, snapshotDirectory: folder)
    }
    let text = try #require(message)
    #expect(text.contains("cell [0,1] Row: y 108 → 116, height 60 → 68"))
    #expect(text.contains("content-size 320x304 → 320x336"))
    #expect(text.contains("-cell [0,1] Row id=row-1 frame=(10, 108, 300, 60) z=0"))
    #expect(text.contains("+cell [0,1] Row id=row-1 frame=(10, 116, 300, 68) z=0"))
    #expect(text.contains("\(artifacts)/AssertSnapshotSwiftTestingTests/failure.diff"))
    withKnownIssue {
      withSnapshotTesting(artifactsDirectory: artifacts) {
        assertSnapshot(of: TestScreens.list(rowHeight: 68), as: .image, record: .never, snapshotDirectory: folder)
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("images differ: ") && $0.rawValue.contains("differing regions") }
    }
    let written = TestScreens.files(under: artifacts)
    for file in ["failure.actual.png", "failure.reference.png", "failure.diff.png", "failure.actual.layout.txt", "failure.reference.layout.txt", "failure.diff"] {
      #expect(written.contains("AssertSnapshotSwiftTestingTests/" + file), "\(file) not in \(written)")
    }
    #expect(written.contains("index.html"))
    let feed = try String(contentsOfFile: artifacts + "/report-data.js", encoding: .utf8)
    #expect(feed.contains("AssertSnapshotSwiftTestingTests/failure.diff.png"))
  }

  @Test("Record modes: never fails on a missing reference, failed replaces a failing one, all rewrites")
  func recordModes() throws {
    let folder = TestScreens.scratch("modes")
    let missing = verifySnapshot(of: TestScreens.list(), as: .layout, record: .never, snapshotDirectory: folder)
    #expect(missing?.hasPrefix("no reference at \(folder)/AssertSnapshotSwiftTestingTests/recordModes.layout.txt (record mode never") == true)
    #expect(TestScreens.files(under: folder).isEmpty, "never writes nothing")
    #expect(verifySnapshot(of: TestScreens.list(), as: .layout, record: .missing, snapshotDirectory: folder)?.hasPrefix("recorded, re-run") == true)
    #expect(verifySnapshot(of: TestScreens.list(), as: .layout, record: .failed, snapshotDirectory: folder) == nil)
    let replaced = verifySnapshot(of: TestScreens.list(rows: 5), as: .layout, record: .failed, snapshotDirectory: folder)
    #expect(replaced?.hasPrefix("recorded, re-run: the snapshot did not match; replaced") == true)
    #expect(verifySnapshot(of: TestScreens.list(rows: 5), as: .layout, record: .never, snapshotDirectory: folder) == nil)
    #expect(verifySnapshot(of: TestScreens.list(rows: 5), as: .layout, record: .all, snapshotDirectory: folder)?.hasPrefix("recorded, re-run: wrote") == true)
  }

  @Test("The environment decides the default: never under CI, else missing; explicit values win")
  func environment() {
    #expect(RecordMode.from(environment: [:]) == .missing)
    #expect(RecordMode.from(environment: ["CI": "true"]) == .never)
    #expect(RecordMode.from(environment: ["CI": "true", "COLLECTION_SNAPSHOT_RECORD": "failed"]) == .failed)
    #expect(RecordMode.from(environment: ["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
    #expect(RecordMode.from(environment: ["CI": "false"]) == .missing)
  }

  @Test("The pass path proves equality from the embedded digest without decoding the reference")
  func digestPath() throws {
    let folder = TestScreens.scratch("digest")
    let screen = TestScreens.list()
    _ = verifySnapshot(of: screen, as: .image, record: .all, snapshotDirectory: folder)
    let path = folder + "/AssertSnapshotSwiftTestingTests/digestPath.png"
    var bytes = try BinaryFile.read(path)
    // Break the image data (the IDAT chunk's CRC) but keep the digest chunk intact.
    let idat = try #require(findChunk("IDAT", in: bytes))
    bytes[idat + 8] ^= 0xff
    try BinaryFile.writeAtomically(bytes, to: path)
    #expect(verifySnapshot(of: screen, as: .image, record: .never, snapshotDirectory: folder) == nil)
    // Without a digest the reference is decoded, and the damage is reported with the file.
    let plain = try PNGCodec().encode(try ScreenRenderer.render(screen))
    var broken = plain
    broken[try #require(findChunk("IDAT", in: broken)) + 8] ^= 0xff
    try BinaryFile.writeAtomically(broken, to: path)
    let message = verifySnapshot(of: screen, as: .image, record: .never, snapshotDirectory: folder)
    #expect(message?.hasPrefix("\(path): cannot read the reference: \(path): corrupt PNG") == true)
    try BinaryFile.writeAtomically(plain, to: path)
    #expect(verifySnapshot(of: screen, as: .image, record: .never, snapshotDirectory: folder) == nil)
  }

  @Test("Tolerance lets small pixel differences pass")
  func tolerance() throws {
    let folder = TestScreens.scratch("tolerance")
    _ = verifySnapshot(of: TestScreens.list(), as: .image, record: .all, snapshotDirectory: folder)
    let moved = TestScreens.list(rowHeight: 61)
    #expect(verifySnapshot(of: moved, as: .image, record: .never, snapshotDirectory: folder) != nil)
    #expect(verifySnapshot(of: moved, as: .image(tolerance: ComparisonOptions(maxDiffRatio: 0.2)), record: .never, snapshotDirectory: folder) == nil)
  }

  @Test("Parameterized cases get their own references", arguments: ["compact", "roomy"])
  func parameterized(style: String) throws {
    let folder = TestScreens.scratch("param-\(style)")
    let message = verifySnapshot(of: TestScreens.list(rowHeight: style == "compact" ? 44 : 80), as: .layout, record: .missing, snapshotDirectory: folder)
    #expect(message?.contains("AssertSnapshotSwiftTestingTests/parameterized.\(style).layout.txt") == true, "\(message ?? "nil")")
  }

  @Test("The .snapshots trait sets the record mode of a test", .snapshots(record: .all))
  func trait() {
    let folder = TestScreens.scratch("trait")
    #expect(verifySnapshot(of: TestScreens.list(), as: .layout, snapshotDirectory: folder)?.hasPrefix("recorded, re-run: wrote") == true)
  }

  @Test("Named snapshots and pulled-back strategies")
  func namedAndPullback() {
    let folder = TestScreens.scratch("named")
    let titles: Snapshotting<Screen, String> = Snapshotting.lines.pullback { screen in
      screen.model.sections.flatMap { $0.items.compactMap(\.content.title) }.joined(separator: "\n")
    }
    let message = verifySnapshot(of: TestScreens.list(), as: titles, named: "titles", record: .missing, snapshotDirectory: folder)
    #expect(message?.contains("namedAndPullback.titles.txt") == true)
    #expect(verifySnapshot(of: TestScreens.list(), as: titles, named: "titles", record: .never, snapshotDirectory: folder) == nil)
  }

  func findChunk(_ name: String, in bytes: [UInt8]) -> Int? {
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == name { return offset }
      offset += 12 + length
    }
    return nil
  }
}
