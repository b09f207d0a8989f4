import Foundation

/// The layer behind a view: what cell and decoration code sets on it (corners, border,
/// shadow) is kept, never drawn; placeholders are drawn in the package's own style.
open class CALayer: NSObject {
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
  /// Sublayers added by the app.
  open private(set) var sublayers: [CALayer]?

  /// A layer.
  public override init() {}

  /// Adds a sublayer.
  open func addSublayer(_ layer: CALayer) {
    sublayers = (sublayers ?? []) + [layer]
  }

  /// Accepted.
  open func setNeedsDisplay() {}
  /// Accepted.
  open func setNeedsLayout() {}
}

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
