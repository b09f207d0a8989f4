internal import CPixelKernels

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
    // Rows and columns of font pixels are mapped to device pixels with the PixelGrid rule
    // (rows once per line, columns per glyph, so every glyph of a line uses the same grid);
    // each run of ink in a glyph row is one rectangle. Drawn by `cpk_draw_glyphs`.
    let indices = line.map { Int32(glyphs.glyph(for: $0)) }
    let clip = clipRect
    let width = bitmap.width
    let offset = rowOffset
    let scale = grid.scale
    let ink = faded(color).kernelColor
    withPixelBuffer { buffer in
      glyphs.withRows { rows in
        indices.withUnsafeBufferPointer { indices in
          cpk_draw_glyphs(
            buffer.baseAddress, width, offset, clip.x, clip.y, clip.width, clip.height, rows.baseAddress, glyphs.width, glyphs.height,
            indices.baseAddress, indices.count, origin.x, top, size, font.advance, scale, ink)
        }
      }
    }
  }
}
