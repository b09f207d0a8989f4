import CollectionSnapshotLayout
import Foundation

/// How a scroll view's content inset follows the safe area.
extension UIScrollView {
  /// How a scroll view adds its safe area to its content inset (see ``adjustedContentInset``).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
    /// As `.scrollableAxes`, and the top and bottom always in a navigation or tab bar controller.
    case automatic
    /// The edges of the axes that scroll.
    case scrollableAxes
    /// No adjustment: the content starts under the bars.
    case never
    /// Every edge of the safe area.
    case always
  }
}

extension UIScrollView {
  /// How dragging dismisses the keyboard.
  public enum KeyboardDismissMode: Int, Sendable, Hashable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }

  /// How fast scrolling slows down.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: CGFloat
    /// A rate by value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    // UIKit's two deceleration rates.
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}

/// A view that scrolls its content.
@MainActor @preconcurrency
open class UIScrollView: UIView {
  /// Where the content is scrolled to: the origin of the bounds, as in UIKit. A change tells
  /// the delegate (`scrollViewDidScroll(_:)`), whoever makes it — the app, a layout pass, the
  /// headless runtime's scrolling — as UIKit's does.
  open var contentOffset: CGPoint {
    get { boundsOrigin }
    set {
      let old = boundsOrigin
      boundsOrigin = newValue
      if old != newValue {
        if ObjCKeyValueObserving.isActive { ObjCKeyValueObserving.didChange(self, "contentOffset") }
        scrollViewDelegate?.scrollViewDidScroll(self)
      }
    }
  }

  /// The bounds; moving their origin scrolls, as `contentOffset` does.
  open override var bounds: CGRect {
    didSet {
      if oldValue.origin != bounds.origin { scrollViewDelegate?.scrollViewDidScroll(self) }
    }
  }

  /// The delegate as a scroll view's: a plain scroll view's own (``delegate``), a collection,
  /// table or text view's delegate of its own type.
  var scrollViewDelegate: (any UIScrollViewDelegate)? {
    get { plainDelegate }
    set { plainDelegate = newValue }
  }
  private weak var plainDelegate: (any UIScrollViewDelegate)?
  /// The content's size.
  open var contentSize: CGSize = .zero {
    didSet { if ObjCKeyValueObserving.isActive, contentSize != oldValue { ObjCKeyValueObserving.didChange(self, "contentSize") } }
  }
  /// Extra space around the content.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { if ObjCKeyValueObserving.isActive, contentInset != oldValue { ObjCKeyValueObserving.didChange(self, "contentInset") } }
  }
  /// The content inset plus the part of the safe area `contentInsetAdjustmentBehavior` adds:
  /// `.always` every edge, `.never` none, `.scrollableAxes` the edges of the axes that scroll
  /// (``scrollableAxes``), `.automatic` as `.scrollableAxes`, and the top and bottom always in a
  /// view controller shown by a navigation or tab bar controller.
  open var adjustedContentInset: UIEdgeInsets {
    let axes = scrollableAxes
    return UIEdgeInsets(
      CaseNames.engine(contentInsetAdjustmentBehavior).adjustedContentInset(
        contentInset: EdgeInsets(contentInset), safeArea: EdgeInsets(safeAreaInsets), scrollsVertically: axes.vertical,
        scrollsHorizontally: axes.horizontal, inBarController: hostInBarController))
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
  /// How dragging dismisses the keyboard.
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// Insets of both scroll indicators.
  open var scrollIndicatorInsets: UIEdgeInsets = .zero
  /// Insets of the vertical scroll indicator.
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Insets of the horizontal scroll indicator.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Whether a tap on the status bar scrolls to the top.
  open var scrollsToTop = true
  /// Whether scrolling locks to one axis.
  open var isDirectionalLockEnabled = false
  /// How fast scrolling slows down (the headless collection view models deceleration).
  open var decelerationRate: DecelerationRate = .normal
  /// The pull-to-refresh control (kept).
  open var refreshControl: UIRefreshControl?
  /// The recognizer of the scroll view's pans (UIKit's own: apps add requirements to it or read
  /// its velocity; no touch reaches it here).
  public private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
  /// The recognizer of pinches, once zooming is possible (a maximum zoom scale above the
  /// minimum), as in UIKit.
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
    maximumZoomScale > minimumZoomScale ? zoomPinch : nil
  }
  private lazy var zoomPinch = UIPinchGestureRecognizer(target: nil, action: nil)
  /// Whether the user is touching the content: false, a screen is asked at rest; the headless
  /// collection view's drags are not told to its views.
  open var isTracking: Bool { false }
  /// Whether the user is dragging the content: false (see ``isTracking``).
  open var isDragging: Bool { false }
  /// Whether the content is slowing down after a drag: false (see ``isTracking``).
  open var isDecelerating: Bool { false }
  /// Whether the content is zooming (never).
  open var isZooming: Bool { false }
  /// Whether the content is bouncing past a zoom limit (never).
  open var isZoomBouncing: Bool { false }
  /// The smallest zoom scale.
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale.
  open var maximumZoomScale: CGFloat = 1
  /// The zoom scale: set, it is kept between the limits and the delegate told
  /// (`scrollViewDidZoom(_:)`), as UIKit does.
  open var zoomScale: CGFloat {
    get { storedZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }
  private var storedZoomScale: CGFloat = 1
  /// Whether zooming bounces past the limits.
  open var bouncesZoom = true
  /// Whether touches wait to see whether they scroll.
  open var delaysContentTouches = true
  /// Whether touches in subviews may cancel.
  open var canCancelContentTouches = true

  /// Sets the zoom scale (kept between the limits).
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
    guard clamped != storedZoomScale else { return }
    storedZoomScale = clamped
    scrollViewDelegate?.scrollViewDidZoom(self)
  }

  /// Zooms so that `rect` (in the zooming view's coordinates) fills the bounds, as far as the
  /// limits allow.
  open func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0, rect.height > 0 else { return }
    setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
  }

  /// Scrolls to an offset (taken at once).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Scrolls the least that shows `rect` (content coordinates) inside the bounds less the
  /// adjusted content inset, as UIKit documents it: nothing when it is already visible; on each
  /// axis, its far edge brought to the visible area's far edge, or its near edge to the near
  /// edge when it is larger than the area or before it; the offset kept between the content's
  /// inset ends.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let inset = adjustedContentInset
    func scrolled(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, near: CGFloat, far: CGFloat, content: CGFloat, extent: CGFloat) -> CGFloat {
      let visible = extent - near - far
      var start = offset + near
      if high > start + visible { start = high - visible }
      if low < start { start = low }
      let least = -near
      return min(max(start - near, least), max(least, content + far - extent))
    }
    contentOffset = CGPoint(
      x: scrolled(contentOffset.x, rect.minX, rect.maxX, near: inset.left, far: inset.right, content: contentSize.width, extent: bounds.width),
      y: scrolled(contentOffset.y, rect.minY, rect.maxY, near: inset.top, far: inset.bottom, content: contentSize.height, extent: bounds.height))
  }

  /// Shows the scroll indicators for a moment: nothing in a picture of a screen at rest.
  open func flashScrollIndicators() {}
}

/// What gives a plain `UIScrollView` its `delegate`: a collection, table or text view declares
/// its own, of its own delegate type, which a Swift subclass cannot do over a superclass's
/// property; their own wins wherever their type is known, and a scroll view seen as
/// `UIScrollView` answers with its delegate as a scroll view's.
@MainActor @preconcurrency
public protocol _UIScrollViewDelegating: AnyObject {}

extension UIScrollView: _UIScrollViewDelegating {}

extension _UIScrollViewDelegating where Self: UIScrollView {
  /// The delegate told of scrolling and zooming.
  public var delegate: (any UIScrollViewDelegate)? {
    get { scrollViewDelegate }
    set { scrollViewDelegate = newValue }
  }
}
