/// A parsed face: a bitmap per character, looked up by Unicode scalar.
struct GlyphSet: Sendable {
  let width: Int
  let height: Int
  let baselineRow: Int
  let advance: Int
  let lineHeight: Int
  /// Row bitmaps, `height` per glyph; bit `width − 1 − column` of a row is the ink of `column`.
  private let rows: [UInt16]
  private let index: [UInt32: Int]
  private let fallbackIndex: Int

  /// The scalar drawn for characters the face does not have.
  static let fallbackScalar: UInt32 = 0xFFFD
  /// The horizontal ellipsis, drawn by truncation.
  static let ellipsisScalar: UInt32 = 0x2026

  /// Parses a source.
  /// - Precondition: the source is well formed (checked by the package's tests); a malformed
  ///   built-in face is a programming error.
  init(_ source: GlyphSource) {
    precondition(source.width <= 16, "glyphs wider than 16 pixels are not supported")
    width = source.width
    height = source.height
    baselineRow = source.baselineRow
    advance = source.advance
    lineHeight = source.lineHeight
    var rows: [UInt16] = []
    var index: [UInt32: Int] = [:]
    var current: UInt32?
    var pending: [UInt16] = []
    func finish() {
      guard let scalar = current else { return }
      precondition(pending.count == source.height, "glyph U+\(String(scalar, radix: 16)) has \(pending.count) rows")
      precondition(index[scalar] == nil, "glyph U+\(String(scalar, radix: 16)) is drawn twice")
      index[scalar] = rows.count / source.height
      rows.append(contentsOf: pending)
      pending = []
    }
    for line in source.text.split(separator: "\n", omittingEmptySubsequences: true) {
      let trimmed = line.trimmingSpaces()
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("@") {
        finish()
        let hex = trimmed.dropFirst().trimmingSpaces()
        guard let value = UInt32(hex, radix: 16) else { preconditionFailure("bad glyph header \(trimmed)") }
        current = value
      } else {
        precondition(trimmed.count == source.width, "glyph row '\(trimmed)' is not \(source.width) wide")
        var bits: UInt16 = 0
        for character in trimmed {
          precondition(character == "#" || character == ".", "glyph row '\(trimmed)' has '\(character)'")
          bits = bits << 1 | (character == "#" ? 1 : 0)
        }
        pending.append(bits)
      }
    }
    finish()
    guard let fallback = index[Self.fallbackScalar] else { preconditionFailure("face without U+FFFD") }
    self.rows = rows
    self.index = index
    self.fallbackIndex = fallback
  }

  /// The glyph drawn for a character: its own when the face has it (a single scalar), the
  /// fallback glyph otherwise. Tabs are drawn as spaces.
  func glyph(for character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return fallbackIndex }
    let value = scalar.value == 9 ? 32 : scalar.value
    return index[value] ?? fallbackIndex
  }

  /// True when the face has its own glyph for the character.
  func hasGlyph(for character: Character) -> Bool {
    glyph(for: character) != fallbackIndex || character.unicodeScalars.first?.value == Self.fallbackScalar
  }

  /// Ink at `column`, `row` of a glyph.
  func ink(glyph: Int, column: Int, row: Int) -> Bool {
    (rows[glyph * height + row] >> UInt16(width - 1 - column)) & 1 == 1
  }

  /// Calls `body` with the glyph rows: `height` rows of `width` bits per glyph.
  func withRows<R>(_ body: (UnsafeBufferPointer<UInt16>) -> R) -> R { rows.withUnsafeBufferPointer(body) }

  /// The number of glyphs.
  var count: Int { rows.count / height }

  static let small = GlyphSet(GlyphSet.smallSource)
  static let regular = GlyphSet(GlyphSet.regularSource)
}

extension Substring {
  fileprivate func trimmingSpaces() -> Substring {
    var s = self
    while let first = s.first, first == " " || first == "\t" || first == "\r" { s = s.dropFirst() }
    while let last = s.last, last == " " || last == "\t" || last == "\r" { s = s.dropLast() }
    return s
  }
}
