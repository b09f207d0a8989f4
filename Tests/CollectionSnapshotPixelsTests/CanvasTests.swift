import Testing

@testable import CollectionSnapshotPixels

/// Reads a bitmap as rows of characters: `#` for `ink`, `.` for anything else.
func picture(_ bitmap: Bitmap, ink: Color) -> [String] {
  (0..<bitmap.height).map { y in
    String((0..<bitmap.width).map { x in bitmap[x, y] == ink ? "#" : "." })
  }
}

@Suite("Canvas drawing")
struct CanvasTests {
  let ink = Color.black

  @Test("Fill at fractional points follows the centre rule")
  func fill() {
    var canvas = Canvas(width: 6, height: 3, scale: 1)
    canvas.fill(PointRect(x: 0.6, y: 0.5, width: 3.2, height: 1.9), ink)
    // x edges 0.6 → 1, 3.8 → 4 (pixels 1…3); y edges 0.5 → 0, 2.4 → 2 (rows 0…1).
    #expect(picture(canvas.bitmap, ink: ink) == [".###..", ".###..", "......"])
  }

  @Test("Strokes are drawn inside the frame")
  func stroke() {
    var canvas = Canvas(width: 6, height: 5, scale: 1)
    canvas.stroke(PointRect(x: 0, y: 0, width: 6, height: 5), ink, width: 1)
    #expect(picture(canvas.bitmap, ink: ink) == ["######", "#....#", "#....#", "#....#", "######"])
  }

  @Test("A dashed border far longer than the canvas paints only the dashes in view, as a short one does")
  func longDashedBorder() {
    // A fuzzed badge 10⁷⁴ pt tall made its dashed border walk 10¹² pixels dash by dash. Dashes
    // of 2 and gaps of 1: the top edge from x = 0 (##.##.), the sides from one pixel into the
    // pattern, so rows 1…7 read on, off, on, on, off, on, on.
    for height in [100.0, 1e12] {
      var canvas = Canvas(width: 6, height: 8, scale: 1)
      canvas.stroke(PointRect(x: 0, y: 0, width: 6, height: height), ink, width: 1, dash: DashPattern(dash: 2, gap: 1))
      #expect(picture(canvas.bitmap, ink: ink) == ["##.##.", "#....#", "......", "#....#", "#....#", "......", "#....#", "#....#"])
    }
  }

  @Test("A 0.5 pt border at @3x is 2 pixels thick")
  func hairlineAtThreeX() {
    var canvas = Canvas(width: 2, height: 2, scale: 3)
    canvas.stroke(PointRect(x: 0, y: 0, width: 2, height: 2), ink, width: 0.5)
    #expect(picture(canvas.bitmap, ink: ink) == ["######", "######", "##..##", "##..##", "######", "######"])
  }

  @Test("Dashed strokes: 2 on, 1 off, each side starting at its corner")
  func dashed() {
    var canvas = Canvas(width: 8, height: 5, scale: 1)
    canvas.stroke(PointRect(x: 0, y: 0, width: 8, height: 5), ink, width: 1, dash: DashPattern(dash: 2, gap: 1))
    #expect(
      picture(canvas.bitmap, ink: ink) == [
        "##.##.##", "#......#", "........", "#......#", "##.##.##",
      ])
  }

  @Test("Clipping limits every command, and nests")
  func clip() {
    var canvas = Canvas(width: 6, height: 3, scale: 1)
    canvas.withClip(PointRect(x: 1, y: 0, width: 4, height: 3)) { canvas in
      canvas.withClip(PointRect(x: 0, y: 1, width: 6, height: 1)) { canvas in
        canvas.fill(PointRect(x: 0, y: 0, width: 6, height: 3), ink)
      }
    }
    #expect(picture(canvas.bitmap, ink: ink) == ["......", ".####.", "......"])
    #expect(canvas.clipRect == canvas.bitmap.bounds)
  }

  @Test("Diagonal cross joins the corner pixels")
  func cross() {
    var canvas = Canvas(width: 5, height: 5, scale: 1)
    canvas.diagonalCross(in: PointRect(x: 0, y: 0, width: 5, height: 5), ink)
    #expect(picture(canvas.bitmap, ink: ink) == ["#...#", ".#.#.", "..#..", ".#.#.", "#...#"])
  }

  @Test("Lines: shallow slopes step once per column")
  func line() {
    var canvas = Canvas(width: 7, height: 3, scale: 1)
    canvas.line(from: PointXY(x: 0.5, y: 0.5), to: PointXY(x: 6.5, y: 2.5), ink)
    #expect(picture(canvas.bitmap, ink: ink) == ["##.....", "..###..", ".....##"])
  }

  @Test("A translucent thick line paints each pixel once")
  func translucentLine() {
    var canvas = Canvas(width: 8, height: 8, scale: 1)
    let color = Color(red: 0, green: 0, blue: 0, alpha: 128)
    canvas.line(from: PointXY(x: 1.5, y: 1.5), to: PointXY(x: 6.5, y: 6.5), color, width: 3)
    let values = Set(canvas.bitmap.pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element))
    #expect(values == [255, 127])  // white, or black at half opacity over white exactly once
  }

  @Test("A line from far away costs no more than one across the canvas")
  func farLine() {
    var canvas = Canvas(width: 4, height: 4, scale: 1)
    canvas.line(from: PointXY(x: -1e15, y: 2.5), to: PointXY(x: 1e15, y: 2.5), ink)
    #expect(picture(canvas.bitmap, ink: ink) == ["....", "....", "####", "...."])
  }

  @Test("Rising hatch: stripes every 4 px anchored at the rectangle")
  func hatch() {
    var canvas = Canvas(width: 6, height: 4, scale: 1)
    canvas.hatch(PointRect(x: 1, y: 0, width: 5, height: 4), ink, spacing: 4, width: 1)
    #expect(picture(canvas.bitmap, ink: ink) == [".#...#", "....#.", "...#..", "..#..."])
  }

  @Test("Cross hatch is the union of both directions")
  func crossHatch() {
    var canvas = Canvas(width: 4, height: 4, scale: 1)
    canvas.hatch(PointRect(x: 0, y: 0, width: 4, height: 4), ink, spacing: 4, width: 1, direction: .cross)
    #expect(picture(canvas.bitmap, ink: ink) == ["#...", ".#.#", "..#.", ".#.#"])
  }
}

@Suite("Band canvases")
struct BandCanvasTests {
  /// A scene touching every drawing command, with edges on fractional points.
  func draw(_ canvas: inout Canvas) {
    canvas.fill(PointRect(x: 3.3, y: 2.7, width: 40.4, height: 33.3), Color(rgb: 0x3366CC))
    canvas.stroke(PointRect(x: 10.5, y: 8.25, width: 50, height: 44.6), Color(rgb: 0xCC3333, alpha: 180), width: 0.5, dash: DashPattern(dash: 3, gap: 2))
    canvas.hatch(PointRect(x: 0, y: 20, width: 70, height: 30), Color(rgb: 0x000000, alpha: 60), spacing: 5, width: 1, direction: .cross)
    canvas.diagonalCross(in: PointRect(x: 30, y: 5, width: 33.3, height: 51.1), Color(rgb: 0x228822), width: 1)
    canvas.fill(PointRect(x: 5, y: 40, width: 50, height: 14), cornerRadius: 7, Color(rgb: 0x8844AA))
    canvas.draw("Band test 137.67 …", in: PointRect(x: 2, y: 28.4, width: 66, height: 30), font: .small, color: .black)
    canvas.withClip(PointRect(x: 0, y: 25, width: 40, height: 10)) { $0.fill(PointRect(x: 0, y: 0, width: 70, height: 60), Color(rgb: 0xFFAA00, alpha: 128)) }
  }

  @Test("Bands drawn apart join into the whole picture, at every split and scale", arguments: [1.0, 2.0, 3.0])
  func bands(scale: Double) {
    var whole = Canvas(width: 70, height: 60, scale: scale)
    draw(&whole)
    let height = whole.bitmap.height
    for split in [1, height / 3, height / 2, height - 1] {
      var top = Canvas(width: 70, height: 60, scale: scale, background: .white, rows: 0..<split)
      var bottom = Canvas(width: 70, height: 60, scale: scale, background: .white, rows: split..<height)
      draw(&top)
      draw(&bottom)
      #expect(Bitmap.joined([top.bitmap, bottom.bitmap], scale: scale) == whole.bitmap, "split at \(split)")
    }
    var top = Canvas(width: 70, height: 60, scale: scale, background: .white, rows: 0..<(height / 2))
    var bottom = Canvas(width: 70, height: 60, scale: scale, background: .white, rows: (height / 2)..<height)
    draw(&top)
    draw(&bottom)
    #expect(PixelDigest(top: top.bitmap, bottom: bottom.bitmap) == PixelDigest(whole.bitmap))
  }

  @Test("Digests tell pictures apart and read back from bytes")
  func digests() {
    let a = Bitmap(width: 40, height: 30, fill: .white)
    var b = a
    b[39, 29] = Color(red: 255, green: 255, blue: 254)
    #expect(PixelDigest(a) != PixelDigest(b))
    #expect(PixelDigest(a) != PixelDigest(Bitmap(width: 30, height: 40, fill: .white)))
    #expect(PixelDigest(bytes: PixelDigest(b).bytes) == PixelDigest(b))
    #expect(PixelDigest(a).description.count == 32)
  }
}
