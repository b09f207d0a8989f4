/// How layout numbers are printed: the shortest decimal that reads back as the same `Double`,
/// with `-0` printed as `0`, so 137.66666666666666 and 137.5 are never confused and every
/// platform prints the same text — except float noise: a value within four ulps of a decimal
/// of at most twelve significant digits prints as that decimal (`(393 − 0.9 × 393) / 2` is
/// 19.650000000000006 in binary and prints as `19.65`). Thirds and sixths of the pixel grid
/// have no such short neighbour and keep all their digits.
public enum LayoutNumber {
  /// `137.66666666666666`, `44`, `-5`, `0.5`, `19.65`.
  public static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    if let short = shortDecimal(near: value) { return short }
    return value.description
  }

  /// The decimal with the fewest places, at most twelve significant digits in all, within four
  /// ulps of `value`; `nil` when there is none.
  private static func shortDecimal(near value: Double) -> String? {
    let magnitude = abs(value)
    guard magnitude.isFinite, magnitude < 1e11 else { return nil }
    var integerDigits = 1
    var power = 10.0
    while magnitude >= power {
      integerDigits += 1
      power *= 10
    }
    // Powers of ten up to 10¹¹ are exact, and dividing the rounded integer by one gives the
    // double nearest the decimal.
    var factor = 1.0
    for _ in 0..<(12 - integerDigits) {
      factor *= 10
      let candidate = (value * factor).rounded() / factor
      if abs(candidate - value) <= 4 * value.ulp {
        return candidate == candidate.rounded() ? String(Int64(candidate)) : candidate.description
      }
    }
    return nil
  }
}
