import Foundation

/// A Core Graphics path, as layers take it (`layer.shadowPath`): its bounding box is kept,
/// nothing is drawn.
public final class CGPath: CustomStringConvertible, @unchecked Sendable {
  /// The smallest rectangle holding the path.
  public let boundingBox: CGRect

  init(boundingBox: CGRect) {
    self.boundingBox = boundingBox
  }

  /// `path <x> <y> <width> <height>`.
  public var description: String { "path \(boundingBox)" }
}

/// The corners of a rectangle.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: UInt
  /// Corners from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // UIKit's corners.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves (kept as the points it passes through; nothing is drawn).
open class UIBezierPath: NSObject, @unchecked Sendable {
  private var points: [CGPoint] = []
  private var current = CGPoint.zero
  /// The line width.
  open var lineWidth: CGFloat = 1
  /// Whether the path is empty.
  open var isEmpty: Bool { points.isEmpty }
  /// The path's bounding rectangle (of its points and control points).
  open var bounds: CGRect {
    guard let first = points.first else { return .zero }
    var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
    for p in points {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
  /// The path for layers.
  open var cgPath: CGPath { CGPath(boundingBox: bounds) }

  /// An empty path.
  public override init() {}

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    move(to: rect.origin)
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    close()
  }

  /// An oval in a rectangle.
  public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
  /// A rounded rectangle.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
  /// A rectangle with some corners rounded.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { self.init(rect: rect) }
  /// An arc.
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// Starts a subpath.
  open func move(to point: CGPoint) {
    points.append(point)
    current = point
  }
  /// A line to `point`.
  open func addLine(to point: CGPoint) {
    points.append(point)
    current = point
  }
  /// A curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    points += [controlPoint1, controlPoint2, endPoint]
    current = endPoint
  }
  /// A quadratic curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    points += [controlPoint, endPoint]
    current = endPoint
  }
  /// An arc (kept as the square around its circle).
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    points += [CGPoint(x: center.x - radius, y: center.y - radius), CGPoint(x: center.x + radius, y: center.y + radius)]
    current = CGPoint(x: center.x + radius * CGFloat(cos(Double(endAngle))), y: center.y + radius * CGFloat(sin(Double(endAngle))))
  }
  /// Closes the subpath.
  open func close() {}
  /// Appends another path.
  open func append(_ bezierPath: UIBezierPath) { points += bezierPath.points }
  /// The point the path is at.
  open var currentPoint: CGPoint { current }
  /// Accepted (nothing is drawn).
  open func fill() {}
  /// Accepted (nothing is drawn).
  open func stroke() {}
}
