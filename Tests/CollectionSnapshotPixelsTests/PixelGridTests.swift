import Testing

@testable import CollectionSnapshotPixels

@Suite("Pixel grid: the one coverage rule")
struct PixelGridTests {
  @Test("137.666… pt at @3x starts exactly at pixel 413")
  func thirdPointAtThreeX() {
    let grid = PixelGrid(scale: 3)
    let x = 137.66666666666666
    #expect(grid.edge(x) == 413)
    #expect(grid.pixels(of: PointRect(x: x, y: 0, width: 100, height: 10)) == PixelRect(x: 413, y: 0, width: 300, height: 30))
  }

  @Test("At @1x a frame covers the pixels whose centres it contains")
  func centreRuleAtOneX() {
    let grid = PixelGrid(scale: 1)
    // Edges 137.67 and 237.67: centres 138.5 … 237.5 are inside.
    #expect(grid.pixels(of: PointRect(x: 137.66666666666666, y: 0, width: 100, height: 1)) == PixelRect(x: 138, y: 0, width: 100, height: 1))
    // A centre on the left edge is inside, on the right edge outside.
    #expect(grid.pixels(of: PointRect(x: 137.5, y: 0.5, width: 1, height: 1)) == PixelRect(x: 137, y: 0, width: 1, height: 1))
  }

  @Test("Rectangles sharing an edge neither overlap nor leave a gap")
  func sharedEdges() {
    for scale in [1.0, 2.0, 3.0] {
      let grid = PixelGrid(scale: scale)
      var x = 0.0
      var previous = grid.pixels(of: PointRect(x: 0, y: 0, width: 0, height: 1)).maxX
      for width in [123.33333333333333, 0.3333333333333333, 98.25, 41.66666666666667, 7.5] {
        let r = grid.pixels(of: PointRect(x: x, y: 0, width: width, height: 1))
        #expect(r.x == previous)
        previous = r.maxX
        x += width
      }
    }
  }

  @Test("Hairlines: 0.5 pt is 1 px at @1x and @2x, 2 px at @3x; 1 pt is 3 px at @3x")
  func strokeWidths() {
    #expect(PixelGrid(scale: 1).pixelLength(0.5) == 1)
    #expect(PixelGrid(scale: 2).pixelLength(0.5) == 1)
    #expect(PixelGrid(scale: 3).pixelLength(0.5) == 2)
    #expect(PixelGrid(scale: 3).pixelLength(1) == 3)
    #expect(PixelGrid(scale: 3).pixelLength(0.1) == 1)
    #expect(PixelGrid(scale: 3).pixelLength(.nan) == 1)
  }

  @Test("Absurd coordinates are clamped, never trap")
  func hugeValues() {
    let grid = PixelGrid(scale: 3)
    _ = grid.pixels(of: PointRect(x: -.infinity, y: .nan, width: .infinity, height: 1e300))
    _ = grid.pixel(containing: PointXY(x: .infinity, y: -1e300))
  }

  @Test("A 390 × 844 pt canvas at @3x is 1170 × 2532 pixels")
  func canvasSize() {
    let canvas = Canvas(width: 390, height: 844, scale: 3)
    #expect(canvas.bitmap.width == 1170)
    #expect(canvas.bitmap.height == 2532)
  }
}
