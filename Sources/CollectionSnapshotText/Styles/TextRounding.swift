/// Text sizes rounded to a screen's pixel grid (3 pixels per point at @3x), as UIKit rounds them.
public enum TextRounding {
  /// `v` rounded up to the pixel grid of `scale`, forgiving float noise (a value a few ulps
  /// above a pixel boundary stays on it): 20.287 → 20.333 at @3x, 20.5 at @2x.
  public static func ceil(_ v: Double, scale: Double) -> Double {
    guard scale > 0 else { return v }
    let pixels = v * scale
    let nearest = pixels.rounded()
    if (pixels - nearest).magnitude < 1e-9 { return nearest / scale }
    return pixels.rounded(.up) / scale
  }

  /// `v` rounded to the nearest pixel of `scale`, halves up: a baseline at 28.186 is drawn at
  /// 28.333 at @3x.
  public static func round(_ v: Double, scale: Double) -> Double {
    guard scale > 0 else { return v }
    return (v * scale + 1e-9).rounded(.toNearestOrAwayFromZero) / scale
  }
}
