import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// A row's actions as UIKit finds them when it is swiped, and what tapping one runs.
@MainActor
enum UIKitSwipeAction {
  /// A contextual action of a swipe actions configuration.
  case contextual(UIContextualAction)
  /// A row action of `tableView(_:editActionsForRowAt:)`.
  case row(UITableViewRowAction)
  /// The table's own Delete: the data source commits the deletion.
  case delete(title: String)

  var title: String {
    switch self {
    case .contextual(let action): return action.title ?? ""
    case .row(let action): return action.title ?? ""
    case .delete(let title): return title
    }
  }
}

/// What the app's code did while the runtime performed an edit on its table, in order: the
/// steps traced (a handler, its completion, each batch it committed) and the batches.
@MainActor
final class UIKitEditLog {
  var lines: [String] = []
  var batches: [UITableViewBatch] = []

  /// A valid batch the app's code committed on the table.
  func committed(_ batch: UITableViewBatch) {
    batches.append(batch)
    func row(_ path: CollectionSnapshotLayout.IndexPath) -> String { "[\(path.section),\(path.item ?? 0)]" }
    let update = batch.update
    let named = update.itemDeletions.map { "delete row \(row($0))" } + batch.rowReloads.sorted().map { "reload row \(row($0))" } + otherChanges(of: batch)
    lines.append("performBatchUpdates " + named.joined(separator: ", "))
  }

  /// A batch's changes other than row deletions and reloads, as the trace names them.
  func otherChanges(of batch: UITableViewBatch) -> [String] {
    func row(_ path: CollectionSnapshotLayout.IndexPath) -> String { "[\(path.section),\(path.item ?? 0)]" }
    return batch.rowInsertions.map { "insert row \(row($0))" } + batch.rowMoves.map { "move row \(row($0.from)) to \(row($0.to))" }
      + batch.sectionInsertions.map { "insert section \($0)" } + batch.sectionDeletions.map { "delete section \($0)" }
      + batch.sectionMoves.map { "move section \($0.from) to \($0.to)" } + batch.sectionReloads.map { "reload section \($0)" }
  }
}

extension UIKitTableAppViews {
  /// The actions a swipe reveals, as UIKit finds them, with the method that answered: the
  /// delegate's swipe actions configuration for the edge (an empty one: none); on the trailing
  /// edge, when the delegate has none or returns `nil`, its row actions
  /// (`editActionsForRowAt`), else the table's Delete for a row whose editing style is delete
  /// when the data source commits edits (titled by the delegate's
  /// `titleForDeleteConfirmationButtonForRowAt`, else "Delete").
  func actions(at path: Foundation.IndexPath, leading: Bool) -> (actions: [UIKitSwipeAction], method: String)? {
    let table = source.tableView
    guard let delegate = table.delegate else { return nil }
    if leading {
      let configuration = delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: path)
      return ((configuration?.actions ?? []).map(UIKitSwipeAction.contextual), "leadingSwipeActionsConfigurationForRowAt")
    }
    if case let configuration?? = FlowDelegateProbe.ask({ delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: path) }) {
      return (configuration.actions.map(UIKitSwipeAction.contextual), "trailingSwipeActionsConfigurationForRowAt")
    }
    if case let actions?? = FlowDelegateProbe.ask({ delegate.tableView(table, editActionsForRowAt: path) }) {
      return (actions.map(UIKitSwipeAction.row), "editActionsForRowAt")
    }
    let questions = UIKitTableQuestions(table)
    guard questions.commitsEdits(), questions.editingStyle(at: path) == .delete else { return ([], "editingStyleForRowAt") }
    return ([.delete(title: delegate.tableView(table, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete")], "editingStyleForRowAt")
  }

  func swipeActions(for request: ScreenViewRequest, leading: Bool) -> ScreenSwipeActions? {
    let path = Foundation.IndexPath(row: request.indexPath.item ?? 0, section: request.indexPath.section)
    return try? session.runInScope {
      actions(at: path, leading: leading).map { ScreenSwipeActions(titles: $0.actions.map(\.title), method: $0.method) }
    }
  }

  func performSwipeAction(titled title: String, for request: ScreenViewRequest, leading: Bool) throws -> ScreenAppEdit? {
    let table = source.tableView
    let path = Foundation.IndexPath(row: request.indexPath.item ?? 0, section: request.indexPath.section)
    return try session.runInScope {
      guard let action = actions(at: path, leading: leading)?.actions.first(where: { $0.title == title }) else { return nil }
      return try edit { log in
        switch action {
        case .contextual(let contextual):
          // UIKit hands the handler the view the action shows in; the row's cell stands for it.
          // A completion called while the handler runs is traced.
          let view: UIView = table.cellForRow(at: path) ?? table
          log.lines.append("handler UIContextualAction \"\(title)\"")
          contextual.handler(contextual, view) { performed in log.lines.append("completion(\(performed))") }
        case .row(let rowAction):
          log.lines.append("handler UITableViewRowAction \"\(title)\"")
          rowAction.handler(rowAction, path)
        case .delete:
          log.lines.append("commit editingStyle=delete")
          source.dataSource.tableView(table, commit: .delete, forRowAt: path)
        }
      }
    }
  }

  func commitEditing(_ style: TableRowContent.EditingStyle, for request: ScreenViewRequest) throws -> ScreenAppEdit? {
    let table = source.tableView
    let path = Foundation.IndexPath(row: request.indexPath.item ?? 0, section: request.indexPath.section)
    let editingStyle: UITableViewCell.EditingStyle
    switch style {
    case .none: return nil
    case .delete: editingStyle = .delete
    case .insert: editingStyle = .insert
    }
    return try session.runInScope {
      try edit { log in
        log.lines.append("commit editingStyle=\(style.rawValue)")
        source.dataSource.tableView(table, commit: editingStyle, forRowAt: path)
      }
    }
  }

  /// Runs the app's code of an edit on the table, keeping what it ran and the batches it
  /// committed, in order: the rows they delete and reload are the edit's; a batch that inserts
  /// or moves rows or changes sections is one the running screen cannot follow.
  /// - Throws: what UIKit raised; ``LayoutError`` for a change the screen cannot follow.
  private func edit(_ body: (UIKitEditLog) -> Void) throws -> ScreenAppEdit {
    let table = source.tableView
    let log = UIKitEditLog()
    let previous = table.editLog
    table.editLog = log
    defer { table.editLog = previous }
    body(log)
    if let raised = session.recorder.takeFirst() { throw raised }
    var deleted: [CollectionSnapshotLayout.IndexPath] = []
    var reloaded: [CollectionSnapshotLayout.IndexPath] = []
    for batch in log.batches {
      let other = log.otherChanges(of: batch)
      guard other.isEmpty else {
        throw LayoutError(
          "tableView", "the app's code changed the table in a way the running screen does not follow (\(other.joined(separator: ", "))): make a new screen of the table after the change")
      }
      deleted += batch.update.itemDeletions
      reloaded += batch.rowReloads
    }
    return ScreenAppEdit(ran: log.lines, deletedRows: deleted, reloadedRows: reloaded)
  }
}
