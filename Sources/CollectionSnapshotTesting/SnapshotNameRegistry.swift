import Foundation
internal import CollectionSnapshotReview

/// Which test and which call site asserted each reference in this process, so that two
/// snapshots that would share one reference file fail at once with a message that says so,
/// instead of failing against each other as if the layout had changed.
///
/// A reference belongs to one test and one call site (a line, and a strategy's place in `as:`).
/// The same call site again (a loop, a repeated run) is allowed: its snapshots are compared
/// with the one reference, and a mismatch then mentions `named:`.
enum SnapshotNameRegistry {
  /// Who claims a reference.
  struct Claim: Equatable {
    /// The test (target, type, name, parameterized case).
    var test: String
    /// `<file>:<line>:<column>` and the strategy's position in `as:`.
    var callSite: String
    /// The line, for messages.
    var line: UInt
    /// The file, for messages.
    var file: String
  }

  private static let claims = LockedValue<[String: (claim: Claim, uses: Int)]>([:])

  /// Records `claim` for the reference at `path`; returns why it cannot have it (another test
  /// or another call site of the same test has it), or `nil`.
  static func claim(_ path: String, _ claim: Claim, pathExtension: String) -> String? {
    let other: Claim? = claims.withLock { claims in
      guard let existing = claims[path] else {
        claims[path] = (claim, 1)
        return nil
      }
      if existing.claim == claim {
        claims[path] = (claim, existing.uses + 1)
        return nil
      }
      return existing.claim
    }
    guard let other else { return nil }
    if other.test == claim.test {
      return """
        reference name collision: two .\(pathExtension) snapshots of \(claim.test) would share \(ReferenceRoot.shown(path)): \
        the one at line \(other.line) and this one at line \(claim.line). Give each its own name, \
        e.g. assertSnapshot(of: …, as: …, named: "after-scroll").
        """
    }
    return """
      reference name collision: \(ReferenceRoot.shown(path)) is already the reference of \(other.test) \
      (\(other.file):\(other.line)); this is \(claim.test) (\(claim.file):\(claim.line)). \
      Rename one of the tests, give the snapshot a name with named:, or give one of them its \
      own folder with snapshotDirectory: (per call, withSnapshotTesting, or the .snapshots trait).
      """
  }

  /// How many times the claim's call site asserted the reference at `path` in this process.
  static func uses(of path: String) -> Int {
    claims.withLock { $0[path]?.uses ?? 0 }
  }
}
