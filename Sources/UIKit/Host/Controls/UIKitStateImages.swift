import Foundation

/// The images a control or bar keeps for the states (and bar metrics or positions) UIKit's
/// image setters name: kept as set, read back by the same key, never drawn.
struct UIKitStateImages {
  /// What an image is set for: one or two control states (a divider's left and right), and a
  /// bar metrics or bar position raw value where the setter takes one.
  struct Key: Hashable {
    var state: UInt
    var otherState: UInt = 0
    var barMetrics: Int = 0
    var position: UInt = 0
  }

  private var images: [Key: UIImage] = [:]

  /// The image set for `key`, if any.
  subscript(key: Key) -> UIImage? {
    get { images[key] }
    set { images[key] = newValue }
  }

  /// The image for `state`, or the normal state's when none is set for it (UIKit's fallback
  /// for a state without its own image).
  func image(for state: UIControl.State) -> UIImage? {
    images[Key(state: state.rawValue)] ?? images[Key(state: UIControl.State.normal.rawValue)]
  }
}
