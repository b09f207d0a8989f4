/// The outcome of comparing a reference bitmap with an actual one.
public struct ImageComparison: Sendable {
  /// The reference's size, in pixels.
  public var referenceSize: (width: Int, height: Int)
  /// The actual bitmap's size, in pixels.
  public var actualSize: (width: Int, height: Int)
  /// Pixels counted as different (anti-aliasing excluded when it is detected). When the sizes
  /// differ: 0, or with a diff image the differing pixels over the union of both sizes.
  public var differingPixels: Int
  /// Pixels that differ but were recognised as anti-aliasing (with detection on).
  public var antialiasedPixels: Int
  /// Pixels compared (the reference's area; 0 when the sizes differ).
  public var totalPixels: Int
  /// Bounding boxes of the clusters of differing pixels, top to bottom, left to right (over
  /// the union of both sizes when they differ and a diff image was drawn).
  public var regions: [PixelRect]
  /// True when the difference is within the tolerance of the options used.
  public var matches: Bool
  /// The diff image when one was asked for: the reference faded to light gray, differing
  /// pixels in red, anti-aliasing in yellow. When the sizes differ it covers the union of both
  /// (top-left aligned), and every pixel only one picture has is red.
  public var diffImage: Bitmap?

  /// The comparison of an image of `width × height` pixels with itself: no difference.
  public static func identical(width: Int, height: Int) -> ImageComparison {
    ImageComparison(
      referenceSize: (width, height), actualSize: (width, height), differingPixels: 0,
      antialiasedPixels: 0, totalPixels: width * height, regions: [], matches: true,
      diffImage: nil)
  }

  /// True when the two bitmaps have different sizes (they never match then).
  public var sizeMismatch: Bool {
    referenceSize.width != actualSize.width || referenceSize.height != actualSize.height
  }

  /// Differing pixels as a fraction of the compared pixels, 0…1.
  public var ratio: Double {
    totalPixels == 0 ? (sizeMismatch ? 1 : 0) : Double(differingPixels) / Double(totalPixels)
  }

  /// A readable account: sizes when they differ, otherwise the number and share of differing
  /// pixels and the first few regions.
  public func summary(maxRegions: Int = 10) -> String {
    if sizeMismatch {
      return
        "images have different sizes: reference \(referenceSize.width)x\(referenceSize.height), "
        + "actual \(actualSize.width)x\(actualSize.height)"
    }
    var text =
      "\(differingPixels) of \(totalPixels) pixels differ (\(Self.percent(ratio)))"
    if antialiasedPixels > 0 { text += ", \(antialiasedPixels) anti-aliased pixels ignored" }
    if !regions.isEmpty {
      let shown = regions.prefix(maxRegions).map { "  \($0.description)" }
      text += "\ndiffering regions (x,y widthxheight, in pixels):\n" + shown.joined(separator: "\n")
      if regions.count > maxRegions { text += "\n  … and \(regions.count - maxRegions) more" }
    }
    return text
  }

  /// A ratio as a percentage with enough decimals (two at least) that a difference never shows
  /// as 0 %: `0.0123%`, `12.5%`.
  static func percent(_ ratio: Double) -> String {
    if ratio == 0 { return "0%" }
    var digits = 2
    while digits < 9 && (ratio * 100 * pow10(digits)).rounded() == 0 { digits += 1 }
    let units = Int((ratio * 100 * pow10(digits)).rounded())
    var fraction = String(units % Int(pow10(digits)))
    while fraction.count < digits { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let whole = String(units / Int(pow10(digits)))
    return fraction.isEmpty ? whole + "%" : whole + "." + fraction + "%"
  }

  private static func pow10(_ n: Int) -> Double {
    var v = 1.0
    for _ in 0..<n { v *= 10 }
    return v
  }
}
