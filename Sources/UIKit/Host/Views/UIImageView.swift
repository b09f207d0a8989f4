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
