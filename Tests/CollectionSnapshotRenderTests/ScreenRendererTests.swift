import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels
import CollectionSnapshotRender
import Testing

@Suite("Screen renderer and layout dump")
struct ScreenRendererTests {
  /// F2's grid at @3x on a 375-wide screen: x = 0, 137.666…, 275.
  func grid(device: Device = .iPhoneSE) -> Screen {
    var flow = FlowLayout()
    flow.itemSize = Size(width: 100, height: 100)
    return Screen(
      name: "grid",
      model: ViewModel(sections: [Section(id: "s", items: (0..<30).map { Item(id: "i\($0)", kind: "Tile") })]),
      layout: .flow(flow), device: Device(name: "test", portraitSize: Size(width: 375, height: 400), scale: 3, portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero, sideMargin: 16),
      contentInsetAdjustment: .never)
  }

  /// The grid's screen with three full-width rows, each half the width tall (187.5 pt).
  func halfWidthRows() -> Screen {
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
      subitems: [.item(LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))])
    var screen = grid()
    screen.layout = .compositional(CompositionalLayout(section: LayoutSection(group: group)))
    screen.model.sections[0].items = (0..<3).map { Item(id: "i\($0)", kind: "Tile") }
    return screen
  }

  @Test("Viewport: the device's size at its scale, or at another raster scale")
  func viewportSizes() throws {
    let screen = grid()
    let three = try ScreenRenderer.render(screen)
    #expect(three.width == 1125 && three.height == 1200)
    let one = try ScreenRenderer.render(screen, options: RenderOptions(scale: 1))
    #expect(one.width == 375 && one.height == 400)
  }

  @Test("The frame at 137.666… pt is drawn from pixel 413 at @3x")
  func pixelPlacement() throws {
    let bitmap = try ScreenRenderer.render(grid(), options: RenderOptions(showsLabels: false, background: .white))
    let border = KindPalette.swatch(for: "Tile").border
    // Row 150 crosses the first row of cells (y 0…100 pt = 0…300 px); item 1's left border.
    #expect(bitmap[413, 150] == border)
    #expect(bitmap[412, 150] == .white)
    #expect(bitmap[413 + 299, 150] == border)
    #expect(bitmap[413 + 300, 150] == .white)
  }

  @Test("iOS 13–15 rounding draws frames snapped to the pixel grid and tags the picture")
  func roundingRule() throws {
    // Rows 187.5 pt tall from y = 0 in a 375-wide, no-inset screen at @3x, borders 3 px
    // inside each frame. iOS 13–15 draws row 0 over pixels 0..<563 (562.5 px rounded half away
    // from zero), its bottom border at 560–562, row 1 from 563 (border 563–565). iOS 16 floors
    // the height to 562 px: row 0's border at 559–561, row 1 from 562 (border 562–564).
    var screen = halfWidthRows()
    let swatch = KindPalette.swatch(for: "Tile")
    screen.roundingRule = .iOS13To15
    let old = try ScreenRenderer.render(screen, options: RenderOptions(showsLabels: false, background: .white))
    #expect(old[600, 559] == swatch.fill && old[600, 560] == swatch.border && old[600, 565] == swatch.border && old[600, 566] == swatch.fill)
    screen.roundingRule = .iOS16AndLater
    let new = try ScreenRenderer.render(screen, options: RenderOptions(showsLabels: false, background: .white))
    #expect(new[600, 558] == swatch.fill && new[600, 559] == swatch.border && new[600, 564] == swatch.border && new[600, 565] == swatch.fill)
    // The tag names the older rule, top-right.
    #expect(old[1125 - 10, 10] != new[1125 - 10, 10])
  }

  @Test("Failure messages name elements where the picture draws them: in the collection view's frame, snapped by iOS 13–15 rounding")
  func drawnElementsInTheWindow() throws {
    // The grid's collection view at (20, 50) in its 375 × 400 window, 300 × 300: cell 0 at
    // (0, 0, 100, 100) in the content is drawn at (20, 50) in the picture.
    var screen = grid()
    screen.host.placement = .frame(Rect(x: 20, y: 50, width: 300, height: 300))
    let placed = ScreenRenderer.drawnElements(screen, layout: try screen.computeLayout())
    #expect(placed.first { $0.name.hasPrefix("cell [0,0]") }?.frame == Rect(x: 20, y: 50, width: 100, height: 100))
    // Rows of half the 375-pt width: 187.5 pt exact on iOS 13–15, drawn from 562.5 px rounded
    // half away from zero (563 px = 187.666… pt); iOS 16 floors the height to 562 px.
    var rows = halfWidthRows()
    rows.roundingRule = .iOS13To15
    let old = ScreenRenderer.drawnElements(rows, layout: try rows.computeLayout())
    #expect(old.first { $0.name.hasPrefix("cell [0,1]") }?.frame == Rect(x: 0, y: 563.0 / 3, width: 375, height: 563.0 / 3))
    rows.roundingRule = .iOS16AndLater
    let new = ScreenRenderer.drawnElements(rows, layout: try rows.computeLayout())
    #expect(new.first { $0.name.hasPrefix("cell [0,1]") }?.frame == Rect(x: 0, y: 562.0 / 3, width: 375, height: 562.0 / 3))
  }

  @Test("Under a region: the elements whose dump line changed first, then the others topmost first, at most three and a count")
  func describeChangedFirst() {
    // Four rows stacked 0, 50, 100, 150, each 300 × 50, drawn in that order; the area covers all four.
    let rows = (0..<4).map { DrawnElement(name: "cell [0,\($0)] Row id=r\($0)", frame: Rect(x: 0, y: Double($0) * 50, width: 300, height: 50), parts: []) }
    let area = Rect(x: 10, y: 10, width: 100, height: 180)
    #expect(DrawnElement.describe(area, in: rows) == ["cell [0,3] Row id=r3", "cell [0,2] Row id=r2", "cell [0,1] Row id=r1", "… 1 more"])
    #expect(DrawnElement.describe(area, in: rows, changed: ["cell [0,0]"]) == ["cell [0,0] Row id=r0", "cell [0,3] Row id=r3", "cell [0,2] Row id=r2", "… 1 more"])
    #expect(DrawnElement.describe(area, in: rows, changed: ["cell [0,0]", "cell [0,1]"]) == ["cell [0,1] Row id=r1", "cell [0,0] Row id=r0", "cell [0,3] Row id=r3", "… 1 more"])
    #expect(rows[0].dumpKey == "cell [0,0]")
    #expect(DrawnElement(name: "supplementary header [1,0] Title", frame: .zero, parts: []).dumpKey == "supplementary header [1,0]")
  }

  @Test("A light translucent background is drawn over the placeholder's fill, as it shows; a dark one leaves the fill and shows as a swatch")
  func translucentBackground() throws {
    let fill = KindPalette.swatch(for: "Tile").fill
    var screen = grid()
    // systemBlue (#007AFF) at 0.15 (38 of 255) over the fill: each channel (c·38 + f·217 + 127) / 255.
    screen.model.sections[0].items[0].content.background = PlaceholderColor(name: "systemBlue alpha 0.15", color: Color(rgb: 0x007AFF, alpha: 38))
    let pale = try ScreenRenderer.render(screen, options: RenderOptions(showsLabels: false, background: .white))
    func over(_ c: UInt8, _ f: UInt8) -> UInt8 { UInt8((Int(c) * 38 + Int(f) * 217 + 127) / 255) }
    // Cell 0 covers pixels 0..<300 on both axes at @3x; (150, 150) is its middle.
    #expect(pale[150, 150] == Color(red: over(0x00, fill.red), green: over(0x7A, fill.green), blue: over(0xFF, fill.blue)))
    #expect(pale[150, 150] != fill)
    // Black at 0.5 over the fill is dark: the fill stays, the colour is a swatch on the label line.
    screen.model.sections[0].items[0].content.background = PlaceholderColor(name: "black alpha 0.5", color: Color(rgb: 0x000000, alpha: 128))
    let dark = try ScreenRenderer.render(screen, options: RenderOptions(showsLabels: false, background: .white))
    #expect(dark[150, 150] == fill)
  }

  @Test("Full content: the whole content at the raster scale, viewport outlined")
  func fullContent() throws {
    let screen = grid()
    let layout = try screen.computeLayout()
    #expect(layout.contentSize == Size(width: 375, height: 1090))
    let full = try ScreenRenderer.render(screen, layout: layout, options: RenderOptions(mode: .full, scale: 1))
    #expect(full.width == 375 && full.height == 1090)
    #expect(full[4, 0] == Color(rgb: 0xE5484D))  // a dash of the viewport's outline, on its top edge
  }

  @Test("A picture over the pixel limit is refused with the reason")
  func tooLarge() throws {
    var screen = grid()
    screen.model.sections[0].items = (0..<30_000).map { Item(id: "i\($0)", kind: "Tile") }
    do {
      _ = try ScreenRenderer.render(screen, options: RenderOptions(mode: .full))
      Issue.record("rendered")
    } catch let error as RenderError {
      #expect(error.message.hasPrefix("the picture would be 1125x3299970 pixels, more than the 67108864-pixel limit"))
    }
    #expect(throws: RenderError("the scale must be between 0 and 8, got 0.0")) { try ScreenRenderer.render(screen, options: RenderOptions(scale: 0)) }
  }

  @Test("Labels, frames and the grid change pixels; the same options give the same bytes")
  func options() throws {
    let screen = grid()
    let plain = try ScreenRenderer.render(screen, options: RenderOptions(showsLabels: false))
    let labelled = try ScreenRenderer.render(screen)
    let framed = try ScreenRenderer.render(screen, options: RenderOptions(showsFrames: true))
    let gridded = try ScreenRenderer.render(screen, options: RenderOptions(gridSpacing: 8))
    #expect(plain != labelled && labelled != framed && labelled != gridded)
    #expect(try ScreenRenderer.render(screen) == labelled)
  }

  @Test("The dump tells UIKit's header kind from a kind named header, and sorts by what it prints")
  func dumpKinds() throws {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let uikit = BoundarySupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: ElementCategory.sectionHeaderKind, alignment: .top)
    let own = BoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), elementKind: "header", alignment: .bottom)
    let section = LayoutSection(
      group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [.item(item)]),
      boundarySupplementaryItems: [uikit, own])
    let screen = Screen(
      name: "kinds", model: ViewModel(sections: [Section(id: "s", items: [Item(id: "a", kind: "Row")])]),
      layout: .compositional(CompositionalLayout(section: section)),
      device: Device(name: "test", portraitSize: Size(width: 200, height: 300), scale: 1, portraitSafeArea: .zero, landscapeSafeArea: .zero, sideMargin: 16))
    let lines = LayoutDump.lines(screen, layout: try screen.computeLayout()).filter { $0.hasPrefix("supplementary") }
    // `"` (0x22) sorts before `h`: the kind named header first, then UIKit's header (boundary
    // items have zIndex 1 by default, as in UIKit).
    #expect(lines == [
      "supplementary \"header\" [0,0] frame=(0, 80, 200, 20) z=1",
      "supplementary header [0,0] frame=(0, 0, 200, 30) z=1",
    ])
  }

  @Test("The dump prints exact frames, one element a line, sorted")
  func dump() throws {
    let screen = grid()
    let layout = try screen.computeLayout()
    let lines = LayoutDump.lines(screen, layout: layout)
    #expect(Array(lines.prefix(9)) == [
      "screen grid",
      "device test 375x400 @3x portrait",
      "rounding iOS16+ (fractions floor to the pixel grid)",
      "traits width compact height regular phone text large",
      "host adjustment never",
      "safe-area top 20 left 0 bottom 0 right 0",
      "adjusted-content-inset top 0 left 0 bottom 0 right 0",
      "offset 0,0",
      "content-size 375x1090",
    ])
    #expect(lines[9] == "cell [0,0] Tile id=i0 frame=(0, 0, 100, 100) z=0")
    #expect(lines[10] == "cell [0,1] Tile id=i1 frame=(137.66666666666666, 0, 100, 100) z=0")
    #expect(lines.count == 9 + 30)
    // A dump recorded under one rounding rule never matches the other, even when every frame
    // is the same.
    var older = screen
    older.roundingRule = .iOS13To15
    let olderLines = LayoutDump.lines(older, layout: try older.computeLayout())
    #expect(olderLines[2] == "rounding iOS13-15 (exact fractions; frames snap to the pixel grid when drawn)")
    #expect(Array(olderLines.dropFirst(3)) == Array(lines.dropFirst(3)))
  }
}
