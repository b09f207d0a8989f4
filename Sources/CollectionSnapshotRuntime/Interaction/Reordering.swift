public import CollectionSnapshotLayout
public import CollectionSnapshotModel

/// How an app supports UIKit's interactive movement (`beginInteractiveMovementForItem(at:)` …
/// `endInteractiveMovement()`): which items its data source lets move, and what its delegate
/// answers for a proposed place.
///
/// With the traditional data source this is the app's `collectionView(_:canMoveItemAt:)` and
/// `collectionView(_:moveItemAt:to:)` (a data source without `moveItemAt` — the presenter's —
/// ignores every attempt: leave ``HeadlessCollectionView/Options/reordering`` `nil`); with a
/// diffable data source, its `reorderingHandlers` (`canReorderItem`, `willReorder`,
/// `didReorder`; without `canReorderItem` nothing moves).
public struct Reordering: Sendable {
  /// What `canMoveItemAt` (or `canReorderItem`) answers.
  public var movable: MovableItems
  /// The delegate's `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`,
  /// or `nil` when the delegate does not implement it (the proposed place is taken).
  public var target: MoveTarget?

  /// Reordering; by default every item moves and the delegate does not retarget.
  public init(movable: MovableItems = .all, target: MoveTarget? = nil) {
    self.movable = movable
    self.target = target
  }
}

/// Which items an app lets move (or drag).
public enum MovableItems: Sendable {
  /// Every item.
  case all
  /// Only the items with these identifiers.
  case only(Set<String>)
  /// Every item but these.
  case except(Set<String>)
  /// Only items of these cell kinds.
  case kinds(Set<String>)
  /// The app's own answer.
  case custom(@Sendable (Item, IndexPath) -> Bool)

  /// Whether `item`, at `indexPath`, may move.
  public func allows(_ item: Item, at indexPath: IndexPath) -> Bool {
    switch self {
    case .all: return true
    case .only(let ids): return ids.contains(item.id)
    case .except(let ids): return !ids.contains(item.id)
    case .kinds(let kinds): return kinds.contains(item.kind)
    case .custom(let answer): return answer(item, indexPath)
    }
  }
}

/// What the delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`
/// returns.
public enum MoveTarget: Sendable {
  /// The proposed place (an implementation that accepts every place).
  case proposed
  /// The proposed place within the item's original section; the current place when the
  /// proposal is in another section (Apple's example: "prevent the user from dropping the item
  /// in a specific section").
  case sameSection
  /// The app's own answer, from the original, current and proposed index paths.
  case custom(@Sendable (_ original: IndexPath, _ current: IndexPath, _ proposed: IndexPath) -> IndexPath)

  /// The answer.
  public func target(original: IndexPath, current: IndexPath, proposed: IndexPath) -> IndexPath {
    switch self {
    case .proposed: return proposed
    case .sameSection: return proposed.section == original.section ? proposed : current
    case .custom(let answer): return answer(original, current, proposed)
    }
  }
}

/// An interactive movement in progress: the item taken at `original` shows at `current`, the
/// other items shifted around it (the layout's interim state; the data source has not changed).
public struct InteractiveMovement: Sendable, Hashable {
  /// Where the item was when the movement began.
  public var original: IndexPath
  /// Where it shows now.
  public var current: IndexPath
  /// The last target position (content coordinates).
  public var position: Point

  /// Where the item shown at `interim` is in the data source.
  public func sourcePath(of interim: IndexPath) -> IndexPath {
    guard let item = interim.item else { return interim }
    if interim == current { return original }
    var removed = IndexPath(item: item, section: interim.section)
    if interim.section == current.section, let c = current.item, item > c { removed = IndexPath(item: item - 1, section: interim.section) }
    if removed.section == original.section, let o = original.item, let r = removed.item, r >= o { return IndexPath(item: r + 1, section: removed.section) }
    return removed
  }

  /// Where the data source's item at `source` shows.
  public func interimPath(of source: IndexPath) -> IndexPath {
    guard let item = source.item else { return source }
    if source == original { return current }
    var removed = source
    if source.section == original.section, let o = original.item, item > o { removed = IndexPath(item: item - 1, section: source.section) }
    if removed.section == current.section, let c = current.item, let r = removed.item, r >= c { return IndexPath(item: r + 1, section: removed.section) }
    return removed
  }

  /// The model as the movement shows it: the item taken out of its original place and put at
  /// the current one.
  func interim(_ model: ViewModel) -> ViewModel {
    var moved = model
    guard let o = original.item, let c = current.item, original.section < moved.sections.count, current.section < moved.sections.count,
      o < moved.sections[original.section].items.count
    else { return model }
    let item = moved.sections[original.section].items.remove(at: o)
    moved.sections[current.section].items.insert(item, at: min(c, moved.sections[current.section].items.count))
    return moved
  }
}
