/// Breaks measured text into lines as Core Text does for UIKit's labels: at spaces and after
/// hyphens (a word longer than the line breaks between characters), at every newline, then
/// limits the lines and truncates the last one.
struct LineBreaker {
  let text: TextMeasurer.Prepared
  /// The width lines break at; `nil` for none.
  let width: Double?
  /// The most lines; 0 for no limit.
  let numberOfLines: Int
  let mode: LineBreakMode
  let paragraph: ParagraphStyle
  let makeGlyphs: Bool

  /// A line found by breaking: its scalars, the width it shows, and whether a paragraph ends
  /// with it.
  struct Span {
    var start: Int
    var end: Int
    var width: Double
    var endsParagraph: Bool
  }

  /// A float's slack: a line that overflows by less still fits.
  static let epsilon = 1e-9

  mutating func run() -> TypesetText {
    let count = text.scalars.count
    guard count > 0 else { return TypesetText(fonts: text.fonts) }
    var spans = breakLines()
    let natural = spans.count
    var truncated = false
    var ellipsis: (line: Int, content: [Int], width: Double)?
    if numberOfLines > 0 && spans.count > numberOfLines {
      truncated = true
      spans.removeLast(spans.count - numberOfLines)
    }
    let lastIndex = spans.count - 1
    let last = spans[lastIndex]
    let cut = truncated || (width.map { last.width > $0 + Self.epsilon } ?? false)
    if mode.truncates && cut {
      let paragraphEnd = paragraphEnd(from: last.start)
      let (content, shownWidth) = truncate(from: last.start, to: paragraphEnd)
      ellipsis = (lastIndex, content, shownWidth)
      truncated = true
    }
    var result = TypesetText(fonts: text.fonts)
    result.naturalLineCount = natural
    result.isTruncated = truncated
    var y = 0.0
    for (index, span) in spans.enumerated() {
      var line = TypesetLine(range: span.start..<span.end, width: span.width, top: 0, height: 0, baseline: 0, isTruncated: false, glyphs: [])
      let (ascent, descent) = lineMetrics(span.start, span.end)
      let height = paragraph.lineHeight(natural: ascent + descent)
      if let ellipsis, ellipsis.line == index {
        line.width = ellipsis.width
        line.isTruncated = true
        if makeGlyphs { line.glyphs = glyphs(for: ellipsis.content) }
      } else if makeGlyphs {
        line.glyphs = glyphs(for: Array(span.start..<span.end))
      }
      line.top = y
      line.height = height
      line.baseline = y + height - descent
      result.width = max(result.width, line.width)
      y += height
      if index < spans.count - 1 { y += paragraph.lineSpacing + (span.endsParagraph ? paragraph.paragraphSpacing : 0) }
      result.lines.append(line)
    }
    result.height = y
    return result
  }

  // MARK: Breaking

  /// Every line of the text at the width, without a line limit.
  func breakLines() -> [Span] {
    var spans: [Span] = []
    let count = text.scalars.count
    var paragraphStart = 0
    while paragraphStart <= count {
      var paragraphEnd = paragraphStart
      while paragraphEnd < count && !Self.isHardBreak(text.scalars[paragraphEnd]) { paragraphEnd += 1 }
      breakParagraph(paragraphStart, paragraphEnd, into: &spans)
      guard paragraphEnd < count else { break }
      // CR LF is one break.
      var next = paragraphEnd + 1
      if text.scalars[paragraphEnd] == 0x0D && next < count && text.scalars[next] == 0x0A { next += 1 }
      // A final newline adds no line.
      if next >= count { break }
      paragraphStart = next
    }
    return spans
  }

  /// The lines of one paragraph, `start..<end` (an empty paragraph is one empty line).
  func breakParagraph(_ start: Int, _ end: Int, into spans: inout [Span]) {
    guard start < end else {
      spans.append(Span(start: start, end: end, width: 0, endsParagraph: true))
      return
    }
    // One clipped line holds the whole paragraph.
    let limit = (mode == .byClipping && numberOfLines == 1) ? nil : width
    var lineStart = start
    while lineStart < end {
      var x = 0.0
      var visible = 0.0
      var breakAt = -1
      var widthAtBreak = 0.0
      var i = lineStart
      var span: Span?
      while i < end {
        let s = text.scalars[i]
        let w = s == 0x09 ? Self.tabStop(after: x) - x : text.advances[i]
        if Self.isWhitespace(s) {
          x += w
          breakAt = i
          widthAtBreak = visible
          i += 1
          continue
        }
        if let limit, x + w > limit + Self.epsilon, i > lineStart, canBreakBefore(i) {
          if breakAt >= lineStart && mode != .byCharWrapping {
            span = Span(start: lineStart, end: breakAt + 1, width: widthAtBreak, endsParagraph: false)
          } else {
            span = Span(start: lineStart, end: i, width: visible, endsParagraph: false)
          }
          break
        }
        x += w
        visible = x
        if i + 1 < end && canBreakBefore(i + 1) && (mode == .byCharWrapping || breaksAfter(i)) {
          breakAt = i
          widthAtBreak = visible
        }
        i += 1
      }
      let found = span ?? Span(start: lineStart, end: end, width: x, endsParagraph: true)
      spans.append(found)
      lineStart = found.end
    }
  }

  /// True when a line may start at `i`: not on a mark, joiner or modifier that belongs to the
  /// character before, nor right after a zero-width joiner.
  func canBreakBefore(_ i: Int) -> Bool {
    if i <= 0 || i >= text.scalars.count { return true }
    let s = text.scalars[i]
    if InterAdvances.isZeroWidth(s) && s != 0x200B { return false }
    return text.scalars[i - 1] != 0x200D
  }

  /// True when a line may end after `i` (a non-space): after a hyphen or dash that does not
  /// start a number, a soft hyphen or zero-width space, and around ideographs.
  func breaksAfter(_ i: Int) -> Bool {
    let s = text.scalars[i]
    let next = i + 1 < text.scalars.count ? text.scalars[i + 1] : 0
    switch s {
    case 0x2D:
      let previous = i > 0 ? text.scalars[i - 1] : 0x20
      return !Self.isWhitespace(previous) && !(next >= 0x30 && next <= 0x39)
    case 0x2010, 0x2012, 0x2013, 0x2014, 0x00AD, 0x200B:
      return true
    default:
      return Self.isIdeographic(s) || Self.isIdeographic(next)
    }
  }

  /// The first paragraph end at or after `i`.
  func paragraphEnd(from i: Int) -> Int {
    var end = i
    while end < text.scalars.count && !Self.isHardBreak(text.scalars[end]) { end += 1 }
    return end
  }

  // MARK: Lines

  /// The ascent and descent of a line: the largest of its fonts' (the font at its start for an
  /// empty line).
  func lineMetrics(_ start: Int, _ end: Int) -> (Double, Double) {
    if text.runOf.isEmpty || start >= end {
      let font = text.fonts[text.runOf.isEmpty ? 0 : text.run(at: min(start, text.scalars.count - 1))]
      return (font.ascender, -font.descender)
    }
    var ascent = 0.0
    var descent = 0.0
    var lastRun = -1
    for i in start..<end {
      let run = text.run(at: i)
      if run == lastRun { continue }
      lastRun = run
      let font = text.fonts[run]
      ascent = max(ascent, font.ascender)
      descent = max(descent, -font.descender)
    }
    return (ascent, descent)
  }

  /// The glyphs of `indices` (−1 for an ellipsis) placed left to right.
  func glyphs(for indices: [Int]) -> [TypesetGlyph] {
    var result: [TypesetGlyph] = []
    result.reserveCapacity(indices.count)
    var x = 0.0
    for index in indices {
      if index < 0 {
        let run = result.last?.run ?? 0
        let advance = ellipsisWidth(run: run)
        result.append(TypesetGlyph(scalar: "\u{2026}", x: x, advance: advance, sourceIndex: -1, run: run))
        x += advance
        continue
      }
      let s = text.scalars[index]
      let advance = s == 0x09 ? Self.tabStop(after: x) - x : text.advances[index]
      result.append(TypesetGlyph(scalar: Unicode.Scalar(s) ?? "\u{FFFD}", x: x, advance: advance, sourceIndex: index, run: text.run(at: index)))
      x += advance
    }
    return result
  }

  // MARK: Character classes

  /// Newlines: LF, VT, FF, CR, NEL, line and paragraph separators.
  @inline(__always)
  static func isHardBreak(_ s: UInt32) -> Bool {
    s == 0x0A || s == 0x0D || s == 0x0B || s == 0x0C || s == 0x85 || s == 0x2028 || s == 0x2029
  }

  /// Spaces a line may break after, which hang past a wrapped line's end (not the no-break
  /// spaces U+00A0, U+2007, U+202F).
  @inline(__always)
  static func isWhitespace(_ s: UInt32) -> Bool {
    s == 0x20 || s == 0x09 || s == 0x1680 || (s >= 0x2000 && s <= 0x200A && s != 0x2007) || s == 0x205F || s == 0x3000
  }

  /// Ideographs and kana, between which lines may break anywhere.
  @inline(__always)
  static func isIdeographic(_ s: UInt32) -> Bool {
    (s >= 0x2E80 && s <= 0x9FFF) || (s >= 0xAC00 && s <= 0xD7A3) || (s >= 0xF900 && s <= 0xFAFF) || (s >= 0x20000 && s <= 0x3FFFD)
  }

  /// The next tab stop after `x`: every 28 points (`NSParagraphStyle`'s default tab stops).
  static func tabStop(after x: Double) -> Double {
    ((x / 28 + Self.epsilon).rounded(.down) + 1) * 28
  }
}
