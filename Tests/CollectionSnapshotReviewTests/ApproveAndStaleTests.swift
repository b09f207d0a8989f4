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
