/// Greedy word wrap on character counts (every glyph has the same advance).
enum TextWrapping {
  /// Breaks a paragraph into lines of at most `columns` characters at spaces; a word longer
  /// than a line is broken between characters. Runs of spaces between words collapse to one.
  static func wrap(_ paragraph: Substring, columns: Int) -> [String] {
    let words = paragraph.split(separator: " ", omittingEmptySubsequences: true)
    if words.isEmpty { return [""] }
    var lines: [String] = []
    var current = ""
    var currentCount = 0
    for word in words {
      var word = Substring(word)
      var count = word.count
      if currentCount > 0 && currentCount + 1 + count <= columns {
        current += " " + word
        currentCount += 1 + count
        continue
      }
      if currentCount > 0 {
        lines.append(current)
        current = ""
        currentCount = 0
      }
      while count > columns {
        let head = word.prefix(columns)
        lines.append(String(head))
        word = word.dropFirst(columns)
        count -= columns
      }
      current = String(word)
      currentCount = count
    }
    lines.append(current)
    return lines
  }

  /// The text cut to `columns` characters with a trailing "…" (no cut when `columns` is nil:
  /// then "…" is appended).
  static func truncate(_ text: String, columns: Int?) -> String {
    var trimmed = Substring(text)
    while trimmed.last == " " { trimmed = trimmed.dropLast() }
    guard let columns else { return trimmed + "…" }
    if columns <= 1 { return "…" }
    var head = trimmed.prefix(columns - 1)
    while head.last == " " { head = head.dropLast() }
    return head + "…"
  }
}
