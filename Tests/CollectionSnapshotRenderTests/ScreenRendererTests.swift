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
    #expect(Array(lines.prefix(6)) == [
      "screen grid",
      "device test 375x400 @3x portrait",
      "safe-area top 20 left 0 bottom 0 right 0",
      "adjusted-content-inset top 0 left 0 bottom 0 right 0",
      "offset 0,0",
      "content-size 375x1090",
    ])
    #expect(lines[6] == "cell [0,0] Tile id=i0 frame=(0, 0, 100, 100) z=0")
    #expect(lines[7] == "cell [0,1] Tile id=i1 frame=(137.66666666666666, 0, 100, 100) z=0")
    #expect(lines.count == 6 + 30)
  }
}
