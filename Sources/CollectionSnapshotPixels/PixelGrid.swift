/// The one rule that turns coordinates in points into device pixels.
///
/// A coordinate `v` in points lies at `v × scale` in device pixels. **A device pixel belongs to a
/// rectangle when its centre lies inside it, the left and top edges included, the right and
/// bottom edges excluded.** So an edge at `e` device pixels starts the pixel `⌈e − ½⌉`, and two
/// rectangles that share an edge never overlap and never leave a gap between them.
///
/// Before that, `v × scale` is snapped to the nearest whole pixel when it is within 10⁻⁶ of it, so
/// values the layout rounded to the pixel grid (137.666… pt = 413 px at @3x, which Double holds
/// as 412.99999999999994 px) land exactly on their pixel.
///
/// Worked examples:
/// - A frame at x = 137.666… pt, 100 pt wide, at @3x: edges 413 and 713, pixels 413 … 712.
///   At @1x: edges 137.67 and 237.67, pixels 138 … 237 (100 pixels).
/// - x = 137.5 pt at @1x: the centre of pixel 137 (137.5) is on the left edge, so it is included.
///
/// Strokes are drawn *inside* the rectangle with a whole number of device pixels,
/// `max(1, round(width × scale))` (halves round up): a 0.5 pt hairline is 1 pixel at @1x and @2x
/// and 2 pixels at @3x; a 1 pt border is 3 pixels at @3x.
public struct PixelGrid: Sendable, Hashable {
  /// Device pixels per point.
  public var scale: Double

  /// The grid of a bitmap drawn at `scale` pixels per point.
  public init(scale: Double) {
    self.scale = scale
  }

  /// `v × scale`, snapped to a whole number when within 10⁻⁶ of it.
  @inlinable
  public func devicePosition(_ v: Double) -> Double {
    let p = v * scale
    let nearest = p.rounded()
    return abs(p - nearest) < 1e-6 ? nearest : p
  }

  /// The first pixel whose centre is at or after the edge at `v` points.
  @inlinable
  public func edge(_ v: Double) -> Int {
    let p = devicePosition(v) - 0.5
    guard p.isFinite else { return p > 0 ? Int.max / 4 : Int.min / 4 }
    let clamped = min(max(p, -1e12), 1e12)
    return Int(clamped.rounded(.up))
  }

  /// The device pixels a rectangle in points covers.
  public func pixels(of rect: PointRect) -> PixelRect {
    let x0 = edge(rect.x)
    let x1 = edge(rect.x + rect.width)
    let y0 = edge(rect.y)
    let y1 = edge(rect.y + rect.height)
    return PixelRect(minX: min(x0, x1), minY: min(y0, y1), maxX: max(x0, x1), maxY: max(y0, y1))
  }

  /// The device pixel holding a point (the pixel whose square contains it).
  public func pixel(containing point: PointXY) -> (x: Int, y: Int) {
    func cell(_ v: Double) -> Int {
      let p = devicePosition(v)
      guard p.isFinite else { return p > 0 ? Int.max / 4 : Int.min / 4 }
      return Int(min(max(p, -1e12), 1e12).rounded(.down))
    }
    return (cell(point.x), cell(point.y))
  }

  /// A length in points as a whole number of device pixels, at least `minimum`:
  /// `max(minimum, round(length × scale))`, halves rounding up.
  public func pixelLength(_ length: Double, minimum: Int = 1) -> Int {
    let p = devicePosition(length)
    guard p.isFinite, p > 0 else { return minimum }
    return max(minimum, Int(min(p, 1e9).rounded(.toNearestOrAwayFromZero)))
  }
}
