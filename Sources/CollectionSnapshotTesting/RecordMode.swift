import Foundation
internal import CollectionSnapshotReview

/// When references are written.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
  /// Never write: a missing reference fails (the default when `CI` is set).
  case never
  /// Write references that do not exist yet (the default elsewhere); compare the others.
  case missing
  /// Compare, and overwrite the references that fail.
  case failed
  /// Overwrite every reference.
  case all

  /// The mode the environment asks for: `COLLECTION_SNAPSHOT_RECORD` (or
  /// `SNAPSHOT_TESTING_RECORD`), else `never` when `CI` is set, else `missing`.
  public static var fromEnvironment: RecordMode { from(environment: variables) }

  /// The variables the record mode reads.
  static var variables: [String: String] { ProcessEnvironment.values(["COLLECTION_SNAPSHOT_RECORD", "SNAPSHOT_TESTING_RECORD", "CI"]) }

  /// The mode an environment asks for (see ``fromEnvironment``).
  public static func from(environment: [String: String]) -> RecordMode {
    for key in ["COLLECTION_SNAPSHOT_RECORD", "SNAPSHOT_TESTING_RECORD"] {
      if let value = environment[key], let mode = RecordMode(rawValue: value.lowercased()) { return mode }
    }
    if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
    return .missing
  }

  /// Why the environment asks for its mode, for messages: "COLLECTION_SNAPSHOT_RECORD=never",
  /// "the default under CI (CI=true)", "the default".
  static func environmentReason(_ environment: [String: String]) -> String {
    for key in ["COLLECTION_SNAPSHOT_RECORD", "SNAPSHOT_TESTING_RECORD"] {
      if let value = environment[key], RecordMode(rawValue: value.lowercased()) != nil { return "from \(key)=\(value)" }
    }
    if let ci = environment["CI"], from(environment: ["CI": ci]) == .never { return "the default under CI (CI=\(ci))" }
    return "the default"
  }

  /// An unreadable value of the record variables, for a warning.
  static var invalidEnvironmentValue: String? {
    let environment = variables
    for key in ["COLLECTION_SNAPSHOT_RECORD", "SNAPSHOT_TESTING_RECORD"] {
      if let value = environment[key], RecordMode(rawValue: value.lowercased()) == nil {
        return "\(key)=\(value) is not one of never, missing, failed, all"
      }
    }
    return nil
  }
}
