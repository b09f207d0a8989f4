/// Text broken into lines as UIKit's text system lays it out (`UILabel`, `boundingRect`): each
/// line's characters, the x of every glyph, its width and its baseline, and the size UIKit
/// reports. The renderer draws glyphs at these positions, so text fills its frame as on a device.
///
/// Coordinates are points from the text's top-left corner; lines are left-aligned (a renderer
/// moves a line by `containerWidth − width` for right alignment, half that for centred).
public struct TypesetText: Sendable, Hashable {
  /// The lines shown, top to bottom.
  public var lines: [TypesetLine]
  /// The widest line's width, unrounded.
  public var width: Double
  /// The lines' heights and the spacing between them, unrounded.
  public var height: Double
  /// True when text was left out (past the line limit, or cut off by truncation).
  public var isTruncated: Bool
  /// The lines the text needs at the width without a line limit (the dump's `3/5 lines`).
  public var naturalLineCount: Int
  /// The fonts of the runs, by run index (``TypesetGlyph/run``).
  public var fonts: [TextFont]

  /// The size UIKit's views report (`intrinsicContentSize`, `sizeThatFits`): width and height
  /// rounded up to the pixel grid of `scale` (body "Label", 41.49 × 20.287 → 41.667 × 20.333 at
  /// @3x).
  public func fittingSize(scale: Double) -> (width: Double, height: Double) {
    (TextRounding.ceil(width, scale: scale), TextRounding.ceil(height, scale: scale))
  }

  /// Lays out `text` in one `font`.
  /// - Parameters:
  ///   - width: the width lines break at; `nil` for none (each paragraph on one line).
  ///   - numberOfLines: the most lines shown; 0 for as many as the text needs.
  ///   - lineBreakMode: how lines break and the last one truncates.
  ///   - paragraph: line and paragraph spacing.
  ///   - glyphs: false to measure only (no glyph positions: faster, for sizing).
  public init(
    _ text: String, font: TextFont, width: Double? = nil, numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byWordWrapping,
    paragraph: ParagraphStyle = .default, glyphs: Bool = true
  ) {
    self.init(
      text, runs: [TextRun(length: Int.max, font: font)], width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
      paragraph: paragraph, glyphs: glyphs)
  }

  /// Lays out `text` in runs of fonts (an attributed string); scalars past the last run take its
  /// font.
  public init(
    _ text: String, runs: [TextRun], width: Double? = nil, numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byWordWrapping,
    paragraph: ParagraphStyle = .default, glyphs: Bool = true
  ) {
    let prepared = TextMeasurer.prepare(text, runs: runs.isEmpty ? [TextRun(length: Int.max, font: TextFont(pointSize: 17))] : runs)
    var breaker = LineBreaker(
      text: prepared, width: width.map { $0.isFinite ? max(0, $0) : 0 }, numberOfLines: max(0, numberOfLines), mode: lineBreakMode,
      paragraph: paragraph, makeGlyphs: glyphs)
    self = breaker.run()
  }

  /// An empty layout.
  init(fonts: [TextFont]) {
    lines = []
    width = 0
    height = 0
    isTruncated = false
    naturalLineCount = 0
    self.fonts = fonts
  }
}

/// One line of ``TypesetText``.
public struct TypesetLine: Sendable, Hashable {
  /// The scalar offsets of the text's characters on the line (before truncation).
  public var range: Range<Int>
  /// The width of what the line shows (trailing spaces at a wrap excluded), ellipsis included.
  public var width: Double
  /// The y of the line's top.
  public var top: Double
  /// The line's height (its fonts' ascent + descent, or the paragraph style's).
  public var height: Double
  /// The y of the baseline (top + height − the line's descent).
  public var baseline: Double
  /// True when the line ends in (or holds) an ellipsis.
  public var isTruncated: Bool
  /// The glyphs drawn, left to right (empty when the layout was made without glyphs).
  public var glyphs: [TypesetGlyph]
}

/// A character placed on a line.
public struct TypesetGlyph: Sendable, Hashable {
  /// The character (`…` for a truncation's ellipsis).
  public var scalar: Unicode.Scalar
  /// The x of its origin on the line.
  public var x: Double
  /// Its advance (with tracking, letter spacing and kerning).
  public var advance: Double
  /// Its scalar offset in the text; −1 for an ellipsis.
  public var sourceIndex: Int
  /// The index of its run's font in ``TypesetText/fonts``.
  public var run: Int
}
