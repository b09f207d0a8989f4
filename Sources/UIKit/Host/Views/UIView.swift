import CollectionSnapshotLayout
import Foundation

/// A rectangle on screen. What the app's code sets is kept as state; nothing is drawn here.
/// Views are laid out as UIKit lays them out: Auto Layout solves their constraints
/// (``layoutIfNeeded()``, ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``),
/// the base ``layoutSubviews()`` gives subviews their solved frames, and an app's override of
/// it runs after, as on a device (`UIView+Layout.swift`).
///
/// The stored properties a headless collection view reads for every view that appears (and
/// those of cells, labels and image views it reads) are `@exclusivity(unchecked)`: each is a
/// plain value that no access holds across a call, and the run-time exclusivity check cost
/// more than the reading itself.
///
/// This body holds the members an app's subclass may override (`open` members declared in an
/// extension cannot be overridden without Objective-C), each with its line of documentation;
/// what is not overridable lives in `UIView+Geometry.swift`, `UIView+Hierarchy.swift`,
/// `UIView+Animation.swift`, `UIView+Options.swift` and the layout files.
@MainActor @preconcurrency
open class UIView: UIResponder, UITraitEnvironment {
  /// The class's methods and key-value properties (see ``_ObjCClassTable``).
  nonisolated open override class var _objcTable: _ObjCClassTable { UIKitObjCTables.view(self, super._objcTable) }

  /// The frame in the superview. A new size makes the view's layout due and resizes its
  /// subviews by their autoresizing masks, as UIKit does.
  open var frame: CGRect {
    didSet { frameChanged(from: oldValue) }
  }
  /// The view's own rectangle.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set {
      let moved = boundsOrigin != newValue.origin
      boundsOrigin = newValue.origin
      frame.size = newValue.size
      if moved, ObjCKeyValueObserving.isActive { ObjCKeyValueObserving.didChange(self, "bounds") }
    }
  }
  var boundsOrigin: CGPoint = .zero
  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The background colour (not drawn).
  @exclusivity(unchecked) open var backgroundColor: UIColor? {
    didSet { appearancePropertySet(.backgroundColor) }
  }
  /// Opacity.
  @exclusivity(unchecked) open var alpha: CGFloat = 1 {
    didSet { if ObjCKeyValueObserving.isActive, alpha != oldValue { ObjCKeyValueObserving.didChange(self, "alpha") } }
  }
  /// True when hidden (a hidden arranged view takes no room in its stack).
  @exclusivity(unchecked) open var isHidden = false {
    didSet {
      if isHidden != oldValue, superview is UIStackView { invalidateAutoLayout() }
      if ObjCKeyValueObserving.isActive, isHidden != oldValue { ObjCKeyValueObserving.didChange(self, "hidden") }
    }
  }
  /// A tag.
  open var tag = 0
  /// Whether the view clips its content.
  open var clipsToBounds = false
  /// Whether the frame and autoresizing mask become constraints.
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { invalidateAutoLayout() } }
  }
  /// How the view resizes with its superview.
  open var autoresizingMask: AutoresizingMask = [] {
    didSet { if autoresizingMask != oldValue { invalidateAutoLayout() } }
  }
  /// Whether the view resizes its subviews by their masks when its size changes.
  open var autoresizesSubviews = true
  /// The view's layer, of the class ``layerClass`` names: corners, border, shadow (and a
  /// gradient or shape layer's values) are kept, not drawn.
  public private(set) lazy var layer: CALayer = {
    let made = (Self.layerClass as? CALayer.Type ?? CALayer.self).init()
    made.delegate = self
    return made
  }()
  /// The class of the view's layer (`CAGradientLayer.self` in a gradient view).
  open class var layerClass: AnyClass { CALayer.self }
  /// How content fits the bounds.
  open var contentMode: ContentMode = .scaleToFill
  /// The tint colour.
  open var tintColor: UIColor! = .tintColor {
    didSet { appearancePropertySet(.tintColor) }
  }
  /// Whether the view takes touches.
  open var isUserInteractionEnabled = true
  /// Whether the view is opaque.
  open var isOpaque = true
  /// A transform (drawn values; not a frame change).
  open var transform: CGAffineTransform = .identity
  /// Whether margins include the superview's.
  open var preservesSuperviewLayoutMargins = false {
    didSet { if preservesSuperviewLayoutMargins != oldValue { invalidateAutoLayout() } }
  }
  /// Whether margins grow by the safe area.
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { if insetsLayoutMarginsFromSafeArea != oldValue { invalidateAutoLayout() } }
  }
  /// How content flips in right-to-left languages.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet { if semanticContentAttribute != oldValue { invalidateAutoLayout() } }
  }
  /// Light or dark, overriding the traits (snapshots are light).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
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
  /// The layout margins, by leading and trailing edge (UIKit's default: 8 on every side).
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
    didSet {
      guard directionalLayoutMargins != oldValue else { return }
      invalidateAutoLayout()
      layoutMarginsDidChange()
    }
  }
  /// The bounds less the safe area (the same guide every time, as in UIKit).
  open var safeAreaLayoutGuide: UILayoutGuide {
    layoutState.guide(.safeArea, of: self)
  }
  /// The bounds less the layout margins.
  open var layoutMarginsGuide: UILayoutGuide { layoutState.guide(.layoutMargins, of: self) }
  /// The bounds less the readable content insets: the margins, centred within the readable
  /// width on a wide view.
  open var readableContentGuide: UILayoutGuide { layoutState.guide(.readableContent, of: self) }
  /// The view's layout state: whether its layout and constraints are due, its own guides, and
  /// (at the root of a tree) the tree's last Auto Layout solution.
  let layoutState = UIViewLayoutState()
  /// Subviews.
  @exclusivity(unchecked) open internal(set) var subviews: [UIView] = []
  /// The superview.
  @exclusivity(unchecked) open internal(set) weak var superview: UIView?
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

  /// Runs the class's own `init(frame:)` for a caller that knows the class only by its
  /// metatype (through ``_UIViewMetatypeInitializing``). Obsoleted since Swift 4.2, so that no
  /// subclass has to write it: app code calls `init(frame:)`.
  @available(swift, obsoleted: 4.2)
  public required convenience init(_metatypeFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// A view of this class made through its metatype with `frame` (`T(frame:)`, `T()` with
  /// `T: UIView`, which `collection-snapshot-linuxify` rewrites into this), by its own
  /// `init(frame:)`, as Objective-C's `[[cls alloc] initWithFrame:]` makes it. A class that
  /// lacks it is UIKit's "Use of unimplemented initializer" (see
  /// ``UIResponder/_objcLacksUIKitInitializer``).
  open class func _objcMake(frame: CGRect) -> UIView {
    UIKitViewFactory.make(self, frame: frame)
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
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// Adds a subview at the end of ``subviews``, taking it from its former superview (a view
  /// has one superview, and is listed once).
  open func addSubview(_ view: UIView) { attach(view, at: subviews.count) }

  /// Removes the view from its superview (and the constraints that relate it to views outside
  /// it, as UIKit does).
  open func removeFromSuperview() { detachFromSuperview(notifying: true) }

  /// Inserts a subview at an index of ``subviews``.
  open func insertSubview(_ view: UIView, at index: Int) { attach(view, at: min(max(0, index), subviews.count)) }

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

  // MARK: Constraints

  /// The constraints installed on the view (active ones whose items' nearest common ancestor
  /// it is, and those added to it).
  @exclusivity(unchecked) open private(set) var constraints: [NSLayoutConstraint] = []
  /// Installs a constraint on the view, activating it.
  open func addConstraint(_ constraint: NSLayoutConstraint) { install(constraint) }
  /// Installs constraints on the view.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(install) }
  /// Removes a constraint from the view, deactivating it.
  open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstall(constraint) }
  /// Removes constraints.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(uninstall) }
  /// Keeps an activated constraint.
  func appendInstalled(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
  /// Forgets a deactivated constraint.
  func removeInstalled(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }

  /// Layout guides added to the view.
  open private(set) var layoutGuides: [UILayoutGuide] = []
  /// Adds a layout guide.
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    layoutGuides.append(layoutGuide)
    invalidateAutoLayout()
  }
  /// Removes a layout guide.
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuides.removeAll { $0 === layoutGuide }
    if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    invalidateAutoLayout()
  }

  /// How strongly the view resists growing past its intrinsic size: 250 for views made in code
  /// (labels and image views too: 251 is Interface Builder's), 750 for switches, steppers and
  /// activity indicators, 750 vertically for progress views (``defaultContentHugging``).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutState.hugging(axis) ?? (axis == .horizontal ? defaultContentHugging.horizontal : defaultContentHugging.vertical)
  }
  /// Sets how strongly the view resists growing.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { setPriority(priority, hugging: true, axis) }
  /// How strongly the view resists shrinking below its intrinsic size (750 by default).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutState.compressionResistance(axis) ?? .defaultHigh
  }
  /// Sets how strongly the view resists shrinking.
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    setPriority(priority, hugging: false, axis)
  }
  /// The hugging priorities of the view's class when made in code (UIKit's, as printed by
  /// `contentHuggingPriority(for:)` on views made with `init(frame:)`).
  var defaultContentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) { (.defaultLow, .defaultLow) }

  /// No intrinsic size.
  nonisolated public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest fitting size.
  nonisolated public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest fitting size.
  nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The view's natural size: none for a plain view (UIKit's labels, image views and controls
  /// override it). Auto Layout asks it each time it lays the view out.
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
  /// Makes the layout due, the intrinsic size to be asked again.
  open func invalidateIntrinsicContentSize() { invalidateAutoLayout() }
  /// The size the view would take within `size`: UIKit's default is the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` with
  /// both axes at `fittingSizeLevel`.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }
  /// The size Auto Layout solves for the view's tree, each axis pulled towards `targetSize`
  /// at its priority (required keeps it; at `fittingSizeLevel` the content decides).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority).size
  }
  /// Whether a subclass lays out with constraints (every view does here when it has some).
  open class var requiresConstraintBasedLayout: Bool { false }
  /// The view whose first baseline is this view's (a stack's first arranged view).
  open var forFirstBaselineLayout: UIView { self }
  /// The view whose last baseline is this view's.
  open var forLastBaselineLayout: UIView { self }
  /// Where the view's own baselines sit, for Auto Layout (a plain view: its bottom edge).
  var autoLayoutBaselines: (first: AutoLayoutNode.Baseline, last: AutoLayoutNode.Baseline) { (.bottom, .bottom) }
  /// Whether the intrinsic height depends on the width (a multi-line label): measured again.
  var intrinsicHeightDependsOnWidth: Bool { false }

  // MARK: Layout cycle (UIView+Layout.swift)

  /// Makes the view's layout due: its ``layoutSubviews()`` runs at the next ``layoutIfNeeded()``.
  open func setNeedsLayout() { layoutState.needsLayout = true }
  /// Lays out the view's tree where due: constraints updated, then each ``layoutSubviews()``.
  open func layoutIfNeeded() { runLayoutPass() }
  /// Gives each subview its solved frame (views translating their masks keep theirs);
  /// override it to set frames yourself, after `super`.
  open func layoutSubviews() { applySolvedFrames() }
  /// Lays out the view's layer, as the layer's delegate: its view controller's
  /// `viewWillLayoutSubviews()`, the view's ``layoutSubviews()``, then `viewDidLayoutSubviews()`.
  /// A layout pass reaches each due view through here (its layer's `layoutSublayers()`), so an
  /// override that calls `super` runs around them, as in UIKit.
  open func layoutSublayers(of layer: CALayer) {
    let controller = owningViewController
    controller?.viewWillLayoutSubviews()
    layoutSubviews()
    controller?.viewDidLayoutSubviews()
  }
  /// Draws the layer's content (the layer's delegate's drawing: nothing is drawn here).
  open func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// The action for a change of the layer's property (none: changes are not animated).
  open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
  /// Displays the layer (nothing is drawn here).
  open func display(_ layer: CALayer) {}
  /// The view itself, for baseline constraints (older UIKit).
  open func forBaselineLayout() -> UIView { forLastBaselineLayout }
  /// Accepted.
  open func setNeedsDisplay() {}
  /// Makes the view's ``updateConstraints()`` run before the next layout.
  open func setNeedsUpdateConstraints() { layoutState.needsUpdateConstraints = true }
  /// Override it to change constraints before layout; call `super` last, as in UIKit.
  open func updateConstraints() { layoutState.updateConstraintsReachedBase = true }
  /// Runs ``updateConstraints()`` on the tree where it is due, subviews first.
  open func updateConstraintsIfNeeded() { runConstraintUpdates() }
  /// Whether ``updateConstraints()`` is due.
  open func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }
  /// Called when the layout margins change.
  open func layoutMarginsDidChange() {}
  /// Not called.
  open func safeAreaInsetsDidChange() {}
  /// Not called.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Called after the view moved to another superview (or out of one).
  open func didMoveToSuperview() {}
  /// Called before the view moves to another superview (`nil`: out of its own).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view (or a superview of it) moved to another window or out of one.
  open func didMoveToWindow() {}
  /// Called before the view (or a superview of it) moves to another window (`nil`: out of one).
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}
  /// The appearance properties given a value on the view itself, which its class's appearance
  /// proxies leave alone (see `UIKitAppearance`).
  var appearanceCustomized = UIKitAppearanceCustomization()
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
