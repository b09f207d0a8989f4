internal import CPixelKernels

/// Draws rectangles, strokes, lines, placeholder crosses, hatching and text in points onto a
/// ``Bitmap``, with source-over blending and a clip.
///
/// Every command maps points to device pixels with the one rule of ``PixelGrid``; there is no
/// anti-aliasing, so edges are whole pixels and every platform produces the same bytes.
public struct Canvas: Sendable {
  /// The pixels drawn so far (for a band canvas, only the band's rows).
  public internal(set) var bitmap: Bitmap
  /// The mapping from points to device pixels (the bitmap's scale).
  public let grid: PixelGrid
  /// The picture row the bitmap's first row is: 0, or a band's first row.
  public let rowOffset: Int
  private var clips: [PixelRect] = []
  /// A factor on the alpha of everything drawn, 0…1: the opacity of the element being drawn
  /// (1 by default). Each drawing command blends with the faded colour.
  public var opacity: Double = 1

  /// A canvas drawing onto an existing bitmap at the bitmap's scale.
  public init(bitmap: Bitmap) {
    self.bitmap = bitmap
    self.grid = PixelGrid(scale: bitmap.scale)
    self.rowOffset = 0
  }

  /// A canvas for the rows `rows` of a picture of `width × height` points: it draws exactly the
  /// pixels a whole-picture canvas draws in those rows (every coordinate is mapped for the
  /// whole picture, then clipped to the band), so bands drawn apart — on several cores — join
  /// into the same picture.
  public init(width: Double, height: Double, scale: Double, background: Color = .white, rows: Range<Int>) {
    let grid = PixelGrid(scale: scale)
    let size = grid.pixels(of: PointRect(x: 0, y: 0, width: width, height: height))
    let lower = max(0, min(rows.lowerBound, size.maxY))
    let upper = max(lower, min(rows.upperBound, size.maxY))
    self.bitmap = Bitmap(width: max(0, size.maxX), height: upper - lower, scale: scale, fill: background)
    self.grid = grid
    self.rowOffset = lower
  }

  /// A new canvas of `width × height` points at `scale` pixels per point, filled with
  /// `background`. The bitmap has `⌈width·scale − ½⌉ × ⌈height·scale − ½⌉` pixels (the
  /// ``PixelGrid`` rule): 390 × 844 pt at @3x is 1170 × 2532 pixels.
  public init(width: Double, height: Double, scale: Double, background: Color = .white) {
    let grid = PixelGrid(scale: scale)
    let size = grid.pixels(of: PointRect(x: 0, y: 0, width: width, height: height))
    self.init(
      bitmap: Bitmap(
        width: max(0, size.maxX), height: max(0, size.maxY), scale: scale, fill: background))
  }

  /// The pixels drawing may touch: the bitmap, narrowed by every pushed clip.
  public var clipRect: PixelRect {
    clips.last ?? PixelRect(x: 0, y: rowOffset, width: bitmap.width, height: bitmap.height)
  }

  /// Narrows drawing to `rect` (intersected with the current clip) until the matching
  /// ``popClip()``.
  public mutating func pushClip(_ rect: PointRect) {
    clips.append(clipRect.intersection(grid.pixels(of: rect)))
  }

  /// Undoes the last ``pushClip(_:)``.
  /// - Precondition: a clip was pushed.
  public mutating func popClip() {
    precondition(!clips.isEmpty, "popClip() without pushClip(_:)")
    clips.removeLast()
  }

  /// Runs `body` with drawing clipped to `rect`.
  public mutating func withClip(_ rect: PointRect, _ body: (inout Canvas) -> Void) {
    pushClip(rect)
    body(&self)
    popClip()
  }

  // MARK: Fills and strokes

  /// Runs `body` with everything it draws faded by `opacity` (times the current opacity).
  public mutating func withOpacity(_ opacity: Double, _ body: (inout Canvas) -> Void) {
    let saved = self.opacity
    self.opacity = saved * max(0, min(1, opacity))
    body(&self)
    self.opacity = saved
  }

  /// `color` with its alpha multiplied by ``opacity`` (rounded to the nearest level).
  func faded(_ color: Color) -> Color {
    guard opacity < 1 else { return color }
    return color.withAlpha(UInt8((Double(color.alpha) * opacity).rounded()))
  }

  /// Fills the pixels whose centres lie in `rect`.
  public mutating func fill(_ rect: PointRect, _ color: Color) {
    fillPixels(grid.pixels(of: rect), color)
  }

  /// Fills whole device pixels (clipped).
  public mutating func fillPixels(_ rect: PixelRect, _ color: Color) {
    let area = rect.intersection(clipRect)
    bitmap.blend(faded(color), over: PixelRect(x: area.x, y: area.y - rowOffset, width: area.width, height: area.height))
  }

  /// Strokes the inside of `rect` with a border of `width` points (a whole number of device
  /// pixels, at least one; see ``PixelGrid``), solid or dashed.
  public mutating func stroke(
    _ rect: PointRect, _ color: Color, width: Double = 1, dash: DashPattern? = nil
  ) {
    let r = grid.pixels(of: rect)
    guard !r.isEmpty else { return }
    let t = grid.pixelLength(width)
    if 2 * t >= r.width || 2 * t >= r.height {
      if let dash {
        // Too small for a hollow border: dash the whole area row by row.
        paintDashed(r, color, dash: dash, horizontal: true)
      } else {
        fillPixels(r, color)
      }
      return
    }
    let top = PixelRect(x: r.x, y: r.y, width: r.width, height: t)
    let bottom = PixelRect(x: r.x, y: r.maxY - t, width: r.width, height: t)
    let left = PixelRect(x: r.x, y: r.y + t, width: t, height: r.height - 2 * t)
    let right = PixelRect(x: r.maxX - t, y: r.y + t, width: t, height: r.height - 2 * t)
    if let dash {
      paintDashed(top, color, dash: dash, horizontal: true)
      paintDashed(bottom, color, dash: dash, horizontal: true)
      paintDashed(left, color, dash: dash, horizontal: false, phase: t)
      paintDashed(right, color, dash: dash, horizontal: false, phase: t)
    } else {
      for band in [top, bottom, left, right] { fillPixels(band, color) }
    }
  }

  /// Paints a band as dashes along its length, starting with a dash at its start (`phase`
  /// pixels into the pattern).
  private mutating func paintDashed(
    _ band: PixelRect, _ color: Color, dash: DashPattern, horizontal: Bool, phase: Int = 0
  ) {
    let on = grid.pixelLength(dash.dash)
    let period = on + grid.pixelLength(dash.gap)
    let length = horizontal ? band.width : band.height
    // Only the dashes that reach the clip: from the start of the period where it begins to its
    // end (a border 10¹² pixels long is not walked dash by dash).
    let visible = band.intersection(clipRect)
    guard !visible.isEmpty else { return }
    let from = horizontal ? visible.x - band.x : visible.y - band.y
    let to = from + (horizontal ? visible.width : visible.height)
    var k = max(0, from - (from + phase) % period)
    while k < min(length, to) {
      let position = (k + phase) % period
      if position < on {
        let run = min(on - position, length - k)
        let piece =
          horizontal
          ? PixelRect(x: band.x + k, y: band.y, width: run, height: band.height)
          : PixelRect(x: band.x, y: band.y + k, width: band.width, height: run)
        fillPixels(piece, color)
        k += run
      } else {
        k += period - position
      }
    }
  }

  // MARK: Lines and placeholder patterns

  /// A straight line from the pixel holding `start` to the pixel holding `end`, `width` points
  /// thick (a square brush of whole device pixels). Each pixel is painted once, so translucent
  /// lines blend evenly.
  public mutating func line(from start: PointXY, to end: PointXY, _ color: Color, width: Double = 1) {
    let a = grid.pixel(containing: start)
    let b = grid.pixel(containing: end)
    strokePixelLine(x0: a.x, y0: a.y, x1: b.x, y1: b.y, color, thickness: grid.pixelLength(width))
  }

  /// The two diagonals of `rect`, corner pixel to corner pixel: the usual image placeholder.
  public mutating func diagonalCross(in rect: PointRect, _ color: Color, width: Double = 1) {
    let r = grid.pixels(of: rect)
    guard !r.isEmpty else { return }
    let t = grid.pixelLength(width)
    var mask = PixelMask(area: r.intersection(clipRect))
    mask.addLine(x0: r.x, y0: r.y, x1: r.maxX - 1, y1: r.maxY - 1, thickness: t)
    mask.addLine(x0: r.maxX - 1, y0: r.y, x1: r.x, y1: r.maxY - 1, thickness: t)
    paint(mask, color)
  }

  /// Diagonal hatching inside `rect`: stripes `width` points thick every `spacing` points,
  /// measured along the rows. The pattern is anchored at the rectangle's top-left pixel, so a
  /// placeholder looks the same wherever it is.
  public mutating func hatch(
    _ rect: PointRect, _ color: Color, spacing: Double = 8, width: Double = 1,
    direction: HatchDirection = .rising
  ) {
    let r = grid.pixels(of: rect)
    let area = r.intersection(clipRect)
    guard !area.isEmpty else { return }
    let period = max(2, grid.pixelLength(spacing))
    let t = min(grid.pixelLength(width), period - 1)
    let w = bitmap.width
    let offset = rowOffset
    let ink = faded(color).kernelColor
    // Only the stripe pixels are visited: in a row, a stripe starts every `period` pixels,
    // rising ones where (dx + dy) mod period == 0, falling ones where (dx − dy) mod period == 0
    // (dx, dy counted from the rectangle's top-left pixel); where both cross, once.
    bitmap.pixels.withUnsafeMutableBufferPointer { buffer in
      cpk_hatch(
        buffer.baseAddress, w, offset, r.x, r.y, area.x, area.y, area.width, area.height, period, t,
        direction != .falling ? 1 : 0, direction != .rising ? 1 : 0, ink)
    }
  }

  private mutating func strokePixelLine(
    x0: Int, y0: Int, x1: Int, y1: Int, _ color: Color, thickness: Int
  ) {
    let half = (thickness - 1) / 2
    let box = PixelRect(
      minX: min(x0, x1) - half, minY: min(y0, y1) - half,
      maxX: max(x0, x1) - half + thickness, maxY: max(y0, y1) - half + thickness)
    var mask = PixelMask(area: box.intersection(clipRect))
    mask.addLine(x0: x0, y0: y0, x1: x1, y1: y1, thickness: thickness)
    paint(mask, color)
  }

  /// Calls `body` with the bitmap's bytes, for the C kernels of files beside this one.
  mutating func withPixelBuffer<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> R) -> R {
    bitmap.pixels.withUnsafeMutableBufferPointer { body($0) }
  }

  /// Paints every pixel set in `mask`.
  mutating func paint(_ mask: PixelMask, _ color: Color) {
    guard !mask.area.isEmpty else { return }
    let w = bitmap.width
    let offset = rowOffset
    let ink = faded(color).kernelColor
    bitmap.pixels.withUnsafeMutableBufferPointer { buffer in
      mask.bits.withUnsafeBufferPointer { bits in
        cpk_paint_mask(buffer.baseAddress, w, offset, bits.baseAddress, mask.area.x, mask.area.y, mask.area.width, mask.area.height, ink)
      }
    }
  }
}

/// A dash pattern for strokes: `dash` points painted, then `gap` points skipped.
public struct DashPattern: Sendable, Hashable {
  /// The painted length, in points.
  public var dash: Double
  /// The skipped length, in points.
  public var gap: Double

  /// A dash pattern.
  public init(dash: Double, gap: Double) {
    self.dash = dash
    self.gap = gap
  }
}

/// The direction of hatching stripes.
public enum HatchDirection: Sendable, Hashable {
  /// Stripes from bottom-left to top-right ("/").
  case rising
  /// Stripes from top-left to bottom-right ("\").
  case falling
  /// Both directions: a diamond lattice.
  case cross
}
