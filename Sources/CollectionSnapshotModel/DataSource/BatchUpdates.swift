public import CollectionSnapshotLayout

/// The inside of a `performBatchUpdates` block: the sections to change, and the changes
/// declared to the collection view. The declared changes must match what was done to the
/// sections, as UIKit checks.
public struct BatchUpdates: Sendable {
  /// The data, to mutate inside the block.
  public var sections: [Section]
  private(set) var update = CollectionUpdate()
  private(set) var reloadsBefore: [IndexPath] = []
  private(set) var sectionReloadsBefore: [Int] = []

  /// A batch over `sections`, with nothing declared yet.
  public init(sections: [Section]) { self.sections = sections }

  /// `insertItems(at:)`: index paths after the update.
  public mutating func insertItems(at paths: [IndexPath]) { update.itemInsertions += paths }
  /// `deleteItems(at:)`: index paths before the update.
  public mutating func deleteItems(at paths: [IndexPath]) { update.itemDeletions += paths }
  /// `moveItem(at:to:)`.
  public mutating func moveItem(at from: IndexPath, to: IndexPath) { update.itemMoves.append(CollectionUpdate.ItemMove(from: from, to: to)) }
  /// `reloadItems(at:)`: index paths before the update.
  public mutating func reloadItems(at paths: [IndexPath]) { reloadsBefore += paths }
  /// `reconfigureItems(at:)`: index paths before the update.
  public mutating func reconfigureItems(at paths: [IndexPath]) { update.itemReconfigures += paths }
  /// `insertSections(_:)`: indices after the update.
  public mutating func insertSections(_ indices: [Int]) { update.sectionInsertions += indices }
  /// `deleteSections(_:)`: indices before the update.
  public mutating func deleteSections(_ indices: [Int]) { update.sectionDeletions += indices }
  /// `moveSection(_:toSection:)`.
  public mutating func moveSection(_ from: Int, toSection to: Int) { update.sectionMoves.append(ListDiff.Move(from: from, to: to)) }
  /// `reloadSections(_:)`: indices before the update.
  public mutating func reloadSections(_ indices: [Int]) { sectionReloadsBefore += indices }

  /// The declared changes, checked against the counts before and after, with reloads moved to
  /// their positions after the update.
  func validated(before: [Section]) throws(DataSourceError) -> CollectionUpdate {
    try validatedUpdate(itemCountsBefore: before.map { $0.visibleItems.count }, itemCountsAfter: sections.map { $0.visibleItems.count })
  }

  /// The declared changes, checked against the item counts a data source reports before and
  /// after the batch (which may differ from the sections' own: a presenter showing infinite
  /// pages reports three times as many), with reloads moved to their positions after it.
  /// - Throws: UIKit's reason for the first inconsistency.
  public func validatedUpdate(itemCountsBefore beforeCounts: [Int], itemCountsAfter afterCounts: [Int]) throws(DataSourceError) -> CollectionUpdate {
    var result = update
    result.itemDeletions.sort()
    result.itemInsertions.sort()
    result.sectionDeletions.sort()
    result.sectionInsertions.sort()
    for s in sectionReloadsBefore where s < 0 || s >= beforeCounts.count {
      throw DataSourceError("attempt to reload section \(s), but there are only \(beforeCounts.count) sections before the update")
    }
    try result.validate(before: beforeCounts, after: afterCounts, reloadsBefore: reloadsBefore + update.itemReconfigures)
    // Where each old index path ends up, to express reloads at their new positions.
    let oldPaths = beforeCounts.enumerated().map { s, count in (0..<count).map { IndexPath(item: $0, section: s) } }
    let placeholder = IndexPath(index: -1)
    let moved = result.applied(
      to: oldPaths, sectionCountAfter: afterCounts.count, insertedSection: { Array(repeating: placeholder, count: afterCounts[$0]) },
      inserted: { _ in placeholder }, itemCountAfter: { afterCounts[$0] })
    var newPosition: [IndexPath: IndexPath] = [:]
    for (s, paths) in moved.enumerated() { for (i, old) in paths.enumerated() where old != placeholder { newPosition[old] = IndexPath(item: i, section: s) } }
    result.itemReloads = reloadsBefore.compactMap { newPosition[$0] }.sorted()
    result.itemReconfigures = update.itemReconfigures.compactMap { newPosition[$0] }.sorted()
    let sources = result.sectionSources(sectionCountBefore: beforeCounts.count, sectionCountAfter: afterCounts.count)
    result.sectionReloads = sectionReloadsBefore.compactMap { old in sources.firstIndex(of: old) }.sorted()
    return result
  }
}
