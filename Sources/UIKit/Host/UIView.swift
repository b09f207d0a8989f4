import CollectionSnapshotLayout
import Foundation

/// A rectangle on screen. Only what collection-layout code reads is kept; nothing is drawn or
/// laid out by views here.
@MainActor @preconcurrency
open class UIView: NSObject, UITraitEnvironment {
  /// The frame in the superview.
  open var frame: CGRect
  /// The view's own rectangle.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set {
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }
  var boundsOrigin: CGPoint = .zero
  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The background colour (not drawn).
  open var backgroundColor: UIColor?
  /// Opacity.
  open var alpha: CGFloat = 1
  /// True when hidden.
  open var isHidden = false
  /// A tag.
  open var tag = 0
  /// Whether the view clips its content.
  open var clipsToBounds = false
  /// Whether autoresizing masks become constraints.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// The safe area: for the collection view of a screen, the part of the window's unsafe
  /// edges (the device's and the bars') it overlaps; for a view controller's root view, the
  /// window's.
  open var safeAreaInsets: UIEdgeInsets { hostSafeAreaInsets }
  var hostSafeAreaInsets: UIEdgeInsets = .zero
  /// The insets of the readable content guide (the margins, narrowed to the readable width);
  /// `nil`: the layout margins.
  var hostReadableContentInsets: NSDirectionalEdgeInsets?
  /// The layout margins.
  open var layoutMargins: UIEdgeInsets {
    get { UIEdgeInsets(top: directionalLayoutMargins.top, left: directionalLayoutMargins.leading, bottom: directionalLayoutMargins.bottom, right: directionalLayoutMargins.trailing) }
    set { directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right) }
  }
  /// The layout margins, by leading and trailing edge.
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// The bounds less the safe area.
  open var safeAreaLayoutGuide: UILayoutGuide {
    let s = safeAreaInsets
    return UILayoutGuide(owningView: self, insets: NSDirectionalEdgeInsets(top: s.top, leading: s.left, bottom: s.bottom, trailing: s.right))
  }
  /// The bounds less the layout margins.
  open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self, insets: directionalLayoutMargins) }
  /// The bounds less the readable content insets: the margins, centred within the readable
  /// width on a wide view.
  open var readableContentGuide: UILayoutGuide { UILayoutGuide(owningView: self, insets: hostReadableContentInsets ?? directionalLayoutMargins) }
  /// Subviews.
  open private(set) var subviews: [UIView] = []
  /// The superview.
  open private(set) weak var superview: UIView?

  /// A view with a frame.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// A view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Views are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }

  /// The traits of the device under test.
  open var traitCollection: UITraitCollection { UIKitHost.current.traitCollection }

  /// The reading direction of the device under test.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// Adds a subview.
  open func addSubview(_ view: UIView) {
    view.superview = self
    subviews.append(view)
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Accepted.
  open func setNeedsLayout() {}
  /// Accepted.
  open func layoutIfNeeded() {}
  /// Accepted.
  open func layoutSubviews() {}
}

/// How a scroll view's content inset follows the safe area.
extension UIScrollView {
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
    case automatic, scrollableAxes, never, always
  }
}

/// A view that scrolls its content.
@MainActor @preconcurrency
open class UIScrollView: UIView {
  /// Where the content is scrolled to.
  open var contentOffset: CGPoint = .zero
  /// The content's size.
  open var contentSize: CGSize = .zero
  /// Extra space around the content.
  open var contentInset: UIEdgeInsets = .zero
  /// The content inset plus the part of the safe area `contentInsetAdjustmentBehavior` adds:
  /// `.always` every edge, `.never` none, `.scrollableAxes` the edges of the axes that scroll
  /// (``scrollableAxes``), `.automatic` as `.scrollableAxes`, and the top and bottom always in a
  /// view controller shown by a navigation or tab bar controller.
  open var adjustedContentInset: UIEdgeInsets {
    let axes = scrollableAxes
    let adjustment = CaseNames.engine(contentInsetAdjustmentBehavior).adjustment(
      safeArea: EdgeInsets(safeAreaInsets), scrollsVertically: axes.vertical, scrollsHorizontally: axes.horizontal,
      inBarController: hostInBarController)
    return UIEdgeInsets(
      top: contentInset.top + adjustment.top, left: contentInset.left + adjustment.left, bottom: contentInset.bottom + adjustment.bottom,
      right: contentInset.right + adjustment.right)
  }
  /// True for the collection view of a host with a navigation bar, tab bar or toolbar.
  var hostInBarController = false

  /// The axes that scroll: those along which the content is larger than the bounds or the view
  /// always bounces.
  var scrollableAxes: (vertical: Bool, horizontal: Bool) {
    (alwaysBounceVertical || contentSize.height > bounds.height, alwaysBounceHorizontal || contentSize.width > bounds.width)
  }
  /// How the content inset follows the safe area.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// Whether the view bounces vertically even when the content is short.
  open var alwaysBounceVertical = false
  /// Whether the view bounces horizontally even when the content is narrow.
  open var alwaysBounceHorizontal = false
  /// Whether the view pages by its bounds.
  open var isPagingEnabled = false
  /// Whether the view scrolls.
  open var isScrollEnabled = true
  /// Whether the vertical indicator shows.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows.
  open var showsHorizontalScrollIndicator = true
  /// Whether the view bounces.
  open var bounces = true

  /// Scrolls to an offset (taken at once).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
}

/// A scroll view's delegate.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {}

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
    let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let left = rtl ? insets.trailing : insets.leading
    let right = rtl ? insets.leading : insets.trailing
    return CGRect(
      x: b.minX + left, y: b.minY + insets.top, width: max(0, b.width - left - right), height: max(0, b.height - insets.top - insets.bottom))
  }
}
