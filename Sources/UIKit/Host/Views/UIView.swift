import CollectionSnapshotLayout
import Foundation

/// A rectangle on screen. What the app's code sets is kept as state; nothing is drawn or laid
/// out by views here.
///
/// The stored properties a headless collection view reads for every view that appears (and
/// those of cells, labels and image views it reads) are `@exclusivity(unchecked)`: each is a
/// plain value that no access holds across a call, and the run-time exclusivity check cost
/// more than the reading itself.
@MainActor @preconcurrency
open class UIView: UIResponder, UITraitEnvironment {
  /// The class's methods and key-value properties (see ``_ObjCClassTable``).
  nonisolated open override class var _objcTable: _ObjCClassTable { UIKitObjCTables.view(self, super._objcTable) }

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
  @exclusivity(unchecked) open var backgroundColor: UIColor?
  /// Opacity.
  @exclusivity(unchecked) open var alpha: CGFloat = 1
  /// True when hidden.
  @exclusivity(unchecked) open var isHidden = false
  /// A tag.
  open var tag = 0
  /// Whether the view clips its content.
  open var clipsToBounds = false
  /// Whether autoresizing masks become constraints.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// How the view resizes with its superview (kept; a screen's views are not resized).
  open var autoresizingMask: AutoresizingMask = []
  /// The view's layer, of the class ``layerClass`` names: corners, border, shadow (and a
  /// gradient or shape layer's values) are kept, not drawn.
  public private(set) lazy var layer: CALayer = (Self.layerClass as? CALayer.Type ?? CALayer.self).init()
  /// The class of the view's layer (`CAGradientLayer.self` in a gradient view).
  open class var layerClass: AnyClass { CALayer.self }
  /// How content fits the bounds.
  open var contentMode: ContentMode = .scaleToFill
  /// The tint colour.
  open var tintColor: UIColor! = .tintColor
  /// Whether the view takes touches.
  open var isUserInteractionEnabled = true
  /// Whether the view is opaque.
  open var isOpaque = true
  /// A transform (drawn values; not a frame change).
  open var transform: CGAffineTransform = .identity
  /// Whether margins include the superview's.
  open var preservesSuperviewLayoutMargins = false
  /// Whether margins grow by the safe area.
  open var insetsLayoutMarginsFromSafeArea = true
  /// How content flips in right-to-left languages.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  /// Light or dark, overriding the traits (snapshots are light).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// Whether assistive technologies see the view as one element.
  open var isAccessibilityElement = false
  /// The element's label for assistive technologies.
  open var accessibilityLabel: String?
  /// The element's hint.
  open var accessibilityHint: String?
  /// The element's value.
  open var accessibilityValue: String?
  /// The element's traits.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// An identifier for UI tests.
  open var accessibilityIdentifier: String?
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
    get { physical(directionalLayoutMargins) }
    set { directionalLayoutMargins = directional(newValue) }
  }
  /// The layout margins, by leading and trailing edge.
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// The bounds less the safe area.
  open var safeAreaLayoutGuide: UILayoutGuide {
    UILayoutGuide(owningView: self, insets: directional(safeAreaInsets))
  }
  /// `insets` by leading and trailing edge in this view's reading direction: in right to
  /// left, leading is the right edge.
  func directional(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return NSDirectionalEdgeInsets(top: insets.top, leading: rtl ? insets.right : insets.left, bottom: insets.bottom, trailing: rtl ? insets.left : insets.right)
  }
  /// `insets` by left and right edge: the inverse of ``directional(_:)``.
  func physical(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return UIEdgeInsets(top: insets.top, left: rtl ? insets.trailing : insets.leading, bottom: insets.bottom, right: rtl ? insets.leading : insets.trailing)
  }
  /// The bounds less the layout margins.
  open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self, insets: directionalLayoutMargins) }
  /// The bounds less the readable content insets: the margins, centred within the readable
  /// width on a wide view.
  open var readableContentGuide: UILayoutGuide { UILayoutGuide(owningView: self, insets: hostReadableContentInsets ?? directionalLayoutMargins) }
  /// Subviews.
  @exclusivity(unchecked) open private(set) var subviews: [UIView] = []
  /// The superview.
  @exclusivity(unchecked) open private(set) weak var superview: UIView?
  /// What the view gives a placeholder (overridden by UIKit's text and image views).
  var placeholderRole: UIKitPlaceholderRole { .container }

  /// A view with a frame.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// A view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// A view decoded from an Interface Builder file: its properties, subviews and constraints
  /// as the file describes them (see ``UINib``), set before the subclass's initializer goes
  /// on. Another coder makes an empty view.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
    if let nib = coder as? UIKitNibCoder { nib.loader.decodeView(self, from: nib.element) }
  }

  /// A view of this class made through its metatype with `frame` (`T(frame:)`, `T()` with
  /// `T: UIView`, which `collection-snapshot-linuxify` rewrites into this): an app class's
  /// generated override calls its own initializer; UIKit's classes and reusable views are made
  /// by ``UIKitViewFactory``. A class neither knows stops with the message iOS gives a class
  /// without the initializer.
  open class func _objcMake(frame: CGRect) -> UIView {
    guard let made = UIKitViewFactory.make(self, frame: frame) else {
      fatalError("Use of unimplemented initializer 'init(frame:)' for class '\(String(reflecting: self))' (its module was not transformed by collection-snapshot-linuxify)")
    }
    return made
  }

  /// A view of this class made through its metatype by `init()` (`T()`): the class's own
  /// `init()` when it declares one (generated override), else ``_objcMake(frame:)`` with a
  /// zero frame, as UIKit's `init` calls `initWithFrame:`.
  open class func _objcMakeDefault() -> UIView {
    _objcMake(frame: .zero)
  }

  /// The next responder: the view controller whose root view this is, else the superview.
  open override var next: UIResponder? { owningViewController ?? superview }
  /// The view controller whose root view this is.
  weak var owningViewController: UIViewController?

  /// The window the view is in: itself, or the nearest `UIWindow` among its superviews.
  open var window: UIWindow? {
    var current: UIView? = self
    while let view = current {
      if let window = view as? UIWindow { return window }
      current = view.superview
    }
    return nil
  }

  /// The traits of the device under test.
  open var traitCollection: UITraitCollection { UIKitHost.current.traitCollection }

  /// The reading direction of the device under test.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// Adds a subview at the end of ``subviews``, taking it from its former superview (a view
  /// has one superview, and is listed once).
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    view.superview = self
    subviews.append(view)
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Inserts a subview at an index of ``subviews``.
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    view.superview = self
    subviews.insert(view, at: min(max(0, index), subviews.count))
  }

  /// Inserts a subview below another.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
  }

  /// Inserts a subview above another.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    insertSubview(view, at: (subviews.firstIndex { $0 === siblingSubview } ?? subviews.count - 1) + 1)
  }

  /// Moves a subview in front of its siblings.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves a subview behind its siblings.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  // MARK: Constraints (kept, never solved)

  /// The constraints added to the view.
  @exclusivity(unchecked) open private(set) var constraints: [NSLayoutConstraint] = []
  /// Adds a constraint.
  open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
  /// Adds constraints.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
  /// Removes a constraint.
  open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
  /// Removes constraints.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Layout guides added to the view.
  open private(set) var layoutGuides: [UILayoutGuide] = []
  /// Adds a layout guide.
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    layoutGuides.append(layoutGuide)
  }
  /// Removes a layout guide.
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuides.removeAll { $0 === layoutGuide }
    if layoutGuide.owningView === self { layoutGuide.owningView = nil }
  }

  private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  private var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  /// How strongly the view resists growing past its intrinsic size (250 by default).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis] ?? .defaultLow }
  /// Sets how strongly the view resists growing.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { hugging[axis] = priority }
  /// How strongly the view resists shrinking below its intrinsic size (750 by default).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    compressionResistance[axis] ?? .defaultHigh
  }
  /// Sets how strongly the view resists shrinking.
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    compressionResistance[axis] = priority
  }

  /// No intrinsic size.
  nonisolated public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest fitting size.
  nonisolated public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest fitting size.
  nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// No intrinsic size here (views are not measured; a test gives measured sizes instead).
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
  /// Accepted.
  open func invalidateIntrinsicContentSize() {}
  /// The current size (views are not measured here).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  /// Accepted.
  open func sizeToFit() {}
  /// The current size (constraints are not solved here).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }
  /// The current size (constraints are not solved here).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { bounds.size }

  // MARK: Lifecycle hooks (accepted; views are not run)

  /// Accepted.
  open func setNeedsLayout() {}
  /// Accepted.
  open func layoutIfNeeded() {}
  /// Accepted.
  open func layoutSubviews() {}
  /// Accepted.
  open func setNeedsDisplay() {}
  /// Accepted.
  open func setNeedsUpdateConstraints() {}
  /// Accepted.
  open func updateConstraints() {}
  /// Not called.
  open func layoutMarginsDidChange() {}
  /// Not called.
  open func safeAreaInsetsDidChange() {}
  /// Not called.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Not called.
  open func didMoveToSuperview() {}
  /// Not called.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Not called.
  open func didMoveToWindow() {}
  /// Not called.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Not called.
  open func didAddSubview(_ subview: UIView) {}
  /// Not called.
  open func willRemoveSubview(_ subview: UIView) {}
  /// Called on a view loaded from a nib or storyboard once every object of the file is made
  /// and its outlets are connected.
  open func awakeFromNib() {}
  /// Not called.
  open func prepareForInterfaceBuilder() {}
  /// Not called: nothing is drawn here.
  open func draw(_ rect: CGRect) {}
  /// Accepted.
  open func setNeedsDisplay(_ rect: CGRect) {}
  /// Whether the view can take focus.
  open var canBecomeFocused: Bool { false }
  /// How the tint colour dims.
  open var tintAdjustmentMode: TintAdjustmentMode = .automatic
  /// Not called.
  open func tintColorDidChange() {}

  // MARK: Gestures and interactions (kept; no touches reach a screen)

  /// The gesture recognizers added to the view.
  open var gestureRecognizers: [UIGestureRecognizer]?
  /// Adds a gesture recognizer.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.attachedView = self
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
  }
  /// Removes a gesture recognizer.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.attachedView === self { gestureRecognizer.attachedView = nil }
  }
  /// The interactions added to the view (context menus, pointer effects).
  open var interactions: [any UIInteraction] = []
  /// Adds an interaction.
  open func addInteraction(_ interaction: any UIInteraction) {
    interactions.append(interaction)
    interaction.willMove(to: self)
    interaction.didMove(to: self)
  }
  /// Removes an interaction.
  open func removeInteraction(_ interaction: any UIInteraction) {
    interactions.removeAll { $0 === interaction }
  }
  /// Whether the view takes touches alone.
  open var isExclusiveTouch = false
  /// Whether the view takes several touches.
  open var isMultipleTouchEnabled = false
  /// A view whose alpha masks this one (kept, not drawn).
  open var mask: UIView?
  /// Pixels per point of the view's content: the device's display scale.
  open var contentScaleFactor: CGFloat {
    get { storedContentScaleFactor ?? traitCollection.displayScale }
    set { storedContentScaleFactor = newValue }
  }
  private var storedContentScaleFactor: CGFloat?
  /// Whether the view's elements are announced as a group.
  open var shouldGroupAccessibilityChildren = false
  /// The accessibility elements, in order.
  open var accessibilityElements: [Any]?
  /// Custom actions for assistive technologies.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  /// Whether the element responds to user interaction.
  open var accessibilityRespondsToUserInteraction = true
  /// Whether the element hides its children from assistive technologies.
  open var accessibilityElementsHidden = false
  /// Whether the element is a modal view for assistive technologies.
  open var accessibilityViewIsModal = false
  /// The large content viewer's title.
  open var largeContentTitle: String?
  /// The large content viewer's image.
  open var largeContentImage: UIImage?
  /// Whether the large content viewer shows.
  open var showsLargeContentViewer = false

  /// A copy of the view's picture (none: nothing is drawn here).
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }

  /// The deepest subview containing `point` that takes touches, as UIKit hit-tests (frames,
  /// hidden views and `isUserInteractionEnabled`; transforms are not applied).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
    }
    return self
  }

  /// True when `point` lies in the bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
}

extension UIView: LayoutAnchoring {}
