public import CollectionSnapshotLayout
import CollectionSnapshotModel

/// SSCollectionViewPresenter's drag-and-drop reordering (`setReorderEnabled(true)`,
/// `SSCollectionViewPresenter+DragDrop.swift`), as its sources do it:
/// - `collectionView(_:itemsForBeginning:at:)` gives one drag item, or none when
///   `onCanDragItem` refuses the item (no drag starts); it implements no
///   `itemsForAddingTo`, so a drag carries one item.
/// - `dropSessionDidUpdate` proposes `.move` with `.insertAtDestinationIndexPath` for a local
///   session.
/// - `performDropWith`: with the traditional data source, `onWillReorder` with the item, the
///   model changed by `moveCellInfos` (the source removed, the destination item reduced by one
///   when the source was before it in the same section, clamped to the section), one
///   `performBatchUpdates` deleting the source and inserting at the new place, then
///   `onDidReorder` with the item and the destination as dropped. With a diffable data source
///   it returns at once: UIKit reorders through the data source's `reorderingHandlers`
///   (`canReorderItem` answered by `onCanDragItem`), whose `didReorder` rebuilds the
///   presenter's model from the final snapshot.
/// - with infinite paging `setReorderEnabled(true)` stops at an `assertionFailure` and turns
///   reordering off: no drag starts.
///
/// Fixed choices where UIKit does not document the order: `itemsForBeginning` comes before
/// the diffable data source's `canReorderItem`; `performDrop` comes before a diffable data
/// source's reorder; a diffable reorder puts the item at the destination index path.
extension HeadlessCollectionView {
  /// A user drags the item at `source` and drops it at `destination` (`nil`: past the last
  /// item of the last section) in this collection view, with SSCollectionViewPresenter's
  /// drag-and-drop reordering (``Options/presenterReordering``).
  /// - Throws: when there is no such item or its cell is not visible, the destination is not a
  ///   place in the collection, or UIKit refuses the batch.
  public mutating func dragAndDrop(_ source: IndexPath, to destination: IndexPath?) throws(RuntimeError) {
    try checkNoMovement("drag an item")
    let view = try visibleCell(source, action: "drag item")
    let element = TraceEvent.element(.cell(source), reuseIdentifier: view.reuseIdentifier, itemIdentifier: view.itemIdentifier)
    guard let movable = options.presenterReordering else {
      record("dragNotStarted", element + " (dragInteractionEnabled is false: setReorderEnabled(true) was not called, or infinite paging turned it off)")
      return
    }
    let counts = dataSourceCounts(screen.model)
    let target = destination ?? IndexPath(item: counts.last ?? 0, section: max(0, counts.count - 1))
    guard let targetItem = target.item, target.section >= 0, target.section < counts.count, targetItem >= 0, targetItem <= counts[target.section] else {
      throw RuntimeError("cannot drop at \(target): \(describeItems())")
    }
    let item = dataSourceItem(at: source)
    let canDrag = item.map { movable.allows($0, at: source) } ?? false
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.record("itemsForBeginning", element + (canDrag ? " -> 1 item" : " -> none"))
      guard canDrag else { return }
      let diffable = view.options.dataSourceMode == .diffable
      if diffable { view.record("canReorderItem", element + " -> true") }
      view.record("dropSessionDidUpdate", "destination \(target) -> move insertAtDestinationIndexPath")
      view.record("performDrop", "destination \(target)")
      if diffable {
        // Past the last item of the source's own section is its last place.
        var final = target
        if target.section == source.section, let item = target.item, item >= counts[target.section] { final = IndexPath(item: counts[target.section] - 1, section: target.section) }
        guard source != final else { return }
        let movement = InteractiveMovement(original: source, current: final, position: Point(x: 0, y: 0))
        try view.checkMoveTarget(final, movement: movement)
        view.reorderDiffable(to: movement.interim(view.screen.model))
        // The dropped cell and the ones it passed keep their views at their new places.
        try view.moveDisplayedCells(from: InteractiveMovement(original: source, current: source, position: movement.position), to: movement)
        return
      }
      try view.presenterDrop(source, at: target, element: element)
    }
  }

  /// The presenter's `performDropWith` for the traditional data source.
  mutating func presenterDrop(_ source: IndexPath, at destination: IndexPath, element: String) throws(RuntimeError) {
    let named = "\(source)" + (dataSourceItem(at: source).map { " id=" + Item.printedIdentifier($0.id) } ?? "")
    record("willReorder", named)
    // moveCellInfos: remove the source, then insert at the destination less the sources
    // removed before it in its section, clamped to the section.
    var model = presenterModel
    guard let sourceItem = source.item, source.section < model.sections.count, sourceItem < model.sections[source.section].items.count else {
      throw RuntimeError("cannot drag \(source): the presenter's model has no such item")
    }
    let moved = model.sections[source.section].items.remove(at: sourceItem)
    let removedBefore = source.section == destination.section && sourceItem < (destination.item ?? 0) ? 1 : 0
    let section = destination.section
    let inserted = section < model.sections.count ? max(0, min((destination.item ?? 0) - removedBefore, model.sections[section].items.count)) : 0
    guard section < model.sections.count else { throw RuntimeError("cannot drop at \(destination): the presenter's model has \(model.sections.count) sections") }
    model.sections[section].items.insert(moved, at: inserted)
    var batch = BatchUpdates(sections: model.sections)
    batch.deleteItems(at: [source])
    batch.insertItems(at: [IndexPath(item: inserted, section: section)])
    let update: CollectionUpdate
    do { update = try batch.validatedUpdate(itemCountsBefore: dataSourceCounts(screen.model), itemCountsAfter: dataSourceCounts(model)) } catch { throw RuntimeError("\(error)") }
    assign(model, callbacks: false)
    try applyBatch(update, shown: model)
    record("didReorder", "\(named) destination \(destination)")
  }

  /// With infinite paging, `setReorderEnabled(true)` stops at the presenter's assertion and
  /// turns reordering off (`configureDragDrop`).
  mutating func configureDragDrop() {
    guard options.presenterReordering != nil, paging.isInfinitePage else { return }
    record("assertionFailure", "⚠️ [SSCollectionViewPresenter] Reorder / External Drag&Drop is not supported with infinite paging.")
    options.presenterReordering = nil
  }

  /// Throws while an interactive movement is in progress.
  func checkNoMovement(_ action: String) throws(RuntimeError) {
    guard let movement = interactiveMovement else { return }
    throw RuntimeError("cannot \(action) while the interactive movement of \(movement.original) is in progress; end or cancel it first")
  }
}
