public import CollectionSnapshotLayout

/// The actions a swipe reveals on a table's row, as the app's delegate gave them, and which of
/// its methods gave them — the trace names it.
public struct ScreenSwipeActions: Sendable, Hashable {
  /// The actions' titles, in order.
  public var titles: [String]
  /// The method that answered: `trailingSwipeActionsConfigurationForRowAt` (or `leading…`),
  /// `editActionsForRowAt` (the row actions UIKit falls back to on the trailing edge), or
  /// `editingStyleForRowAt` (the table's own Delete for a row whose data source commits edits).
  public var method: String

  /// Actions and the method that gave them.
  public init(titles: [String], method: String) {
    self.titles = titles
    self.method = method
  }
}

/// What the app's code did when the runtime performed an edit on its table (a swipe action
/// tapped, an editing style committed): what ran, one trace detail each, and the rows it
/// deleted and reloaded through the table (`deleteRows(at:with:)`, `reloadRows(at:with:)`, at
/// their index paths before), which the runtime shows deleted and reloaded.
public struct ScreenAppEdit: Sendable, Hashable {
  /// What ran, one trace detail each (`handler UIContextualAction "Archive"`,
  /// `completion(true)`).
  public var ran: [String]
  /// The rows the app's code deleted.
  public var deletedRows: [IndexPath]
  /// The rows the app's code reloaded.
  public var reloadedRows: [IndexPath]

  /// An edit's outcome.
  public init(ran: [String], deletedRows: [IndexPath], reloadedRows: [IndexPath] = []) {
    self.ran = ran
    self.deletedRows = deletedRows
    self.reloadedRows = reloadedRows
  }
}
