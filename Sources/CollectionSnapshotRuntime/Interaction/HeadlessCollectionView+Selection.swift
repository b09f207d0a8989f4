public import CollectionSnapshotLayout
import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// A tap on a visible cell, with UIKit's callbacks in the order of `UICollectionView.h`:
  /// touch down → `shouldHighlight`, `didHighlight`; touch up → `shouldSelect` (or
  /// `shouldDeselect` when multiple selection is on and the item is selected), in single
  /// selection `didDeselect` for the item selected before, then `didSelect` (or
  /// `didDeselect`), then `didUnhighlight`.
  ///
  /// The presenter answers the `should…` calls from the cell at the modulo-mapped index path
  /// when that cell is visible (with infinite paging it usually is not: the first copy), so a
  /// cell's ``Item/vetoes`` can refuse a step (`shouldSelect … -> false`); a refused highlight
  /// ends the tap. It keeps the model's selection flags (``Item/isSelected``) the same way:
  /// set and cleared only through a visible cell. After a selection the app may deselect
  /// (``Options/deselection``).
  /// - Throws: when there is no such item, or its cell is not visible (scroll to it first).
  public mutating func tap(_ indexPath: IndexPath) throws(RuntimeError) {
    let view = try visibleCell(indexPath, action: "tap item")
    let element = TraceEvent.element(.cell(indexPath), reuseIdentifier: view.reuseIdentifier, itemIdentifier: view.itemIdentifier)
    guard ask("shouldHighlight", .highlight, indexPath, element) else { return }
    record("didHighlight", element)
    if allowsMultipleSelection, selectedItems.contains(indexPath) {
      if ask("shouldDeselect", .deselect, indexPath, element) {
        selectedItems.removeAll { $0 == indexPath }
        record("didDeselect", element)
        setSelectionFlag(indexPath, false)
      }
    } else if ask("shouldSelect", .select, indexPath, element) {
      if !allowsMultipleSelection {
        for other in selectedItems where other != indexPath { recordDeselection(other) }
        selectedItems = []
      }
      if !selectedItems.contains(indexPath) { selectedItems.append(indexPath); selectedItems.sort() }
      record("didSelect", element)
      setSelectionFlag(indexPath, true)
      switch options.deselection {
      case .none: break
      case .immediate: deselectProgrammatically(indexPath)
      case .after(let seconds): schedule(.deselect(indexPath), after: seconds)
      }
    }
    record("didUnhighlight", element)
  }

  /// The presenter's answer to a `should…` call: `false` when the cell at the modulo-mapped
  /// index path is visible and its item refuses the step. Records the call (`-> false` when
  /// refused).
  mutating func ask(_ name: String, _ veto: SelectionVetoes, _ indexPath: IndexPath, _ element: String) -> Bool {
    let path = modelIndexPath(indexPath)
    let refused = displayed[.cell(path)] != nil && presenterItem(at: path)?.vetoes.contains(veto) == true
    record(name, element + (refused ? " -> false" : ""))
    return !refused
  }

  /// The presenter's item at a model index path, or `nil`.
  func presenterItem(at path: IndexPath) -> Item? {
    guard let item = path.item, path.section >= 0, path.section < presenterModel.sections.count else { return nil }
    let items = presenterModel.sections[path.section].items
    return item >= 0 && item < items.count ? items[item] : nil
  }

  /// Sets the model's selection flag of the item a laid-out path shows, when its modulo-mapped
  /// cell is visible (the presenter forwards selection only through a visible cell).
  mutating func setSelectionFlag(_ indexPath: IndexPath, _ selected: Bool) {
    let path = modelIndexPath(indexPath)
    guard displayed[.cell(path)] != nil, presenterItem(at: path) != nil, let item = path.item else { return }
    presenterModel.sections[path.section].items[item].isSelected = selected
  }

  /// The model's selected items (`selectedItems` of the presenter: its flags), as model index
  /// paths.
  public var selectedModelItems: [IndexPath] {
    presenterModel.sections.enumerated().flatMap { s, section in
      section.items.indices.filter { section.items[$0].isSelected }.map { IndexPath(item: $0, section: s) }
    }
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

  /// How a trace names a cell that may not be displayed.
  func cellElement(_ indexPath: IndexPath) -> String {
    let view = displayed[.cell(indexPath)]
    let identifier = view?.reuseIdentifier ?? reuseIdentifier(for: .cell(indexPath))
    let itemIdentifier = view?.itemIdentifier ?? dataSourceItem(at: indexPath)?.id
    return TraceEvent.element(.cell(indexPath), reuseIdentifier: identifier, itemIdentifier: itemIdentifier)
  }

  /// Records `didDeselect` for an item deselected because another was selected.
  mutating func recordDeselection(_ indexPath: IndexPath) {
    record("didDeselect", cellElement(indexPath))
    setSelectionFlag(indexPath, false)
  }

  /// `deselectItem(at:animated:)` by the app: no delegate method is called (`deselectItem` in
  /// the trace), and the presenter's flag stays as it was.
  mutating func deselectProgrammatically(_ indexPath: IndexPath) {
    guard selectedItems.contains(indexPath) else { return }
    selectedItems.removeAll { $0 == indexPath }
    record("deselectItem", cellElement(indexPath))
  }

  /// SSCollectionViewPresenter's `clearSelectedItems()`: every selected item is deselected
  /// programmatically (`deselectItem`, no delegate call), then every item the model flags as
  /// selected is cleared — forwarding `didDeselect(with:)` to its cell when the cell at the
  /// item's model index path is visible — and the model is assigned again (no page callbacks;
  /// the loading flag resets).
  public mutating func clearSelectedItems() {
    record("clearSelectedItems")
    for path in selectedItems { record("deselectItem", cellElement(path)) }
    selectedItems = []
    var model = presenterModel
    for (s, section) in model.sections.enumerated() {
      for (i, item) in section.items.enumerated() where item.isSelected {
        let path = IndexPath(item: i, section: s)
        if displayed[.cell(path)] != nil { record("didDeselect(with:)", cellElement(path)) }
        model.sections[s].items[i].isSelected = false
      }
    }
    assign(model, callbacks: false)
  }
}
