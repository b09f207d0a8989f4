public import CollectionSnapshotLayout

extension CollectionUpdate {
  /// For each section after the update, the section it was before (`nil` for inserted ones):
  /// inserted and moved sections take their new indices, the remaining places go to the
  /// unmoved survivors in their old order — how UIKit reads a batch.
  public func sectionSources(sectionCountBefore: Int, sectionCountAfter: Int) -> [Int?] {
    var sources = [Int?](repeating: nil, count: sectionCountAfter)
    var taken = [Bool](repeating: false, count: sectionCountAfter)
    for s in sectionInsertions where s >= 0 && s < sectionCountAfter { taken[s] = true }
    var moved = Set<Int>()
    for move in sectionMoves where move.to >= 0 && move.to < sectionCountAfter {
      sources[move.to] = move.from
      taken[move.to] = true
      moved.insert(move.from)
    }
    let deleted = Set(sectionDeletions)
    var survivor = 0
    for slot in 0..<sectionCountAfter where !taken[slot] {
      while survivor < sectionCountBefore && (deleted.contains(survivor) || moved.contains(survivor)) { survivor += 1 }
      if survivor < sectionCountBefore {
        sources[slot] = survivor
        survivor += 1
      }
    }
    return sources
  }

  /// Applies the batch to per-section values (cells, identifiers): deleted ones go, inserted ones
  /// come from `inserted`, moved ones travel, the rest keep their order. Reloads and reconfigures
  /// do not change the structure.
  public func applied<T>(to before: [[T]], sectionCountAfter: Int, insertedSection: (Int) -> [T], inserted: (IndexPath) -> T, itemCountAfter: (Int) -> Int) -> [[T]] {
    let sources = sectionSources(sectionCountBefore: before.count, sectionCountAfter: sectionCountAfter)
    var deletedItems: [Int: Set<Int>] = [:]
    for path in itemDeletions { deletedItems[path.section, default: []].insert(path.item ?? -1) }
    var movedOut: [Int: Set<Int>] = [:]
    var arrivals: [Int: [Int: T]] = [:]
    for move in itemMoves {
      movedOut[move.from.section, default: []].insert(move.from.item ?? -1)
      if move.from.section < before.count, let i = move.from.item, i < before[move.from.section].count {
        arrivals[move.to.section, default: [:]][move.to.item ?? -1] = before[move.from.section][i]
      }
    }
    var insertedItems: [Int: Set<Int>] = [:]
    for path in itemInsertions { insertedItems[path.section, default: []].insert(path.item ?? -1) }
    var result: [[T]] = []
    for s in 0..<sectionCountAfter {
      guard let source = sources[s] else {
        result.append(insertedSection(s))
        continue
      }
      let count = itemCountAfter(s)
      let doomed = deletedItems[source] ?? []
      let leaving = movedOut[source] ?? []
      var survivors = before[source].enumerated().lazy.filter { !doomed.contains($0.offset) && !leaving.contains($0.offset) }.map(\.element).makeIterator()
      var items: [T] = []
      items.reserveCapacity(count)
      for i in 0..<count {
        if let arriving = arrivals[s]?[i] {
          items.append(arriving)
        } else if insertedItems[s]?.contains(i) == true {
          items.append(inserted(IndexPath(item: i, section: s)))
        } else if let next = survivors.next() {
          items.append(next)
        }
      }
      result.append(items)
    }
    return result
  }

  /// Checks the batch as UIKit does against the item counts before and after it, throwing
  /// UIKit's reason for the first inconsistency (spec §2.4).
  ///
  /// - Parameters:
  ///   - before: items per section before the update.
  ///   - after: items per section after it.
  ///   - reloadsBefore: reloads declared at index paths before the update (a traditional
  ///     batch's `reloadItems(at:)`), checked against the old counts.
  ///   - terms: the view's words: a collection view's items, or a table view's rows.
  public func validate(before: [Int], after: [Int], reloadsBefore: [IndexPath] = [], terms: UpdateTerms = .collectionView) throws(DataSourceError) {
    let (view, item, items) = (terms.view, terms.item, terms.items)
    if isReloadData { return }
    for s in sectionDeletions where s < 0 || s >= before.count {
      throw DataSourceError("attempt to delete section \(s), but there are only \(before.count) sections before the update")
    }
    for s in sectionInsertions where s < 0 || s >= after.count {
      throw DataSourceError("attempt to insert section \(s) but there are only \(after.count) sections after the update")
    }
    for move in sectionMoves {
      if move.from < 0 || move.from >= before.count {
        throw DataSourceError("attempt to move section \(move.from), but there are only \(before.count) sections before the update")
      }
      if move.to < 0 || move.to >= after.count {
        throw DataSourceError("attempt to move section \(move.from) to section \(move.to), but there are only \(after.count) sections after the update")
      }
      if sectionDeletions.contains(move.from) { throw DataSourceError("attempt to delete and move the same section (\(move.from))") }
      if sectionInsertions.contains(move.to) { throw DataSourceError("attempt to insert and move to the same section (\(move.to))") }
    }
    for list in [sectionDeletions, sectionInsertions] where Set(list).count != list.count {
      throw DataSourceError("attempt to perform the same section update twice: \(list)")
    }
    let expectedSections = before.count - sectionDeletions.count + sectionInsertions.count
    if after.count != expectedSections {
      throw DataSourceError(
        "Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(after.count)) must be equal to the number of sections contained in the \(view) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(sectionInsertions.count) inserted, \(sectionDeletions.count) deleted).")
    }
    func checkBefore(_ path: IndexPath, _ verb: String) throws(DataSourceError) {
      guard let item = path.item, path.section >= 0, path.section < before.count, item >= 0, item < before[path.section] else {
        let count = path.section >= 0 && path.section < before.count ? before[path.section] : 0
        throw DataSourceError("attempt to \(verb) \(item) \(path.item ?? -1) from section \(path.section) which only contains \(count) \(items) before the update")
      }
    }
    func checkAfter(_ path: IndexPath, _ verb: String) throws(DataSourceError) {
      guard let item = path.item, path.section >= 0, path.section < after.count, item >= 0, item < after[path.section] else {
        let count = path.section >= 0 && path.section < after.count ? after[path.section] : 0
        throw DataSourceError("attempt to \(verb) \(item) \(path.item ?? -1) into section \(path.section), but there are only \(count) \(items) in section \(path.section) after the update")
      }
    }
    for path in itemDeletions { try checkBefore(path, "delete") }
    for path in reloadsBefore { try checkBefore(path, "reload") }
    for path in itemInsertions { try checkAfter(path, "insert") }
    for move in itemMoves {
      try checkBefore(move.from, "move")
      try checkAfter(move.to, "move")
    }
    let deletedPaths = Set(itemDeletions)
    if deletedPaths.count != itemDeletions.count { throw DataSourceError("attempt to delete the same index path twice") }
    for path in reloadsBefore where deletedPaths.contains(path) {
      throw DataSourceError("attempt to delete and reload the same index path (\(path))")
    }
    let moveSources = itemMoves.map(\.from)
    for path in moveSources where deletedPaths.contains(path) {
      throw DataSourceError("attempt to delete and move the same index path (\(path))")
    }
    if Set(moveSources).count != moveSources.count { throw DataSourceError("attempt to move the same index path twice") }
    let insertedPaths = Set(itemInsertions)
    if insertedPaths.count != itemInsertions.count { throw DataSourceError("attempt to insert the same index path twice") }
    for move in itemMoves where insertedPaths.contains(move.to) {
      throw DataSourceError("attempt to perform an insert and a move to the same index path (\(move.to))")
    }
    if Set(itemMoves.map(\.to)).count != itemMoves.count { throw DataSourceError("attempt to move two \(items) to the same index path") }

    // Per-section balance: after = before − deleted + inserted − moved out + moved in.
    let sources = sectionSources(sectionCountBefore: before.count, sectionCountAfter: after.count)
    let deletedSections = Set(sectionDeletions)
    for (s, source) in sources.enumerated() {
      guard let source else { continue }
      let deleted = itemDeletions.filter { $0.section == source }.count
      let inserted = itemInsertions.filter { $0.section == s }.count
      let movedOut = itemMoves.filter { $0.from.section == source }.count
      let movedIn = itemMoves.filter { $0.to.section == s && !deletedSections.contains($0.from.section) }.count
      let expected = before[source] - deleted + inserted - movedOut + movedIn
      if after[s] != expected {
        throw DataSourceError(
          "Invalid update: invalid number of \(items) in section \(s). The number of \(items) contained in an existing section after the update (\(after[s])) must be equal to the number of \(items) contained in that section before the update (\(before[source])), plus or minus the number of \(items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
      }
    }
  }
}

/// The words of a view's update texts: UIKit's collection views speak of items, its table
/// views of rows ("Invalid update: invalid number of rows in section 0. …").
public struct UpdateTerms: Sendable, Hashable {
  /// `collection view` or `table view`.
  public var view: String
  /// `item` or `row`.
  public var item: String
  /// `items` or `rows`.
  public var items: String

  /// A collection view's.
  public static let collectionView = UpdateTerms(view: "collection view", item: "item", items: "items")
  /// A table view's.
  public static let tableView = UpdateTerms(view: "table view", item: "row", items: "rows")
}
