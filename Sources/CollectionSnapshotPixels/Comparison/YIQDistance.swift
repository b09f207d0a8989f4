/// Perceptual colour distance in YIQ space, as pixelmatch defines it (Kotsarenko and Ramos,
/// "Measuring perceived color difference using YIQ NTSC transmission color space"), with
/// translucent pixels first blended over white. Also pixelmatch's anti-aliasing detector.
enum YIQDistance {
  /// The squared distance above which two pixels differ, for a threshold in 0…1.
  static func maxDelta(threshold: Double) -> Double { 35215 * threshold * threshold }

  @inline(__always)
  private static func blendOverWhite(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }

  @inline(__always)
  private static func y(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
  }

  /// Signed squared YIQ distance between the pixels at byte offsets `i` of `a` and `j` of `b`
  /// (negative when the first is brighter), or only the brightness difference with `yOnly`.
  @inline(__always)
  static func delta(
    _ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int,
    yOnly: Bool = false
  ) -> Double {
    var r1 = Double(a[i])
    var g1 = Double(a[i + 1])
    var b1 = Double(a[i + 2])
    let a1 = a[i + 3]
    var r2 = Double(b[j])
    var g2 = Double(b[j + 1])
    var b2 = Double(b[j + 2])
    let a2 = b[j + 3]
    if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
    if a1 < 255 {
      let f = Double(a1) / 255
      r1 = blendOverWhite(r1, f)
      g1 = blendOverWhite(g1, f)
      b1 = blendOverWhite(b1, f)
    }
    if a2 < 255 {
      let f = Double(a2) / 255
      r2 = blendOverWhite(r2, f)
      g2 = blendOverWhite(g2, f)
      b2 = blendOverWhite(b2, f)
    }
    let y1 = y(r1, g1, b1)
    let y2 = y(r2, g2, b2)
    let dy = y1 - y2
    if yOnly { return dy }
    let di =
      (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189)
      - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
    let dq =
      (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694)
      - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
    let d = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    return y1 > y2 ? -d : d
  }

  /// True when the pixel at (x, y) of `image` looks like anti-aliasing: among its eight
  /// neighbours it has both a darker and a brighter one, not more than two equal ones, and the
  /// darkest or brightest neighbour sits in a flat area (three or more equal neighbours) of both
  /// images.
  static func isAntialiased(
    _ image: UnsafeBufferPointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int,
    other: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let center = (y1 * width + x1) * 4
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var minDelta = 0.0
    var maxDelta = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0
    for x in x0...x2 {
      for y in y0...y2 where !(x == x1 && y == y1) {
        let d = delta(image, center, image, (y * width + x) * 4, yOnly: true)
        if d == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if d < minDelta {
          minDelta = d
          minX = x
          minY = y
        } else if d > maxDelta {
          maxDelta = d
          maxX = x
          maxY = y
        }
      }
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return
      (hasManySiblings(image, x: minX, y: minY, width: width, height: height)
      && hasManySiblings(other, x: minX, y: minY, width: width, height: height))
      || (hasManySiblings(image, x: maxX, y: maxY, width: width, height: height)
        && hasManySiblings(other, x: maxX, y: maxY, width: width, height: height))
  }

  /// True when more than two neighbours of (x, y) have exactly its colour.
  private static func hasManySiblings(
    _ image: UnsafeBufferPointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int
  ) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let center = (y1 * width + x1) * 4
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 where !(x == x1 && y == y1) {
        let p = (y * width + x) * 4
        if image[center] == image[p] && image[center + 1] == image[p + 1]
          && image[center + 2] == image[p + 2] && image[center + 3] == image[p + 3]
        {
          zeroes += 1
          if zeroes > 2 { return true }
        }
      }
    }
    return false
  }
}
