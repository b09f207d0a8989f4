import Foundation

/// A layer drawing a gradient (kept: colours, locations and points; not drawn).
open class CAGradientLayer: CALayer {
  /// The colours (`CGColor`s).
  open var colors: [Any]?
  /// The colours' positions, 0…1.
  open var locations: [NSNumber]?
  /// The start, in unit coordinates.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// The end, in unit coordinates.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient.
  open var type: CAGradientLayerType = .axial
}

/// A gradient's kind.
public struct CAGradientLayerType: RawRepresentable, Sendable, Hashable {
  /// The raw value.
  public let rawValue: String
  /// A kind by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  // Core Animation's gradients.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  public static let radial = CAGradientLayerType(rawValue: "radial")
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
