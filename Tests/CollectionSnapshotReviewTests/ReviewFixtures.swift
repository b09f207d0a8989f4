import CollectionSnapshotReview
import CollectionSnapshotTestSupport
import Foundation

/// Scratch folders and hand-made records for the review tests.
enum ReviewFixtures {
  /// A new empty folder, removed with the test process's scratch folders when it exits.
  static func scratch(_ name: String) -> String { ScratchFolders.make("review-\(name)") }

  static func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  /// A record of `test` for `Snapshots/<reference>` with status and artifacts.
  static func record(
    _ test: String, reference: String, status: SnapshotRecord.Status, run: String = "run-1", suite: String = "Tests.Suite", referenceHash: String? = nil,
    actualHash: String? = nil, artifacts: SnapshotRecord.Artifacts = .init(), filtered: Bool = false
  ) -> SnapshotRecord {
    SnapshotRecord(
      run: run, test: test, suite: suite, file: "Tests/Suite.swift", line: 12, column: 5, strategy: SnapshotRecord.strategy(forPathExtension: reference.hasSuffix(".filmstrip.png") ? "filmstrip.png" : reference.hasSuffix(".png") ? "png" : reference.hasSuffix(".trace.txt") ? "trace.txt" : "layout.txt"),
      status: status, recordMode: "never", reference: "Snapshots/" + reference, referenceHash: referenceHash, actualHash: actualHash, artifacts: artifacts,
      filtered: filtered)
  }

  /// An artifacts folder of `run` holding a failed layout assertion of `test`: the reference
  /// (`old`) in `root/Snapshots`, the actual text (`new`) and the record.
  static func failedLayout(_ test: String, name: String, root: String, folder: String, run: String = "run-1", old: String, new: String) throws -> SnapshotRecord {
    let reference = root + "/Snapshots/Suite/\(name).layout.txt"
    if !FileManager.default.fileExists(atPath: reference) { try write(old, to: reference) }
    try write(new, to: folder + "/Suite/\(name).actual.layout.txt")
    try write("-\(old)+\(new)", to: folder + "/Suite/\(name).diff")
    let record = Self.record(
      test, reference: "Suite/\(name).layout.txt", status: .failed, run: run, referenceHash: SHA256.hex(Array(old.utf8)), actualHash: SHA256.hex(Array(new.utf8)),
      artifacts: .init(actual: "Suite/\(name).actual.layout.txt", diffText: "Suite/\(name).diff"))
    try RunFolder(path: folder, identity: RunIdentity(run: run, filtered: false)).write(record, relativePath: "Suite/\(name).layout.txt")
    return record
  }
}
