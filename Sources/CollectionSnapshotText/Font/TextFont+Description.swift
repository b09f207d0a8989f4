extension TextFont: CustomStringConvertible {
  /// What the font is, as the layout dump prints it: a text style by name (`headline`, with
  /// what the app changed: `body semibold`, `title2 italic`, `body 20`), a system font by size
  /// and weight (`17 semibold`, `13 regular italic`, `15 medium monospacedDigits`, `14 regular
  /// monospaced`), a custom font by name and size with the metrics that stood in
  /// (`Avenir-Heavy 17 (system metrics)`).
  public var description: String {
    var words: [String] = []
    switch source {
    case .textStyle(let style, let category):
      words.append(style.name)
      if weight != style.weight { words.append(weight.name) }
      if pointSize != style.pointSize(category) { words.append(Self.number(pointSize)) }
    case .system:
      words.append(Self.number(pointSize))
      words.append(weight.name)
    case .custom(let name):
      return "\(name) \(Self.number(pointSize)) (system metrics)"
    }
    if isItalic { words.append("italic") }
    if design != .default { words.append(design.rawValue) }
    if monospacedDigits { words.append("monospacedDigits") }
    return words.joined(separator: " ")
  }

  /// A size to 1/1000 pt without trailing zeros: `17`, `17.5`, `20.333`.
  static func number(_ v: Double) -> String {
    let thousandths = Int64((v * 1000).rounded())
    let whole = thousandths / 1000
    var fraction = thousandths % 1000
    guard fraction != 0 else { return String(whole) }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    return "\(whole)." + String(repeating: "0", count: digits - text.count) + text
  }
}
