import CollectionSnapshotText
import Testing

/// Widths, wrapping and truncation, derived by hand from the advance table (Inter's advances in
/// its units: Inter 2816 per em, Inter Display 2048) and SF's tracking (17 pt: −0.43 per glyph).
@Suite("Text: measuring, wrapping and truncating")
struct TypesetTextTests {
  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

  let body = TextFont(pointSize: 17)
  // "Hello" = H 2084 + e 1640 + l 668 + l 668 + o 1680 = 6740 units: 6740 / 2816 × 17 − 5 × 0.43.
  var hello: Double { 6740.0 / 2816 * 17 - 5 * 0.43 }
  // " " = 792 units − 0.43.
  var space: Double { 792.0 / 2816 * 17 - 0.43 }
  // "world" = w 2288 + o 1680 + r 1048 + l 668 + d 1748 = 7432 units, kerning "wo" −52.
  var world: Double { (7432.0 - 52) / 2816 * 17 - 5 * 0.43 }
  // "…" = 2312 units − 0.43.
  var ellipsis: Double { 2312.0 / 2816 * 17 - 0.43 }

  @Test("UIKit's default label and button sizes: \"Label\" in 17 pt fits 42, \"Button\" in 15 pt 46")
  func interfaceBuilderDefaults() {
    // L 1584 + a 1588 + b 1748 + e 1640 + l 668 = 7228: 43.635 − 2.15 = 41.485 → 41.667 at @3x
    // (Interface Builder's default label is 42 wide: its width rounded up to the point).
    let label = TextFont(pointSize: 17).width(of: "Label")
    #expect(close(label, 7228.0 / 2816 * 17 - 5 * 0.43))
    #expect(TypesetText("Label", font: body).fittingSize(scale: 3).width == 125.0 / 3)
    #expect(label.rounded(.up) == 42)
    // B 1832 + u 1636 + t 1024 + t 1024 + o 1680 + n 1648 = 8844: 47.109 − 6 × 0.23 = 45.729 → 46
    // (Interface Builder's default button: 46 × 30).
    #expect(TextFont(pointSize: 15).width(of: "Button").rounded(.up) == 46)
  }

  @Test("Kerning and tracking: \"Hello world\" is 85.293 pt on one line")
  func oneLine() {
    let text = TypesetText("Hello world", font: body)
    #expect(text.lines.count == 1)
    #expect(close(text.width, hello + space + world))
    #expect(close(text.height, 17 * 2444 / 2048))
    // The glyphs sit at the running sum of advances: "w" after "Hello ".
    #expect(close(text.lines[0].glyphs[6].x, hello + space))
    #expect(text.lines[0].glyphs[6].scalar == "w")
    #expect(close(text.lines[0].baseline, 17 * 1950 / 2048))
  }

  @Test("Word wrapping: at 80 pt \"Hello world\" breaks after the space; the space hangs")
  func wraps() {
    let text = TypesetText("Hello world", font: body, width: 80)
    #expect(text.lines.count == 2)
    #expect(text.lines[0].range == 0..<6)
    #expect(close(text.lines[0].width, hello))
    #expect(close(text.lines[1].width, world))
    // Two lines: 2 × 20.287 = 40.574 → 40.667; the second baseline one line lower.
    #expect(text.fittingSize(scale: 3).height == 122.0 / 3)
    #expect(close(text.lines[1].baseline - text.lines[0].baseline, 17 * 2444 / 2048))
    // 86 pt holds the whole line (85.293).
    #expect(TypesetText("Hello world", font: body, width: 86).lines.count == 1)
  }

  @Test("A word longer than the line breaks between characters; hyphens break after")
  func longWords() {
    // "Hello" is 38.539: at 20 pt, "Hel" (H 12.58 − .43 + e 9.90 − .43 = 21.62 > 20) → "H", "el"…
    let text = TypesetText("Hello", font: body, width: 20)
    #expect(text.lines.map(\.range) == [0..<1, 1..<4, 4..<5])
    // "Wi-" = W 2672 + i 668 + "-" 1296 units − 3 × 0.43 = 26.70; "Wi-Fi" 39.84: at 30 pt it
    // breaks after the hyphen.
    let hyphen = TypesetText("Wi-Fi", font: body, width: 30)
    #expect(hyphen.lines.map(\.range) == [0..<3, 3..<5])
    // No break between a minus sign and a number: "a " 13.51, "-5" 17.30 at 20 pt: the line
    // breaks at the space, "-5" stays whole.
    #expect(TypesetText("a -5", font: body, width: 20).lines.map(\.range) == [0..<2, 2..<4])
  }

  @Test("Newlines start lines; an empty line is one line tall; a final newline adds none")
  func newlines() {
    let text = TypesetText("A\n\nB\n", font: body)
    #expect(text.lines.count == 3)
    #expect(text.lines[1].width == 0)
    #expect(TypesetText("", font: body).lines.isEmpty)
    #expect(TypesetText("", font: body).height == 0)
    #expect(TypesetText("A\r\nB", font: body).lines.count == 2)
  }

  @Test("numberOfLines and tail truncation: \"Hello…\" in 60 pt")
  func truncation() {
    // Budget 60 − "…" 13.527 = 46.473: "Hello" 38.539 + " " 4.351 fits, "w" does not; the
    // space before the ellipsis goes: "Hello…", 52.066 wide.
    let text = TypesetText("Hello world", font: body, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(text.lines.count == 1)
    #expect(text.isTruncated)
    #expect(text.naturalLineCount == 2)
    #expect(String(String.UnicodeScalarView(text.lines[0].glyphs.map(\.scalar))) == "Hello…")
    #expect(close(text.lines[0].width, hello + ellipsis))
    // Word wrapping with a limit cuts without an ellipsis.
    let cut = TypesetText("Hello world", font: body, width: 60, numberOfLines: 1, lineBreakMode: .byWordWrapping)
    #expect(String(String.UnicodeScalarView(cut.lines[0].glyphs.map(\.scalar))) == "Hello ")
    // Head truncation keeps the end: "…world" (13.527 + 42.403 = 55.93 ≤ 60).
    let head = TypesetText("Hello world", font: body, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
    #expect(String(String.UnicodeScalarView(head.lines[0].glyphs.map(\.scalar))) == "…world")
    // Middle: "He…ld"-like, starting and ending with the text's ends.
    let middle = TypesetText("Hello world", font: body, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
    let shown = String(String.UnicodeScalarView(middle.lines[0].glyphs.map(\.scalar)))
    #expect(shown.hasPrefix("He") && shown.hasSuffix("ld") && shown.contains("…"))
    #expect(middle.lines[0].width <= 60)
  }

  @Test("A line limit keeps the first lines; the last one takes the rest of its paragraph, truncated")
  func lineLimit() {
    let text = TypesetText("one two three four five six", font: body, width: 70, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
    #expect(text.lines.count == 2)
    #expect(text.lines[1].isTruncated)
    #expect(text.lines[1].glyphs.last?.scalar == "…")
    #expect(text.lines.allSatisfy { $0.width <= 70 + 1e-9 })
    let unlimited = TypesetText("one two three four five six", font: body, width: 70)
    #expect(text.naturalLineCount == unlimited.lines.count)
  }

  @Test("Paragraph spacing: lineSpacing between lines, lineHeightMultiple and min/max heights")
  func paragraphStyle() {
    let lh = 17 * 2444.0 / 2048
    let spaced = TypesetText("A\nB", font: body, paragraph: ParagraphStyle(lineSpacing: 4))
    #expect(close(spaced.height, 2 * lh + 4))
    let multiple = TypesetText("A", font: body, paragraph: ParagraphStyle(lineHeightMultiple: 1.5))
    #expect(close(multiple.height, lh * 1.5))
    // The extra height sits above the text: the baseline moves down with the line's bottom.
    #expect(close(multiple.lines[0].baseline, lh * 1.5 + 17 * -494 / 2048))
    #expect(close(TypesetText("A", font: body, paragraph: ParagraphStyle(minimumLineHeight: 30)).height, 30))
    #expect(close(TypesetText("A", font: body, paragraph: ParagraphStyle(maximumLineHeight: 18)).height, 18))
  }

  @Test("Runs of fonts: each run measured in its font; the line as tall as its tallest font")
  func runs() {
    let big = TextFont(pointSize: 34)
    let text = TypesetText("Hi there", runs: [TextRun(length: 3, font: big), TextRun(length: 5, font: body)])
    #expect(close(text.height, 34 * 2444.0 / 2048))
    #expect(text.lines[0].glyphs[0].run == 0)
    #expect(text.lines[0].glyphs[4].run == 1)
    // Letter spacing adds to every glyph: "Hi" with kern 2 is 4 pt wider.
    let spaced = TypesetText("Hi", runs: [TextRun(length: 2, font: body, kern: 2)])
    #expect(close(spaced.width, TypesetText("Hi", font: body).width + 4))
  }

  @Test("Display sizes use Inter Display: \"Title\" at 20 pt")
  func display() {
    // T 1172 + i 392 + t 616 + l 392 + e 1076 = 3648 of 2048 units; no kerning between them but
    // "Ti" (0) and "tl" (Display's own table); tracking at 20 pt: −0.45.
    let title = TextFont(pointSize: 20).width(of: "Title")
    let expected = 3648.0 / 2048 * 20 - 5 * 0.45
    #expect(abs(title - expected) < 0.2)
  }

  @Test("Tabular digits take one width; unknown characters a documented fallback")
  func digitsAndFallbacks() {
    let tabular = TextFont(pointSize: 17, monospacedDigits: true)
    #expect(close(tabular.width(of: "1"), tabular.width(of: "8")))
    #expect(body.width(of: "1") < body.width(of: "8"))
    // A CJK ideograph is one em (plus tracking); a combining accent takes no room.
    #expect(close(body.width(of: "漢"), 17 - 0.43))
    #expect(close(body.width(of: "e\u{301}"), body.width(of: "e")))
    // Emoji: 1.2 em.
    #expect(close(body.width(of: "🙂"), 17 * 1.2 - 0.43))
  }
}
