public import CollectionSnapshotLayout
public import CollectionSnapshotModel

/// A table's editing, as `UITableView` drives it and tells its data source and delegate:
/// `setEditing(_:animated:)`; a row deleted through its delete control or a swipe's Delete
/// action (`tableView(_:commit:forRowAt:)`, then the deletion shown as a batch, as the data
/// source's `deleteRows(at:with:)` shows it); a row inserted through its insert control; a row
/// dragged by its reorder control (`tableView(_:moveRowAt:to:)`); a swipe that shows a row's
/// actions (`willBeginEditingRowAt`, the actions configuration, `didEndEditingRowAt`).
///
/// Fixed choices where UIKit documents no order: a swipe's action is performed while the row
/// is editing, before `didEndEditingRowAt`; an inserted row goes before the row whose insert
/// control was tapped; a row's default trailing action is Delete when its editing style is
/// delete (a screen made from an app's table asks its delegate instead).
extension HeadlessCollectionView {
  /// Which edge a swipe reveals actions on.
  public enum SwipeEdge: String, Sendable, Hashable, CaseIterable {
    /// The leading edge (a swipe towards the trailing edge).
    case leading
    /// The trailing edge (the usual swipe to delete).
    case trailing
  }

  /// The screen's table layout.
  /// - Throws: when the screen is not a table's.
  func tableLayout(for action: String) throws(RuntimeError) -> TableLayout {
    guard case .table(let table) = screen.layout else {
      throw RuntimeError("\(action) needs a table screen ({\"table\": …} layout, or a screen made from a UITableView); this screen's layout is a collection view's")
    }
    return table
  }

  /// `setEditing(_:animated:)`: the rows show their editing controls (or stop showing them)
  /// and a layout pass follows.
  /// - Throws: when the screen is not a table's.
  public mutating func setEditing(_ editing: Bool) throws(RuntimeError) {
    var table = try tableLayout(for: "setEditing")
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.record("setEditing", "\(editing)")
      guard table.isEditing != editing else { return }
      table.isEditing = editing
      view.screen.layout = .table(table)
      try view.relayout()
      try view.updateVisibleViews()
    }
  }

  /// A row's delete control tapped, then its Delete confirmation: the data source commits the
  /// deletion (`commit editingStyle=delete`) and deletes the row, shown as one batch.
  /// - Throws: when the table is not editing, the row shows no delete control, or its cell is
  ///   not visible.
  public mutating func deleteRow(at indexPath: IndexPath) throws(RuntimeError) {
    let table = try tableLayout(for: "delete")
    let element = try editingElement(indexPath, action: "delete row")
    guard table.isEditing else { throw RuntimeError("cannot delete \(indexPath) with its delete control: the table is not editing (setEditing first, or swipe the row)") }
    guard let item = dataSourceItem(at: indexPath), item.tableRow.editingStyle == .delete else {
      throw RuntimeError("cannot delete \(indexPath): its editing style is \(dataSourceItem(at: indexPath)?.tableRow.editingStyle.rawValue ?? "none"), not delete")
    }
    let request = ScreenViewRequest(category: .cell, indexPath: indexPath, itemIdentifier: item.id)
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      let edit: ScreenAppEdit?
      do {
        edit = try view.appViews?.commitEditing(.delete, for: request)
      } catch let error as RuntimeError {
        throw error
      } catch {
        throw RuntimeError("\(error)")
      }
      if let edit {
        view.record("event", "delete control " + element)
        try view.follow(edit, source: "commit editingStyle=delete")
      } else {
        try view.commitDeletion(of: item, element: element)
      }
    }
  }

  /// A row's insert control tapped: the data source commits the insertion
  /// (`commit editingStyle=insert`) and inserts `item` before the row, shown as one batch.
  /// - Throws: when the table is not editing, the row shows no insert control, or its cell is
  ///   not visible.
  public mutating func insertRow(_ item: Item, at indexPath: IndexPath) throws(RuntimeError) {
    let table = try tableLayout(for: "insert")
    let element = try editingElement(indexPath, action: "insert at row")
    guard table.isEditing else { throw RuntimeError("cannot insert at \(indexPath) with its insert control: the table is not editing (setEditing first)") }
    guard let row = dataSourceItem(at: indexPath), row.tableRow.editingStyle == .insert else {
      throw RuntimeError("cannot insert at \(indexPath): its editing style is \(dataSourceItem(at: indexPath)?.tableRow.editingStyle.rawValue ?? "none"), not insert")
    }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.record("commit", "editingStyle=insert " + element)
      try view.update(IdentifierBatch([.insertItems([item], .before(row.id))], source: "commit editingStyle=insert"))
    }
  }

  /// A row dragged by its reorder control and dropped over `destination`: the other rows make
  /// room as it passes (`movementTarget`), then the data source moves it (`moveRowAt`).
  /// - Throws: when the table is not editing, the row shows no reorder control, its cell is
  ///   not visible, or `destination` is not a place it can take.
  public mutating func reorderRow(at source: IndexPath, to destination: IndexPath) throws(RuntimeError) {
    let table = try tableLayout(for: "reorder")
    let element = try editingElement(source, action: "reorder row")
    guard table.isEditing, layout.table?.editingControls.contains(where: { $0.indexPath == source && $0.kind == .reorder }) == true else {
      throw RuntimeError("cannot reorder \(source): it shows no reorder control (the table must be editing and the row movable)")
    }
    guard interactiveMovement == nil else { throw RuntimeError("cannot reorder \(source): a movement is in progress") }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.record("canMoveItemAt", element + " -> true")
      let frame = view.layout.attributesForItem(at: source)?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
      view.interactiveMovement = InteractiveMovement(original: source, current: source, position: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
      try view.updateInteractiveMovementTarget(overItemAt: destination)
      try view.endInteractiveMovement()
    }
  }

  /// A swipe that reveals a row's actions on `edge` (`willBeginEditingRowAt`, the actions the
  /// delegate gives — the trace names the method that answered: the edge's configuration, its
  /// `editActionsForRowAt` row actions, or the table's Delete — then `didEndEditingRowAt`), and
  /// optionally taps the action titled `perform`. On a screen made from an app's table the
  /// app's action runs (a contextual action's handler with its completion, a row action's
  /// handler, or the data source's commit of the Delete), each step traced, and the rows its
  /// code deleted or reloaded through the table are deleted and reloaded here as one batch;
  /// elsewhere Delete commits the deletion.
  /// - Throws: when the cell is not visible, no action has that title, or the app's code
  ///   raised or changed the table in a way the running screen does not follow.
  public mutating func swipeRow(at indexPath: IndexPath, edge: SwipeEdge, perform title: String? = nil) throws(RuntimeError) {
    _ = try tableLayout(for: "swipe")
    let element = try editingElement(indexPath, action: "swipe row")
    let item = dataSourceItem(at: indexPath)
    let request = ScreenViewRequest(category: .cell, indexPath: indexPath, itemIdentifier: item?.id)
    let leading = edge == .leading
    let app = appViews?.swipeActions(for: request, leading: leading)
    let actions = app?.titles ?? (edge == .trailing && item?.tableRow.editingStyle == .delete ? [Self.deleteTitle] : [])
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.record("willBeginEditingRowAt", element)
      view.record(app?.method ?? "\(edge.rawValue)SwipeActionsConfigurationForRowAt", element + " -> [" + actions.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
      if let title {
        guard actions.contains(title) else {
          throw RuntimeError("the swipe shows no action titled \"\(title)\" (its actions: \(actions.isEmpty ? "none" : actions.joined(separator: ", ")))")
        }
        view.record("performAction", "\"\(title)\" " + element)
        let edit: ScreenAppEdit?
        do {
          edit = try view.appViews?.performSwipeAction(titled: title, for: request, leading: leading)
        } catch let error as RuntimeError {
          throw error
        } catch {
          throw RuntimeError("\(error)")
        }
        if let edit {
          try view.follow(edit, source: "swipe action \"\(title)\"")
        } else if title == Self.deleteTitle, edge == .trailing, let item, item.tableRow.editingStyle == .delete {
          try view.commitDeletion(of: item, element: element)
        }
      }
      view.record("didEndEditingRowAt", element)
    }
  }

  /// Shows what the app's code did in an edit: each step it ran (`action handler
  /// UIContextualAction "Archive"`, `action completion(true)`), then the rows it deleted and
  /// reloaded as one batch.
  mutating func follow(_ edit: ScreenAppEdit, source: String) throws(RuntimeError) {
    for line in edit.ran { record("action", line) }
    let deleted = edit.deletedRows.compactMap { dataSourceItem(at: $0)?.id }
    let reloaded = edit.reloadedRows.compactMap { dataSourceItem(at: $0)?.id }.filter { !deleted.contains($0) }
    var edits: [IdentifierBatch.Operation] = []
    if !deleted.isEmpty { edits.append(.deleteItems(deleted)) }
    if !reloaded.isEmpty { edits.append(.reloadItems(reloaded)) }
    guard !edits.isEmpty else { return }
    try update(IdentifierBatch(edits, source: source))
  }

  /// UIKit's title of a row's delete action.
  static let deleteTitle = "Delete"

  /// `commit editingStyle=delete`, then the row's deletion shown as one batch.
  mutating func commitDeletion(of item: Item, element: String) throws(RuntimeError) {
    record("commit", "editingStyle=delete " + element)
    try update(IdentifierBatch([.deleteItems([item.id])], source: "commit editingStyle=delete"))
  }

  /// How the trace names a visible row an editing gesture touches.
  /// - Throws: when there is no such row or its cell is not visible.
  func editingElement(_ indexPath: IndexPath, action: String) throws(RuntimeError) -> String {
    let view = try visibleCell(indexPath, action: action)
    return TraceEvent.element(.cell(indexPath), reuseIdentifier: view.reuseIdentifier, itemIdentifier: view.itemIdentifier)
  }
}
