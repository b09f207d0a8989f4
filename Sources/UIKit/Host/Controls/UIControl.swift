import Foundation

/// A control: its state, its actions by event and its menu. Actions added with
/// `addAction(_:for:)` run when the app's code sends their event (`sendActions(for:)`), as
/// UIKit runs them, and so are the target–action pairs (see ``addTarget(_:action:for:)``); no
/// touch reaches a screen, except a headless collection view's tap on a cell's button.
@MainActor @preconcurrency
open class UIControl: UIView {
  /// A control's state.
  public struct State: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// A state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // UIKit's control states.
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// The events a control sends.
  public struct Event: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// Events from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // UIKit's control events.
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How content aligns horizontally.
  public enum ContentHorizontalAlignment: Int, Sendable, Hashable {
    case center, left, right, fill, leading, trailing
  }

  /// How content aligns vertically.
  public enum ContentVerticalAlignment: Int, Sendable, Hashable {
    case center, top, bottom, fill
  }

  /// Whether the control is enabled.
  open var isEnabled = true {
    didSet { if ObjCKeyValueObserving.isActive, isEnabled != oldValue { ObjCKeyValueObserving.didChange(self, "enabled") } }
  }
  /// Whether the control is selected.
  open var isSelected = false {
    didSet { if ObjCKeyValueObserving.isActive, isSelected != oldValue { ObjCKeyValueObserving.didChange(self, "selected") } }
  }
  /// Whether the control is highlighted.
  open var isHighlighted = false {
    didSet { if ObjCKeyValueObserving.isActive, isHighlighted != oldValue { ObjCKeyValueObserving.didChange(self, "highlighted") } }
  }
  /// The state from the flags.
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }
  /// How content aligns horizontally.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  /// How content aligns vertically.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center
  /// The horizontal alignment in the reading direction.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    switch contentHorizontalAlignment {
    case .leading: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    case .trailing: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }
  /// Whether the control is tracking a touch (never).
  open var isTracking: Bool { false }
  /// Whether a touch is inside (never).
  open var isTouchInside: Bool { false }
  /// Whether the menu opens on tap.
  open var showsMenuAsPrimaryAction = false
  /// Whether a long press opens the menu: the control is its context menu interaction's
  /// delegate once enabled, as in UIKit.
  open var isContextMenuInteractionEnabled = false {
    didSet {
      if isContextMenuInteractionEnabled, contextMenuInteraction == nil { contextMenuInteraction = UIContextMenuInteraction(delegate: self) }
    }
  }
  /// The interaction that shows the control's context menu, once it has one.
  open private(set) var contextMenuInteraction: UIContextMenuInteraction?
  /// The tooltip.
  open var toolTip: String?

  /// The actions and target–action pairs added, in the order they were added (the order
  /// UIKit sends them in).
  private var handlers: [UIKitControlHandler] = []
  private var actions: [(action: UIAction, events: Event)] {
    handlers.compactMap { handler in handler.action.map { ($0, handler.events) } }
  }
  /// The target–action pairs added (targets are held weakly, as UIKit holds them).
  public var targetActions: [(target: AnyObject?, action: Selector, events: Event)] {
    handlers.compactMap { handler in handler.selector.map { (handler.target, $0, handler.events) } }
  }

  // MARK: Context menu (the control is its interaction's delegate; subclasses override these)

  /// The control's context menu: a button's menu, else none.
  open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
    guard let menu = (self as? UIButton)?.menu else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
  }
  /// The control's own preview.
  open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  { nil }
  /// The control's own preview.
  open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  { nil }
  /// Called when the menu shows.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Called when the menu goes.
  open func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Where the menu attaches: the control's centre.
  open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }

  /// A control with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A control with a frame and a primary action.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A control decoded from an Interface Builder file.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Adds an action for events; it runs when they are sent.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    handlers.append(UIKitControlHandler(action: action, events: controlEvents))
  }

  /// Removes an action for events.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    handlers.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Removes the action with an identifier for events.
  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
    handlers.removeAll { $0.action?.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Calls `body` with each action or target–action pair and the events it was added for.
  open func enumerateEventHandlers(_ body: (UIAction?, (target: Any, action: Selector)?, Event, inout Bool) -> Void) {
    var stop = false
    for handler in handlers {
      body(handler.action, handler.selector.map { ((handler.target ?? NSNull()) as Any, $0) }, handler.events, &stop)
      if stop { return }
    }
  }

  /// Adds a target and action for events: the control sends the action to the target (along
  /// the responder chain from the control when `target` is `nil`) when they occur, with the
  /// control as sender and the event (the method takes none, one or both). An app class's
  /// methods are found by selector when `collection-snapshot-linuxify` wrote its target.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target as AnyObject?
    if handlers.contains(where: { $0.selector == action && $0.target === object && $0.events == controlEvents }) { return }
    handlers.append(UIKitControlHandler(target: object, selector: action, events: controlEvents))
  }

  /// Removes target–action pairs (all targets when `target` is `nil`, all actions when
  /// `action` is `nil`).
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target as AnyObject?
    handlers.removeAll { handler in
      guard let selector = handler.selector else { return false }
      return (object == nil || handler.target === object) && (action == nil || selector == action) && !handler.events.isDisjoint(with: controlEvents)
    }
  }

  /// The targets of the target–action pairs.
  open var allTargets: Set<AnyHashable> {
    Set(handlers.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
  }

  /// The events that have actions or targets.
  open var allControlEvents: Event {
    handlers.reduce([]) { $0.union($1.events) }
  }

  /// The selectors sent to `target` for `controlEvent`.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target as AnyObject?
    let names = handlers.filter { $0.selector != nil && $0.target === object && !$0.events.isDisjoint(with: controlEvent) }.compactMap { $0.selector?.name }
    return names.isEmpty ? nil : names
  }

  /// Sends the actions and target–action pairs added for `controlEvents`, in the order they
  /// were added, with this control as their sender.
  open func sendActions(for controlEvents: Event) {
    for handler in handlers where !handler.events.isDisjoint(with: controlEvents) {
      if let action = handler.action {
        sendAction(action)
      } else if let selector = handler.selector {
        sendAction(selector, to: handler.target, for: nil)
      }
    }
  }

  /// Runs `action` with this control as its sender.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// Sends `action` to `target` (along the responder chain from the control when `nil`), as
  /// `UIApplication.sendAction(_:to:from:for:)` does.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    ObjCMessaging.sendAction(action, to: target as AnyObject?, from: self, event: event)
  }

  /// The actions added, with their events.
  var addedActions: [(action: UIAction, events: Event)] { actions }
}

extension UIControl: UIContextMenuInteractionDelegate {}
