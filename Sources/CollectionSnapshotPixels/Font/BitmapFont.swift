/// The project's own pixel font: printable ASCII, Latin-1 (U+00A0–U+00FF), the common
/// punctuation and signs (dashes, curly quotes, the bullet, the ellipsis, the euro, the trade
/// mark, arrows, comparisons, the check mark, typographic spaces) and Œ œ Š š Ž ž Ÿ, and a
/// visible fallback box for every other character, in two faces, drawn identically on every
/// platform. An accented capital is drawn two rows shorter under its accent, as in other fixed
/// bitmap faces.
///
/// Metrics are in points: one font pixel is `pixelSize` points (1 by default), so measurement
/// does not depend on the raster scale, and at @3x each font pixel becomes 3 × 3 device pixels.
///
/// | face | glyph grid | advance | line height | cap height |
/// |---|---|---|---|---|
/// | ``small`` | 5 × 9 | 6 pt | 11 pt | 7 pt |
/// | ``regular`` | 7 × 13 | 8 pt | 16 pt | 9 pt |
///
/// Every character (grapheme cluster) is one glyph and every glyph has the same advance.
public struct BitmapFont: Sendable, Hashable {
  /// A design of the font.
  public enum Face: String, Sendable, Hashable, CaseIterable {
    /// 5 × 7 capitals with descenders: labels, frame numbers.
    case small
    /// 7 × 9 capitals with descenders: placeholder titles and body text.
    case regular
  }

  /// The design.
  public var face: Face
  /// Points per font pixel.
  public var pixelSize: Double

  /// A font of `face` with each font pixel `pixelSize` points square.
  /// - Precondition: `pixelSize` is positive and finite.
  public init(face: Face, pixelSize: Double = 1) {
    precondition(pixelSize > 0 && pixelSize.isFinite, "pixelSize must be positive")
    self.face = face
    self.pixelSize = pixelSize
  }

  /// The small face at one point per font pixel (11 pt lines).
  public static let small = BitmapFont(face: .small)
  /// The regular face at one point per font pixel (16 pt lines).
  public static let regular = BitmapFont(face: .regular)

  var glyphs: GlyphSet {
    switch face {
    case .small: return GlyphSet.small
    case .regular: return GlyphSet.regular
    }
  }

  /// Horizontal distance between consecutive characters, in points.
  public var advance: Double { Double(glyphs.advance) * pixelSize }
  /// Distance between consecutive baselines, in points.
  public var lineHeight: Double { Double(glyphs.lineHeight) * pixelSize }
  /// From the top of a line to its baseline, in points.
  public var ascent: Double { Double(topPadding + glyphs.baselineRow + 1) * pixelSize }
  /// From the baseline to the bottom of a line, in points.
  public var descent: Double { lineHeight - ascent }
  /// Empty font pixels above the glyph grid in each line.
  var topPadding: Int { (glyphs.lineHeight - glyphs.height) / 2 }

  /// True when the font has a glyph of its own for `character` (see the type's coverage);
  /// anything else is drawn as the fallback box.
  public func hasGlyph(for character: Character) -> Bool { glyphs.hasGlyph(for: character) }

  /// The width of one line of text, in points: characters × advance.
  public func width(of line: some StringProtocol) -> Double {
    Double(line.count) * advance
  }

  /// Lays out `text`: explicit line breaks, then word wrap to `maxWidth` (a word longer than a
  /// line is broken between characters), then at most `lineLimit` lines, the last one cut with
  /// "…" when text was left over.
  ///
  /// - Parameters:
  ///   - text: the text; `\n` starts a new line.
  ///   - maxWidth: the widest line, in points, or `nil` for no wrapping. A line always holds at
  ///     least one character, so a width below ``advance`` still shows one character per line.
  ///   - lineLimit: the most lines, or `nil` for no limit.
  /// - Returns: the lines and their size in points.
  public func measure(_ text: String, maxWidth: Double? = nil, lineLimit: Int? = nil) -> TextLayout {
    let columns: Int? = maxWidth.map { width in
      // At least one column; widths beyond any integer (or infinite) mean no wrapping.
      let count = (width / advance + 1e-9).rounded(.down)
      guard count >= 1 else { return 1 }
      return count < Double(Int.max / 2) ? Int(count) : Int.max / 2
    }
    var lines: [String] = []
    var truncated = false
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    outer: for (p, paragraph) in paragraphs.enumerated() {
      let wrapped = columns.map { TextWrapping.wrap(paragraph, columns: $0) } ?? [String(paragraph)]
      for (l, line) in wrapped.enumerated() {
        if let lineLimit, lines.count == lineLimit {
          truncated = true
          // Fill the last visible line with what follows it, then cut it with an ellipsis.
          let rest =
            ([lines.removeLast()] + wrapped[l...].map { String($0) }
            + paragraphs[(p + 1)...].map { String($0) })
            .joined(separator: " ")
          lines.append(TextWrapping.truncate(rest, columns: columns))
          break outer
        }
        lines.append(line)
      }
    }
    if let lineLimit, lineLimit <= 0 {
      lines = []
      truncated = !text.isEmpty
    }
    let width = lines.map { self.width(of: $0) }.max() ?? 0
    return TextLayout(
      lines: lines, width: width, height: Double(lines.count) * lineHeight,
      isTruncated: truncated)
  }
}

/// Text laid out by ``BitmapFont/measure(_:maxWidth:lineLimit:)``.
public struct TextLayout: Sendable, Hashable {
  /// The lines, in order, as drawn (a truncated last line ends with "…").
  public var lines: [String]
  /// The widest line, in points.
  public var width: Double
  /// The lines' total height, in points.
  public var height: Double
  /// True when text was cut to fit the line limit.
  public var isTruncated: Bool
}
