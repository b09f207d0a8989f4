import Foundation

/// A stepper: its value, range and step (kept).
@MainActor @preconcurrency
open class UIStepper: UIControl {
  /// The value.
  open var value: Double = 0
  /// The smallest value.
  open var minimumValue: Double = 0
  /// The largest value.
  open var maximumValue: Double = 100
  /// The step.
  open var stepValue: Double = 1
  /// Whether it wraps around.
  open var wraps = false
  /// Whether holding repeats.
  open var autorepeat = true
  /// Whether it sends events while held.
  open var isContinuous = true
  /// UIKit's stepper: 94 × 32.
  open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
  /// A stepper made in code hugs at 750 both ways (UIKit's default).
  override var defaultContentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) { (.defaultHigh, .defaultHigh) }
}
