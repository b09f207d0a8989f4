import Foundation

/// A spinner: its style, colour and whether it animates (kept; nothing spins).
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
  override var placeholderRole: UIKitPlaceholderRole { .spinner }
  /// A spinner's size.
  public enum Style: Int, Sendable, Hashable {
    case medium = 100, large = 101
    case whiteLarge = 0, white = 1, gray = 2
  }

  /// The style.
  open var style: Style
  /// The colour.
  open var color: UIColor!
  /// Whether it hides when stopped.
  open var hidesWhenStopped = true
  /// Whether it animates.
  open private(set) var isAnimating = false

  /// A spinner of a style (hidden until it animates).
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = hidesWhenStopped
  }

  /// A medium spinner.
  public override init(frame: CGRect) {
    self.style = .medium
    super.init(frame: frame)
    isHidden = hidesWhenStopped
  }

  /// A spinner decoded from an Interface Builder file.
  public required init?(coder: NSCoder) {
    self.style = .medium
    super.init(coder: coder)
  }

  /// Starts animating (and shows).
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }
  /// Stops animating (and hides, when ``hidesWhenStopped``).
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
  /// UIKit's sizes: 20 (medium) and 37 (large).
  /// An activity indicator made in code hugs at 750 both ways (UIKit's default).
  override var defaultContentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) { (.defaultHigh, .defaultHigh) }
  open override var intrinsicContentSize: CGSize {
    let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
    return CGSize(width: side, height: side)
  }
}
