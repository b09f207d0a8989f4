import CollectionSnapshot

/// A generated, UI-like image: status and navigation bars, list rows with thumbnails, titles,
/// subtitles and buttons, a grid of cards, hairline separators. Flat colours and text, like the
/// screens this package renders, so PNG settings measured on it carry over.
enum SyntheticScreen {
  static let palette: [Color] = [
    Color(rgb: 0xE3F2FD), Color(rgb: 0xFCE4EC), Color(rgb: 0xE8F5E9), Color(rgb: 0xFFF3E0),
    Color(rgb: 0xEDE7F6), Color(rgb: 0xE0F7FA),
  ]

  /// A screen of `width × height` points at `scale`.
  static func make(width: Double = 393, height: Double = 852, scale: Double = 3) -> Bitmap {
    var canvas = Canvas(width: width, height: height, scale: scale, background: Color(rgb: 0xF2F2F7))
    canvas.fill(PointRect(x: 0, y: 0, width: width, height: 59), Color(rgb: 0xF9F9F9))
    canvas.draw("9:41", in: PointRect(x: 24, y: 20, width: 60, height: 16), font: .regular, color: .black)
    canvas.fill(PointRect(x: 0, y: 59, width: width, height: 44), Color(rgb: 0xF9F9F9))
    canvas.draw(
      "Products", in: PointRect(x: 0, y: 73, width: width, height: 16), font: .regular,
      color: .black, alignment: .center)
    canvas.fill(PointRect(x: 0, y: 102.666, width: width, height: 0.333), Color(rgb: 0xC6C6C8))
    var y = 113.0
    var row = 0
    while y < height - 34 {
      if row % 5 == 4 {
        // A row of three cards.
        let cardWidth = (width - 16 * 2 - 10 * 2) / 3
        for column in 0..<3 {
          let x = 16 + Double(column) * (cardWidth + 10)
          let card = PointRect(x: x, y: y, width: cardWidth, height: 120)
          canvas.fill(card, palette[(row + column) % palette.count])
          canvas.stroke(card, Color(rgb: 0x8E8E93), width: 0.5)
          canvas.diagonalCross(in: card.insetBy(dx: 8, dy: 8).with(height: 70), Color(rgb: 0xAEAEB2))
          canvas.draw(
            "Card \(row).\(column)", in: PointRect(x: x + 8, y: y + 86, width: cardWidth - 16, height: 11),
            font: .small, color: Color(rgb: 0x3A3A3C))
        }
        y += 130
      } else {
        let cell = PointRect(x: 0, y: y, width: width, height: 72)
        canvas.fill(cell, .white)
        let thumb = PointRect(x: 16, y: y + 12, width: 48, height: 48)
        canvas.fill(thumb, palette[row % palette.count])
        canvas.hatch(thumb, Color(rgb: 0xC7C7CC), spacing: 6, width: 1)
        canvas.draw(
          "Product title number \(row) with a long name", in: PointRect(x: 76, y: y + 14, width: width - 160, height: 16),
          font: .regular, color: .black, lineLimit: 1)
        canvas.draw(
          "Subtitle text, $\(row * 3 + 9).99 - free delivery", in: PointRect(x: 76, y: y + 36, width: width - 160, height: 22),
          font: .small, color: Color(rgb: 0x8E8E93), lineLimit: 2)
        let button = PointRect(x: width - 76, y: y + 22, width: 60, height: 28)
        canvas.fill(button, Color(rgb: 0x007AFF))
        canvas.draw("Buy", in: button.insetBy(dx: 0, dy: 6), font: .regular, color: .white, alignment: .center)
        canvas.fill(PointRect(x: 76, y: y + 71.666, width: width - 76, height: 0.333), Color(rgb: 0xC6C6C8))
        y += 72
      }
      row += 1
    }
    canvas.fill(PointRect(x: 0, y: height - 34, width: width, height: 34), Color(rgb: 0xF9F9F9))
    canvas.fill(PointRect(x: width / 2 - 67, y: height - 13, width: 134, height: 5), .black)
    return canvas.bitmap
  }

  /// A large image made of the screen tiled side by side (4096 × 4096 by default).
  static func large(side: Int = 4096) -> Bitmap {
    let screen = make(width: 393, height: 852, scale: 3)
    var pixels = [UInt8](repeating: 0, count: side * side * 4)
    for y in 0..<side {
      let sy = y % screen.height
      for x in stride(from: 0, to: side, by: screen.width) {
        let run = min(screen.width, side - x)
        let source = (sy * screen.width) * 4
        let target = (y * side + x) * 4
        for i in 0..<(run * 4) { pixels[target + i] = screen.pixels[source + i] }
      }
    }
    return Bitmap(width: side, height: side, scale: 3, pixels: pixels)
  }
}

extension PointRect {
  fileprivate func with(height: Double) -> PointRect {
    PointRect(x: x, y: y, width: width, height: height)
  }
}
