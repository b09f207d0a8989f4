import CollectionSnapshotReview
import Foundation
import Testing

@Suite("approve and stale")
struct ApproveAndStaleTests {
  @Test("approve replaces unchanged references, adds new ones, and refuses changed ones")
  func approve() throws {
    let root = ReviewFixtures.scratch("approve")
    let folder = root + "/artifacts"
    _ = try ReviewFixtures.failedLayout("T.Suite/a()", name: "a", root: root, folder: folder, old: "old a\n", new: "new a\n")
    _ = try ReviewFixtures.failedLayout("T.Suite/b()", name: "b", root: root, folder: folder, old: "old b\n", new: "new b\n")
    // A new snapshot: no reference at the run.
    try ReviewFixtures.write("new c\n", to: folder + "/Suite/c.actual.layout.txt")
    let c = ReviewFixtures.record(
      "T.Suite/c()", reference: "Suite/c.layout.txt", status: .missing, actualHash: SHA256.hex(Array("new c\n".utf8)), artifacts: .init(actual: "Suite/c.actual.layout.txt"))
    try RunFolder(path: folder, identity: RunIdentity(run: "run-1", filtered: false)).write(c, relativePath: "Suite/c.layout.txt")
    // Someone changes b's reference after the run.
    try ReviewFixtures.write("newer b\n", to: root + "/Snapshots/Suite/b.layout.txt")

    let dry = try Approval.run(folders: [folder], patterns: [], root: root, dryRun: true)
    #expect(dry.map { $0.line(dryRun: true) } == [
      "would replace Snapshots/Suite/a.layout.txt with \(folder)/Suite/a.actual.layout.txt",
      "refused Snapshots/Suite/b.layout.txt: it changed since the run (sha256 \(SHA256.hex(Array("old b\n".utf8)).prefix(12))… then, \(SHA256.hex(Array("newer b\n".utf8)).prefix(12))… now); re-run the test",
      "would add Snapshots/Suite/c.layout.txt from \(folder)/Suite/c.actual.layout.txt",
    ])
    #expect(ReviewFixtures.read(root + "/Snapshots/Suite/a.layout.txt") == "old a\n", "a dry run changes nothing")

    let only = try Approval.run(folders: [folder], patterns: [GlobPattern("T.Suite/a()")], root: root, dryRun: false)
    #expect(only == [.replaced(reference: "Snapshots/Suite/a.layout.txt", actual: folder + "/Suite/a.actual.layout.txt")])
    #expect(ReviewFixtures.read(root + "/Snapshots/Suite/a.layout.txt") == "new a\n")
    #expect(ReviewFixtures.read(root + "/Snapshots/Suite/b.layout.txt") == "newer b\n")
    #expect(try Approval.run(folders: [folder], patterns: [GlobPattern("T.Suite/a()")], root: root, dryRun: false) == [.unchanged(reference: "Snapshots/Suite/a.layout.txt")])
    #expect(throws: ReviewError.self) { try Approval.run(folders: [folder], patterns: [GlobPattern("nothing")], root: root, dryRun: false) }
    // An actual file changed after the run is refused too.
    try ReviewFixtures.write("tampered\n", to: folder + "/Suite/c.actual.layout.txt")
    let tampered = try Approval.run(folders: [folder], patterns: [GlobPattern("*/c.layout.txt")], root: root, dryRun: false)
    guard case .refused(_, let reason)? = tampered.first else { Issue.record("not refused: \(tampered)"); return }
    #expect(reason.hasPrefix("\(folder)/Suite/c.actual.layout.txt changed since the run"))
    #expect(!FileManager.default.fileExists(atPath: root + "/Snapshots/Suite/c.layout.txt"))
  }

  @Test("stale lists the references no record names, refuses filtered runs and wrong folders, deletes")
  func stale() throws {
    let root = ReviewFixtures.scratch("stale")
    let folder = root + "/artifacts"
    _ = try ReviewFixtures.failedLayout("T.Suite/a()", name: "a", root: root, folder: folder, old: "a\n", new: "b\n")
    let run = RunFolder(path: folder, identity: RunIdentity(run: "run-1", filtered: false))
    try ReviewFixtures.write("png", to: root + "/Snapshots/Suite/kept.png")
    try run.write(ReviewFixtures.record("T.Suite/kept()", reference: "Suite/kept.png", status: .passed), relativePath: "Suite/kept.png")
    try ReviewFixtures.write("orphan", to: root + "/Snapshots/Suite/renamedTest.png")
    try ReviewFixtures.write("orphan", to: root + "/Snapshots/Gone/deleted.layout.txt")
    try ReviewFixtures.write("", to: root + "/Snapshots/.gitkeep")
    let found = try StaleReferences.find(snapshots: root + "/Snapshots", runs: [folder], root: root)
    #expect(found.stale == [root + "/Snapshots/Gone/deleted.layout.txt", root + "/Snapshots/Suite/renamedTest.png"])
    #expect(found.touched == 2)
    #expect(throws: ReviewError.self) { try StaleReferences.find(snapshots: root + "/Snapshots/Gone", runs: [folder], root: root) }
    try StaleReferences.delete(found.stale, under: root + "/Snapshots")
    #expect(!FileManager.default.fileExists(atPath: root + "/Snapshots/Gone"), "an emptied folder goes too")
    #expect(FileManager.default.fileExists(atPath: root + "/Snapshots/Suite/kept.png"))
    // A filtered run cannot tell.
    let filtered = root + "/filtered"
    try RunFolder(path: filtered, identity: RunIdentity(run: "run-2", filtered: true))
      .write(ReviewFixtures.record("T.Suite/kept()", reference: "Suite/kept.png", status: .passed, run: "run-2", filtered: true), relativePath: "Suite/kept.png")
    #expect(throws: ReviewError.self) { try StaleReferences.find(snapshots: root + "/Snapshots", runs: [filtered], root: root) }
  }
}

@Suite("approve and stale with references at their earlier place")
struct EarlierPlaceReviewTests {
  @Test("approve writes a reference read at its earlier place at its place and removes the earlier file; stale counts that file as used")
  func earlierPlace() throws {
    let root = ReviewFixtures.scratch("earlier")
    let folder = root + "/artifacts"
    // The run read Snapshots/Suite/a.layout.txt (the earlier place); its place is
    // Snapshots/T/Suite/a.layout.txt.
    try ReviewFixtures.write("old a\n", to: root + "/Snapshots/Suite/a.layout.txt")
    try ReviewFixtures.write("new a\n", to: folder + "/T/Suite/a.actual.layout.txt")
    var record = ReviewFixtures.record(
      "T.Suite/a()", reference: "T/Suite/a.layout.txt", status: .failed, referenceHash: SHA256.hex(Array("old a\n".utf8)),
      actualHash: SHA256.hex(Array("new a\n".utf8)), artifacts: .init(actual: "T/Suite/a.actual.layout.txt"))
    record.earlierReference = "Snapshots/Suite/a.layout.txt"
    try RunFolder(path: folder, identity: RunIdentity(run: "run-1", filtered: false)).write(record, relativePath: "T/Suite/a.layout.txt")

    let found = try StaleReferences.find(snapshots: root + "/Snapshots", runs: [folder], root: root)
    #expect(found.stale == [], "the file at the earlier place is in use")
    #expect(found.touched == 2, "its place and its earlier place")

    let dry = try Approval.run(folders: [folder], patterns: [], root: root, dryRun: true)
    #expect(dry.map { $0.line(dryRun: true) } == [
      "would replace Snapshots/Suite/a.layout.txt with \(folder)/T/Suite/a.actual.layout.txt, moving it to Snapshots/T/Suite/a.layout.txt"
    ])
    // A reference written at its place after the run is newer work.
    try ReviewFixtures.write("newer a\n", to: root + "/Snapshots/T/Suite/a.layout.txt")
    let refused = try Approval.run(folders: [folder], patterns: [], root: root, dryRun: false)
    #expect(refused == [
      .refused(
        reference: "Snapshots/T/Suite/a.layout.txt",
        reason: "it was written after the run (the run read Snapshots/Suite/a.layout.txt, its earlier place); re-run the test")
    ])
    try FileManager.default.removeItem(atPath: root + "/Snapshots/T/Suite/a.layout.txt")
    // So is a changed file at the earlier place.
    try ReviewFixtures.write("edited a\n", to: root + "/Snapshots/Suite/a.layout.txt")
    guard case .refused(let shown, let reason)? = try Approval.run(folders: [folder], patterns: [], root: root, dryRun: false).first else {
      Issue.record("not refused")
      return
    }
    #expect(shown == "Snapshots/Suite/a.layout.txt" && reason.hasPrefix("it changed since the run"))
    try ReviewFixtures.write("old a\n", to: root + "/Snapshots/Suite/a.layout.txt")

    let moved = try Approval.run(folders: [folder], patterns: [], root: root, dryRun: false)
    #expect(moved == [.moved(reference: "Snapshots/T/Suite/a.layout.txt", earlier: "Snapshots/Suite/a.layout.txt", actual: folder + "/T/Suite/a.actual.layout.txt")])
    #expect(ReviewFixtures.read(root + "/Snapshots/T/Suite/a.layout.txt") == "new a\n")
    #expect(!FileManager.default.fileExists(atPath: root + "/Snapshots/Suite/a.layout.txt"), "the earlier file is gone")
  }
}
