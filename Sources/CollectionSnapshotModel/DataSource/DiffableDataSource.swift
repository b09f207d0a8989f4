public import CollectionSnapshotLayout

/// `UICollectionViewDiffableDataSource` without the view: it holds the applied snapshot and turns
/// each `apply` into the update a collection view receives (the first apply is a
/// `reloadData`, later ones one batch computed by identifier).
public struct DiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
  /// The snapshot this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot of one section's items (outlines).
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

  private var current = Snapshot()
  private var hasApplied = false
  private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
  /// What UIKit logged to the console while the applied snapshots were built (their
  /// ``DiffableDataSourceSnapshot/warnings``), in order, each line once.
  public private(set) var logged: [String] = []

  /// An empty data source.
  public init() {}

  /// A copy of the current state, without reload marks (`snapshot()`).
  public func snapshot() -> Snapshot { current.withoutMarks }

  /// Applies a snapshot and returns what the collection view must do: `reloadData` the first
  /// time, then the batch of differences (UIKit diffs on every apply since iOS 15; the
  /// animation flag only changes how it looks).
  @discardableResult
  public mutating func apply(_ snapshot: Snapshot) -> CollectionUpdate {
    log(snapshot)
    defer {
      current = snapshot
      hasApplied = true
      sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
    }
    return hasApplied ? snapshot.update(from: current) : .reloadData
  }

  /// `applySnapshotUsingReloadData`: takes the snapshot without diffing.
  @discardableResult
  public mutating func applySnapshotUsingReloadData(_ snapshot: Snapshot) -> CollectionUpdate {
    log(snapshot)
    current = snapshot
    hasApplied = true
    sectionSnapshots = [:]
    return .reloadData
  }

  private mutating func log(_ snapshot: Snapshot) {
    for line in snapshot.warnings where !logged.contains(line) { logged.append(line) }
  }

  /// The section's tree: the one applied to it, or its items as roots, or an empty one for an
  /// unknown section.
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    if let stored = sectionSnapshots[section] { return stored }
    var result = SectionSnapshot()
    if let items = try? current.itemIdentifiers(inSection: section) { try? result.append(items) }
    return result
  }

  /// Makes the section snapshot's *visible* items the section's items (appending the section
  /// when missing, moving in items from other sections) and returns the update.
  @discardableResult
  public mutating func apply(_ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType) throws(DataSourceError) -> CollectionUpdate {
    var next = current.withoutMarks
    if next.indexOfSection(section) == nil { try next.appendSections([section]) }
    try next.deleteItems(try next.itemIdentifiers(inSection: section))
    try next.appendItems(sectionSnapshot.visibleItems, toSection: section)
    let update = apply(next)
    sectionSnapshots[section] = sectionSnapshot
    return update
  }

  // MARK: iOS 15 queries

  /// The identifier of the section at `index`, or `nil` out of range.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
  }

  /// The index of a section, or `nil`.
  public func index(for section: SectionIdentifierType) -> Int? { current.indexOfSection(section) }

  /// The item at an index path, or `nil` out of range.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard let item = indexPath.item, indexPath.section >= 0, indexPath.section < current.numberOfSections else { return nil }
    let items = current.itemsBySection[indexPath.section]
    return item >= 0 && item < items.count ? items[item] : nil
  }

  /// The index path of an item, or `nil`.
  public func indexPath(for item: ItemIdentifierType) -> IndexPath? {
    current.position(of: item).map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// Items per section of the applied snapshot.
  public var itemCounts: [Int] { current.itemCounts }
}
