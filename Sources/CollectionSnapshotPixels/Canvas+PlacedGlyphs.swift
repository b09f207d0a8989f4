internal import CPixelKernels

extension Canvas {
  /// A character placed on a line at its own x, drawn in a box of its own width: text laid out
  /// at a font's measured advances, each glyph of the built-in font scaled into its advance.
  public struct PlacedGlyph: Sendable, Hashable {
    /// The character.
    public var character: Character
    /// The left edge of its box, in points.
    public var x: Double
    /// The width its glyph is drawn at, in points.
    public var width: Double

    /// A placed glyph.
    public init(character: Character, x: Double, width: Double) {
      self.character = character
      self.x = x
      self.width = width
    }
  }

  /// Draws glyphs of `font`'s face each at its place, sitting on `baseline`, scaled so that its
  /// capitals are `capHeight` points tall and each glyph fills its box's width.
  public mutating func drawGlyphs(_ placed: [PlacedGlyph], baseline: Double, capHeight: Double, face: BitmapFont.Face = .regular, color: Color) {
    guard !placed.isEmpty, capHeight > 0, capHeight.isFinite, baseline.isFinite else { return }
    let font = BitmapFont(face: face)
    let glyphs = font.glyphs
    let rowSize = capHeight / Double(font.capRows)
    // The glyph grid's top: its baseline row's bottom on the baseline.
    let top = baseline - Double(glyphs.baselineRow + 1) * rowSize
    let indices = placed.map { Int32(glyphs.glyph(for: $0.character)) }
    let xs = placed.map(\.x)
    let columns = placed.map { max(0, $0.width) / Double(glyphs.width) }
    let clip = clipRect
    let width = bitmap.width
    let offset = rowOffset
    let scale = grid.scale
    let ink = faded(color).kernelColor
    withPixelBuffer { buffer in
      glyphs.withRows { rows in
        indices.withUnsafeBufferPointer { indices in
          xs.withUnsafeBufferPointer { xs in
            columns.withUnsafeBufferPointer { columns in
              cpk_draw_glyphs_placed(
                buffer.baseAddress, width, offset, clip.x, clip.y, clip.width, clip.height, rows.baseAddress, glyphs.width, glyphs.height,
                indices.baseAddress, xs.baseAddress, columns.baseAddress, indices.count, top, rowSize, scale, ink)
            }
          }
        }
      }
    }
  }
}

extension BitmapFont {
  /// The rows a capital letter takes (regular 9, small 7): what scales a face to a font's cap
  /// height.
  public var capRows: Int {
    switch face {
    case .small: return 7
    case .regular: return 9
    }
  }
}
