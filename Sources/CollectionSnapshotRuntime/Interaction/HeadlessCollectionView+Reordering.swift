public import CollectionSnapshotLayout
import CollectionSnapshotModel

/// UIKit's interactive movement. The order of callbacks follows UIKit's documentation where it
/// has one, and is a fixed, stated choice where it does not:
/// - documented: `beginInteractiveMovementForItem(at:)` "consults" the data source — its
///   `collectionView(_:canMoveItemAt:)` — and returns false when the item may not move; a data
///   source without `collectionView(_:moveItemAt:to:)` "ignores any attempts to reorder items".
///   `updateInteractiveMovementTargetPosition(_:)` reports each position change to the
///   delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`
///   (when it implements it; otherwise the proposed index path is used).
///   `endInteractiveMovement()` calls the data source's `collectionView(_:moveItemAt:to:)` "if
///   the position of the item changed". A diffable data source answers `canMoveItemAt` with its
///   `reorderingHandlers.canReorderItem` (no handler: no reordering) and calls `didReorder`
///   with the transaction "after a reordering transaction occurs".
/// - fixed choices: the proposed index path is the item under the position in the interim
///   layout, else the current one (UICollectionViewLayout's default target); the delegate is
///   asked at every update; `willReorder` comes before the data source changes its snapshot and
///   `didReorder` after; the transaction's difference is the standard library's difference of
///   the flattened item identifiers; the movement takes no time on the virtual clock.
extension HeadlessCollectionView {
  /// `beginInteractiveMovementForItem(at:)`: asks the data source whether the item may move
  /// (`canMoveItemAt`, or a diffable data source's `canReorderItem`); when it may, the
  /// movement begins at the item's centre.
  /// - Returns: whether the movement began (false, recorded as
  ///   `beginInteractiveMovement … -> false`, when the data source does not reorder or refuses).
  /// - Throws: when there is no such item or its cell is not visible, a movement is already in
  ///   progress, or the items are laid out three times over (infinite pages).
  @discardableResult
  public mutating func beginInteractiveMovementForItem(at indexPath: IndexPath) throws(RuntimeError) -> Bool {
    guard interactiveMovement == nil else {
      throw RuntimeError("cannot begin moving \(indexPath): the movement of \(interactiveMovement?.original.description ?? "") is in progress; end or cancel it first")
    }
    let view = try visibleCell(indexPath, action: "move item")
    guard !triplesSections else {
      throw RuntimeError("cannot move \(indexPath): its section is laid out three times over (infinite paging); interactive movement over infinite pages is not modelled")
    }
    let element = TraceEvent.element(.cell(indexPath), reuseIdentifier: view.reuseIdentifier, itemIdentifier: view.itemIdentifier)
    guard let reordering = options.reordering, let item = dataSourceItem(at: indexPath) else {
      // No moveItemAt (or no reordering handlers): UIKit ignores the attempt.
      record("beginInteractiveMovement", element + " -> false")
      return false
    }
    let allowed = reordering.movable.allows(item, at: indexPath)
    record(options.dataSourceMode == .diffable ? "canReorderItem" : "canMoveItemAt", element + " -> \(allowed)")
    guard allowed else {
      record("beginInteractiveMovement", element + " -> false")
      return false
    }
    let frame = layout.attributesForItem(at: indexPath)?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, position: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
    return true
  }

  /// `updateInteractiveMovementTargetPosition(_:)`: the item follows the position (content
  /// coordinates). The proposed index path is the item under the position in the current
  /// layout (the current one when none is); the delegate's target method, when implemented,
  /// answers the place; when it differs from the current place, the item moves there — the
  /// other items shift, the views keep their items (`movementTarget` in the trace), and a
  /// layout pass displays or ends what entered or left the bounds.
  /// - Throws: without a movement in progress, for a non-finite position, or when the delegate
  ///   answers a place that does not exist.
  public mutating func updateInteractiveMovementTargetPosition(_ position: Point) throws(RuntimeError) {
    guard var movement = interactiveMovement else {
      throw RuntimeError("cannot update the movement's target position: no interactive movement is in progress (begin one first)")
    }
    try RuntimeLimits.checkPoints(position.x, position.y) { "cannot move the item to \(TraceEvent.offset(position))" }
    let proposed = itemPath(at: position) ?? movement.current
    var target = proposed
    if let rule = options.reordering?.target {
      target = rule.target(original: movement.original, current: movement.current, proposed: proposed)
      record("targetIndexPathForMove", "original \(movement.original) current \(movement.current) proposed \(proposed) -> \(target)")
    }
    try checkMoveTarget(target, movement: movement)
    movement.position = position
    let moved = movement.current != target
    let previous = movement
    movement.current = target
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.interactiveMovement = movement
      guard moved else { return }
      view.record("movementTarget", view.movingElement(at: target, movement: movement) + " from \(previous.current)")
      try view.moveDisplayedCells(from: previous, to: movement)
    }
  }

  /// Moves the item under a position of the layout as it is now: see
  /// ``updateInteractiveMovementTargetPosition(_:)``; the position is the centre of the item
  /// shown at `indexPath`.
  /// - Throws: as ``updateInteractiveMovementTargetPosition(_:)``, or when there is no such item.
  public mutating func updateInteractiveMovementTarget(overItemAt indexPath: IndexPath) throws(RuntimeError) {
    guard let frame = layout.attributes(in: bounds, at: scrollState).first(where: { $0.category == .cell && $0.indexPath == indexPath })?.frame
      ?? layout.attributesForItem(at: indexPath)?.frame
    else {
      throw RuntimeError("cannot move the item over \(indexPath): \(describeItems())")
    }
    try updateInteractiveMovementTargetPosition(Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
  }

  /// `endInteractiveMovement()`: the movement ends where the item is. When its place changed,
  /// the data source is told: the traditional one's `moveItemAt [from] -> [to]` (the
  /// presenter's model changes accordingly); a diffable one's `willReorder`, its snapshot
  /// updated, `didReorder` (each with the transaction's difference of the flattened item
  /// identifiers), and the presenter's model rebuilt from the final snapshot.
  /// - Throws: without a movement in progress.
  public mutating func endInteractiveMovement() throws(RuntimeError) {
    guard let movement = interactiveMovement else { throw RuntimeError("cannot end the interactive movement: none is in progress") }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.interactiveMovement = nil
      guard movement.current != movement.original else { return }
      // A table's data source is told by moveRowAt, a diffable one's too (it moves the item in
      // its snapshot).
      switch view.isTable ? .traditional : view.options.dataSourceMode {
      case .traditional:
        view.record("moveItemAt", "\(movement.original) -> \(movement.current)")
        view.assign(movement.interim(view.presenterModel), callbacks: false)
        view.screen.model = movement.interim(view.screen.model)
      case .diffable:
        view.reorderDiffable(to: movement.interim(view.screen.model))
      }
      try view.relayout()
    }
  }

  /// `cancelInteractiveMovement()`: the item goes back to its original place (`movementTarget
  /// … from …` when it had moved); the data source is not told.
  /// - Throws: without a movement in progress.
  public mutating func cancelInteractiveMovement() throws(RuntimeError) {
    guard let movement = interactiveMovement else { throw RuntimeError("cannot cancel the interactive movement: none is in progress") }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      var back = movement
      back.current = movement.original
      guard movement.current != movement.original else {
        view.interactiveMovement = nil
        return
      }
      view.record("movementTarget", view.movingElement(at: movement.original, movement: movement) + " from \(movement.current)")
      view.interactiveMovement = back
      try view.moveDisplayedCells(from: movement, to: back)
      view.interactiveMovement = nil
    }
  }

  /// A diffable data source's reorder: `willReorder`, its snapshot becomes `final`,
  /// `didReorder` (each with the transaction's difference); the presenter's model is rebuilt
  /// from the final snapshot (``CollectionSnapshotModel/ViewModel/reordered(like:)``).
  mutating func reorderDiffable(to final: ViewModel) {
    let difference = Self.reorderDifference(from: screen.model, to: final)
    record("willReorder", difference)
    screen.model = final
    record("didReorder", difference)
    assign(presenterModel.reordered(like: final), callbacks: false)
  }

  /// How the trace names the moving item shown at `path`.
  func movingElement(at path: IndexPath, movement: InteractiveMovement) -> String {
    let item = sourceItem(at: movement.original)
    return TraceEvent.element(.cell(path), reuseIdentifier: item?.kind ?? "UICollectionViewCell", itemIdentifier: item?.id)
  }

  /// The item whose frame (as laid out now, orthogonal offsets applied) contains `point`.
  func itemPath(at point: Point) -> IndexPath? {
    let probe = Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    return layout.attributes(in: probe, at: scrollState).first {
      $0.category == .cell && !$0.isHidden && point.x >= $0.frame.x && point.x < $0.frame.maxX && point.y >= $0.frame.y && point.y < $0.frame.y + $0.frame.height
    }?.indexPath
  }

  /// Throws unless `target` is a place the moving item can take.
  func checkMoveTarget(_ target: IndexPath, movement: InteractiveMovement) throws(RuntimeError) {
    let counts = dataSourceCounts(screen.model)
    guard let item = target.item, target.section >= 0, target.section < counts.count, item >= 0,
      item < counts[target.section] + (target.section == movement.original.section ? 0 : 1)
    else {
      throw RuntimeError("the delegate's target \(target) for the item moving from \(movement.original) is not a place it can take (\(describeItems()))")
    }
  }

  /// Re-lays out for a new interim place and re-keys the displayed cells (each view keeps its
  /// item), then a layout pass.
  mutating func moveDisplayedCells(from old: InteractiveMovement, to new: InteractiveMovement) throws(RuntimeError) {
    var moved: [ElementKey: DisplayedView] = [:]
    for (key, view) in displayed {
      guard key.category == .cell else {
        moved[key] = view
        continue
      }
      moved[.cell(new.interimPath(of: old.sourcePath(of: key.indexPath)))] = view
    }
    displayed = moved
    try relayout()
    try updateVisibleViews()
  }

  /// The transaction's difference of the flattened item identifiers, as the trace prints it:
  /// `remove r1 at 1, insert r1 at 3` (removals at their initial offsets, insertions at their
  /// final ones).
  static func reorderDifference(from initial: ViewModel, to final: ViewModel) -> String {
    let before = initial.sections.flatMap { $0.items.map(\.id) }
    let after = final.sections.flatMap { $0.items.map(\.id) }
    let difference = after.difference(from: before)
    var parts: [String] = []
    for change in difference.removals {
      if case .remove(let offset, let id, _) = change { parts.append("remove \(id) at \(offset)") }
    }
    for change in difference.insertions {
      if case .insert(let offset, let id, _) = change { parts.append("insert \(id) at \(offset)") }
    }
    return "difference: " + (parts.isEmpty ? "none" : parts.joined(separator: ", "))
  }
}
