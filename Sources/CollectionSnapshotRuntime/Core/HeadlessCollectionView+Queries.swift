public import CollectionSnapshotLayout
import CollectionSnapshotModel

/// What a headless collection view answers about where it is and what it shows.
extension HeadlessCollectionView {

  /// The bounds: the container at the content offset (what the device shows, insets included).
  public var bounds: Rect {
    let size = layout.environment.containerSize
    return Rect(x: scrollState.contentOffset.x, y: scrollState.contentOffset.y, width: size.width, height: size.height)
  }

  /// The content offset.
  public var contentOffset: Point { scrollState.contentOffset }

  /// The index paths of the visible cells, sorted (`indexPathsForVisibleItems`).
  public var visibleItems: [IndexPath] {
    displayed.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
  }

  /// The visible supplementary views, sorted.
  public var visibleSupplementaries: [ElementKey] {
    displayed.keys.filter { $0.category != .cell }.sorted()
  }

  /// The presenter's item for a laid-out index path: item `i` of a section of `n` items is
  /// the model's item `i % n` (SSCollectionViewPresenter's modulo mapping).
  public func modelIndexPath(_ indexPath: IndexPath) -> IndexPath {
    guard let item = indexPath.item, indexPath.section >= 0, indexPath.section < presenterModel.sections.count else { return indexPath }
    let count = presenterModel.sections[indexPath.section].items.count
    return count > 0 ? IndexPath(item: item % count, section: indexPath.section) : indexPath
  }

  /// The item the data source answers for a laid-out index path: in traditional mode the
  /// presenter's model (modulo-mapped; `nil`, a default cell, when it has no such item); in
  /// diffable mode the applied snapshot's.
  func dataSourceItem(at laidOutPath: IndexPath) -> Item? {
    // During an interactive movement the layout shows the moved order; the data source has not
    // changed yet.
    sourceItem(at: interactiveMovement?.sourcePath(of: laidOutPath) ?? laidOutPath)
  }

  /// The item the data source has at an index path of its own.
  func sourceItem(at indexPath: IndexPath) -> Item? {
    switch options.dataSourceMode {
    case .traditional:
      guard let item = indexPath.item, indexPath.section >= 0, indexPath.section < presenterModel.sections.count else { return nil }
      let items = presenterModel.sections[indexPath.section].items
      return items.isEmpty ? nil : items[item % items.count]
    case .diffable:
      guard let item = indexPath.item, indexPath.section >= 0, indexPath.section < screen.model.sections.count else { return nil }
      let items = screen.model.sections[indexPath.section].items
      return item >= 0 && item < items.count ? items[item] : nil
    }
  }

  /// The header or footer the data source answers for a supplementary element.
  func dataSourceSupplementary(kind: String, section: Int) -> SupplementaryView? {
    var model = screen
    if options.dataSourceMode == .traditional { model.model = presenterModel }
    return model.supplementary(kind: kind, section: section)
  }

  /// Whether the presenter forwards an element's display callbacks to its view: supplementary
  /// views always; cells when the presenter's model has their section, and with infinite
  /// paging only for items in `n ..< 2n` (the middle copy — none at all when the items are not
  /// tripled: a diffable data source, or a section of one item).
  func isForwarded(_ key: ElementKey) -> Bool {
    guard key.category == .cell, let item = key.indexPath.item else { return true }
    let s = key.indexPath.section
    guard s >= 0, s < presenterModel.sections.count else { return false }
    let count = presenterModel.sections[s].items.count
    guard count > 0 else { return false }
    return !paging.isInfinitePage || (item >= count && item < 2 * count)
  }

  /// The reuse identifier of an element: the item's cell kind (`UICollectionViewCell`, the
  /// presenter's default cell, when the data source has no item), or the supplementary view's
  /// kind (the raw element kind when the model names none).
  func reuseIdentifier(for key: ElementKey) -> String {
    switch key.category {
    case .cell:
      return dataSourceItem(at: key.indexPath)?.kind ?? "UICollectionViewCell"
    case .supplementary(let kind):
      return dataSourceSupplementary(kind: kind, section: key.indexPath.section)?.kind ?? kind
    case .decoration(let kind):
      return kind
    }
  }

  /// The elements that should be displayed at the current scroll position: cells and
  /// supplementaries whose frames (pinned and orthogonal offsets applied) intersect the bounds.
  /// - Complexity: a rect query, O(log n + k); independent of the number of items.
  func elementsInBounds() -> [LayoutAttributes] {
    layout.attributes(in: bounds, at: scrollState).filter {
      switch $0.category {
      case .decoration: return false
      // A table's header and footer views are the table's own: never dequeued, no callbacks.
      case .supplementary(let kind) where kind == ElementCategory.tableHeaderKind || kind == ElementCategory.tableFooterKind: return false
      default: return !$0.isHidden
      }
    }
  }
}
