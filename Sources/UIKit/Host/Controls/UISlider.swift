import Foundation

/// A slider: its value and range (kept; setting the value sends no event).
@MainActor @preconcurrency
open class UISlider: UIControl {
  /// The value.
  open var value: Float = 0
  /// The smallest value.
  open var minimumValue: Float = 0
  /// The largest value.
  open var maximumValue: Float = 1
  /// Whether it sends events while moving.
  open var isContinuous = true
  /// The minimum track's tint.
  open var minimumTrackTintColor: UIColor?
  /// The maximum track's tint.
  open var maximumTrackTintColor: UIColor?
  /// The thumb's tint.
  open var thumbTintColor: UIColor?
  /// The image at the minimum end.
  open var minimumValueImage: UIImage?
  /// The image at the maximum end.
  open var maximumValueImage: UIImage?
  /// Sets the value, clamped to the range.
  open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }
}
