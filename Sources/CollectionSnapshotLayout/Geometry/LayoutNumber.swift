/// How layout numbers are printed: the shortest decimal that reads back as the same `Double`,
/// with `-0` printed as `0`, so 137.66666666666666 and 137.5 are never confused and every
/// platform prints the same text — except float noise: a value within four ulps of a decimal
/// of at most twelve significant digits prints as that decimal (`(393 − 0.9 × 393) / 2` is
/// 19.650000000000006 in binary and prints as `19.65`). Thirds and sixths of the pixel grid
/// have no such short neighbour and keep all their digits.
public enum LayoutNumber {
  /// `137.66666666666666`, `44`, `-5`, `0.5`, `19.65`.
  public static func format(_ value: Double) -> String {
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``format(_:)``'s text as UTF-8, without building a string on the common paths
  /// of a layout (integers, halves, thirds and sixths), which the dump of a long screen
  /// prints thousands of.
  public static func append(_ value: Double, to bytes: inout [UInt8]) {
    if value == 0 {
      bytes.append(0x30)
      return
    }
    let magnitude = value.magnitude
    if value == value.rounded() && magnitude < 1e15 {
      appendInteger(Int64(value), to: &bytes)
      return
    }
    if magnitude < 1e11 {
      // k + ½ is exact in binary: the first decimal place finds it, and it prints as `k.5`.
      let twice = value * 2
      if twice == twice.rounded() {
        if value < 0 { bytes.append(0x2D) }
        appendInteger(Int64(magnitude), to: &bytes)
        bytes.append(0x2E)
        bytes.append(0x35)
        return
      }
      // r / 6 with r not a multiple of 3 (thirds and sixths) is at least 1 / (6 × 10^d) from
      // every decimal of d places, and d ≤ 12 − integer digits makes that more than
      // |value| / 6e12: far beyond the four ulps (|value| / 1e15) that `shortDecimal` looks
      // within, so it finds none and the value keeps all its digits.
      let sixfold = value * 6
      let nearest = sixfold.rounded()
      if (sixfold - nearest).magnitude <= 16 * value.ulp && nearest.truncatingRemainder(dividingBy: 3) != 0 {
        bytes.append(contentsOf: value.description.utf8)
        return
      }
    }
    bytes.append(contentsOf: (shortDecimal(near: value) ?? value.description).utf8)
  }

  /// An integer's decimal digits, with `-` before a negative one.
  public static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(0x2D) }
    let magnitude = value.magnitude
    var divisor: UInt64 = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    var rest = magnitude
    while divisor > 0 {
      bytes.append(0x30 + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// The decimal with the fewest places, at most twelve significant digits in all, within four
  /// ulps of `value`; `nil` when there is none.
  private static func shortDecimal(near value: Double) -> String? {
    let magnitude = value.magnitude
    guard magnitude.isFinite, magnitude < 1e11 else { return nil }
    var integerDigits = 1
    var power = 10.0
    while magnitude >= power {
      integerDigits += 1
      power *= 10
    }
    // Powers of ten up to 10¹¹ are exact, and dividing the rounded integer by one gives the
    // double nearest the decimal.
    let tolerance = 4 * value.ulp
    var factor = 1.0
    for _ in 0..<(12 - integerDigits) {
      factor *= 10
      let candidate = (value * factor).rounded() / factor
      if (candidate - value).magnitude <= tolerance {
        return candidate == candidate.rounded() ? String(Int64(candidate)) : candidate.description
      }
    }
    return nil
  }
}
