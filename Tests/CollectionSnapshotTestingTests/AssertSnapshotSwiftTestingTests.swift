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
    // One call site, run twice (as a test is run twice): the first run records, the second passes.
    func check() { assertSnapshot(of: screen, as: .image, .layout, record: .missing, snapshotDirectory: folder) }
    // The failures Swift Testing would record, collected instead (no known issue left in the run).
    let failures = ReportedFailures.collecting { check() }
    let stem = "\(folder)/CollectionSnapshotTestingTests/AssertSnapshotSwiftTestingTests/recordThenPass"
    #expect(failures.map(\.message) == [
      "recorded, re-run: no reference yet; wrote \(stem).png (record mode missing)",
      "recorded, re-run: no reference yet; wrote \(stem).layout.txt (record mode missing)",
    ])
    #expect(TestScreens.files(under: folder) == ["CollectionSnapshotTestingTests/AssertSnapshotSwiftTestingTests/recordThenPass.layout.txt", "CollectionSnapshotTestingTests/AssertSnapshotSwiftTestingTests/recordThenPass.png"])
    check()
  }

  @Test("A changed layout fails in Swift Testing with a semantic diff, a unified diff and artifacts")
  func failure() throws {
    let folder = TestScreens.scratch("failure")
    let artifacts = TestScreens.scratch("failure-artifacts")
    _ = verifySnapshot(of: TestScreens.list(), as: .layout, record: .all, snapshotDirectory: folder)
    _ = verifySnapshot(of: TestScreens.list(), as: .image, record: .all, snapshotDirectory: folder)
    let message = withSnapshotTesting(artifactsDirectory: artifacts) {
      verifySnapshot(of: TestScreens.list(rowHeight: 68), as: .layout, record: .never, snapshotDirectory: folder)
    }
    let text = try #require(message)
    #expect(text.contains("cell [0,1] Row: y 108 → 116, height 60 → 68"))
    #expect(text.contains("content-size 320x304 → 320x336"))
    #expect(text.contains("-cell [0,1] Row id=row-1 frame=(10, 108, 300, 60) z=0"))
    #expect(text.contains("+cell [0,1] Row id=row-1 frame=(10, 116, 300, 68) z=0"))
    #expect(text.contains("\(artifacts)/CollectionSnapshotTestingTests/AssertSnapshotSwiftTestingTests/failure.diff"))
    let failures = ReportedFailures.collecting {
      withSnapshotTesting(artifactsDirectory: artifacts) {
        assertSnapshot(of: TestScreens.list(rowHeight: 68), as: .image, record: .never, snapshotDirectory: folder)
      }
    }
    #expect(failures.count == 1)
    #expect(failures.first.map { $0.message.contains("images differ: ") && $0.message.contains("differing regions") } == true)
    let written = TestScreens.files(under: artifacts)
    for file in ["failure.actual.png", "failure.reference.png", "failure.diff.png", "failure.actual.layout.txt", "failure.reference.layout.txt", "failure.diff"] {
      #expect(written.contains("CollectionSnapshotTestingTests/AssertSnapshotSwiftTestingTests/" + file), "\(file) not in \(written)")
    }
    #expect(written.contains("index.html"))
    let feed = try String(contentsOfFile: artifacts + "/report-data.js", encoding: .utf8)
    #expect(feed.contains("CollectionSnapshotTestingTests/AssertSnapshotSwiftTestingTests/failure.diff.png"))
  }

  @Test("A content-only change names the elements under each differing region, in points")
  func regionsNamed() throws {
    let folder = TestScreens.scratch("regions")
    _ = verifySnapshot(of: TestScreens.list(), as: .image, record: .all, snapshotDirectory: folder)
    var changed = TestScreens.list()
    changed.model.sections[0].items[1].content.title = "Changed"
    let message = try #require(verifySnapshot(of: changed, as: .image, record: .never, snapshotDirectory: folder))
    // Row 1 is at (10, 108, 300, 60): its title area changed, nothing else.
    #expect(message.contains("under the differing regions (x,y widthxheight, in points):\n  "), "\(message)")
    #expect(message.contains(": cell [0,1] Row id=row-1 (") && message.contains("title area"), "\(message)")
    #expect(!message.contains("cell [0,0]") && !message.contains("cell [0,2]"), "\(message)")
  }

  @Test("Under a region, the elements whose layout dump line changed since the layout reference beside the picture's are named first")
  func changedElementsFirst() throws {
    let folder = TestScreens.scratch("changed-first")
    // The picture reference: every row on a light yellow background, so that the whole column
    // of rows (10, 40)–(310, 284), 8 points apart, differs: one region over the four rows.
    var yellow = TestScreens.list()
    for i in 0..<4 { yellow.model.sections[0].items[i].content.background = PlaceholderColor(name: "systemYellow", color: Color(rgb: 0xFFCC00)) }
    _ = verifySnapshot(of: yellow, as: .image, named: "rows", record: .all, snapshotDirectory: folder)
    // The layout reference beside it: the rows as they are now, but for row 0's title.
    _ = verifySnapshot(of: TestScreens.list(), as: .layout, named: "rows", record: .all, snapshotDirectory: folder)
    var changed = TestScreens.list()
    changed.model.sections[0].items[0].content.title = "Changed"
    let message = try #require(verifySnapshot(of: changed, as: .image, named: "rows", record: .never, snapshotDirectory: folder))
    let line = try #require(message.split(separator: "\n").first { $0.contains("cell [0,3]") }, "\(message)")
    let names = try #require(line.split(separator: ": ", maxSplits: 1).last).components(separatedBy: "; ")
    // Row 0, whose line changed, first; then rows 3 and 2, topmost first; row 1 counted.
    #expect(names.count == 4, "\(message)")
    #expect(names.first?.hasPrefix("cell [0,0] Row id=row-0") == true, "\(message)")
    #expect(names.dropFirst().first?.hasPrefix("cell [0,3] Row id=row-3") == true, "\(message)")
    #expect(names.last == "… 1 more", "\(message)")
  }

  @Test("Record modes: never fails on a missing reference, failed replaces a failing one, all rewrites")
  func recordModes() throws {
    let folder = TestScreens.scratch("modes")
    let missing = verifySnapshot(of: TestScreens.list(), as: .layout, record: .never, snapshotDirectory: folder)
    #expect(missing?.hasPrefix("no reference at \(folder)/CollectionSnapshotTestingTests/AssertSnapshotSwiftTestingTests/recordModes.layout.txt (record mode never") == true)
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

  @Test("The pass path proves equality from the sealed digest; damaged image data fails naming the file")
  func digestPath() throws {
    let folder = TestScreens.scratch("digest")
    let screen = TestScreens.list()
    _ = verifySnapshot(of: screen, as: .image, record: .all, snapshotDirectory: folder)
    let path = folder + "/CollectionSnapshotTestingTests/AssertSnapshotSwiftTestingTests/digestPath.png"
    #expect(verifySnapshot(of: screen, as: .image, record: .never, snapshotDirectory: folder) == nil)
    var bytes = try BinaryFile.read(path)
    // Break the image data (the IDAT chunk's CRC no longer matches) but keep the digest chunk.
    let idat = try #require(PNGChunks.offset(of: "IDAT", in: bytes))
    bytes[idat + 8] ^= 0xff
    try BinaryFile.writeAtomically(bytes, to: path)
    let message = verifySnapshot(of: screen, as: .image, record: .never, snapshotDirectory: folder)
    #expect(message?.hasPrefix("cannot read the reference \(path): corrupt PNG") == true, "\(message ?? "passed")")
    // Without a digest the reference is decoded and compared.
    let plain = try PNGCodec().encode(try ScreenRenderer.render(screen))
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
    #expect(message?.contains("CollectionSnapshotTestingTests/AssertSnapshotSwiftTestingTests/parameterized.\(style).layout.txt") == true, "\(message ?? "nil")")
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
}
