import CollectionSnapshotReview
import Foundation
import Testing

@Suite("Review basics: content hash, patterns, run identity, grouping")
struct ReviewBasicsTests {
  @Test("SHA-256 gives the FIPS 180-4 example digests")
  func sha256() {
    #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    // Two blocks: the padding does not fit after 56 bytes.
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    // Around the block and padding boundaries: 55 bytes pad in one block, 56 need two; 64 and
    // 120 likewise after a whole block (digests of runs of "a" by sha256sum).
    let runs: [(Int, String)] = [
      (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
      (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
      (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
      (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
      (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
      (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
      (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
    ]
    for (count, digest) in runs { #expect(SHA256.hex([UInt8](repeating: 0x61, count: count)) == digest, "\(count) bytes") }
  }

  @Test("--test patterns: exact without wildcards, * across slashes, ? for one character")
  func patterns() {
    #expect(GlobPattern("Snapshots/A/x.png").matches("Snapshots/A/x.png"))
    #expect(!GlobPattern("Snapshots/A/x").matches("Snapshots/A/x.png"))
    #expect(GlobPattern("Snapshots/*.png").matches("Snapshots/A/B/x.png"))
    #expect(GlobPattern("*productList*").matches("Tests.ProductScreenTests/productList()"))
    #expect(GlobPattern("x?.png").matches("x1.png"))
    #expect(!GlobPattern("x?.png").matches("x.png"))
    #expect(GlobPattern("a*b*c").matches("aXXbYYc"))
    #expect(!GlobPattern("a*b*c").matches("aXXbYY"))
    let record = ReviewFixtures.record("Tests.Suite/productList()", reference: "Suite/productList.png", status: .failed)
    #expect(GlobPattern("Tests.Suite/productList()").matches(record))
    #expect(GlobPattern("Snapshots/Suite/productList.png").matches(record))
    #expect(GlobPattern("Tests.Suite").matches(record))
    #expect(!GlobPattern("productList").matches(record))
    // The name the test runner and the report show: the function's, or the display name.
    #expect(GlobPattern("productList()").matches(record))
    #expect(GlobPattern("productList*").matches(record))
    var named = record
    named.displayName = "Product list"
    #expect(GlobPattern("Product list").matches(named))
    #expect(GlobPattern("productList()").matches(named))
    #expect(!GlobPattern("Product").matches(named))
  }

  @Test("A run is filtered when swift test or the process names some tests", arguments: [
    // The arguments swift test 6.3 passes, seen from the test processes.
    (["--testing-library", "swift-testing"], ["--filter", "st"] as [String]?, true),
    (["PTests.XT/testA"], ["--filter", "st"], true),
    (["PTests.XT/testA"], ["--parallel"], false),  // --parallel names each XCTest process its tests
    (["--testing-library", "swift-testing"], [], false),
    ([], [], false),
    (["--skip", "Slow"], [], true),
    (["PTests.XT/testA"], nil, true),  // the test binary run by hand with a test named
    (["--testing-library", "swift-testing"], nil, false),
  ])
  func filtered(arguments: [String], parent: [String]?, expected: Bool) {
    #expect(RunIdentity.isFiltered(arguments: arguments, parentArguments: parent) == expected)
  }

  @Test("Records of one assertion call group into one entry, most urgent first")
  func grouping() {
    let records = [
      ReviewFixtures.record("T.S/b()", reference: "S/b.png", status: .passed),
      ReviewFixtures.record("T.S/a()", reference: "S/a.layout.txt", status: .failed),
      ReviewFixtures.record("T.S/a()", reference: "S/a.png", status: .passed),
      ReviewFixtures.record("T.S/a()", reference: "S/a.titles.txt", status: .missing),
    ]
    let entries = ReportEntry.group(records)
    #expect(entries.map(\.stem) == ["Snapshots/S/a", "Snapshots/S/a.titles", "Snapshots/S/b"])
    #expect(entries.map(\.status) == [.failed, .missing, .passed])
    #expect(entries[0].records.map(\.strategy) == ["image", "layout"])
  }

  @Test("A filmstrip is a picture of its own strategy, grouped with the image and trace of its call")
  func filmstrip() {
    #expect(SnapshotRecord.strategy(forPathExtension: "filmstrip.png") == "filmstrip")
    let records = [
      ReviewFixtures.record("T.S/a()", reference: "S/a.trace.txt", status: .passed),
      ReviewFixtures.record("T.S/a()", reference: "S/a.filmstrip.png", status: .failed),
      ReviewFixtures.record("T.S/a()", reference: "S/a.png", status: .passed),
    ]
    let entries = ReportEntry.group(records)
    #expect(entries.map(\.stem) == ["Snapshots/S/a"])
    #expect(entries[0].records.map(\.strategy) == ["image", "filmstrip", "trace"])
    #expect(entries[0].records.map(\.isPicture) == [true, true, false])
  }

  @Test("Records round-trip through JSON; a newer format is refused with the file named")
  func coding() throws {
    let folder = ReviewFixtures.scratch("coding")
    let record = ReviewFixtures.record("T.S/a()", reference: "S/a.png", status: .failed, referenceHash: "ab")
    try RunFolder(path: folder, identity: RunIdentity(run: "r", filtered: false)).write(record, relativePath: "S/a.png")
    let read = try RunFolder.recordFiles(in: folder)
    #expect(read.map(\.0) == ["S/a.png.json"])
    #expect(read.first?.1 == record)
    try ReviewFixtures.write(#"{"version": 99}"#, to: folder + "/records/S/b.png.json")
    #expect(throws: ReviewError.self) { try RunFolder.recordFiles(in: folder) }
    do {
      _ = try RunFolder.recordFiles(in: folder)
    } catch {
      #expect(error.description == "\(folder)/records/S/b.png.json: record format 99 is newer than this tool's (1): update CollectionSnapshot")
    }
    #expect(throws: ReviewError.self) { try RunFolder.recordFiles(in: ReviewFixtures.scratch("empty")) }
  }

  @Test("UIKit's console warnings ride in the record as a list; a record without any has no such key, as before")
  func warnings() throws {
    var record = ReviewFixtures.record("T.S/a()", reference: "S/a.png", status: .passed)
    let quiet = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
    #expect(!quiet.contains("warnings"))
    record.warnings = ["screen 'list': sections[0]: the item width must be less than the width of the UICollectionView"]
    let noisy = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
    #expect(noisy.contains(#""warnings":["screen 'list': sections[0]: the item width must be less than the width of the UICollectionView"]"#))
    let folder = ReviewFixtures.scratch("warnings")
    try RunFolder(path: folder, identity: RunIdentity(run: "r", filtered: false)).write(record, relativePath: "S/a.png")
    #expect(try RunFolder.recordFiles(in: folder).first?.1.warnings == record.warnings)
  }
}
