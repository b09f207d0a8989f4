#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A set of pixels inside an area, so shapes that overlap themselves paint each pixel once.
struct PixelMask {
  let area: PixelRect
  /// One byte a pixel, row after row: 1 when set.
  private(set) var bits: [UInt8]

  init(area: PixelRect) {
    self.area = area
    let count = area.area
    bits = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress { memset(base, 0, count) }
      initialized = count
    }
  }

  subscript(x: Int, y: Int) -> Bool {
    bits[(y - area.y) * area.width + (x - area.x)] != 0
  }

  /// Sets the pixels of a `thickness × thickness` square whose top-left is at (x, y),
  /// clipped to the area.
  mutating func addSquare(x: Int, y: Int, thickness: Int) {
    let r = PixelRect(x: x, y: y, width: thickness, height: thickness).intersection(area)
    guard !r.isEmpty else { return }
    for py in r.y..<r.maxY {
      let row = (py - area.y) * area.width - area.x
      for px in r.x..<r.maxX { bits[row + px] = 1 }
    }
  }

  /// A straight line between two pixel centres, drawn with a square brush centred on each step
  /// (the extra pixel of an even brush goes right and down). Along the major axis every
  /// column (or row) gets the pixel nearest the exact line, halves rounding towards the end
  /// point. Only the steps that can touch the area are visited, so a line from far outside
  /// costs no more than one across the area.
  mutating func addLine(x0: Int, y0: Int, x1: Int, y1: Int, thickness: Int) {
    guard !area.isEmpty else { return }
    let limit = 10_000_000
    let ax = min(max(x0, -limit), limit)
    let ay = min(max(y0, -limit), limit)
    let bx = min(max(x1, -limit), limit)
    let by = min(max(y1, -limit), limit)
    let half = (thickness - 1) / 2
    let dx = bx - ax
    let dy = by - ay
    if dx == 0 && dy == 0 {
      addSquare(x: ax - half, y: ay - half, thickness: thickness)
      return
    }
    if abs(dx) >= abs(dy) {
      let lower = max(min(ax, bx), area.x - thickness)
      let upper = min(max(ax, bx), area.maxX + thickness)
      guard lower <= upper else { return }
      for x in lower...upper {
        let y = ay + Self.roundedQuotient((x - ax) * dy, dx)
        addSquare(x: x - half, y: y - half, thickness: thickness)
      }
    } else {
      let lower = max(min(ay, by), area.y - thickness)
      let upper = min(max(ay, by), area.maxY + thickness)
      guard lower <= upper else { return }
      for y in lower...upper {
        let x = ax + Self.roundedQuotient((y - ay) * dx, dy)
        addSquare(x: x - half, y: y - half, thickness: thickness)
      }
    }
  }

  /// `n / d` rounded to the nearest integer, halves away from zero.
  static func roundedQuotient(_ n: Int, _ d: Int) -> Int {
    let negative = (n < 0) != (d < 0)
    let q = (2 * abs(n) + abs(d)) / (2 * abs(d))
    return negative ? -q : q
  }
}
