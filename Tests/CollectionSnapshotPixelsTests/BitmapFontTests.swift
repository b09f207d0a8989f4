import Testing

@testable import CollectionSnapshotPixels

@Suite("Built-in bitmap font")
struct BitmapFontTests {
  @Test("Both faces have printable ASCII, the ellipsis and the fallback box", arguments: BitmapFont.Face.allCases)
  func coverage(face: BitmapFont.Face) {
    let font = BitmapFont(face: face)
    for value in 32...126 {
      let character = Character(Unicode.Scalar(UInt8(value)))
      #expect(font.hasGlyph(for: character), "missing \(character)")
    }
    #expect(font.hasGlyph(for: "…"))
    #expect(!font.hasGlyph(for: "é"))
    #expect(!font.hasGlyph(for: "👍"))
    #expect(font.glyphs.count == 97)
  }

  @Test("Unknown characters draw the visible fallback glyph, not nothing")
  func fallbackIsVisible() {
    for face in BitmapFont.Face.allCases {
      let font = BitmapFont(face: face)
      let glyphs = font.glyphs
      let fallback = glyphs.glyph(for: "€")
      var ink = 0
      for row in 0..<glyphs.height {
        for column in 0..<glyphs.width where glyphs.ink(glyph: fallback, column: column, row: row) { ink += 1 }
      }
      #expect(ink >= glyphs.height)  // at least an outline
      #expect(fallback == glyphs.glyph(for: "\u{FFFD}"))
      #expect(fallback != glyphs.glyph(for: "?"))
    }
  }

  @Test("Widths beyond any integer, negative or not a number: one line, or one character a line")
  func extremeWidths() {
    // A fuzzed screen gave a cell 10⁶⁰ points wide: counting its columns trapped.
    for width in [1e300, .infinity, Double(Int.max)] {
      #expect(BitmapFont.regular.measure("Item 0 of many", maxWidth: width).lines == ["Item 0 of many"])
    }
    for width in [-1e300, -.infinity, .nan, 0] {
      #expect(BitmapFont.regular.measure("ab", maxWidth: width).lines == ["a", "b"])
    }
  }

  @Test("Metrics in points")
  func metrics() {
    #expect(BitmapFont.small.advance == 6)
    #expect(BitmapFont.small.lineHeight == 11)
    #expect(BitmapFont.regular.advance == 8)
    #expect(BitmapFont.regular.lineHeight == 16)
    let big = BitmapFont(face: .regular, pixelSize: 1.5)
    #expect(big.advance == 12)
    #expect(big.lineHeight == 24)
    #expect(BitmapFont.regular.ascent + BitmapFont.regular.descent == 16)
  }

  @Test("Measure without wrapping: characters × advance")
  func measureOneLine() {
    let layout = BitmapFont.regular.measure("Banner [0,3]")
    #expect(layout.lines == ["Banner [0,3]"])
    #expect(layout.width == 96)
    #expect(layout.height == 16)
    #expect(!layout.isTruncated)
  }

  @Test("Word wrap at spaces; long words break between characters")
  func wrap() {
    // 60 pt of the small face hold 10 characters.
    let layout = BitmapFont.small.measure("The quick brown fox jumps", maxWidth: 60)
    #expect(layout.lines == ["The quick", "brown fox", "jumps"])
    #expect(layout.width == 54)
    #expect(layout.height == 33)
    let long = BitmapFont.small.measure("Supercalifragilistic", maxWidth: 60)
    #expect(long.lines == ["Supercalif", "ragilistic"])
  }

  @Test("Line limit truncates the last line with an ellipsis")
  func truncation() {
    let layout = BitmapFont.small.measure("The quick brown fox jumps", maxWidth: 60, lineLimit: 2)
    #expect(layout.lines == ["The quick", "brown fox…"])
    #expect(layout.isTruncated)
    let one = BitmapFont.small.measure("Product title number 12", maxWidth: 60, lineLimit: 1)
    #expect(one.lines == ["Product t…"])
    #expect(one.width == 60)
  }

  @Test("Explicit line breaks are kept")
  func newlines() {
    let layout = BitmapFont.small.measure("a\n\nbc")
    #expect(layout.lines == ["a", "", "bc"])
    #expect(layout.height == 33)
  }

  @Test("Text at @3x is the @1x rendering with every pixel tripled", arguments: BitmapFont.Face.allCases)
  func scaleConsistency(face: BitmapFont.Face) {
    let font = BitmapFont(face: face)
    let text = "Hg{|}~ 0Ol1I …é"
    var one = Canvas(width: 100, height: 16, scale: 1)
    one.drawLine(text, at: PointXY(x: 2, y: 0), font: font, color: .black)
    var three = Canvas(width: 100, height: 16, scale: 3)
    three.drawLine(text, at: PointXY(x: 2, y: 0), font: font, color: .black)
    var inked = 0
    for y in 0..<three.bitmap.height {
      for x in 0..<three.bitmap.width {
        #expect(three.bitmap[x, y] == one.bitmap[x / 3, y / 3])
        if three.bitmap[x, y] == .black { inked += 1 }
      }
    }
    #expect(inked > 0)
  }

  @Test("Drawing wraps inside the rectangle and clips to it")
  func drawInRect() {
    var canvas = Canvas(width: 40, height: 30, scale: 1)
    let layout = canvas.draw(
      "WWWWWWWWWW WWWW", in: PointRect(x: 5, y: 5, width: 30, height: 11), font: .small, color: .black)
    #expect(layout.lines == ["WWWWW", "WWWWW", "WWWW"])
    for y in 0..<30 {
      for x in 0..<40 where canvas.bitmap[x, y] == .black {
        #expect(x >= 5 && x < 35 && y >= 5 && y < 16)
      }
    }
  }
}
