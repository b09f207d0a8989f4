public import CollectionSnapshotLayout
public import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// A tap on the button inside a visible cell (the placeholder's button, else a button
  /// accessory's: a table cell's `accessoryView`). A cell of the app's
  /// own (a screen made from its collection view) has its button send the actions of a touch
  /// up inside: the app's methods run, each recorded as `action -[Class selector:] sender=…`
  /// (an action sent to an object without the method fails the step with UIKit's
  /// "unrecognized selector" exception). Then the cell forwards
  /// the event upward — recorded as `event` with the button's title — and the action handler
  /// receives it with the item's model and the index path the cell was dequeued at (what the
  /// presenter's action closure captured: it goes stale when items are inserted before it
  /// without a reload; the trace then adds `dequeuedAt=`). No selection callbacks fire (the
  /// button takes the touch).
  /// - Throws: when the item does not exist, its cell is not visible, or it has no button.
  public mutating func tapButton(in indexPath: IndexPath) throws(RuntimeError) {
    let view = try visibleCell(indexPath, action: "tap a button in item")
    guard let item = view.item, let title = item.content.button ?? item.content.accessories.first(where: { $0.kind == "button" })?.text else {
      throw RuntimeError("cannot tap a button in item \(indexPath): its \(view.reuseIdentifier) placeholder has no button")
    }
    let stale = view.dequeuedAt != indexPath ? " dequeuedAt=\(view.dequeuedAt)" : ""
    record("event", "button \"\(title)\" " + TraceEvent.element(.cell(indexPath), reuseIdentifier: view.reuseIdentifier, itemIdentifier: item.id) + stale)
    // The app's own button sends its actions: its methods run, each recorded.
    if let appViews {
      let sent: [String]
      do {
        sent = try appViews.tapButton(titled: title, in: view.instance, category: .cell)
      } catch let error as RuntimeError {
        throw error
      } catch {
        throw RuntimeError("\(error)")
      }
      for action in sent { record("action", action) }
    }
    options.actionHandler?(CellEvent(name: title, indexPath: view.dequeuedAt, itemIdentifier: item.id, model: item.model))
  }

  /// A pull to refresh, as a user's pull starts it: the app's refresh control (the
  /// collection or table view's `refreshControl`, on a screen made from the app's view)
  /// begins refreshing and sends its value-changed actions — the app's methods run. The trace
  /// records `event pullToRefresh`, then `action -[Class selector:] sender=UIRefreshControl`.
  /// - Throws: when the screen has no refresh control of the app's, or what the app's code
  ///   raises.
  public mutating func pullToRefresh() throws(RuntimeError) {
    let sent: [String]?
    do {
      sent = try appViews?.pullToRefresh()
    } catch let error as RuntimeError {
      throw error
    } catch {
      throw RuntimeError("\(error)")
    }
    guard let sent else { throw RuntimeError("cannot pull to refresh: the screen's \(isTable ? "table" : "collection") view has no refreshControl of the app's") }
    record("event", "pullToRefresh")
    for action in sent { record("action", action) }
  }

  /// A user event on a sender inside a visible cell, header or footer, forwarded as SendingState
  /// does: every mapping of that sender and event fires — a gesture in each recognizer state it
  /// goes through that the mapping listens to (a long press: began, changed, ended; by default
  /// a mapping takes began and ended) — its actions evaluated from the state the view is bound
  /// to now, and each action offered to the action handlers, which take only their own type.
  /// The trace records `event <event>[ <state>] sender=<name> <element>`, then
  /// `action <action> -> <handler types>` (or `-> dropped` when no handler takes it).
  /// - Throws: when the element is not visible or has no such sender and event.
  public mutating func send(_ event: SenderEvent, from sender: String, in element: ElementKey) throws(RuntimeError) {
    guard let view = displayed[element] else {
      if element.category == .cell { _ = try visibleCell(element.indexPath, action: "send \(event) in item") }
      throw RuntimeError("cannot send \(event) in \(element): it is not displayed at offset \(TraceEvent.offset(contentOffset))")
    }
    let mappings = (view.item?.events ?? view.supplementary?.events ?? []).filter { $0.sender == sender && $0.event == event }
    guard !mappings.isEmpty else {
      let all = view.item?.events ?? view.supplementary?.events ?? []
      let senders = all.map { "\($0.sender) (\($0.event))" }
      throw RuntimeError("cannot send \(event) in \(element): its \(view.reuseIdentifier) has no sender '\(sender)' reporting \(event) (senders: \(senders.isEmpty ? "none" : senders.joined(separator: ", ")))")
    }
    let state = view.item?.model ?? view.supplementary?.model
    let name = TraceEvent.element(element, reuseIdentifier: view.reuseIdentifier, itemIdentifier: view.itemIdentifier)
    let phases: [GestureState?] = { if case .gesture(let kind) = event { return kind.performedStates } else { return [nil] } }()
    for phase in phases {
      let firing = mappings.filter { phase == nil || $0.states.contains(phase!) }
      guard !firing.isEmpty else { continue }
      record("event", "\(event)\(phase.map { " \($0.rawValue)" } ?? "") sender=\(sender) \(name)")
      for mapping in firing {
        for action in mapping.actions(boundTo: state) {
          let takers = options.actionHandlers.filter { $0.offer(action) }.map(\.actionType)
          record("action", "\(action) -> \(takers.isEmpty ? "dropped" : takers.joined(separator: ", "))")
        }
      }
    }
  }
}
