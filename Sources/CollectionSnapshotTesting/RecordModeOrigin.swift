import Foundation

/// Where an assertion's record mode came from, so that a message names the one setting that
/// applies: the call's `record:`, the scope (`withSnapshotTesting`, the `.snapshots` trait),
/// the environment, or a command-line option (`collection-snapshot verify --record`).
package enum RecordModeOrigin: Sendable, Equatable {
  /// `record:` of the call.
  case call
  /// `withSnapshotTesting` or the `.snapshots` trait.
  case scope
  /// `COLLECTION_SNAPSHOT_RECORD`, `CI`, or the default.
  case environment
  /// A command-line option, e.g. `--record`.
  case option(String)

  /// How to ask for `mode` where this origin set it: `record: .all`, `--record all`.
  func option(_ mode: RecordMode) -> String {
    if case .option(let flag) = self { return "\(flag) \(mode.rawValue)" }
    return "record: .\(mode.rawValue)"
  }

  /// The end of a missing reference's message under `never`: where `never` came from, then
  /// how to record the reference.
  var neverHint: String {
    switch self {
    case .call: "from record: in this call); pass record: .missing to record it"
    case .scope: "from withSnapshotTesting or the .snapshots trait); record it with record: .missing in that scope"
    case .option(let flag): "from \(flag) never); pass \(flag) missing to record it"
    case .environment:
      RecordMode.environmentReason(RecordMode.variables)
        + "); record it with COLLECTION_SNAPSHOT_RECORD=missing on a machine that may write references"
    }
  }
}
