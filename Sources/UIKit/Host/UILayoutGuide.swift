import Foundation

/// A rectangle of a view that layout code reads: the safe area, the margins, the readable
/// content (constraints to it are not solved here).
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
  /// The view the guide belongs to.
  open private(set) weak var owningView: UIView?
  private let insets: NSDirectionalEdgeInsets

  /// A guide of `view`: its bounds less `insets` (leading and trailing follow the view's
  /// reading direction).
  init(owningView view: UIView, insets: NSDirectionalEdgeInsets) {
    self.owningView = view
    self.insets = insets
  }

  /// A guide not yet added to a view: an empty rectangle.
  public override init() {
    self.insets = .zero
  }

  /// The guide's rectangle in its view's coordinates.
  open var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let b = view.bounds
    let e = view.physical(insets)
    return CGRect(
      x: b.minX + e.left, y: b.minY + e.top, width: max(0, b.width - e.left - e.right), height: max(0, b.height - e.top - e.bottom))
  }

  /// A name for debugging.
  open var identifier = ""

  /// The leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// The trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The horizontal centre.
  open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The top edge.
  open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The vertical centre.
  open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// The width.
  open var widthAnchor: NSLayoutDimension { dimension(.width) }
  /// The height.
  open var heightAnchor: NSLayoutDimension { dimension(.height) }
}

extension UILayoutGuide: LayoutAnchoring {}
