import Testing

@testable import CollectionSnapshotPixels

@Suite("Built-in bitmap font")
struct BitmapFontTests {
  /// The punctuation and signs drawn beyond Latin-1: dashes, quotes, daggers, the bullet, the
  /// per mille and primes, guillemets, the euro, the trade mark, arrows, the minus and
  /// comparisons, the check mark, the spaces of typography, and the letters of Windows-1252
  /// that Latin-1 lacks (Œ œ Š š Ž ž Ÿ).
  static let punctuation: [Character] = Array("‐‑‒–—―‘’‚“”„†‡•…‰′″‹›€™←↑→↓−≈≠≤≥✓ŒœŠšŽžŸ\u{2002}\u{2003}\u{2007}\u{2009}\u{200A}\u{202F}")

  @Test("Both faces have printable ASCII, Latin-1, the common punctuation and the fallback box", arguments: BitmapFont.Face.allCases)
  func coverage(face: BitmapFont.Face) {
    let font = BitmapFont(face: face)
    for value in 32...126 {
      let character = Character(Unicode.Scalar(UInt8(value)))
      #expect(font.hasGlyph(for: character), "missing \(character)")
    }
    for value in 0xA0...0xFF {
      let character = Character(Unicode.Scalar(UInt8(value)))
      #expect(font.hasGlyph(for: character), "missing U+\(String(value, radix: 16, uppercase: true))")
    }
    for character in Self.punctuation { #expect(font.hasGlyph(for: character), "missing \(character)") }
    #expect(!font.hasGlyph(for: "👍"))
    #expect(!font.hasGlyph(for: "ą"))
    // 95 printable ASCII, 96 of Latin-1, 46 more, the fallback.
    #expect(font.glyphs.count == 95 + 96 + Self.punctuation.count + 1)
    #expect(Self.punctuation.count == 46)
  }

  /// The ink of one glyph, row by row (`#` ink, `.` paper).
  func rows(_ character: Character, _ face: BitmapFont.Face) -> [String] {
    let glyphs = BitmapFont(face: face).glyphs
    let glyph = glyphs.glyph(for: character)
    return (0..<glyphs.height).map { row in String((0..<glyphs.width).map { glyphs.ink(glyph: glyph, column: $0, row: row) ? "#" : "." }) }
  }

  /// The cells a glyph inks, as (row, column).
  func ink(_ character: Character, _ face: BitmapFont.Face) -> [[Int]] {
    rows(character, face).enumerated().flatMap { row, text in text.enumerated().filter { $0.element == "#" }.map { [row, $0.offset] } }
  }

  @Test("The middle dot is the period's one pixel raised to the middle of the x-height; the bullet is bigger; the spaces are blank")
  func dots() {
    // Regular: the period at row 9 (the last row above the baseline), column 2; the x-height
    // runs over rows 3–9, whose middle is row 6.
    #expect(ink(".", .regular) == [[9, 2]])
    #expect(ink("·", .regular) == [[6, 2]])
    // Small: the period at row 6, the x-height over rows 2–6, its middle row 4.
    #expect(ink(".", .small) == [[6, 2]])
    #expect(ink("·", .small) == [[4, 2]])
    #expect(ink("•", .regular).count == 12 && ink("•", .small).count == 9)
    for space: Character in ["\u{A0}", "\u{2009}", "\u{202F}", "\u{AD}"] {
      #expect(ink(space, .regular).isEmpty && ink(space, .small).isEmpty)
    }
  }

  @Test("Hyphen, en dash and em dash on the hyphen's row, each longer: 4, 6 and 7 pixels (regular), 3, 4 and 5 (small)")
  func dashes() {
    #expect(rows("-", .regular)[6] == ".####.." && rows("–", .regular)[6] == "######." && rows("—", .regular)[6] == "#######")
    #expect(rows("-", .small)[4] == ".###." && rows("–", .small)[4] == "####." && rows("—", .small)[4] == "#####")
    #expect(ink("–", .regular).count == 6 && ink("—", .small).count == 5)
  }

  @Test("An accented letter is its letter under the accent: é is e's rows below an acute; a capital shortens to make room")
  func accents() {
    // Regular: e's x-height rows 3–9 stay; the acute takes rows 0–1, above the gap of row 2.
    let e = rows("e", .regular)
    let eAcute = rows("é", .regular)
    #expect(Array(eAcute[3...]) == Array(e[3...]))
    #expect(Array(eAcute[0...2]) == ["...#...", "..#....", "......."])
    // The capital É: E drawn 7 rows tall (rows 3–9) under the same acute.
    #expect(rows("É", .regular) == [
      "...#...", "..#....", ".......", "######.", "#......", "#......", "#####..", "#......", "#......", "######.", ".......", ".......", ".......",
    ])
    // Small: e's rows 2–6 stay under a two-row acute.
    #expect(Array(rows("é", .small)[2...]) == Array(rows("e", .small)[2...]))
    #expect(Array(rows("é", .small)[0...1]) == ["...#.", "..#.."])
    // ç: c with a cedilla below the baseline (rows 10–11, regular).
    #expect(Array(rows("ç", .regular)[..<10]) == Array(rows("c", .regular)[..<10]))
    #expect(Array(rows("ç", .regular)[10...11]) == ["...#...", "..##..."])
  }

  @Test("Unknown characters draw the visible fallback glyph, not nothing")
  func fallbackIsVisible() {
    for face in BitmapFont.Face.allCases {
      let font = BitmapFont(face: face)
      let glyphs = font.glyphs
      let fallback = glyphs.glyph(for: "ą")
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
