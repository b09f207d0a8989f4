import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// Asks an app's table view for its views as UIKit does when rows and sections appear — the
/// data source for a row's cell (a diffable data source's cell provider, with the item), the
/// delegate for a section's header or footer view — keeps the views it made, and reads what
/// they show (``UIKitViewReader``, as for a collection view's cells).
///
/// The dequeues inside take their view from the caller's reuse queue, as a collection view's
/// session does (``UIKitViewSession``). A table's rules differ in three ways: a cell the data
/// source makes itself (`UITableViewCell(style:reuseIdentifier:)` after
/// `dequeueReusableCell(withIdentifier:)` found none) is kept and reused under its identifier;
/// a header or footer may be any view (or none: the section's title shows); and nothing checks
/// that a dequeued view was returned.
@MainActor
final class UIKitTableViewSession: UIKitAppSession {
  /// The table the data source and delegate are asked with.
  let tableView: UITableView
  /// The data source.
  let dataSource: any UITableViewDataSource
  /// The device the views are made for.
  let host: UIKitHost
  /// Whether the views asked for are recorded as shown (`cellForRow(at:)`, `visibleCells`).
  let tracksShownViews: Bool
  /// The views made, by kind and reuse identifier, at their number less one.
  let madeViews = UIKitMadeViews()
  /// What UIKit raises while a request is answered.
  let recorder = UIKitExceptionRecorder(isAskingDataSource: true)

  /// While a request is answered: how the caller's reuse queue dequeues.
  @exclusivity(unchecked) private var requestDequeue: ((String, String) throws -> (number: Int, reused: Bool))?
  /// While a request configures a displayed cell again: the cell it has.
  @exclusivity(unchecked) private var requestReconfiguring: (instance: ScreenViewReading.Instance, cell: UITableViewCell)?
  /// While a header or footer is asked for: whether it is a footer.
  private var requestIsFooter = false
  /// While a request is answered: the element kind the caller's reuse queue keeps its views
  /// under — a collection view's cell kind for rows (the queue's), the header's or footer's
  /// kind.
  private var requestQueueKind = UIKitReusableViews.cellKind
  /// How many scopes of the device this session entered are running (``runInScope(_:)``).
  var scopeDepth = 0
  /// What the requests being answered dequeued.
  private var dequeued: [(view: any UIKitReusableView, instance: ScreenViewReading.Instance, reused: Bool)] = []
  /// The numbers the caller's queue gave unregistered identifiers a dequeue found no cell for:
  /// the cell the data source then makes with the identifier is kept under it.
  private var pendingAdoptions: [(reuseIdentifier: String, number: Int)] = []
  /// The data source as a diffable one, whose cell provider takes the item.
  private let provider: (any UIKitTableProvidingDataSource)?

  /// A view made for an element: the view and what it shows.
  typealias MadeView = (view: UIView, reading: ScreenViewReading)

  /// The run loop of the screen's app code (its timers and delayed messages).
  let runLoop: UIKitRunLoop

  init(tableView: UITableView, dataSource: any UITableViewDataSource, host: UIKitHost, tracksShownViews: Bool, runLoop: UIKitRunLoop = UIKitRunLoop.current) {
    self.runLoop = runLoop
    self.tableView = tableView
    self.dataSource = dataSource
    self.provider = dataSource as? any UIKitTableProvidingDataSource
    self.host = host
    self.tracksShownViews = tracksShownViews
  }

  /// Whether the data source is a diffable one.
  var isDiffable: Bool { provider != nil }

  /// The table.
  var listView: UIScrollView { tableView }

  /// Asks for an element's view and reads it; `nil` for a header or footer the delegate has
  /// no view for.
  /// - Throws: ``UIKitException`` for what UIKit raises.
  func view(
    for category: ElementCategory, at indexPath: Foundation.IndexPath, item: Any?, reconfiguring: ScreenViewReading.Instance? = nil,
    dequeue: (String, String) throws -> (number: Int, reused: Bool)
  ) throws -> MadeView? {
    try inScope {
      let existing = reconfiguring.flatMap { instance in
        madeViews.view(UIKitReusableViews.Key(elementKind: UIKitReusableViews.cellKind, reuseIdentifier: instance.reuseIdentifier), number: instance.number)
          .flatMap { $0 as? UITableViewCell }.map { (instance, $0) }
      }
      let start = dequeued.endIndex
      let pendingStart = pendingAdoptions.endIndex
      defer {
        dequeued.removeLast(dequeued.count - start)
        pendingAdoptions.removeLast(pendingAdoptions.count - pendingStart)
      }
      let returned: UIView? = withoutActuallyEscaping(dequeue) { dequeue in
        let previous = (requestDequeue, requestReconfiguring, requestIsFooter, requestQueueKind, tableView.reusableViews.session)
        (requestDequeue, requestReconfiguring) = (dequeue, existing)
        requestIsFooter = ElementCategory.supplementaryRole(ofKind: category.kind ?? "") == .footer
        requestQueueKind = Self.queueKind(category)
        tableView.reusableViews.session = self
        defer { (requestDequeue, requestReconfiguring, requestIsFooter, requestQueueKind, tableView.reusableViews.session) = previous }
        return ask(category, indexPath, item: item)
      }
      if let raised = recorder.takeFirst() { throw raised }
      guard let returned else { return nil }
      let (instance, reused) = try identify(returned, category: category, start: start, pendingStart: pendingStart, dequeue: dequeue)
      // A new view enters the table's window as UIKit adds it (before its layout).
      if !reused, tableView.window != nil { UIKitAppearance.viewsEntered(tableView, returned) }
      prepare(returned, category: category, indexPath: indexPath)
      if tracksShownViews, let reusable = returned as? any UIKitReusableView { reusable.shownElement = UIKitShownElement(category, indexPath) }
      let dequeue = (returned as? any UIKitReusableView)?.dequeued
      var reading = ScreenViewReading(instance: instance, reused: reused, kind: UIKitViewReader.kind(of: returned, dequeued: dequeue), content: .empty)
      UIKitViewReader.read(returned, editing: tableView.isEditing, into: &reading.content)
      return (returned, reading)
    }
  }

  /// What a displayed view shows now: `nil` once it ended displaying, or the element an update
  /// moved it to.
  func show(_ element: UIKitShownElement?, category: ElementCategory, view instance: ScreenViewReading.Instance) {
    (madeViews.view(UIKitReusableViews.Key(elementKind: Self.queueKind(category), reuseIdentifier: instance.reuseIdentifier), number: instance.number)
      as? any UIKitReusableView)?.shownElement = element
  }

  /// The element kind a driver's reuse queue keeps an element's views under: its cell kind for
  /// rows, the header's or footer's kind (a header-footer class is reused among headers, and
  /// among footers).
  static func queueKind(_ category: ElementCategory) -> String {
    switch category {
    case .cell: return UIKitReusableViews.cellKind
    case .supplementary(let kind), .decoration(let kind): return kind
    }
  }

  /// The data source's cell, or the delegate's header or footer view.
  private func ask(_ category: ElementCategory, _ indexPath: Foundation.IndexPath, item: Any?) -> UIView? {
    switch category {
    case .cell:
      let cell: UITableViewCell?
      if let item, let provider { cell = provider.providedCell(tableView, indexPath, item: item) } else { cell = dataSource.tableView(tableView, cellForRowAt: indexPath) }
      guard let cell, !(cell is UIKitMissingTableCell) else {
        UIKitExceptionRecorder.raise(
          UIKitException(
            reason: "UITableView dataSource returned a nil cell for row at index path: <NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.row)}. "
              + "Table view: <\(type(of: tableView))>, dataSource: <\(type(of: dataSource))>",
            origin: "tableView(_:cellForRowAt:)"))
        return nil
      }
      return cell
    case .supplementary(let kind), .decoration(let kind):
      let delegate = tableView.delegate
      switch ElementCategory.supplementaryRole(ofKind: kind) {
      case .header: return delegate?.tableView(tableView, viewForHeaderInSection: indexPath.section)
      case .footer: return delegate?.tableView(tableView, viewForFooterInSection: indexPath.section)
      case .other: return nil
      }
    }
  }

  /// Which view was returned: the one a dequeue of this request handed out, else one the data
  /// source made, kept under the number a dequeue that found none took for its identifier, or
  /// under a new one.
  private func identify(
    _ view: UIView, category: ElementCategory, start: Int, pendingStart: Int, dequeue: (String, String) throws -> (number: Int, reused: Bool)
  ) throws -> (ScreenViewReading.Instance, Bool) {
    var index = dequeued.endIndex
    while index > start {
      index -= 1
      if dequeued[index].view === view { return (dequeued[index].instance, dequeued[index].reused) }
    }
    let kind = Self.queueKind(category)
    guard let reusable = view as? any UIKitReusableView else {
      // A view of the app's that is not reusable (a header made anew each time).
      let taken = try dequeue(UIKitViewReader.kind(of: view), kind)
      return (ScreenViewReading.Instance(reuseIdentifier: UIKitViewReader.kind(of: view), number: taken.number), false)
    }
    let identifier = (reusable as? UITableViewCell)?.reuseIdentifier ?? (reusable as? UITableViewHeaderFooterView)?.reuseIdentifier ?? UIKitViewReader.kind(of: view)
    let number: Int
    if let pending = pendingAdoptions[pendingStart...].lastIndex(where: { $0.reuseIdentifier == identifier }) {
      number = pendingAdoptions[pending].number
    } else {
      number = try dequeue(identifier, kind).number
    }
    if reusable.dequeued == nil {
      let registered = category == .cell ? UIKitTableReusableViews.cellKind : UIKitTableReusableViews.headerFooterKind
      reusable.dequeued = UIKitDequeue(reuseIdentifier: identifier, elementKind: registered, owner: tableView)
    }
    madeViews.keep(reusable, UIKitReusableViews.Key(elementKind: kind, reuseIdentifier: identifier), number: number)
    return (ScreenViewReading.Instance(reuseIdentifier: identifier, number: number), false)
  }

  /// Brings the view up to date for its state at rest, as UIKit does before it shows it.
  private func prepare(_ view: UIView, category: ElementCategory, indexPath: Foundation.IndexPath) {
    if let cell = view as? UITableViewCell {
      cell.isEditingInTable = tableView.isEditing
      if tableView.isEditing {
        let questions = UIKitTableQuestions(tableView)
        cell.editingStyle = questions.editingStyle(at: indexPath)
        cell.editingRow = (
          cell.editingStyle, questions.shouldIndentWhileEditing(at: indexPath, cell: cell),
          questions.showsReorderControl(at: indexPath, cell: cell, movesRows: questions.movesRows())
        )
      } else {
        cell.editingStyle = .none
        cell.editingRow = (.none, false, false)
      }
      cell.updateConfigurationForDisplay()
    } else if let header = view as? UITableViewHeaderFooterView {
      header.tableRole = (tableView.style, ElementCategory.supplementaryRole(ofKind: category.kind ?? "") == .footer)
      header.updateConfigurationForDisplay()
    }
  }

  // MARK: Dequeues (from the table, while a request is answered)

  /// A cell of a registered class: the number the caller's queue gives, the view made for it
  /// before (after `prepareForReuse()` when it showed another row) or a new one.
  func dequeueCell(_ cellClass: UITableViewCell.Type, reuseIdentifier: String) -> UITableViewCell {
    dequeueCell(reuseIdentifier: reuseIdentifier) { UIKitViewFactory.makeTableCell(cellClass, style: .default, reuseIdentifier: reuseIdentifier) }
  }

  /// A cell for a registered identifier, which `make` makes when a new one is needed (a
  /// class's instance, a nib's cell).
  func dequeueCell(reuseIdentifier: String, make: () -> UITableViewCell) -> UITableViewCell {
    if let (instance, cell) = requestReconfiguring, instance.reuseIdentifier == reuseIdentifier {
      dequeued.append((cell, instance, false))
      return cell
    }
    let made = take(reuseIdentifier, kind: UIKitTableReusableViews.cellKind, make: make)
    return made as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// A header-footer view of a registered class.
  func dequeueHeaderFooter(_ viewClass: UITableViewHeaderFooterView.Type, reuseIdentifier: String) -> UITableViewHeaderFooterView {
    dequeueHeaderFooter(reuseIdentifier: reuseIdentifier) { UIKitViewFactory.makeHeaderFooter(viewClass, reuseIdentifier: reuseIdentifier) }
  }

  /// A header-footer view for a registered identifier, which `make` makes when needed.
  func dequeueHeaderFooter(reuseIdentifier: String, make: () -> UITableViewHeaderFooterView) -> UITableViewHeaderFooterView {
    let made = take(reuseIdentifier, kind: UIKitTableReusableViews.headerFooterKind, make: make)
    let view = made as? UITableViewHeaderFooterView ?? UITableViewHeaderFooterView(reuseIdentifier: reuseIdentifier)
    view.tableRole = (tableView.style, requestIsFooter)
    return view
  }

  /// A cell for an identifier nothing is registered for: a cell the data source made with it
  /// before and that no longer shows, else `nil` (the data source then makes one, kept under
  /// the number taken here).
  func dequeueUnregisteredCell(reuseIdentifier: String) -> UITableViewCell? {
    guard let requestDequeue else { return nil }
    if let (instance, cell) = requestReconfiguring, instance.reuseIdentifier == reuseIdentifier {
      dequeued.append((cell, instance, false))
      return cell
    }
    let taken: (number: Int, reused: Bool)
    do {
      taken = try requestDequeue(reuseIdentifier, requestQueueKind)
    } catch {
      UIKitExceptionRecorder.raise(UIKitException(reason: "\(error)", origin: "UITableView.dequeueReusableCell(withIdentifier:)"))
      return nil
    }
    let key = UIKitReusableViews.Key(elementKind: requestQueueKind, reuseIdentifier: reuseIdentifier)
    if let cell = madeViews.view(key, number: taken.number) as? UITableViewCell {
      if taken.reused { cell.prepareForReuse() }
      dequeued.append((cell, ScreenViewReading.Instance(reuseIdentifier: reuseIdentifier, number: taken.number), taken.reused))
      return cell
    }
    pendingAdoptions.append((reuseIdentifier, taken.number))
    return nil
  }

  /// The view the caller's queue names for an identifier: made before, or made by `make`.
  private func take(_ reuseIdentifier: String, kind: String, make: () -> any UIKitReusableView) -> any UIKitReusableView {
    guard let requestDequeue else {
      let view = make()
      view.dequeued = UIKitDequeue(reuseIdentifier: reuseIdentifier, elementKind: kind, owner: tableView)
      return view
    }
    let taken: (number: Int, reused: Bool)
    do {
      taken = try requestDequeue(reuseIdentifier, requestQueueKind)
    } catch {
      UIKitExceptionRecorder.raise(UIKitException(reason: "\(error)", origin: "UITableView.dequeueReusableCell(withIdentifier:for:)"))
      return make()
    }
    let key = UIKitReusableViews.Key(elementKind: requestQueueKind, reuseIdentifier: reuseIdentifier)
    let view: any UIKitReusableView
    if let made = madeViews.view(key, number: taken.number) as? any UIKitReusableView {
      view = made
      if taken.reused { view.prepareForReuse() }
    } else {
      view = make()
      view.dequeued = UIKitDequeue(reuseIdentifier: reuseIdentifier, elementKind: kind, owner: tableView)
      madeViews.keep(view, key, number: taken.number)
    }
    dequeued.append((view, ScreenViewReading.Instance(reuseIdentifier: reuseIdentifier, number: taken.number), taken.reused))
    return view
  }
}

/// A diffable table data source seen without its types: its cell provider, called with an
/// item.
@MainActor
protocol UIKitTableProvidingDataSource: AnyObject {
  /// The cell provider's cell for an item (`nil` when the item is not of its type, or the
  /// provider returned none: UIKit's exception is raised then).
  func providedCell(_ tableView: UITableView, _ indexPath: Foundation.IndexPath, item: Any) -> UITableViewCell?
}

/// What a data source that does not make a cell returns in its place (a
/// `UITableViewController` whose subclass does not implement `tableView(_:cellForRowAt:)`):
/// UIKit's missing cell, reported as UIKit reports it.
final class UIKitMissingTableCell: UITableViewCell {}
