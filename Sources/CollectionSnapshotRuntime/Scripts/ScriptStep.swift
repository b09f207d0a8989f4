public import CollectionSnapshotLayout
public import CollectionSnapshotModel

/// One step of a script run on a headless collection view: what a test does to a screen.
public enum ScriptStep: Sendable, CustomStringConvertible {
  /// `setContentOffset(_:animated:)`.
  case scroll(to: Point, animated: Bool = false)
  /// Scrolls by a distance.
  case scrollBy(Point, animated: Bool = false)
  /// `scrollToItem(at:at:animated:)`.
  case scrollToItem(IndexPath, ScrollPosition, animated: Bool = false)
  /// Scrolls an orthogonal section's own scroller.
  case scrollSection(Int, to: Double, animated: Bool = false)
  /// Taps a visible cell.
  case tap(IndexPath)
  /// Moves the virtual clock forward, in seconds.
  case advance(Double)
  /// `reloadData()`, with a new model or the same one.
  case reload(ViewModel? = nil)
  /// A user's drag by a distance, released with a velocity in points per millisecond.
  case drag(Point, velocity: Point = Point(x: 0, y: 0))
  /// Taps the button inside a visible cell.
  case tapButton(IndexPath)
  /// `moveToNextPage()`.
  case nextPage
  /// `moveToPreviousPage()`.
  case previousPage
  /// `cancelAutoRolling()`.
  case cancelAutoRolling
  /// A diffable data source applies a new model.
  case apply(ViewModel)
  /// A diffable data source applies an identifier snapshot of the model's own items.
  case applySnapshot(DiffableDataSourceSnapshot<String, String>)
  /// `performBatchUpdates` with a description for the trace.
  case batch(String, @Sendable (inout BatchUpdates) throws -> Void)
  /// Runs the clock until nothing is scheduled (at most `within` seconds).
  case settle(within: Double = 60)
  /// A call of SSCollectionViewPresenter's API (model edits, snapshot, toggles, reconfigures,
  /// page moves without animation, …).
  case presenter(PresenterCall)
  /// A user event on a sender inside a visible cell, header or footer.
  case send(SenderEvent, sender: String, in: ElementKey)
  /// Changes to the data by identifier, shown as one batch (``HeadlessCollectionView/update(_:)``).
  case update(IdentifierBatch)
  /// A page arrives, merged and shown as a loaded page is (``HeadlessCollectionView/receive(page:)``).
  case page(ViewModel)
  /// `beginInteractiveMovementForItem(at:)`.
  case beginMove(IndexPath)
  /// `updateInteractiveMovementTargetPosition(_:)`, a position in content coordinates.
  case moveTo(Point)
  /// `updateInteractiveMovementTargetPosition(_:)` at the centre of the item shown at an index
  /// path.
  case moveOver(IndexPath)
  /// `endInteractiveMovement()`.
  case endMove
  /// `cancelInteractiveMovement()`.
  case cancelMove
  /// A drag of an item dropped at an index path (`nil`: after the last item), with
  /// SSCollectionViewPresenter's drag-and-drop reordering.
  case dragAndDrop(IndexPath, to: IndexPath?)
  /// A table's `setEditing(_:animated:)`.
  case setEditing(Bool)
  /// A table row deleted through its delete control (the table editing).
  case deleteRow(IndexPath)
  /// A table row's insert control tapped: the item goes before the row.
  case insertRow(Item, at: IndexPath)
  /// A table row dragged by its reorder control to another place.
  case reorderRow(IndexPath, to: IndexPath)
  /// A swipe on a table row revealing its actions on an edge, optionally tapping one.
  case swipeRow(IndexPath, edge: HeadlessCollectionView.SwipeEdge, perform: String?)

  public var description: String {
    switch self {
    case .scroll(let offset, let animated): return "scroll to \(TraceEvent.offset(offset))\(animated ? " animated" : "")"
    case .scrollBy(let delta, let animated): return "scroll by \(TraceEvent.offset(delta))\(animated ? " animated" : "")"
    case .scrollToItem(let indexPath, let position, let animated): return "scroll to item \(indexPath) at \(position.rawValue)\(animated ? " animated" : "")"
    case .scrollSection(let section, let offset, let animated): return "scroll section [\(section)] to \(LayoutNumber.format(offset))\(animated ? " animated" : "")"
    case .tap(let indexPath): return "tap \(indexPath)"
    case .advance(let seconds): return "advance \(LayoutNumber.format(seconds))s"
    case .reload(let model): return model == nil ? "reload" : "reload with a new model"
    case .drag(let distance, let velocity): return "drag by \(TraceEvent.offset(distance)) velocity \(TraceEvent.offset(velocity))"
    case .tapButton(let indexPath): return "tap button in \(indexPath)"
    case .nextPage: return "next page"
    case .previousPage: return "previous page"
    case .cancelAutoRolling: return "cancel auto-rolling"
    case .apply: return "apply a new model"
    case .applySnapshot(let snapshot): return "apply a snapshot of \(snapshot.numberOfSections) sections, \(snapshot.numberOfItems) items"
    case .batch(let description, _): return "batch: \(description)"
    case .settle(let limit): return "settle within \(LayoutNumber.format(limit))s"
    case .presenter(let call): return call.description
    case .send(let event, let sender, let element): return "send \(event) from \(sender) in \(element)"
    case .update(let batch): return "update: \(batch)"
    case .page(let page): return "page \(page.page) arrives (\(page.sections.reduce(0) { $0 + $1.items.count }) items, hasNext \(page.hasNext))"
    case .beginMove(let path): return "begin moving \(path)"
    case .moveTo(let point): return "move to \(TraceEvent.offset(point))"
    case .moveOver(let path): return "move over \(path)"
    case .endMove: return "end moving"
    case .cancelMove: return "cancel moving"
    case .dragAndDrop(let source, let destination): return "drag \(source) and drop at \(destination.map(\.description) ?? "the end")"
    case .setEditing(let editing): return "set editing \(editing)"
    case .deleteRow(let path): return "delete row \(path)"
    case .insertRow(let item, let path): return "insert \(item.id) at row \(path)"
    case .reorderRow(let source, let destination): return "reorder row \(source) to \(destination)"
    case .swipeRow(let path, let edge, let title): return "swipe row \(path) \(edge.rawValue)" + (title.map { " and tap \"\($0)\"" } ?? "")
    }
  }

  /// Whether the step may run while an interactive movement is in progress (the movement's
  /// own steps, and what moves the view or the clock).
  var isAllowedDuringMovement: Bool {
    switch self {
    case .moveTo, .moveOver, .endMove, .cancelMove, .scroll, .scrollBy, .scrollToItem, .scrollSection, .advance, .settle: return true
    default: return false
    }
  }
}

extension HeadlessCollectionView {
  /// Runs one step, recording it in the trace as `step <description>` before what it causes.
  /// - Throws: the step's error, prefixed with the step.
  public mutating func run(_ step: ScriptStep) throws(RuntimeError) {
    let mark = trace.events.count
    guard mark <= RuntimeLimits.maxTraceEvents else {
      throw RuntimeError("step '\(step)': the trace already holds \(mark) events, more than \(RuntimeLimits.maxTraceEvents): split the script")
    }
    record("step", step.description)
    do throws(RuntimeError) {
      if let movement = interactiveMovement, !step.isAllowedDuringMovement {
        throw RuntimeError("the interactive movement of \(movement.original) is in progress; end or cancel it first")
      }
      switch step {
      case .scroll(let offset, let animated): try scroll(to: offset, animated: animated)
      case .scrollBy(let delta, let animated): try scroll(by: delta, animated: animated)
      case .scrollToItem(let indexPath, let position, let animated): try scrollToItem(at: indexPath, at: position, animated: animated)
      case .scrollSection(let section, let offset, let animated): try scrollOrthogonalSection(section, to: offset, animated: animated)
      case .tap(let indexPath): try tap(indexPath)
      case .advance(let seconds): try advance(seconds: seconds)
      case .reload(let model): try reloadData(model)
      case .drag(let distance, let velocity): try drag(by: distance, velocity: velocity)
      case .tapButton(let indexPath): try tapButton(in: indexPath)
      case .nextPage: try moveToNextPage()
      case .previousPage: try moveToPreviousPage()
      case .cancelAutoRolling: cancelAutoRolling()
      case .apply(let model): try apply(model)
      case .applySnapshot(let snapshot): try apply(snapshot: snapshot)
      case .batch(_, let body): try performBatchUpdates(body)
      case .settle(let limit): try settle(within: limit)
      case .presenter(let presenterCall): try call(presenterCall)
      case .send(let event, let sender, let element): try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in try view.send(event, from: sender, in: element) }
      case .update(let batch): try update(batch)
      case .page(let page): try receive(page: page)
      case .beginMove(let path): try beginInteractiveMovementForItem(at: path)
      case .moveTo(let point): try updateInteractiveMovementTargetPosition(point)
      case .moveOver(let path): try updateInteractiveMovementTarget(overItemAt: path)
      case .endMove: try endInteractiveMovement()
      case .cancelMove: try cancelInteractiveMovement()
      case .dragAndDrop(let source, let destination): try dragAndDrop(source, to: destination)
      case .setEditing(let editing): try setEditing(editing)
      case .deleteRow(let path): try deleteRow(at: path)
      case .insertRow(let item, let path): try insertRow(item, at: path)
      case .reorderRow(let source, let destination): try reorderRow(at: source, to: destination)
      case .swipeRow(let path, let edge, let title): try swipeRow(at: path, edge: edge, perform: title)
      }
    } catch {
      trace.removeLast(trace.events.count - mark)
      throw RuntimeError("step '\(step)': \(error.message)")
    }
  }

  /// Runs every step in order; stops at the first that fails.
  /// - Throws: the failing step's error, naming its position in the script.
  public mutating func run(_ steps: [ScriptStep]) throws(RuntimeError) {
    for (index, step) in steps.enumerated() {
      do { try run(step) } catch { throw RuntimeError("script step \(index + 1) of \(steps.count), \(error.message)") }
    }
  }
}
