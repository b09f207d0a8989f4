/// The records of one assertion call grouped together — a test asserted `as: .image, .layout`
/// is one entry with two snapshots — as the report lists them: most urgent first, then by
/// suite and test.
public struct ReportEntry: Sendable {
  /// The test.
  public var test: String
  /// Its suite.
  public var suite: String
  /// The reference path without its extension, shared by the entry's snapshots.
  public var stem: String
  /// The most urgent status of its snapshots.
  public var status: SnapshotRecord.Status
  /// Its snapshots: image, filmstrip, layout, trace, then text.
  public var records: [SnapshotRecord]

  /// Groups records by test and reference stem, in report order.
  public static func group(_ records: [SnapshotRecord]) -> [ReportEntry] {
    var order: [String] = []
    var byKey: [String: ReportEntry] = [:]
    for record in records {
      let stem = Self.stem(record.reference)
      let key = record.test + "\u{0}" + stem
      if var entry = byKey[key] {
        entry.records.append(record)
        entry.status = max(entry.status, record.status)
        byKey[key] = entry
      } else {
        order.append(key)
        byKey[key] = ReportEntry(test: record.test, suite: record.suite, stem: stem, status: record.status, records: [record])
      }
    }
    let rank = ["image": 0, "filmstrip": 1, "layout": 2, "trace": 3, "text": 4]
    var entries = order.compactMap { byKey[$0] }
    for index in entries.indices {
      entries[index].records.sort { (rank[$0.strategy] ?? 9, $0.reference) < (rank[$1.strategy] ?? 9, $1.reference) }
    }
    entries.sort { a, b in
      if a.status != b.status { return a.status > b.status }
      if a.suite != b.suite { return a.suite < b.suite }
      if a.test != b.test { return a.test < b.test }
      return a.stem < b.stem
    }
    return entries
  }

  /// A reference path without its extension (`….png`, `….filmstrip.png`, `….layout.txt`,
  /// `….trace.txt`).
  public static func stem(_ path: String) -> String {
    for ext in [".layout.txt", ".trace.txt", ".filmstrip.png", ".png", ".txt"] where path.hasSuffix(ext) { return String(path.dropLast(ext.count)) }
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path }
    return String(path[..<dot])
  }

  /// The snapshots `approve` can accept.
  public var approvable: [SnapshotRecord] { records.filter(\.isApprovable) }
}
