import Foundation

/// A rectangle of a view that constraints can use: the safe area, the layout margins, the
/// readable content — which follow their view's bounds and insets — or one the app adds and
/// places with constraints, which Auto Layout solves.
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
  /// What a guide follows.
  enum Role {
    /// Placed by the app's constraints.
    case app
    /// The view's bounds less its layout margins.
    case layoutMargins
    /// The view's bounds less its safe area insets.
    case safeArea
    /// The view's margins narrowed to the readable width.
    case readableContent
  }

  /// The view the guide belongs to.
  open weak var owningView: UIView?
  /// What the guide follows.
  let role: Role
  /// The frame Auto Layout last gave the guide, in its view's coordinates, once it has.
  var solvedFrame: CGRect? = nil

  /// One of a view's own guides.
  init(owningView view: UIView, role: Role, identifier: String) {
    self.owningView = view
    self.role = role
    self.identifier = identifier
  }

  /// A guide for the app to add to a view and place with constraints.
  public override init() {
    self.role = .app
  }

  /// The guide's rectangle in its view's coordinates: the frame Auto Layout gave it when its
  /// view was last laid out (margins as they follow the superview and the safe area); before
  /// that, for the view's own guides, its bounds less the insets (leading and trailing in the
  /// view's reading direction), and for an app's guide, empty.
  open var layoutFrame: CGRect {
    if let solvedFrame { return solvedFrame }
    guard let view = owningView else { return .zero }
    let e: UIEdgeInsets
    switch role {
    case .app: return .zero
    case .layoutMargins: e = view.layoutMargins
    case .safeArea: e = view.safeAreaInsets
    case .readableContent: e = view.physical(view.hostReadableContentInsets ?? view.directionalLayoutMargins)
    }
    let b = view.bounds
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
