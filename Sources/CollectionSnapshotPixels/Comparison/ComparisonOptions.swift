/// How two bitmaps are compared and how much difference is tolerated.
///
/// The default is exact: every pixel must be equal (two fully transparent pixels are equal
/// whatever their colour channels, since nothing of them is visible).
public struct ComparisonOptions: Sendable, Hashable {
  /// `nil` for exact comparison; otherwise the perceptual threshold, 0…1, on the YIQ colour
  /// distance pixelmatch uses (0.1 is pixelmatch's default): pixels closer than it are equal.
  public var threshold: Double?
  /// With a threshold, pixels that look like anti-aliasing of an edge (pixelmatch's detection)
  /// are reported separately and not counted as differences.
  public var detectAntialiasing: Bool
  /// The most differing pixels that still count as a match, or `nil` for no such limit.
  public var maxDiffPixels: Int?
  /// The largest fraction of differing pixels, 0…1, that still counts as a match, or `nil` for
  /// no such limit. With neither limit set, no differing pixel is tolerated; with both set,
  /// both must hold.
  public var maxDiffRatio: Double?

  /// Options; the defaults compare exactly and tolerate nothing.
  public init(
    threshold: Double? = nil, detectAntialiasing: Bool = false, maxDiffPixels: Int? = nil,
    maxDiffRatio: Double? = nil
  ) {
    self.threshold = threshold
    self.detectAntialiasing = detectAntialiasing
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffRatio = maxDiffRatio
  }

  /// True when `differing` of `total` pixels is within the tolerance.
  public func tolerates(differing: Int, of total: Int) -> Bool {
    if maxDiffPixels == nil && maxDiffRatio == nil { return differing == 0 }
    if let maxDiffPixels, differing > maxDiffPixels { return false }
    if let maxDiffRatio, Double(differing) > maxDiffRatio * Double(total) { return false }
    return true
  }

  /// Exact comparison, no tolerance.
  public static let exact = ComparisonOptions()

  /// The first option value that cannot be used, described, or `nil` when all are valid.
  public var validationError: String? {
    if let threshold, !(threshold >= 0 && threshold <= 1) {
      return "threshold must be between 0 and 1, got \(threshold)"
    }
    if let maxDiffPixels, maxDiffPixels < 0 {
      return "max-diff-pixels must not be negative, got \(maxDiffPixels)"
    }
    if let maxDiffRatio, !(maxDiffRatio >= 0 && maxDiffRatio <= 1) {
      return "max-diff-ratio must be between 0 and 1, got \(maxDiffRatio)"
    }
    return nil
  }
}
