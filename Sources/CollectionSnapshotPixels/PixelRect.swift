/// A rectangle of whole device pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
  /// The first column.
  public var x: Int
  /// The first row.
  public var y: Int
  /// The number of columns; never negative.
  public var width: Int
  /// The number of rows; never negative.
  public var height: Int

  /// A rectangle; negative sizes are stored as zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The rectangle from `minX ..< maxX`, `minY ..< maxY`.
  public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// One past the last column.
  public var maxX: Int { x + width }
  /// One past the last row.
  public var maxY: Int { y + height }
  /// True when the rectangle holds no pixel.
  public var isEmpty: Bool { width == 0 || height == 0 }
  /// The number of pixels inside.
  public var area: Int { width * height }

  /// The pixels inside both rectangles (empty, at this rectangle's origin, when they miss).
  public func intersection(_ other: PixelRect) -> PixelRect {
    let minX = Swift.max(x, other.x)
    let minY = Swift.max(y, other.y)
    let maxX = Swift.min(self.maxX, other.maxX)
    let maxY = Swift.min(self.maxY, other.maxY)
    if minX >= maxX || minY >= maxY { return PixelRect(x: x, y: y, width: 0, height: 0) }
    return PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }

  /// The smallest rectangle holding both (an empty operand is ignored).
  public func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelRect(
      minX: Swift.min(x, other.x), minY: Swift.min(y, other.y),
      maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
  }

  /// `x,y widthxheight`, e.g. `12,40 300x44`.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}
