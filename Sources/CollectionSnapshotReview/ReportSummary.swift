import Foundation

/// `report.json`: the report for bots (a pull-request comment, a chat message): the counts,
/// per suite, and every entry with its snapshots and the command that accepts it.
public struct ReportSummary: Codable, Sendable {
  /// Entries (assertion calls) by status.
  public struct Counts: Codable, Sendable, Equatable {
    /// Entries with a snapshot that differs.
    public var failed = 0
    /// Entries with a new snapshot (no reference).
    public var missing = 0
    /// Entries whose references were written.
    public var recorded = 0
    /// Entries that matched.
    public var passed = 0
    /// Entries that could not be checked.
    public var error = 0

    /// Counts.
    public init(failed: Int = 0, missing: Int = 0, recorded: Int = 0, passed: Int = 0, error: Int = 0) {
      self.failed = failed
      self.missing = missing
      self.recorded = recorded
      self.passed = passed
      self.error = error
    }

    mutating func add(_ status: SnapshotRecord.Status) {
      switch status {
      case .failed: failed += 1
      case .missing: missing += 1
      case .recorded: recorded += 1
      case .passed: passed += 1
      case .error: error += 1
      }
    }

    /// All entries.
    public var total: Int { failed + missing + recorded + passed + error }
  }

  /// A suite's counts.
  public struct Suite: Codable, Sendable {
    /// The suite.
    public var suite: String
    /// Its entries by status.
    public var counts: Counts
  }

  /// One entry.
  public struct Entry: Codable, Sendable {
    /// The test.
    public var test: String
    /// Its suite.
    public var suite: String
    /// The most urgent status of its snapshots.
    public var status: SnapshotRecord.Status
    /// The assertion's source file and line.
    public var file: String
    /// The assertion's line.
    public var line: Int
    /// Its snapshots.
    public var snapshots: [SnapshotRecord]
    /// The command that accepts its failed and new snapshots, when it has any.
    public var approve: String?
  }

  /// The format (1).
  public var version = 1
  /// Entries by status.
  public var counts: Counts
  /// Assertions (snapshots) in all.
  public var assertions: Int
  /// Per suite, by name.
  public var suites: [Suite]
  /// The artifacts folders merged.
  public var folders: [String]
  /// Every entry, most urgent first.
  public var entries: [Entry]
  /// The command that accepts every failed and new snapshot.
  public var approveAll: String

  /// The summary of grouped entries; commands name `approveFolder`.
  public init(entries grouped: [ReportEntry], folders: [String], approveFolder: String) {
    var counts = Counts()
    var suites: [String: Counts] = [:]
    var assertions = 0
    for entry in grouped {
      counts.add(entry.status)
      suites[entry.suite, default: Counts()].add(entry.status)
      assertions += entry.records.count
    }
    self.counts = counts
    self.assertions = assertions
    self.suites = suites.keys.sorted().map { Suite(suite: $0, counts: suites[$0]!) }
    self.folders = folders
    let base = "swift run collection-snapshot approve " + ShellQuote.quote(approveFolder)
    approveAll = base
    entries = grouped.map { entry in
      let first = entry.records[0]
      let approvable = entry.approvable
      return Entry(
        test: entry.test, suite: entry.suite, status: entry.status, file: first.file, line: entry.records.map(\.line).min() ?? first.line,
        snapshots: entry.records,
        approve: approvable.isEmpty ? nil : base + approvable.map { " --test " + ShellQuote.quote($0.reference) }.joined())
    }
  }
}

/// Quoting for a POSIX shell, as the page does it: safe words stay bare, others go in single
/// quotes.
public enum ShellQuote {
  /// `text` as one shell word.
  public static func quote(_ text: String) -> String {
    let safe = text.unicodeScalars.allSatisfy { scalar in
      (scalar.value >= 48 && scalar.value <= 57) || (scalar.value >= 65 && scalar.value <= 90) || (scalar.value >= 97 && scalar.value <= 122)
        || "_.,:=@%+/-".unicodeScalars.contains(scalar)
    }
    return safe && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
