import Foundation

/// A gesture recognizer as code adds it to a view: its settings and targets are kept; no touch
/// reaches a screen, so it never recognizes (its state stays `.possible`).
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
  /// The class's methods, outlets and key-value properties by name, for selectors and key-value
  /// coding (see ``_ObjCClassTable``); `collection-snapshot-linuxify` overrides it in an app's
  /// subclasses.
  nonisolated open class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self)) }

  /// A recognizer's state.
  public enum State: Int, Sendable, Hashable {
    case possible, began, changed, ended, cancelled, failed
    /// The state of a recognized discrete gesture.
    public static let recognized = State.ended
  }

  /// The targets and actions added (kept; Linux has no selectors to send).
  public private(set) var targetActions: [(target: Any?, action: Selector?)] = []
  /// The view it is attached to.
  open internal(set) weak var view: UIView?
  weak var attachedView: UIView? {
    get { view }
    set { view = newValue }
  }
  /// The state (always `.possible`: no touches reach a screen).
  open var state: State = .possible
  /// Whether it recognizes.
  open var isEnabled = true
  /// Whether touches reaching the view are cancelled when it recognizes.
  open var cancelsTouchesInView = true
  /// Whether touch delivery waits for it to fail.
  open var delaysTouchesBegan = false
  /// Whether touch ends are delayed.
  open var delaysTouchesEnded = true
  /// The delegate.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// A name for debugging.
  open var name: String?
  /// The number of touches.
  open var numberOfTouches: Int { 0 }

  /// A recognizer sending `action` to `target` (kept).
  public init(target: Any?, action: Selector?) {
    super.init()
    targetActions.append((target, action))
  }

  /// A recognizer with no target.
  public convenience override init() { self.init(target: nil, action: nil) }

  /// Adds a target and action (kept).
  open func addTarget(_ target: Any, action: Selector) { targetActions.append((target, action)) }
  /// Removes a target and action.
  open func removeTarget(_ target: Any?, action: Selector?) {
    targetActions.removeAll { entry in
      (target == nil || (entry.target as AnyObject) === (target as AnyObject)) && (action == nil || entry.action == action)
    }
  }
  /// Accepted: the requirement is kept.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { failureRequirements.append(otherGestureRecognizer) }
  /// The recognizers this one waits for.
  public private(set) var failureRequirements: [UIGestureRecognizer] = []
  /// The touch's location in `view` (the origin: there is no touch).
  open func location(in view: UIView?) -> CGPoint { .zero }
}

/// A gesture recognizer's delegate.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may begin (true by default).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether two recognizers recognize together (false by default).
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// True.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// False.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}

/// A tap recognizer.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed.
  open var numberOfTapsRequired = 1
  /// Fingers needed.
  open var numberOfTouchesRequired = 1
}

/// A long-press recognizer.
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// The press's duration.
  open var minimumPressDuration: TimeInterval = 0.5
  /// Taps before the press.
  open var numberOfTapsRequired = 0
  /// Fingers needed.
  open var numberOfTouchesRequired = 1
  /// How far the finger may move.
  open var allowableMovement: CGFloat = 10
}

/// A pan recognizer.
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers.
  open var minimumNumberOfTouches = 1
  /// The most fingers.
  open var maximumNumberOfTouches = Int.max
  /// The translation in `view` (none: no touch).
  open func translation(in view: UIView?) -> CGPoint { .zero }
  /// Sets the translation (kept by UIKit; nothing here).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
  /// The velocity in `view` (none).
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A swipe recognizer.
@MainActor @preconcurrency
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Swipe directions.
  public struct Direction: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// Directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // UIKit's swipe directions.
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }
  /// The direction recognized.
  open var direction: Direction = .right
  /// Fingers needed.
  open var numberOfTouchesRequired = 1
}

/// A pinch recognizer.
@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale (1: none).
  open var scale: CGFloat = 1
  /// The velocity.
  open var velocity: CGFloat { 0 }
}
