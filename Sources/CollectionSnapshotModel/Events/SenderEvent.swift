/// What a sender inside a cell, header or footer reports, as SendingState's `SenderEvent` names
/// it: a control event of a `UIControl`, or a gesture recognized on a view.
public enum SenderEvent: Sendable, Hashable, CustomStringConvertible {
  /// A `UIControl.Event`.
  case control(ControlEvent)
  /// A gesture recognizer of this kind.
  case gesture(GestureKind)

  public var description: String {
    switch self {
    case .control(let event): return event.rawValue
    case .gesture(let kind): return kind.rawValue
    }
  }
}

/// The `UIControl.Event`s a sender may report.
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
  /// The events by their `UIControl.Event` names.
  case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
  case touchUpInside, touchUpOutside, touchCancel
  case valueChanged, primaryActionTriggered
  case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit
}

/// The gesture recognizers SendingState installs on a sender.
public enum GestureKind: String, Sendable, Hashable, CaseIterable {
  /// The recognizers, by UIKit's class names without `UI…GestureRecognizer`.
  case tap, longPress, swipe, pan, pinch, rotation, screenEdge, hover

  /// The recognizer states a gesture of this kind goes through when a user performs it:
  /// discrete gestures (tap, swipe) are recognized once (`ended`); continuous ones begin,
  /// change and end.
  public var performedStates: [GestureState] {
    switch self {
    case .tap, .swipe: return [.ended]
    case .longPress, .pan, .pinch, .rotation, .screenEdge, .hover: return [.began, .changed, .ended]
    }
  }

  /// The states a mapping responds to unless told otherwise (SendingState's
  /// `SenderEventMappingContext` defaults): `recognized` (= `ended`) for tap, swipe and screen
  /// edge, began and ended for a long press, changed and ended for pan, pinch and rotation,
  /// changed for hover.
  public var defaultStates: Set<GestureState> {
    switch self {
    case .tap, .swipe, .screenEdge: return [.ended]
    case .longPress: return [.began, .ended]
    case .pan, .pinch, .rotation: return [.changed, .ended]
    case .hover: return [.changed]
    }
  }
}

/// A gesture recognizer's state (`UIGestureRecognizer.State`; `recognized` is `ended`).
public enum GestureState: String, Sendable, Hashable, CaseIterable {
  /// The states a recognizer reports, by their `UIGestureRecognizer.State` names.
  case began, changed, ended
}
