public import CollectionSnapshotLayout
import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// A tap on a visible cell, with UIKit's callbacks in the order of `UICollectionView.h`:
  /// touch down → `shouldHighlight`, `didHighlight`; touch up → `shouldSelect` (or
  /// `shouldDeselect` when multiple selection is on and the item is selected), in single
  /// selection `didDeselect` for the item selected before, then `didSelect` (or
  /// `didDeselect`), then `didUnhighlight`.
  /// - Throws: when there is no such item, or its cell is not visible (scroll to it first).
  public mutating func tap(_ indexPath: IndexPath) throws(RuntimeError) {
    let view = try visibleCell(indexPath, action: "tap item")
    let element = TraceEvent.element(.cell(indexPath), reuseIdentifier: view.reuseIdentifier, itemIdentifier: view.itemIdentifier)
    record("shouldHighlight", element)
    record("didHighlight", element)
    if allowsMultipleSelection, selectedItems.contains(indexPath) {
      record("shouldDeselect", element)
      selectedItems.removeAll { $0 == indexPath }
      record("didDeselect", element)
    } else {
      record("shouldSelect", element)
      if !allowsMultipleSelection {
        for other in selectedItems where other != indexPath { recordDeselection(other) }
        selectedItems = []
      }
      if !selectedItems.contains(indexPath) { selectedItems.append(indexPath); selectedItems.sort() }
      record("didSelect", element)
    }
    record("didUnhighlight", element)
  }

  /// The displayed cell of an item a gesture touches.
  /// - Throws: "cannot <action> [s,i]: …" when the item does not exist (naming the sections and
  ///   their item counts) or its cell is not visible (naming the visible range).
  func visibleCell(_ indexPath: IndexPath, action: String) throws(RuntimeError) -> DisplayedView {
    guard layout.attributesForItem(at: indexPath) != nil else {
      throw RuntimeError("cannot \(action) \(indexPath): \(describeItems())")
    }
    guard let view = displayed[.cell(indexPath)] else {
      let visible = visibleItems
      let range = visible.isEmpty ? "none" : visible.count == 1 ? "\(visible[0])" : "\(visible[0])…\(visible[visible.count - 1])"
      throw RuntimeError("cannot \(action) \(indexPath): its cell is not visible at offset \(TraceEvent.offset(contentOffset)) (visible items: \(range)); scroll to it first")
    }
    return view
  }

  /// Records `didDeselect` for an item deselected because another was selected.
  mutating func recordDeselection(_ indexPath: IndexPath) {
    let view = displayed[.cell(indexPath)]
    let identifier = view?.reuseIdentifier ?? reuseIdentifier(for: .cell(indexPath))
    let itemIdentifier = view?.itemIdentifier ?? screen.item(at: modelIndexPath(indexPath))?.id
    record("didDeselect", TraceEvent.element(.cell(indexPath), reuseIdentifier: identifier, itemIdentifier: itemIdentifier))
  }
}

extension HeadlessCollectionView {
  /// A tap on the button inside a visible cell (the placeholder's button): the cell forwards
  /// the event upward — recorded as `event` with the button's title — and the action handler
  /// receives it with the item's model. No selection callbacks fire (the button takes the
  /// touch).
  /// - Throws: when the item does not exist, its cell is not visible, or it has no button.
  public mutating func tapButton(in indexPath: IndexPath) throws(RuntimeError) {
    let view = try visibleCell(indexPath, action: "tap a button in item")
    let modelPath = modelIndexPath(indexPath)
    guard let item = screen.item(at: modelPath), let title = item.content.button else {
      throw RuntimeError("cannot tap a button in item \(indexPath): its \(view.reuseIdentifier) placeholder has no button")
    }
    record("event", "button \"\(title)\" " + TraceEvent.element(.cell(indexPath), reuseIdentifier: view.reuseIdentifier, itemIdentifier: item.id))
    options.actionHandler?(CellEvent(name: title, indexPath: indexPath, itemIdentifier: item.id, model: item.model))
  }
}
