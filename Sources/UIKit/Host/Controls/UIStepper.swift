import Foundation

/// A stepper: its value, range and step (kept), and the background, divider and button images
/// set per state (kept, not drawn).
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
  private var images = UIKitStateImages()
  // Which of the stepper's images a key names.
  private static let background: UInt = 0, divider: UInt = 1, increment: UInt = 2, decrement: UInt = 3

  /// Sets the background image for a state.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { images[.init(state: state.rawValue, position: Self.background)] = image }
  /// The background image set for a state.
  open func backgroundImage(for state: UIControl.State) -> UIImage? { images[.init(state: state.rawValue, position: Self.background)] }
  /// Sets the divider image between the buttons in the given left and right states.
  open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState state: UIControl.State) {
    images[.init(state: leftState.rawValue, otherState: state.rawValue, position: Self.divider)] = image
  }
  /// The divider image set for the given left and right states.
  open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? {
    images[.init(state: state.rawValue, otherState: state2.rawValue, position: Self.divider)]
  }
  /// Sets the increment button's image for a state.
  open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { images[.init(state: state.rawValue, position: Self.increment)] = image }
  /// The increment button's image set for a state.
  open func incrementImage(for state: UIControl.State) -> UIImage? { images[.init(state: state.rawValue, position: Self.increment)] }
  /// Sets the decrement button's image for a state.
  open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { images[.init(state: state.rawValue, position: Self.decrement)] = image }
  /// The decrement button's image set for a state.
  open func decrementImage(for state: UIControl.State) -> UIImage? { images[.init(state: state.rawValue, position: Self.decrement)] }
}
