/// The natural logarithm and exponential the deceleration model needs, computed with the four
/// IEEE 754 operations only (each correctly rounded), in a fixed order: the same bits on every
/// platform, where the C library's `log` and `pow` may differ in the last place — and a time
/// rounded to the microsecond could then differ between Linux and macOS.
enum DecayMath {
  static let ln2 = 0.693_147_180_559_945_3
  static let ln2High = 6.931_471_803_691_238_164_90e-01
  static let ln2Low = 1.908_214_929_270_587_700_02e-10

  /// `ln x` for `x > 0` (NaN otherwise), to within a few units in the last place.
  static func ln(_ x: Double) -> Double {
    guard x > 0, x.isFinite else { return x == 0 ? -.infinity : x.isInfinite && x > 0 ? .infinity : .nan }
    // x = m · 2^e with m in [1, 2); brought to [√½, √2) so the series below converges fast.
    var e = Double(x.exponent)
    var m = x.significand
    if m > 1.414_213_562_373_095_1 {
      m /= 2
      e += 1
    }
    // ln m = 2·atanh(s), s = (m − 1) / (m + 1), |s| < 0.172: s + s³/3 + s⁵/5 + …
    let s = (m - 1) / (m + 1)
    let s2 = s * s
    var term = s
    var sum = 0.0
    var k = 1.0
    while k < 60 {
      sum += term / k
      term *= s2
      k += 2
    }
    return e * ln2 + 2 * sum
  }

  /// `eˣ` (0 far below, infinity far above the range of `Double`).
  static func exp(_ x: Double) -> Double {
    guard x.isFinite else { return x.isNaN ? .nan : x > 0 ? .infinity : 0 }
    if x > 709 { return .infinity }
    if x < -745 { return 0 }
    // x = k·ln 2 + r with |r| ≤ ln 2 / 2; eʳ by its series, then scaled by 2^k.
    // ln 2 split in two (Cody and Waite): k × ln2High is exact for |k| < 2¹¹, so r keeps its
    // precision even where k is large.
    let k = (x / ln2).rounded()
    let r = (x - k * ln2High) - k * ln2Low
    var term = 1.0
    var sum = 1.0
    var n = 1.0
    while n < 30 {
      term *= r / n
      sum += term
      n += 1
    }
    return scaled(sum, by: Int(k))
  }

  /// `b^t` for `b > 0`: `e^(t·ln b)`.
  static func pow(_ b: Double, _ t: Double) -> Double { exp(t * ln(b)) }

  /// `v · 2^k`, exact (in steps that stay within the normal range).
  static func scaled(_ v: Double, by k: Int) -> Double {
    var value = v
    var rest = k
    while rest > 1000 { value *= Double(sign: .plus, exponent: 1000, significand: 1); rest -= 1000 }
    while rest < -1000 { value *= Double(sign: .plus, exponent: -1000, significand: 1); rest += 1000 }
    return value * Double(sign: .plus, exponent: rest, significand: 1)
  }
}
