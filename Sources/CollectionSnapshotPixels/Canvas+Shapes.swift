extension Canvas {
  /// Fills a rectangle with rounded corners (a button pill when the radius is half the height).
  /// A pixel is inside when its centre is inside the shape, as for every fill (``PixelGrid``).
  public mutating func fill(_ rect: PointRect, cornerRadius: Double, _ color: Color) {
    let r = grid.pixels(of: rect)
    let area = r.intersection(clipRect)
    guard !area.isEmpty else { return }
    let radius = max(0, min(cornerRadius * grid.scale, Double(min(r.width, r.height)) / 2))
    if radius < 0.5 {
      fillPixels(area, color)
      return
    }
    // Corner circle centres, in device pixels.
    let left = Double(r.x) + radius
    let right = Double(r.maxX) - radius
    let top = Double(r.y) + radius
    let bottom = Double(r.maxY) - radius
    let limit = radius * radius
    for y in area.y..<area.maxY {
      let cy = Double(y) + 0.5
      let dy = cy < top ? top - cy : (cy > bottom ? cy - bottom : 0)
      var start = area.x
      var end = area.maxX
      if dy > 0 {
        // The row's span inside the rounded ends.
        let dx = (limit - dy * dy).squareRoot()
        var x0 = area.x
        while x0 < area.maxX && (Double(x0) + 0.5) < left - dx { x0 += 1 }
        var x1 = area.maxX
        while x1 > x0 && (Double(x1) - 0.5) > right + dx { x1 -= 1 }
        start = x0
        end = x1
      }
      if start < end { fillPixels(PixelRect(x: start, y: y, width: end - start, height: 1), color) }
    }
  }
}
