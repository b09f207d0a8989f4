extension Canvas {
  /// Strokes the inside of a rectangle with rounded corners: a border `width` points thick (a
  /// whole number of device pixels, at least one) following the corners, as a layer's border
  /// follows its corner radius. A pixel is inked when its centre lies between the outer shape
  /// and the shape inset by the width.
  public mutating func stroke(_ rect: PointRect, cornerRadius: Double, _ color: Color, width: Double = 1) {
    let r = grid.pixels(of: rect)
    let area = r.intersection(clipRect)
    guard !area.isEmpty else { return }
    let t = grid.pixelLength(width)
    let outer = RoundedSpan(r, radius: cornerRadius * grid.scale)
    let innerRect = PixelRect(x: r.x + t, y: r.y + t, width: max(0, r.width - 2 * t), height: max(0, r.height - 2 * t))
    let inner = RoundedSpan(innerRect, radius: max(0, cornerRadius * grid.scale - Double(t)))
    for y in area.y..<area.maxY {
      guard let (start, end) = outer.span(row: y, within: area) else { continue }
      if let (holeStart, holeEnd) = innerRect.isEmpty ? nil : inner.span(row: y, within: innerRect), holeStart < holeEnd {
        if start < holeStart { fillPixels(PixelRect(x: start, y: y, width: holeStart - start, height: 1), color) }
        if holeEnd < end { fillPixels(PixelRect(x: holeEnd, y: y, width: end - holeEnd, height: 1), color) }
      } else {
        fillPixels(PixelRect(x: start, y: y, width: end - start, height: 1), color)
      }
    }
  }

  /// Runs `body` with drawing clipped to a rectangle with rounded corners (`clipsToBounds` on
  /// a view with a corner radius): drawn clipped to the rectangle, then the pixels of the four
  /// corners outside the rounded shape are put back as they were.
  public mutating func withClip(_ rect: PointRect, cornerRadius: Double, _ body: (inout Canvas) -> Void) {
    let r = grid.pixels(of: rect)
    let radius = max(0, min(cornerRadius * grid.scale, Double(min(r.width, r.height)) / 2))
    guard radius >= 0.5 else { return withClip(rect, body) }
    let side = Int(radius.rounded(.up))
    let area = r.intersection(clipRect)
    // The corner squares, as they were (rows of the bitmap, which starts at `rowOffset`).
    let corners = [
      PixelRect(x: r.x, y: r.y, width: side, height: side), PixelRect(x: r.maxX - side, y: r.y, width: side, height: side),
      PixelRect(x: r.x, y: r.maxY - side, width: side, height: side), PixelRect(x: r.maxX - side, y: r.maxY - side, width: side, height: side),
    ].map { $0.intersection(area) }
    var saved: [[Color]] = []
    for corner in corners {
      var pixels: [Color] = []
      pixels.reserveCapacity(max(0, corner.width * corner.height))
      for y in corner.y..<max(corner.y, corner.maxY) {
        for x in corner.x..<max(corner.x, corner.maxX) { pixels.append(bitmap[x, y - rowOffset]) }
      }
      saved.append(pixels)
    }
    withClip(rect, body)
    let shape = RoundedSpan(r, radius: radius)
    for (corner, pixels) in zip(corners, saved) where !corner.isEmpty {
      for y in corner.y..<corner.maxY {
        let span = shape.span(row: y, within: corner)
        for x in corner.x..<corner.maxX {
          if let span, x >= span.start && x < span.end { continue }
          bitmap[x, y - rowOffset] = pixels[(y - corner.y) * corner.width + (x - corner.x)]
        }
      }
    }
  }
}

/// The pixels of each row inside a rectangle with rounded corners (centres inside the shape).
struct RoundedSpan {
  let rect: PixelRect
  let radius: Double

  init(_ rect: PixelRect, radius: Double) {
    self.rect = rect
    self.radius = max(0, min(radius, Double(min(rect.width, rect.height)) / 2))
  }

  /// The row's pixels inside the shape and `area`, as a half-open range; `nil` for none.
  func span(row y: Int, within area: PixelRect) -> (start: Int, end: Int)? {
    guard y >= rect.y, y < rect.maxY else { return nil }
    var start = max(area.x, rect.x)
    var end = min(area.maxX, rect.maxX)
    if radius >= 0.5 {
      let top = Double(rect.y) + radius
      let bottom = Double(rect.maxY) - radius
      let cy = Double(y) + 0.5
      let dy = cy < top ? top - cy : (cy > bottom ? cy - bottom : 0)
      if dy > 0 {
        let dx = max(0, radius * radius - dy * dy).squareRoot()
        let left = Double(rect.x) + radius - dx
        let right = Double(rect.maxX) - radius + dx
        // Pixels whose centres lie within [left, right].
        start = max(start, Int((left - 0.5).rounded(.up)))
        end = min(end, Int((right - 0.5).rounded(.down)) + 1)
      }
    }
    return start < end ? (start, end) : nil
  }
}
