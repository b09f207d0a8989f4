/// How layout numbers are printed: the shortest decimal that reads back as the same `Double`,
/// with `-0` printed as `0`, so 137.66666666666666 and 137.5 are never confused and every
/// platform prints the same text.
public enum LayoutNumber {
  /// `137.66666666666666`, `44`, `-5`, `0.5`.
  public static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }
}
