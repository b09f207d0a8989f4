import CollectionSnapshotModel

/// A label's text broken into lines at its width, each character placed at its advance in the
/// label's font, with the label's line limit and truncation: what ``ViewTreePainter`` draws.
///
/// Advances here are estimates by character class (narrow, wide, capitals, digits, space) in
/// ems of the font's size; lines are San Francisco's height (ascender 1950 and descender −494
/// of 2048 units a point), the baseline an ascender below a line's top.
struct LabelTypesetting {
  /// A character placed on a line.
  struct Glyph {
    var character: Character
    var x: Double
    var advance: Double
  }

  /// One line.
  struct Line {
    var glyphs: [Glyph]
    /// The width of what the line shows.
    var width: Double
    /// The y of its top, from the text's top.
    var top: Double
    /// The y of its baseline, from the text's top.
    var baseline: Double
  }

  /// The lines shown.
  var lines: [Line]
  /// Their height.
  var height: Double

  /// `text` laid out at `width` in at most `maxLines` lines (the text's line limit, or the
  /// lines its frame holds, whichever is fewer; 0 for no limit).
  init(_ text: ViewText, width: Double, maxLines: Int) {
    let size = text.font.pointSize
    let lineHeight = size * 2444 / 2048
    let ascender = size * 1950 / 2048
    var words: [[String]] = []
    for paragraph in text.text.split(separator: "\n", omittingEmptySubsequences: false) {
      words.append(paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init))
    }
    func advance(_ c: Character) -> Double { Self.em(of: c) * size }
    func measure(_ s: String) -> Double { s.reduce(0) { $0 + advance($1) } }
    // Greedy breaking at spaces (a word wider than the line breaks between characters).
    var rawLines: [String] = []
    let wraps = text.numberOfLines != 1
    for paragraph in words {
      var line = ""
      for word in paragraph {
        let candidate = line.isEmpty ? word : line + " " + word
        if !wraps || measure(candidate) <= width + 1e-9 || line.isEmpty && measure(word) <= width + 1e-9 {
          line = candidate
          continue
        }
        if !line.isEmpty { rawLines.append(line) }
        var rest = word
        while measure(rest) > width + 1e-9, rest.count > 1 {
          var cut = ""
          for c in rest where measure(cut + String(c)) <= width + 1e-9 || cut.isEmpty { cut.append(c) }
          rawLines.append(cut)
          rest = String(rest.dropFirst(cut.count))
        }
        line = rest
      }
      rawLines.append(line)
    }
    var shown = rawLines
    let limit = maxLines > 0 ? maxLines : Int.max
    var truncated = false
    if shown.count > limit {
      shown = Array(shown.prefix(limit))
      shown[shown.count - 1] = rawLines[(limit - 1)...].joined(separator: " ")
      truncated = true
    }
    if let last = shown.indices.last, truncated || measure(shown[last]) > width + 1e-9, text.lineBreak != .byClipping {
      // The last line cut with "…" to fit.
      var cut = shown[last]
      while !cut.isEmpty && measure(cut + "…") > width + 1e-9 { cut.removeLast() }
      while cut.last == " " { cut.removeLast() }
      shown[last] = cut + "…"
    }
    lines = shown.enumerated().map { i, string in
      var x = 0.0
      var glyphs: [Glyph] = []
      for c in string {
        let a = advance(c)
        glyphs.append(Glyph(character: c, x: x, advance: a))
        x += a
      }
      let top = Double(i) * lineHeight
      return Line(glyphs: glyphs, width: x, top: top, baseline: top + ascender)
    }
    height = Double(lines.count) * lineHeight
  }

  /// A character's advance in ems, by its class.
  static func em(of c: Character) -> Double {
    if c == " " { return 0.26 }
    if "iljI.,:;'|!`".contains(c) { return 0.27 }
    if "ftr()[]{}-/\\\"".contains(c) { return 0.36 }
    if "mwMW@%".contains(c) { return 0.86 }
    if c.isUppercase { return 0.68 }
    if c.isNumber { return 0.6 }
    return 0.55
  }
}
