import Foundation

/// A switch: on or off (kept; setting it sends no event, as in UIKit).
@MainActor @preconcurrency
open class UISwitch: UIControl {
  override var placeholderRole: UIKitPlaceholderRole { .toggle }
  /// Whether it is on.
  open var isOn = false
  /// The tint when on.
  open var onTintColor: UIColor? {
    didSet { appearancePropertySet(.onTintColor) }
  }
  /// The thumb's tint.
  open var thumbTintColor: UIColor? {
    didSet { appearancePropertySet(.thumbTintColor) }
  }
  /// The title (Mac Catalyst).
  open var title: String?
  /// Turns it on or off.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
  /// A switch's size in UIKit: 51 × 31.
  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
  /// A switch made in code hugs at 750 both ways (UIKit's default).
  override var defaultContentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) { (.defaultHigh, .defaultHigh) }
}
