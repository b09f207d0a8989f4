import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

extension UIKitAppSession {
  /// A tap on the button titled `title` in a displayed view (the first button, depth first,
  /// with that title): the button sends the actions of a touch up inside and a primary action,
  /// as UIKit's buttons do, running the app's methods and actions in the device's scope.
  /// - Returns: what was sent, one trace detail each: `-[App.HomeViewController buy:]
  ///   sender=UIButton "Buy"` for a selector, `UIAction "Buy"` for an action.
  /// - Throws: what UIKit raised (an action sent to an object whose class has no such method).
  func tapButton(titled title: String, category: ElementCategory, view instance: ScreenViewReading.Instance) throws -> [String] {
    let key = UIKitReusableViews.Key(elementKind: category.kind ?? UIKitReusableViews.cellKind, reuseIdentifier: instance.reuseIdentifier)
    guard let view = madeViews.view(key, number: instance.number), let button = Self.button(titled: title, in: view) else { return [] }
    return try send([.touchUpInside, .primaryActionTriggered], from: button, named: "\(_ObjCClassTable.name(of: type(of: button))) \"\(title)\"")
  }

  /// A pull to refresh on the collection or table view: its refresh control begins refreshing
  /// and sends the actions of a value change; `nil` without a refresh control.
  func pullToRefresh() throws -> [String]? {
    guard let control = listView.refreshControl else { return nil }
    return try runInScope {
      control.beginRefreshing()
      return try send(.valueChanged, from: control, named: _ObjCClassTable.name(of: type(of: control)))
    }
  }

  /// Sends a control's actions for `events` in the device's scope, and describes each:
  /// `-[App.HomeViewController buy:] sender=UIButton "Buy"`, `UIAction "Buy" sender=…`.
  private func send(_ events: UIControl.Event, from control: UIControl, named name: String) throws -> [String] {
    var sent: [String] = []
    let sender = "sender=\(name)"
    control.enumerateEventHandlers { action, targetAction, handlerEvents, _ in
      guard !handlerEvents.isDisjoint(with: events) else { return }
      if let action {
        sent.append("UIAction \"\(action.title)\" \(sender)")
      } else if let (target, selector) = targetAction {
        let receiver = (target is NSNull ? Self.responder(answering: selector, from: control) : target as AnyObject).map { _ObjCClassTable.name(of: type(of: $0)) }
        sent.append("-[\(receiver ?? "nil") \(selector.name)] \(sender)")
      }
    }
    try runInScope {
      control.sendActions(for: events)
      if let raised = recorder.takeFirst() { throw raised }
    }
    return sent
  }

  /// The first enabled, shown button titled `title` in a view's hierarchy, depth first.
  private static func button(titled title: String, in view: UIView) -> UIButton? {
    if let button = view as? UIButton, button.isEnabled, button.currentTitle == title { return button }
    for subview in view.subviews where !subview.isHidden {
      if let found = button(titled: title, in: subview) { return found }
    }
    return nil
  }

  /// The responder a `nil`-targeted action reaches: the first along the chain from the sender
  /// whose class answers it.
  private static func responder(answering selector: Selector, from sender: UIResponder) -> AnyObject? {
    var responder: UIResponder? = sender
    while let current = responder, !ObjCMessaging.responds(current, to: selector) { responder = current.next }
    return responder
  }
}
