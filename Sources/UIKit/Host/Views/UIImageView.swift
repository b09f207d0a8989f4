import Foundation

/// An image view, as cell code configures it. Its image is kept, never drawn: a placeholder's
/// image slot stands for it. Its intrinsic size is its image's size where that is known (an
/// asset's from the app's catalog or an Interface Builder file's resources).
@MainActor @preconcurrency
open class UIImageView: UIView {
  /// The class's methods and key-value properties (see ``_ObjCClassTable``).
  nonisolated open override class var _objcTable: _ObjCClassTable { UIKitObjCTables.imageView(self, super._objcTable) }

  override var placeholderRole: UIKitPlaceholderRole { .imageView }
  /// The image.
  @exclusivity(unchecked) open var image: UIImage?
  /// The image when highlighted.
  open var highlightedImage: UIImage?
  /// Whether the view is highlighted.
  open var isHighlighted = false
  /// The symbol configuration of a symbol image.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
  /// The images of an animation, in order (kept; a screen shows ``image``).
  open var animationImages: [UIImage]?
  /// The images of the animation while highlighted (kept).
  open var highlightedAnimationImages: [UIImage]?
  /// One cycle's duration in seconds (0, UIKit's default: 1/30 s per image).
  open var animationDuration: TimeInterval = 0
  /// How many cycles run (0, UIKit's default: forever).
  open var animationRepeatCount = 0
  /// Whether the animation runs: true from ``startAnimating()`` (with animation images) until
  /// ``stopAnimating()``. Nothing advances it: a screen is a still, and shows ``image``.
  open private(set) var isAnimating = false

  /// Starts the animation of ``animationImages`` (or ``highlightedAnimationImages`` while
  /// highlighted); without images there is nothing to animate and it stays stopped, as in UIKit.
  open func startAnimating() {
    let images = isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages
    isAnimating = !(images ?? []).isEmpty
  }

  /// Stops the animation.
  open func stopAnimating() { isAnimating = false }

  /// A view showing `image`.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// A view showing `image`, or `highlightedImage` when highlighted.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: .zero)
  }

  /// An empty image view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// An image view decoded from an Interface Builder file.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The image shown: the highlighted image while highlighted (when there is one).
  var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

  /// The shown image's size (Apple's Auto Layout Guide: an image view's intrinsic content size
  /// is its image's size): an asset's from the app's catalog or an Interface Builder file's
  /// resources; no intrinsic size without an image or when its size is not known (a symbol's).
  open override var intrinsicContentSize: CGSize {
    shownImage?.knownPointSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}
