import Foundation

/// The layer behind a view: what cell and decoration code sets on it (corners, border,
/// shadow) is kept, never drawn; placeholders are drawn in the package's own style.
open class CALayer: NSObject {
  /// The class's methods, outlets and key-value properties by name, for selectors and key-value
  /// coding (see ``_ObjCClassTable``); `collection-snapshot-linuxify` overrides it in an app's
  /// subclasses.
  nonisolated open class var _objcTable: _ObjCClassTable { UIKitObjCTables.layer(self) }

  /// The radius of rounded corners.
  open var cornerRadius: CGFloat = 0
  /// Which corners are rounded.
  open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
  /// The shape of rounded corners.
  open var cornerCurve: CALayerCornerCurve = .circular
  /// The border's width.
  open var borderWidth: CGFloat = 0
  /// The border's colour.
  open var borderColor: CGColor?
  /// The background colour.
  open var backgroundColor: CGColor?
  /// Whether sublayers are clipped to the corners.
  open var masksToBounds = false
  /// The shadow's colour.
  open var shadowColor: CGColor?
  /// The shadow's opacity.
  open var shadowOpacity: Float = 0
  /// The shadow's offset.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius.
  open var shadowRadius: CGFloat = 3
  /// Opacity.
  open var opacity: Float = 1
  /// Drawing order among siblings.
  open var zPosition: CGFloat = 0
  /// Whether the layer is hidden.
  open var isHidden = false
  /// Whether the layer is rasterized.
  open var shouldRasterize = false
  /// The scale the layer is rasterized at.
  open var rasterizationScale: CGFloat = 1
  /// The layer's name.
  open var name: String?
  /// Sublayers added by the app, in order.
  open var sublayers: [CALayer]?
  /// The layer it is a sublayer of.
  open private(set) weak var superlayer: CALayer?
  /// The frame in the superlayer.
  open var frame: CGRect = .zero
  /// The layer's own rectangle.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The anchor point's position in the superlayer.
  open var position: CGPoint {
    get { CGPoint(x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width * anchorPoint.x, y: newValue.y - frame.height * anchorPoint.y) }
  }
  /// The anchor point, in unit coordinates.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The shadow's path.
  open var shadowPath: CGPath?
  /// A layer whose alpha masks this one.
  open var mask: CALayer?
  /// The layer's content (an image; kept, not drawn).
  open var contents: Any?
  /// How the content fits.
  open var contentsGravity: CALayerContentsGravity = .resize
  /// Pixels per point of the content.
  open var contentsScale: CGFloat = 1
  /// Whether the layer is opaque.
  open var isOpaque = false
  /// Whether the back of the layer shows.
  open var isDoubleSided = true
  /// The layer's transform (kept, not drawn).
  open var transform: CATransform3D = CATransform3DIdentity
  /// The composition filter (kept).
  open var compositingFilter: Any?
  /// The layer's delegate (a view's layer's is its view).
  open weak var delegate: (any CALayerDelegate)?
  /// The actions of property changes, by key (`NSNull()` for none; kept).
  open var actions: [String: any CAAction]?
  private var animations: [String: CAAnimation] = [:]

  /// A layer (required, so that a view makes its `layerClass`'s layer).
  public required override init() {}

  /// Adds a sublayer at the end.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts a sublayer at an index (taking it from its former superlayer).
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(idx), list.count))
    sublayers = list
    layer.superlayer = self
  }

  /// Inserts a sublayer below another.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    insertSublayer(layer, at: UInt32(sublayers?.firstIndex { $0 === sibling } ?? 0))
  }

  /// Inserts a sublayer above another.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    insertSublayer(layer, at: UInt32((sublayers?.firstIndex { $0 === sibling }).map { $0 + 1 } ?? (sublayers?.count ?? 0)))
  }

  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }

  /// Keeps an animation by key (never run: a snapshot shows where it ends).
  open func add(_ anim: CAAnimation, forKey key: String?) { animations[key ?? "animation-\(animations.count)"] = anim }
  /// Removes every animation.
  open func removeAllAnimations() { animations = [:] }
  /// Removes an animation.
  open func removeAnimation(forKey key: String) { animations[key] = nil }
  /// An animation by key.
  open func animation(forKey key: String) -> CAAnimation? { animations[key] }
  /// The keys of the animations, sorted.
  open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.keys.sorted() }

  /// Accepted.
  open func setNeedsDisplay() {}
  /// Makes the layout due: a view's layer makes its view's.
  @MainActor open func setNeedsLayout() { (delegate as? UIView)?.setNeedsLayout() }
  /// Lays out now: a view's layer lays out its view.
  @MainActor open func layoutIfNeeded() { (delegate as? UIView)?.layoutIfNeeded() }
  /// Lays out the sublayers: the delegate's `layoutSublayers(of:)` (a view lays out its
  /// subviews there). Override it in a layer subclass, calling `super`.
  @MainActor open func layoutSublayers() {
    if let view = delegate as? UIView { view.layoutSublayers(of: self) } else { delegate?.layoutSublayers(of: self) }
  }
  /// The layer as shown on screen: no animation runs here, so the layer itself.
  open func presentation() -> Self? { self }
  /// The layer's model values: the layer itself.
  open func model() -> Self { self }
  /// The action for a change of a property: the `actions` entry, else the delegate's.
  open func action(forKey event: String) -> (any CAAction)? {
    if let action = actions?[event] { return action }
    return delegate?.action(for: self, forKey: event)
  }
  /// A point in another layer's coordinates.
  open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    let mine = absoluteOrigin
    let theirs = layer?.absoluteOrigin ?? .zero
    return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
  }
  /// A point from another layer's coordinates.
  open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    let mine = absoluteOrigin
    let theirs = layer?.absoluteOrigin ?? .zero
    return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
  }
  /// The layer's origin in its root layer's coordinates.
  private var absoluteOrigin: CGPoint {
    var origin = frame.origin
    var current = superlayer
    var depth = 0
    while let layer = current, depth < 256 {
      origin.x += layer.frame.minX
      origin.y += layer.frame.minY
      current = layer.superlayer
      depth += 1
    }
    return origin
  }
}

/// A layer's delegate: its view lays it out and gives it its actions. Not main-actor isolated,
/// as Core Animation's is not; a view answers on the main actor.
public protocol CALayerDelegate: AnyObject {
  /// Lays out the layer's sublayers.
  func layoutSublayers(of layer: CALayer)
  /// Draws the layer's content.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Displays the layer.
  func display(_ layer: CALayer)
  /// The action for a change of the layer's property.
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
  /// Nothing to lay out.
  public func layoutSublayers(of layer: CALayer) {}
  /// Nothing drawn.
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// Nothing displayed.
  public func display(_ layer: CALayer) {}
  /// No action.
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

extension UIView: @preconcurrency CALayerDelegate {}

/// What runs when a layer's property changes (an animation, or `NSNull` for none): kept, never
/// run.
public protocol CAAction {
  /// Runs the action.
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  /// Nothing: no action.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
  /// Nothing: animations are not run.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// A layer whose sublayers keep their 3D positions (kept, as every layer's values are).
open class CATransformLayer: CALayer {}

/// The corners a layer rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: UInt
  /// Corners from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  // The four corners.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The shape of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Sendable, Hashable {
  /// The raw value.
  public let rawValue: String
  /// A curve by its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  // Core Animation's corner curves.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's content fits its bounds.
public struct CALayerContentsGravity: RawRepresentable, Sendable, Hashable {
  /// The raw value.
  public let rawValue: String
  /// A gravity by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  // Core Animation's gravities.
  public static let center = CALayerContentsGravity(rawValue: "center")
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
