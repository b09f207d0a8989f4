import CollectionSnapshotLayout
import CollectionSnapshotModel

/// How a trace prints a batch update: one clause per kind of change in UIKit's order, runs of
/// consecutive index paths in one section folded (`insert items [0,20]…[0,39]`), so a page of
/// inserts reads as one line; a table's are rows (`delete row [0,2]`).
enum BatchSummary {
  static func text(_ update: CollectionUpdate, rows: Bool = false) -> String {
    let (one, many) = rows ? ("row", "rows") : ("item", "items")
    if update.isReloadData { return "reloadData" }
    var clauses: [String] = []
    func sections(_ verb: String, _ indices: [Int]) {
      guard !indices.isEmpty else { return }
      clauses.append("\(verb) \(indices.count == 1 ? "section" : "sections") " + folded(indices.sorted().map { IndexPath(item: $0, section: 0) }, sectionsOnly: true))
    }
    func items(_ verb: String, _ paths: [IndexPath]) {
      guard !paths.isEmpty else { return }
      clauses.append("\(verb) \(paths.count == 1 ? one : many) " + folded(paths.sorted(), sectionsOnly: false))
    }
    sections("delete", update.sectionDeletions)
    sections("insert", update.sectionInsertions)
    for move in update.sectionMoves { clauses.append("move section \(move.from) -> \(move.to)") }
    items("delete", update.itemDeletions)
    items("insert", update.itemInsertions)
    for move in update.itemMoves { clauses.append("move \(one) \(move.from) -> \(move.to)") }
    sections("reload", update.sectionReloads)
    items("reload", update.itemReloads)
    items("reconfigure", update.itemReconfigures)
    return clauses.isEmpty ? "(no changes)" : clauses.joined(separator: "; ")
  }

  /// Sorted paths with runs folded: `[0,1] [0,4]…[0,9] [1,0]`. With `sectionsOnly`, the items
  /// are section numbers: `1 4…9`.
  static func folded(_ paths: [IndexPath], sectionsOnly: Bool) -> String {
    func name(_ path: IndexPath) -> String { sectionsOnly ? String(path.item ?? 0) : path.description }
    var parts: [String] = []
    var start = 0
    while start < paths.count {
      var end = start
      while end + 1 < paths.count, paths[end + 1].section == paths[end].section, paths[end + 1].item == (paths[end].item ?? 0) + 1 { end += 1 }
      parts.append(end == start ? name(paths[start]) : "\(name(paths[start]))…\(name(paths[end]))")
      start = end + 1
    }
    return parts.joined(separator: " ")
  }
}
