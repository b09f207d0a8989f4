/// The drawn form of a face: glyph bitmaps as text, one `@ XX` header (the Unicode scalar in
/// hexadecimal) and `height` rows of `width` characters (`#` ink, `.` paper) per glyph.
struct GlyphSource: Sendable {
  /// Columns of every glyph bitmap.
  let width: Int
  /// Rows of every glyph bitmap, descenders included.
  let height: Int
  /// The last row above the baseline.
  let baselineRow: Int
  /// Horizontal distance from one glyph to the next, in font pixels.
  let advance: Int
  /// Vertical distance from one line to the next, in font pixels.
  let lineHeight: Int
  /// The glyphs.
  let text: String
}
