import CollectionSnapshotPNG
import Foundation

/// `collection-snapshot approve`: copies the actual snapshots of failed and new assertions
/// over their references, each atomically, refusing any reference that changed since the run
/// (its SHA-256 is in the record) so a review never overwrites newer work.
public enum Approval {
  /// What happened to one reference.
  public enum Outcome: Sendable, Equatable {
    /// The reference was replaced by the actual snapshot.
    case replaced(reference: String, actual: String)
    /// The reference did not exist and was written.
    case added(reference: String, actual: String)
    /// The reference was at its earlier place (see ``SnapshotRecord/earlierReference``): the
    /// actual snapshot was written at its place and the earlier file removed.
    case moved(reference: String, earlier: String, actual: String)
    /// The reference already holds the actual snapshot.
    case unchanged(reference: String)
    /// Left alone, with the reason.
    case refused(reference: String, reason: String)

    /// The line printed for it (`would` for a dry run).
    public func line(dryRun: Bool) -> String {
      switch self {
      case .replaced(let reference, let actual): (dryRun ? "would replace " : "replaced ") + "\(reference) with \(actual)"
      case .added(let reference, let actual): (dryRun ? "would add " : "added ") + "\(reference) from \(actual)"
      case .moved(let reference, let earlier, let actual):
        (dryRun ? "would replace " : "replaced ") + "\(earlier) with \(actual), " + (dryRun ? "moving it to " : "moved to ") + reference
      case .unchanged(let reference): "unchanged \(reference) (already the accepted snapshot)"
      case .refused(let reference, let reason): "refused \(reference): \(reason)"
      }
    }
  }

  /// The outcome for every approvable record of `folders` that a pattern selects (all of them
  /// without patterns), in reference order; applied unless `dryRun`.
  /// - Parameter root: the folder record references are relative to.
  /// - Throws: ``ReviewError`` for a folder without records or a pattern that selects nothing.
  public static func run(folders: [String], patterns: [GlobPattern], root: String, dryRun: Bool) throws -> [Outcome] {
    var candidates: [String: [(folder: String, record: SnapshotRecord)]] = [:]
    var matched = Set<String>()
    for folder in folders {
      for (_, record) in try RunFolder.recordFiles(in: folder) {
        let selecting = patterns.filter { $0.matches(record) }
        guard patterns.isEmpty || !selecting.isEmpty else { continue }
        matched.formUnion(selecting.map(\.pattern))
        guard record.isApprovable else { continue }
        candidates[ReferenceRoot.absolute(record.reference, root: root), default: []].append((folder, record))
      }
    }
    if let missing = patterns.first(where: { !matched.contains($0.pattern) }) {
      throw ReviewError("--test \(missing.pattern): no assertion of \(folders.joined(separator: ", ")) matches it")
    }
    return candidates.keys.sorted().map { reference in
      approve(reference: reference, root: root, candidates: candidates[reference]!, dryRun: dryRun)
    }
  }

  /// A file's SHA-256, `nil` when there is no file.
  private static func currentHash(_ path: String) -> String? {
    FileManager.default.fileExists(atPath: path) ? (try? BinaryFile.read(path)).map(SHA256.hex) ?? "unreadable" : nil
  }

  private static func approve(reference: String, root: String, candidates: [(folder: String, record: SnapshotRecord)], dryRun: Bool) -> Outcome {
    let shown = ReferenceRoot.relative(reference, to: root)
    // Every candidate's actual file, checked against its record.
    var actual: (path: String, bytes: [UInt8], hash: String)? = nil
    for (folder, record) in candidates {
      guard let relative = record.artifacts.actual, let path = RunFolder.resolve(relative, in: folder) else {
        return .refused(reference: shown, reason: "the record names no actual snapshot inside \(folder)")
      }
      let bytes: [UInt8]
      do {
        bytes = try BinaryFile.read(path)
      } catch {
        return .refused(reference: shown, reason: "cannot read the actual snapshot: \(error)")
      }
      let hash = SHA256.hex(bytes)
      if let expected = record.actualHash, expected != hash {
        return .refused(reference: shown, reason: "\(path) changed since the run (sha256 \(expected.prefix(12))… in the record, \(hash.prefix(12))… now)")
      }
      if let seen = actual, seen.hash != hash {
        return .refused(reference: shown, reason: "the runs disagree: \(seen.path) and \(path) differ; approve one folder at a time")
      }
      actual = (path, bytes, hash)
    }
    guard let actual else { return .refused(reference: shown, reason: "no actual snapshot") }
    // The reference must be as every run saw it: at its place, or (nothing being there yet)
    // at its earlier place.
    let current = currentHash(reference)
    if current == actual.hash { return .unchanged(reference: shown) }
    let earlierPlaces = Set(candidates.map(\.record.earlierReference))
    guard earlierPlaces.count == 1, let earlierPlace = earlierPlaces.first else {
      return .refused(reference: shown, reason: "the runs read it at different places (its place and its earlier place); approve one folder at a time")
    }
    var earlier: (path: String, shown: String)? = nil
    if let earlierPlace {
      let path = ReferenceRoot.absolute(earlierPlace, root: root)
      earlier = (path, ReferenceRoot.relative(path, to: root))
      if current != nil { return .refused(reference: shown, reason: "it was written after the run (the run read \(earlierPlace), its earlier place); re-run the test") }
    }
    let seen = earlier.map { currentHash($0.path) } ?? current
    for (_, record) in candidates where record.referenceHash != seen {
      let shown = earlier?.shown ?? shown
      switch (record.referenceHash, seen) {
      case (nil, _?): return .refused(reference: shown, reason: "it was written after the run (the run found no reference); re-run the test")
      case (_?, nil): return .refused(reference: shown, reason: "it was removed after the run; re-run the test")
      case (let old?, let now?):
        return .refused(reference: shown, reason: "it changed since the run (sha256 \(old.prefix(12))… then, \(now.prefix(12))… now); re-run the test")
      case (nil, nil): break
      }
    }
    if !dryRun {
      do {
        try BinaryFile.writeAtomically(actual.bytes, to: reference, creatingFolder: true)
      } catch {
        return .refused(reference: shown, reason: "cannot write it: \(error)")
      }
      if let earlier {
        do {
          try FileManager.default.removeItem(atPath: earlier.path)
        } catch {
          return .refused(reference: earlier.shown, reason: "wrote \(shown), but cannot remove the earlier file: \((error as NSError).localizedDescription)")
        }
      }
    }
    if let earlier { return .moved(reference: shown, earlier: earlier.shown, actual: actual.path) }
    return current == nil ? .added(reference: shown, actual: actual.path) : .replaced(reference: shown, actual: actual.path)
  }
}
