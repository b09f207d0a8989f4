import Foundation

/// A rectangle on screen. Only what collection-layout code reads is kept; nothing is drawn or
/// laid out by views here.
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
  /// The safe area: the device's, for the full-screen views a screen is made of.
  open var safeAreaInsets: UIEdgeInsets { hostSafeAreaInsets }
  var hostSafeAreaInsets: UIEdgeInsets = .zero
  /// The layout margins.
  open var layoutMargins: UIEdgeInsets {
    get { UIEdgeInsets(top: directionalLayoutMargins.top, left: directionalLayoutMargins.leading, bottom: directionalLayoutMargins.bottom, right: directionalLayoutMargins.trailing) }
    set { directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right) }
  }
  /// The layout margins, by leading and trailing edge.
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
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
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
    case automatic, scrollableAxes, never, always
  }
}

/// A view that scrolls its content.
open class UIScrollView: UIView {
  /// Where the content is scrolled to.
  open var contentOffset: CGPoint = .zero
  /// The content's size.
  open var contentSize: CGSize = .zero
  /// Extra space around the content.
  open var contentInset: UIEdgeInsets = .zero
  /// The content inset plus the safe-area adjustment.
  open var adjustedContentInset: UIEdgeInsets { hostAdjustedContentInset }
  var hostAdjustedContentInset: UIEdgeInsets = .zero
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
public protocol UIScrollViewDelegate: AnyObject {}
