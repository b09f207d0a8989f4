import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels
import CollectionSnapshotRender
import Testing

/// An element's views drawn at their frames: fills, corners, clipping, alpha, borders, text
/// and controls — pixels derived by hand at @1x, where a point is a pixel.
@Suite("View trees in the picture")
struct ViewTreeRenderTests {
  static func colour(_ name: String) -> PlaceholderColor { SystemColors.color(named: name) }

  /// One full-width 375 × 60 cell at (0, 40) (a section inset of 40 below the window's top;
  /// no inset adjustment) showing `subviews` over `root`'s look.
  static func screen(_ root: ViewTree) -> Screen {
    var flow = FlowLayout()
    flow.itemSize = Size(width: 375, height: 60)
    flow.sectionInset = EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
    var content = PlaceholderContent()
    content.tree = root
    content.background = root.backgroundColor
    return Screen(
      name: "tree", model: ViewModel(sections: [Section(id: "s", items: [Item(id: "card", kind: "Card", content: content)])]), layout: .flow(flow),
      device: Device(name: "test", portraitSize: Size(width: 375, height: 200), scale: 1, portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero, sideMargin: 16),
      contentInsetAdjustment: .never)
  }

  static func render(_ root: ViewTree) throws -> Bitmap {
    try ScreenRenderer.render(screen(root), options: RenderOptions(showsLabels: false, background: .white))
  }

  @Test("Fills in their colours, corners that clip, a subview clipped to its clipping superview, alpha, a border")
  func looks() throws {
    let root = ViewTree(
      "Card", frame: Rect(x: 0, y: 0, width: 375, height: 60), backgroundColor: Self.colour("red"), cornerRadius: 10, clipsToBounds: true,
      subviews: [
        ViewTree("UIView", frame: Rect(x: 0, y: 0, width: 375, height: 20), backgroundColor: Self.colour("blue")),
        ViewTree(
          "UIView", frame: Rect(x: 200, y: 10, width: 50, height: 30), backgroundColor: Self.colour("yellow"), clipsToBounds: true,
          subviews: [ViewTree("UIView", frame: Rect(x: 40, y: 20, width: 30, height: 30), backgroundColor: Self.colour("black"))]),
        ViewTree("UIView", frame: Rect(x: 300, y: 30, width: 20, height: 20), backgroundColor: Self.colour("blue"), alpha: 0.5),
        ViewTree("UIView", frame: Rect(x: 100, y: 30, width: 30, height: 20), borderWidth: 2, borderColor: Self.colour("black")),
      ])
    let bitmap = try Self.render(root)
    // The cell's corner circle has its centre at (10, 50): pixel (0, 40), centred at
    // (0.5, 40.5), is 13.4 from it, outside the radius, so the window's white shows; the blue
    // strip across the top is clipped by the corner too.
    #expect(bitmap[0, 40] == .white)
    #expect(bitmap[50, 45] == Color(rgb: 0x0000FF))
    #expect(bitmap[50, 70] == Color(rgb: 0xFF0000))
    // The yellow view spans x 200..<250, y 50..<80 and clips the black one (x 240..<270,
    // y 70..<100) to x < 250, y < 80.
    #expect(bitmap[245, 75] == Color(rgb: 0x000000))
    #expect(bitmap[255, 75] == Color(rgb: 0xFF0000))
    #expect(bitmap[245, 85] == Color(rgb: 0xFF0000))
    #expect(bitmap[205, 55] == Color(rgb: 0xFFFF00))
    // Blue at half opacity over red: half of each, 127–128 a channel.
    let mixed = bitmap[310, 80]
    #expect(mixed.green == 0 && (126...129).contains(Int(mixed.red)) && (126...129).contains(Int(mixed.blue)))
    // A 2-pt black border inside (100, 70, 30, 20): pixels 100 and 101 are border, 102 not.
    #expect(bitmap[101, 80] == Color(rgb: 0x000000))
    #expect(bitmap[102, 80] == Color(rgb: 0xFF0000))
  }

  /// The rows and columns of `bitmap` inside `area` whose pixel is `ink`.
  static func ink(_ bitmap: Bitmap, _ ink: Color, in area: PixelRect) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
    var rows: [Int] = []
    var columns: [Int] = []
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX where bitmap[x, y] == ink {
        rows.append(y)
        columns.append(x)
      }
    }
    guard let top = rows.min(), let bottom = rows.max(), let left = columns.min(), let right = columns.max() else { return nil }
    return (top...bottom, left...right)
  }

  @Test("A label's capitals stand on the font's baseline, as tall as its cap height, in its colour")
  func textMetrics() throws {
    // A 36-pt label whose frame is one line tall (36 × 2444/2048 = 42.96): its text block fills
    // it, the baseline an ascender (36 × 1950/2048 = 34.28) below its top, capitals 36 ×
    // 1443/2048 = 25.37 tall. The cell starts at y = 40, so the capitals ink rows 40 + 8.92 →
    // 49 down to 40 + 34.28 → 74 (exclusive).
    let text = ViewText("HH", font: .system(36), color: Self.colour("systemRed"))
    let root = ViewTree("Card", frame: Rect(x: 0, y: 0, width: 375, height: 60), subviews: [ViewTree("UILabel", frame: Rect(x: 10, y: 0, width: 200, height: 36 * 2444 / 2048), content: .text(text))])
    let bitmap = try Self.render(root)
    let found = try #require(Self.ink(bitmap, Color(rgb: 0xFF3B30), in: PixelRect(x: 0, y: 40, width: 375, height: 60)))
    #expect(found.rows == 49...73)
    // The text starts at the frame's leading edge (within its first glyph's side bearing).
    #expect(found.columns.lowerBound >= 10 && found.columns.lowerBound < 20)
  }

  @Test("A line limit: one line cut inside its frame; without a limit the text wraps onto more lines; centred text sits about the middle")
  func lineLimits() throws {
    func label(_ lines: Int, alignment: ViewText.Alignment = .natural, text: String = "WWWW WWWW WWWW WWWW") -> ViewTree {
      ViewTree(
        "Card", frame: Rect(x: 0, y: 0, width: 375, height: 60),
        subviews: [
          ViewTree(
            "UILabel", frame: Rect(x: 10, y: 0, width: 100, height: 60),
            content: .text(ViewText(text, font: .system(17), color: Self.colour("black"), numberOfLines: lines, alignment: alignment)))
        ])
    }
    let area = PixelRect(x: 0, y: 40, width: 375, height: 60)
    let black = Color(rgb: 0x000000)
    let one = try #require(Self.ink(try Self.render(label(1)), black, in: area))
    let many = try #require(Self.ink(try Self.render(label(0)), black, in: area))
    // Within the frame's 100 pt either way.
    #expect(one.columns.upperBound < 110 && many.columns.upperBound < 110)
    // One line of 17-pt capitals is 17 × 1443/2048 = 12 rows tall; wrapped, 20.3 pt a line more.
    #expect(one.rows.count <= 13)
    #expect(many.rows.count > 30)
    let centred = try #require(Self.ink(try Self.render(label(1, alignment: .center, text: "HI")), black, in: area))
    let middle = Double(centred.columns.lowerBound + centred.columns.upperBound + 1) / 2
    #expect(abs(middle - 60) <= 2)
  }

  @Test("Controls: a switch's track in its on tint, a filled button in its tint, a tinted image box differs from a plain one")
  func controls() throws {
    let root = ViewTree(
      "Card", frame: Rect(x: 0, y: 0, width: 375, height: 60),
      subviews: [
        ViewTree("UISwitch", frame: Rect(x: 10, y: 10, width: 51, height: 31), content: .toggle(ViewSwitch(isOn: true))),
        ViewTree("UIButton", frame: Rect(x: 100, y: 10, width: 80, height: 34), content: .button(ViewButton(title: nil, style: "filled"))),
        ViewTree("UIImageView", frame: Rect(x: 200, y: 10, width: 40, height: 40), content: .image(ViewImage(name: "fog"))),
        ViewTree("UIImageView", frame: Rect(x: 300, y: 10, width: 40, height: 40), content: .image(ViewImage(name: "fog", tint: Self.colour("systemRed")))),
      ])
    let bitmap = try Self.render(root)
    // The switch's track is system green (#34C759) where the knob (on the right) is not.
    #expect(bitmap[16, 65] == Color(rgb: 0x34C759))
    // A filled button is its tint, system blue (#007AFF), by default.
    #expect(bitmap[104, 66] == Color(rgb: 0x007AFF))
    // The image boxes: a placeholder's grey (#E2E2E8) off its cross and outline, and the
    // second tinted red.
    #expect(bitmap[205, 52] == Color(rgb: 0xE2E2E8))
    #expect(bitmap[305, 52] != bitmap[205, 52])
    #expect(bitmap[305, 52].red > bitmap[305, 52].blue)
  }

  @Test("A frame that is not a number or infinite is left out, and a huge one is drawn clipped: the picture is made, never a trap")
  func nonFiniteFrames() throws {
    let root = ViewTree(
      "Card", frame: Rect(x: 0, y: 0, width: 375, height: 60), backgroundColor: Self.colour("red"),
      subviews: [
        ViewTree("UIView", frame: Rect(x: .nan, y: 0, width: 10, height: 10), backgroundColor: Self.colour("blue")),
        ViewTree("UIView", frame: Rect(x: 0, y: 0, width: .infinity, height: 10), backgroundColor: Self.colour("blue")),
        ViewTree("UILabel", frame: Rect(x: 0, y: 0, width: 375, height: 1e300), content: .text(ViewText("Tall", font: .style(.body)))),
        ViewTree("UIView", frame: Rect(x: 300, y: 30, width: 1e300, height: 1e300), backgroundColor: Self.colour("yellow")),
      ])
    let bitmap = try Self.render(root)
    // The NaN and infinite views are not drawn: the card's red shows at (5, 45); the huge yellow
    // view from (300, 70) fills the cell to its edge.
    #expect(bitmap[5, 45] == Color(rgb: 0xFF0000))
    #expect(bitmap[350, 90] == Color(rgb: 0xFFFF00))
  }
}
