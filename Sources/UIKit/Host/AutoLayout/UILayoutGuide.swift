import Foundation

/// A rectangle of a view that layout code reads: the safe area, the margins, the readable
/// content (constraints to it are not solved here).
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
  /// The view the guide belongs to.
  open weak var owningView: UIView?
  private let insets: NSDirectionalEdgeInsets
  /// Whether the frame follows from the view's bounds and insets (the safe area, margins and
  /// readable guides); a guide the app adds is placed by constraints, which are not solved.
  private let followsInsets: Bool

  /// A guide of `view`: its bounds less `insets` (leading and trailing follow the view's
  /// reading direction).
  init(owningView view: UIView, insets: NSDirectionalEdgeInsets) {
    self.owningView = view
    self.insets = insets
    self.followsInsets = true
  }

  /// A guide for the app to add to a view and place with constraints: its frame is empty
  /// (constraints are not solved here).
  public override init() {
    self.insets = .zero
    self.followsInsets = false
  }

  /// The guide's rectangle in its view's coordinates.
  open var layoutFrame: CGRect {
    guard let view = owningView, followsInsets else { return .zero }
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
