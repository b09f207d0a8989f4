extension Canvas {
  /// How lines sit across the width of their rectangle.
  public enum TextAlignment: Sendable, Hashable {
    /// Flush left.
    case leading
    /// Centred.
    case center
    /// Flush right.
    case trailing
  }

  /// Draws text into `rect` from its top: wrapped to the rectangle's width, at most `lineLimit`
  /// lines (the last one cut with "…"), clipped to the rectangle.
  /// - Returns: the layout that was drawn.
  @discardableResult
  public mutating func draw(
    _ text: String, in rect: PointRect, font: BitmapFont, color: Color,
    lineLimit: Int? = nil, alignment: TextAlignment = .leading
  ) -> TextLayout {
    let layout = font.measure(text, maxWidth: rect.width, lineLimit: lineLimit)
    withClip(rect) { canvas in
      for (i, line) in layout.lines.enumerated() {
        let lineWidth = font.width(of: line)
        let x: Double
        switch alignment {
        case .leading: x = rect.x
        case .center: x = rect.x + ((rect.width - lineWidth) / 2).rounded(.down)
        case .trailing: x = rect.x + rect.width - lineWidth
        }
        canvas.drawLine(line, at: PointXY(x: x, y: rect.y + Double(i) * font.lineHeight), font: font, color: color)
      }
    }
    return layout
  }

  /// Draws one line of text with the top of its line box at `origin`, no wrapping.
  public mutating func drawLine(_ line: String, at origin: PointXY, font: BitmapFont, color: Color) {
    let glyphs = font.glyphs
    let size = font.pixelSize
    let top = origin.y + Double(font.topPadding) * size
    // Rows and columns of font pixels mapped once to device pixels, so every glyph of a line
    // uses the same pixel grid.
    let rowEdges = (0...glyphs.height).map { grid.edge(top + Double($0) * size) }
    var x = origin.x
    for character in line {
      let glyph = glyphs.glyph(for: character)
      let columnEdges = (0...glyphs.width).map { grid.edge(x + Double($0) * size) }
      for row in 0..<glyphs.height {
        var column = 0
        while column < glyphs.width {
          guard glyphs.ink(glyph: glyph, column: column, row: row) else {
            column += 1
            continue
          }
          var end = column + 1
          while end < glyphs.width && glyphs.ink(glyph: glyph, column: end, row: row) { end += 1 }
          fillPixels(
            PixelRect(
              minX: columnEdges[column], minY: rowEdges[row], maxX: columnEdges[end],
              maxY: rowEdges[row + 1]), color)
          column = end
        }
      }
      x += font.advance
    }
  }
}
