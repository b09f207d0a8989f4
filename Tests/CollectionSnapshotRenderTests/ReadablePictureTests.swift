import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels
import CollectionSnapshotRender
import Testing

/// Pictures a reviewer can read: kinds of one screen never share a colour, frame numbers never
/// cover a placeholder's text, badges never hide a cell's label.
@Suite("Readable pictures")
struct ReadablePictureTests {
  static let device = Device(name: "test", portraitSize: Size(width: 200, height: 300), scale: 1, portraitSafeArea: .zero, landscapeSafeArea: .zero, sideMargin: 16)

  /// One 150 × 60 cell a row per kind, with a title.
  static func rows(_ kinds: [String]) -> Screen {
    var flow = FlowLayout()
    flow.itemSize = Size(width: 150, height: 60)
    let items = kinds.enumerated().map { Item(id: "i\($0.offset)", kind: $0.element, content: PlaceholderContent(title: "Title \($0.offset)")) }
    return Screen(name: "rows", model: ViewModel(sections: [Section(id: "s", items: items)]), layout: .flow(flow), device: device, contentInsetAdjustment: .never)
  }

  @Test("Two kinds whose names pick the same hue get different colours, the same ones every time")
  func distinctColours() throws {
    // The first two names of Kind0, Kind1, … whose preferred hues are the same.
    var first: [Int: String] = [:]
    var pair: (String, String)?
    for i in 0..<200 where pair == nil {
      let name = "Kind\(i)"
      let hue = KindPalette.swatches.firstIndex(of: KindPalette.swatch(for: name))!
      if let other = first[hue] { pair = (other, name) } else { first[hue] = name }
    }
    let (a, b) = try #require(pair)
    let assigned = KindPalette.assign([a, b])
    #expect(assigned[min(a, b)] == KindPalette.swatch(for: min(a, b)), "the first in name order keeps its hue")
    #expect(assigned[a] != assigned[b])
    #expect(KindPalette.assign([a, b]) == assigned)
    // Drawn: the two cells' borders (their top-left pixel) differ.
    let screen = Self.rows([a, b])
    let layout = try screen.computeLayout()
    let picture = try ScreenRenderer.render(screen, layout: layout)
    let top = try #require(layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
    let second = try #require(layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
    #expect(picture[Int(top.x), Int(top.y)] == assigned[a]?.border)
    #expect(picture[Int(second.x), Int(second.y)] == assigned[b]?.border)
    // Twenty-four kinds, twenty-four colours.
    let many = Set((0..<24).map { "Kind\($0)" })
    #expect(Set(KindPalette.assign(many).values).count == 24)
  }

  @Test("A kind's hue is FNV-1a of its UTF-8 name modulo 24, worked by hand")
  func fnvHue() {
    // Worked outside the code under test (Python: h = 0xcbf29ce484222325; for each byte b:
    // h ^= b; h = h * 0x100000001b3 mod 2^64): "ProductCell" hashes to 0x59408ff0f4f68640,
    // which is 0 mod 24 (the first hue, border 0x2F6FD6); "Kind0" hashes to 0x535a219dfeb2a149,
    // 9 mod 24 (the tenth hue, border 0xD96A2B).
    #expect(KindPalette.swatch(for: "ProductCell").border == Color(rgb: 0x2F6FD6))
    #expect(KindPalette.swatch(for: "Kind0").border == Color(rgb: 0xD96A2B))
  }

  @Test("Frame numbers never cover the placeholder's text")
  func framesClearOfText() throws {
    let screen = Self.rows(["Row"])
    let plain = try ScreenRenderer.render(screen)
    let framed = try ScreenRenderer.render(screen, options: RenderOptions(showsFrames: true))
    #expect(plain != framed, "the numbers are drawn")
    // The title area (PlaceholderLayout: from y 16, 8 pt in) is the same with and without them.
    let title = try #require(PlaceholderLayout(PlaceholderContent(title: "Title 0"), in: Size(width: 150, height: 60)).titleFrame)
    for y in Int(title.y)..<Int(title.y + title.height) {
      for x in Int(title.x)..<Int(title.x + title.width) where plain[x, y] != framed[x, y] {
        Issue.record("frame numbers drawn over the title at (\(x), \(y))")
        return
      }
    }
  }

  @Test("A badge over a cell's label row cuts the label before it instead of hiding its end")
  func badgeClearOfLabel() throws {
    let badge = LayoutSupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(60)))
    item.supplementaryItems = [badge]
    let section = LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [.item(item)]))
    let screen = Screen(
      name: "badge", model: ViewModel(sections: [Section(id: "s", items: [Item(id: "a", kind: "ProductCell")])]),
      layout: .compositional(CompositionalLayout(section: section)), device: Self.device, contentInsetAdjustment: .never)
    let picture = try ScreenRenderer.render(screen)
    // The cell is (0, 0, 110, 60), the badge (90, 0, 20, 20); the label "ProductCell [0,0]" (102 pt)
    // starts at x 4 on rows 3–13. Its ink is the darkest colour there: it must end 2 pt before the badge.
    let ink = KindPalette.swatch(for: "ProductCell").ink
    var rightmost = -1
    for y in 3..<14 { for x in 0..<90 where picture[x, y] == ink { rightmost = max(rightmost, x) } }
    #expect(rightmost >= 0, "the label is drawn")
    #expect(rightmost < 88, "the label runs under the badge: ink at x \(rightmost)")
  }
}
