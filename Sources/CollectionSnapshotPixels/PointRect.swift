/// A rectangle in points, the unit drawing commands take; the canvas turns it into device pixels
/// with the rule documented on ``PixelGrid``.
public struct PointRect: Sendable, Hashable {
  /// The left edge, in points.
  public var x: Double
  /// The top edge, in points.
  public var y: Double
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// A rectangle in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> PointRect {
    PointRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}

/// A point, in points.
public struct PointXY: Sendable, Hashable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// A point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
