public import CollectionSnapshotLayout

extension TextFont {
  /// A text style's font at the default text size (Large): `.style(.headline)` is 17-pt
  /// semibold. What a description of a kind's views writes (``ViewTree/label(_:frame:font:color:lines:alignment:lineBreak:)``).
  public static func style(_ style: TextStyle) -> TextFont { style.font(.large) }

  /// The system font of a size and weight (`UIFont.systemFont(ofSize:weight:)`).
  public static func system(_ pointSize: Double, weight: FontWeight = .regular) -> TextFont { TextFont(pointSize: pointSize, weight: weight) }

  /// A font as the layout dump names it (``description``), read back: `headline` (at
  /// `category`), `body semibold`, `body 20`, `17 semibold`, `13 regular italic`, `14 regular
  /// monospaced`, `Avenir-Heavy 17 (system metrics)`; `nil` for anything else.
  public init?(parsing text: String, category: ContentSizeCategory = .large) {
    var words = text.split(separator: " ").map(String.init)
    guard let first = words.first else { return nil }
    if let style = TextStyle(rawValue: first) {
      self = style.font(category)
      words.removeFirst()
    } else if let size = Double(first), size > 0, size.isFinite {
      self.init(pointSize: size)
      words.removeFirst()
    } else if let index = words.firstIndex(where: { Double($0) != nil }), index > 0, let size = Double(words[index]), size > 0, size.isFinite {
      self.init(customName: words[..<index].joined(separator: " "), pointSize: size)
      words.removeFirst(index + 1)
      if words == ["(system", "metrics)"] { words = [] }
    } else {
      return nil
    }
    for word in words {
      if let weight = FontWeight.allCases.first(where: { $0.name == word }) {
        self.weight = weight
      } else if let size = Double(word), size > 0, size.isFinite {
        pointSize = size
      } else if word == "italic" {
        isItalic = true
      } else if word == "monospacedDigits" {
        monospacedDigits = true
      } else if let design = Design(rawValue: word), design != .default {
        self.design = design
      } else {
        return nil
      }
    }
  }
}
