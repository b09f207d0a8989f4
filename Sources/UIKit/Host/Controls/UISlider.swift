import Foundation

/// A slider: its value and range (kept; setting the value sends no event), and the thumb and
/// track images set per state (kept, not drawn).
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
  private var thumbImages = UIKitStateImages()
  private var minimumTrackImages = UIKitStateImages()
  private var maximumTrackImages = UIKitStateImages()

  /// Sets the value, clamped to the range.
  open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }

  /// Sets the thumb's image for a state.
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[.init(state: state.rawValue)] = image }
  /// The thumb's image for a state (the normal state's when that state has none).
  open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages.image(for: state) }
  /// Sets the minimum track's image for a state.
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { minimumTrackImages[.init(state: state.rawValue)] = image }
  /// The minimum track's image for a state (the normal state's when that state has none).
  open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages.image(for: state) }
  /// Sets the maximum track's image for a state.
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { maximumTrackImages[.init(state: state.rawValue)] = image }
  /// The maximum track's image for a state (the normal state's when that state has none).
  open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages.image(for: state) }

  /// The thumb's image in the control's current state.
  open var currentThumbImage: UIImage? { thumbImage(for: state) }
  /// The minimum track's image in the control's current state.
  open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
  /// The maximum track's image in the control's current state.
  open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }
}
