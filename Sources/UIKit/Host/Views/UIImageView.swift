import Foundation

/// An image view, as cell code configures it. Its image is kept, never drawn: a placeholder's
/// image slot stands for it.
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
}
