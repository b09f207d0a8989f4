import Foundation

/// What a control sends for events: an action, or a selector to a target (held weakly).
struct UIKitControlHandler {
  var action: UIAction?
  weak var target: AnyObject?
  var selector: Selector?
  var events: UIControl.Event

  init(action: UIAction, events: UIControl.Event) {
    self.action = action
    self.events = events
  }

  init(target: AnyObject?, selector: Selector, events: UIControl.Event) {
    self.target = target
    self.selector = selector
    self.events = events
  }
}
