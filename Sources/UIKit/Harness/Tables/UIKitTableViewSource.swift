import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// The app's own views behind a screen made from its table view: what the headless runtime
/// asks, as rows and sections appear, for the cells the data source makes and the header and
/// footer views the delegate makes (``ScreenViewSource``). It keeps the view controller, the
/// table, its data source and delegate alive as long as the screen.
@MainActor
final class UIKitTableViewSource: ScreenViewSource {
  let tableView: UITableView
  let dataSource: any UITableViewDataSource
  /// What must stay alive: the view controller.
  let owner: AnyObject?
  /// The device the views are made for.
  let host: UIKitHost
  /// Whether cells (headers and footers) come from the app, not from the test's closure.
  let readsCells: Bool
  let readsSupplementaries: Bool
  /// The items of a diffable data source by the screen's names for them.
  let items: [String: Any]
  /// The run loop of the screen's app code: its timers and delayed messages, which the
  /// headless runtime's clock moves.
  let runLoop = UIKitRunLoop.current

  init(tableView: UITableView, dataSource: any UITableViewDataSource, owner: AnyObject?, host: UIKitHost, readsCells: Bool, readsSupplementaries: Bool, items: [String: Any]) {
    self.tableView = tableView
    self.dataSource = dataSource
    self.owner = owner
    self.host = host
    self.readsCells = readsCells
    self.readsSupplementaries = readsSupplementaries
    self.items = items
  }

  nonisolated func makeSession() -> any ScreenViewSession { UIKitScreenSession(runLoop: runLoop) { [self] in UIKitTableAppViews(source: self) } }
}

/// A table's views for one driver: the session that asks its data source and delegate, and
/// which requests it answers.
@MainActor
final class UIKitTableAppViews: UIKitAppViews {
  let source: UIKitTableViewSource
  let session: UIKitTableViewSession

  init(source: UIKitTableViewSource) {
    self.source = source
    session = UIKitTableViewSession(
      tableView: source.tableView, dataSource: source.dataSource, host: source.host, tracksShownViews: true, runLoop: source.runLoop)
    source.tableView.reusableViews.shownViews = session.madeViews
  }

  var appSession: any UIKitAppSession { session }

  func answer(_ request: ScreenViewRequest, dequeue: (String, String) throws -> (number: Int, reused: Bool)) throws -> ScreenViewReading? {
    let table = source.tableView
    let path = Foundation.IndexPath(row: request.indexPath.item ?? 0, section: request.indexPath.section)
    let item: Any?
    switch request.category {
    case .cell:
      guard source.readsCells else { return nil }
      if session.isDiffable {
        guard let known = request.itemIdentifier.flatMap({ source.items[$0] }) else { return nil }
        item = known
      } else {
        // The data source is never asked past its counts.
        let dataSource = source.dataSource
        guard path.section < dataSource.numberOfSections(in: table), path.row < dataSource.tableView(table, numberOfRowsInSection: path.section) else { return nil }
        item = nil
      }
    case .supplementary(let kind):
      guard source.readsSupplementaries, ElementCategory.supplementaryRole(ofKind: kind) != .other,
        path.section < source.dataSource.numberOfSections(in: table)
      else { return nil }
      item = nil
    case .decoration:
      return nil
    }
    return try session.view(for: request.category, at: path, item: item, reconfiguring: request.reconfiguring, dequeue: dequeue)?.reading
  }

  func show(_ element: UIKitShownElement?, category: ElementCategory, view instance: ScreenViewReading.Instance) {
    session.show(element, category: category, view: instance)
  }
}
