public import CollectionSnapshotLayout
import CollectionSnapshotModel

/// A screen whose frames come from a layout object of the app's own (a custom layout, or a
/// subclass of the flow or compositional layout that answers its own attributes) is laid out by
/// asking that object as UIKit asks it, and the trace records what it was asked: while
/// scrolling, whether each new bounds invalidate it (`shouldInvalidateLayout`, then
/// `invalidateLayout` with its context) before `didScroll`, and `prepare` before the views of
/// the new bounds are displayed; around an update, `invalidateLayout`, `prepare`,
/// `prepareForCollectionViewUpdates` and the appearing items' attributes before the views
/// change, the disappearing items' attributes and `finalizeCollectionViewUpdates` after; where a
/// drag comes to rest, `targetContentOffset` before `willEndDragging`.
extension HeadlessCollectionView {
  /// The layout object asked for the screen's frames, if any.
  public var layoutObject: (any ExternalLayout)? {
    if case .custom(let object) = screen.layout { return object }
    return screen.layoutObject
  }

  /// What the layout object is asked at `offset`, with the data the view lays out; with
  /// `base`, the engine's attributes a subclass's `super` answers there (computed only then).
  func layoutObjectRequest(at offset: Point, base: Bool = true) throws(RuntimeError) -> ExternalLayoutRequest {
    let screen = laidOutScreen
    guard base else {
      return ExternalLayoutRequest(itemIdentifiers: screen.model.sections.map { $0.visibleItems.map(\.id) }, environment: screen.environment, contentOffset: offset)
    }
    do { return try screen.layoutRequest(at: offset) } catch { throw RuntimeError("the screen cannot be laid out: \(error)") }
  }

  /// Records what a layout object was asked.
  mutating func record(_ events: [LayoutEvent]) {
    for event in events { record(event.name, event.detail) }
  }

  /// The bounds are about to move to `offset`: the layout object is asked whether that
  /// invalidates it.
  mutating func layoutObjectBoundsWillChange(to offset: Point) throws(RuntimeError) {
    guard let object = layoutObject else { return }
    record(object.boundsWillChange(to: try layoutObjectRequest(at: offset, base: false)))
  }

  /// Where a drag released at `velocity` (points per millisecond) rests when it would rest at
  /// `proposed`: the layout object's answer (asked with the velocity in points per second, as
  /// UIKit passes it), within the offsets a user can rest at; `proposed` without a layout object.
  mutating func layoutObjectTarget(proposed: Point, velocity: Point) throws(RuntimeError) -> Point {
    guard let object = layoutObject else { return proposed }
    let (target, events) = object.targetContentOffset(
      proposed: proposed, velocity: Point(x: velocity.x * 1000, y: velocity.y * 1000), request: try layoutObjectRequest(at: contentOffset))
    record(events)
    let limits = offsetLimits
    return Point(x: min(max(target.x, limits.min.x), limits.max.x), y: min(max(target.y, limits.min.y), limits.max.y))
  }

  /// An update's new data is about to be laid out: the layout object is told its changes.
  mutating func layoutObjectWillUpdate(_ update: CollectionUpdate) throws(RuntimeError) {
    guard let object = layoutObject, !update.isReloadData else { return }
    record(object.prepareForUpdates(Self.changes(update), request: try layoutObjectRequest(at: contentOffset)))
  }

  /// The update is laid out and its views displayed: the layout object is told it is done.
  mutating func layoutObjectDidUpdate(_ update: CollectionUpdate) throws(RuntimeError) {
    guard let object = layoutObject, !update.isReloadData else { return }
    record(object.finalizeUpdates(Self.changes(update), request: try layoutObjectRequest(at: contentOffset, base: false)))
  }

  /// The attributes the layout object answers for an item (`layoutAttributesForItem(at:)`), as
  /// `scrollToItem(at:at:animated:)` asks them; the laid-out frame without a layout object.
  func itemAttributesForScrolling(at indexPath: IndexPath) throws(RuntimeError) -> LayoutAttributes? {
    guard let object = layoutObject, let item = indexPath.item, indexPath.section >= 0, indexPath.section < layout.numberOfSections, item >= 0,
      item < layout.numberOfItems(inSection: indexPath.section)
    else { return layout.attributesForItem(at: indexPath) }
    let request = try layoutObjectRequest(at: contentOffset)
    do { return try object.attributesForItem(at: indexPath, request: request) } catch { throw RuntimeError(error.reason) }
  }

  /// An update's changes as UIKit hands them to `prepare(forCollectionViewUpdates:)`: sections
  /// deleted, inserted and moved, items deleted, inserted and moved, then reloads (sections as
  /// one-index paths).
  static func changes(_ update: CollectionUpdate) -> [LayoutUpdate] {
    var changes: [LayoutUpdate] = []
    changes += update.sectionDeletions.sorted().map { LayoutUpdate(.delete, before: IndexPath(index: $0), after: nil) }
    changes += update.sectionInsertions.sorted().map { LayoutUpdate(.insert, before: nil, after: IndexPath(index: $0)) }
    changes += update.sectionMoves.map { LayoutUpdate(.move, before: IndexPath(index: $0.from), after: IndexPath(index: $0.to)) }
    changes += update.itemDeletions.sorted().map { LayoutUpdate(.delete, before: $0, after: nil) }
    changes += update.itemInsertions.sorted().map { LayoutUpdate(.insert, before: nil, after: $0) }
    changes += update.itemMoves.map { LayoutUpdate(.move, before: $0.from, after: $0.to) }
    changes += update.sectionReloads.sorted().map { LayoutUpdate(.reload, before: IndexPath(index: $0), after: IndexPath(index: $0)) }
    changes += update.itemReloads.sorted().map { LayoutUpdate(.reload, before: $0, after: $0) }
    return changes
  }
}
