import Foundation

/// The base of views, view controllers, scenes and the application, as in UIKit: the responder
/// chain (``next``) and first-responder state. Nothing receives events here; becoming first
/// responder is kept as state (a text field's keyboard is never shown).
@MainActor @preconcurrency
open class UIResponder: NSObject {
  /// The class's methods, outlets and key-value properties by name, for selectors and key-value
  /// coding (see ``_ObjCClassTable``); `collection-snapshot-linuxify` overrides it in an app's
  /// subclasses.
  nonisolated open class var _objcTable: _ObjCClassTable { UIKitObjCTables.responder(self) }

  /// `true` for a class that declares initializers of its own but not the one UIKit makes its
  /// objects with through the class (a view's `init(frame:)`, a table cell's
  /// `init(style:reuseIdentifier:)`, a header-footer view's `init(reuseIdentifier:)`, a view
  /// controller's `init(nibName:bundle:)`): a storyboard or xib class with only
  /// `init?(coder:)`. `collection-snapshot-linuxify` overrides it in such a class; making one
  /// through its class is then UIKit's "Use of unimplemented initializer" (see
  /// ``UIKitException``) instead of a trap.
  open class var _objcLacksUIKitInitializer: Bool { false }

  /// Told of a change of a key path the responder observes (`addObserver(_:forKeyPath:options:context:)`):
  /// override it, calling `super` for changes it did not ask for, which raise as `NSObject`'s do.
  open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
    ObjCKeyValueObserving.notHandled(self, keyPath: keyPath, object: object)
  }

  // MARK: Accessibility
  // UIKit declares these on NSObject (the UIAccessibility informal protocol), so views and view
  // controllers have them and override them; here they are the responders'. Kept, never read
  // by a snapshot.

  /// Whether assistive technologies see the object as one element.
  open var isAccessibilityElement = false
  /// The element's label for assistive technologies.
  open var accessibilityLabel: String?
  /// The element's hint.
  open var accessibilityHint: String?
  /// The element's value.
  open var accessibilityValue: String?
  /// The element's traits.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// An identifier for UI tests.
  open var accessibilityIdentifier: String?
  /// Whether the object's elements are announced as a group.
  open var shouldGroupAccessibilityChildren = false
  /// The accessibility elements, in order.
  open var accessibilityElements: [Any]?
  /// Custom actions for assistive technologies.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  /// Whether the element responds to user interaction.
  open var accessibilityRespondsToUserInteraction = true
  /// Whether the element hides its children from assistive technologies.
  open var accessibilityElementsHidden = false
  /// Whether the element is a modal view for assistive technologies.
  open var accessibilityViewIsModal = false

  private var isFirstResponderFlag = false

  /// A responder.
  public override init() {}

  /// The next responder: a view's superview (or its view controller), a view controller's
  /// parent view, a window's scene.
  open var next: UIResponder? { nil }

  /// Whether the responder can become first responder (false by default, as in UIKit).
  open var canBecomeFirstResponder: Bool { false }
  /// Whether the responder gives up first-responder status when asked.
  open var canResignFirstResponder: Bool { true }
  /// Whether the responder is first responder.
  open var isFirstResponder: Bool { isFirstResponderFlag }

  /// Becomes first responder when ``canBecomeFirstResponder`` allows it (kept as state; no
  /// keyboard is shown).
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    isFirstResponderFlag = true
    return true
  }

  /// Gives up first-responder status when ``canResignFirstResponder`` allows it.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    isFirstResponderFlag = false
    return true
  }

  /// Not called: no touch reaches a screen.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Not called.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Not called.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Not called.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Not called.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// Not called.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// The key commands (none by default).
  open var keyCommands: [UIKeyCommand]? { nil }

  /// A view shown above the keyboard (none).
  open var inputAccessoryView: UIView? { nil }
  /// A view shown in place of the keyboard (none).
  open var inputView: UIView? { nil }
}

extension UIResponder: _ObjCKeyValueObserver {}
