import CollectionSnapshotReview
import Foundation
import Testing

@Suite("Artifacts folders: one run at a time, and the merged report")
struct RunFolderTests {
  @Test("A new run clears the previous run's records and files, and nothing else")
  func newRunClears() throws {
    let root = ReviewFixtures.scratch("runs")
    let folder = root + "/artifacts"
    _ = try ReviewFixtures.failedLayout("T.Suite/a()", name: "a", root: root, folder: folder, run: "run-1", old: "x\n", new: "y\n")
    try ReviewFixtures.write("mine", to: folder + "/notes.txt")
    #expect(FileManager.default.fileExists(atPath: folder + "/index.html"))
    // A second process of the same run keeps what the first wrote.
    _ = try ReviewFixtures.failedLayout("T.Suite/b()", name: "b", root: root, folder: folder, run: "run-1", old: "x\n", new: "z\n")
    #expect(try RunFolder.recordFiles(in: folder).map(\.0) == ["Suite/a.layout.txt.json", "Suite/b.layout.txt.json"])
    // The next run starts afresh.
    let next = RunFolder(path: folder, identity: RunIdentity(run: "run-2", filtered: false))
    try next.write(ReviewFixtures.record("T.Suite/c()", reference: "Suite/c.png", status: .passed, run: "run-2"), relativePath: "Suite/c.png")
    #expect(try RunFolder.recordFiles(in: folder).map(\.0) == ["Suite/c.png.json"])
    #expect(!FileManager.default.fileExists(atPath: folder + "/Suite/a.actual.layout.txt"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/Suite/b.diff"))
    #expect(ReviewFixtures.read(folder + "/notes.txt") == "mine")
    let feed = try #require(ReviewFixtures.read(folder + "/report-data.js"))
    #expect(feed.split(separator: "\n").count == 2, "the header and run-2's one record")
    #expect(feed.contains("T.Suite/c()") && !feed.contains("T.Suite/a()"))
  }

  @Test("A passing assertion repeated with the same record is written once; any change is written")
  func repeatedPass() throws {
    let root = ReviewFixtures.scratch("repeats")
    let folder = RunFolder(path: root + "/artifacts", identity: RunIdentity(run: "run-1", filtered: false))
    var record = ReviewFixtures.record("T.Suite/p()", reference: "Suite/p.png", status: .passed, run: "run-1")
    for duration in [0.25, 0.5, 0.75] {
      record.durationMilliseconds = duration
      try folder.write(record, relativePath: "Suite/p.png")
    }
    func feedLines() throws -> Int { try #require(ReviewFixtures.read(root + "/artifacts/report-data.js")).split(separator: "\n").count - 1 }
    #expect(try feedLines() == 1)
    #expect(try RunFolder.recordFiles(in: root + "/artifacts").map(\.1.durationMilliseconds) == [0.25])
    // Another status, then a pass again: each is written.
    record.status = .failed
    try folder.write(record, relativePath: "Suite/p.png")
    record.status = .passed
    try folder.write(record, relativePath: "Suite/p.png")
    #expect(try feedLines() == 3)
    #expect(try RunFolder.recordFiles(in: root + "/artifacts").map(\.1.status) == [.passed])
  }

  @Test("Shards merge into one report: records, pictures, texts, counts and commands")
  func merge() throws {
    let root = ReviewFixtures.scratch("merge")
    let shard1 = root + "/shard1"
    let shard2 = root + "/shard2"
    _ = try ReviewFixtures.failedLayout("T.Suite/a()", name: "a", root: root, folder: shard1, old: "cell 1\n", new: "cell 2\n")
    let passed = RunFolder(path: shard1, identity: RunIdentity(run: "run-1", filtered: false))
    try passed.write(ReviewFixtures.record("T.Suite/p()", reference: "Suite/p.png", status: .passed), relativePath: "Suite/p.png")
    // Shard 2 failed a test with the same artifact names (another package folder's Suite/a).
    _ = try ReviewFixtures.failedLayout("T.Other/a()", name: "a", root: root, folder: shard2, run: "run-9", old: "cell 1\n", new: "cell 3\n")
    let output = root + "/report"
    let result = try ReportWriter.write(folders: [shard1, shard2], output: output)
    #expect(result.assertions == 3)
    #expect(result.counts == ReportSummary.Counts(failed: 2, missing: 0, recorded: 0, passed: 1, error: 0))
    let records = try RunFolder.recordFiles(in: output)
    #expect(records.map(\.0) == ["Suite/a.layout.txt.json", "Suite/p.png.json", "shard-2/Suite/a.layout.txt.json"])
    // Each record's files are beside the report, the second shard's under shard-2/.
    #expect(ReviewFixtures.read(output + "/Suite/a.actual.layout.txt") == "cell 2\n")
    #expect(ReviewFixtures.read(output + "/shard-2/Suite/a.actual.layout.txt") == "cell 3\n")
    #expect(records[2].1.artifacts.actual == "shard-2/Suite/a.actual.layout.txt")
    let feed = try #require(ReviewFixtures.read(output + "/report-data.js"))
    #expect(feed.contains(#""diff":"-cell 1\n+cell 3\n""#), "texts ride inside the feed")
    let summary = try JSONDecoder().decode(ReportSummary.self, from: Data(contentsOf: URL(fileURLWithPath: output + "/report.json")))
    #expect(summary.entries.map(\.test) == ["T.Other/a()", "T.Suite/a()", "T.Suite/p()"])
    #expect(summary.entries[1].approve == "swift run collection-snapshot approve \(output) --test Snapshots/Suite/a.layout.txt")
    #expect(summary.entries[2].approve == nil)
    #expect(summary.suites.map(\.suite) == ["Tests.Suite"])
    // The page fetches nothing: no address other than its own files.
    let page = try #require(ReviewFixtures.read(output + "/index.html"))
    #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("//cdn"))
    #expect(page.contains(#"<script src="report-data.js"></script>"#))
    // The same assertion in a later folder replaces the earlier one.
    let again = try ReportWriter.write(folders: [shard1, shard1], output: root + "/twice")
    #expect(again.duplicates == 2 && again.assertions == 2)
    #expect(throws: ReviewError.self) { try ReportWriter.write(folders: [shard1], output: shard1) }
  }
}
