import Foundation

/// A layer drawing a path (kept: path, colours, line; not drawn).
open class CAShapeLayer: CALayer {
  /// The path.
  open var path: CGPath?
  /// The fill colour.
  open var fillColor: CGColor?
  /// The stroke colour.
  open var strokeColor: CGColor?
  /// The line width.
  open var lineWidth: CGFloat = 1
  /// Where the stroke starts, 0…1.
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends, 0…1.
  open var strokeEnd: CGFloat = 1
  /// The line cap.
  open var lineCap: CAShapeLayerLineCap = .butt
  /// The dash pattern.
  open var lineDashPattern: [NSNumber]?
  /// Where the dash pattern starts.
  open var lineDashPhase: CGFloat = 0
  /// How lines join.
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// The miter limit.
  open var miterLimit: CGFloat = 10
  /// Which points the path fills.
  open var fillRule: CAShapeLayerFillRule = .nonZero
}

/// How a shape layer's lines join.
public struct CAShapeLayerLineJoin: RawRepresentable, Sendable, Hashable {
  /// The raw value.
  public let rawValue: String
  /// A join by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  // Core Animation's joins.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which points a shape layer fills.
public struct CAShapeLayerFillRule: RawRepresentable, Sendable, Hashable {
  /// The raw value.
  public let rawValue: String
  /// A rule by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  // Core Animation's rules.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A line's cap.
public struct CAShapeLayerLineCap: RawRepresentable, Sendable, Hashable {
  /// The raw value.
  public let rawValue: String
  /// A cap by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  // Core Animation's caps.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}
