import CollectionSnapshotLayout
import Foundation
import Testing

@testable import CollectionSnapshotModel

@Suite("Seed example screens: Swift and JSON describe the same screen")
struct SeedFixtureTests {
  static let pairs: [(String, @Sendable () -> Screen)] = [
    ("ss-banners-products", { SeedScreens.ssBannersProducts }),
    ("vs-photo-album", { SeedScreens.vsPhotoAlbum }),
    ("janodev-modal-styles", { SeedScreens.janodevModalStyles }),
    ("basesection-color-grid", { SeedScreens.baseSectionColorGrid }),
    ("space-cells-posters", { SeedScreens.spaceCellsPosters }),
    ("feature-photo-grid", { SeedScreens.featurePhotoGrid }),
    ("feature-heterogeneous-rows", { SeedScreens.featureHeterogeneousRows }),
    ("feature-text-and-colors", { SeedScreens.featureTextAndColors }),
    ("feature-poster-list", { SeedScreens.featurePosterList }),
  ]

  @Test("The JSON fixture and the Swift screen lay out identically", arguments: pairs.map(\.0))
  func twins(name: String) throws {
    let json = try SeedScreens.load(name)
    let swift = try #require(Self.pairs.first { $0.0 == name }).1()
    let a = try json.computeLayout()
    let b = try swift.computeLayout()
    #expect(a.attributes == b.attributes)
    #expect(a.contentSize == b.contentSize)
    #expect(json.model.sections.map(\.id) == swift.model.sections.map(\.id))
    #expect(json.model.sections.flatMap { $0.items.map(\.id) } == swift.model.sections.flatMap { $0.items.map(\.id) })
    #expect(json.model.sections.flatMap { $0.items.map(\.content) } == swift.model.sections.flatMap { $0.items.map(\.content) })
  }

  @Test("SSCollectionViewPresenter: banners stacked full width, products inset with header and footer")
  func ss() throws {
    let layout = try SeedScreens.ssBannersProducts.computeLayout()
    #expect(layout.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 0, y: 200, width: 375, height: 100))
    #expect(layout.attributesForSupplementary(kind: ElementCategory.sectionHeaderKind, at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 0, y: 300, width: 375, height: 50))
    #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 16, y: 358, width: 343, height: 80))
    #expect(layout.attributesForItem(at: IndexPath(item: 3, section: 1))?.frame == Rect(x: 16, y: 622, width: 343, height: 80))
    #expect(layout.attributesForSupplementary(kind: ElementCategory.sectionFooterKind, at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 0, y: 710, width: 375, height: 30))
    #expect(layout.contentSize == Size(width: 375, height: 740))
  }

  @Test("VSCollectionKit's album: PhotosSectionHandler's group of a full-width photo, a 2/3 photo beside a pair, and a triplet, 458 high; 19 photos fill two groups and five of a third")
  func vs() throws {
    let layout = try SeedScreens.vsPhotoAlbum.computeLayout()
    // Under a standard navigation bar on an iPhone 15 (status bar 54 + bar 44) and pinned to the
    // safe area (bottom 34): the view is 393 × (852 − 98 − 34) = 720 at y = 98, nothing left to adjust.
    let geometry = SeedScreens.vsPhotoAlbum.hostGeometry
    #expect(geometry.collectionViewFrame == Rect(x: 0, y: 98, width: 393, height: 720))
    #expect(geometry.bars.map(\.frame) == [Rect(x: 0, y: 0, width: 393, height: 54), Rect(x: 0, y: 54, width: 393, height: 44)])
    #expect(layout.environment.containerSize == Size(width: 393, height: 720) && layout.environment.adjustedContentInset == .zero)
    func frame(_ i: Int) -> Rect? { layout.attributesForItem(at: IndexPath(item: i, section: 0))?.frame }
    // Widths: 393 (full), 2/3 × 393 = 262, 1/3 × 393 = 131; every item inset (2, 2, 0, 2 or 0).
    let group: [Rect] = [
      Rect(x: 2, y: 2, width: 389, height: 198),  // 0…393 × 0…200
      Rect(x: 2, y: 202, width: 260, height: 170),  // 0…262 × 200…372
      Rect(x: 264, y: 202, width: 129, height: 84),  // 262…393 × 200…286
      Rect(x: 264, y: 288, width: 129, height: 84),  // 262…393 × 286…372
      Rect(x: 2, y: 374, width: 129, height: 84), Rect(x: 133, y: 374, width: 129, height: 84), Rect(x: 264, y: 374, width: 129, height: 84),  // 372…458
    ]
    for i in 0..<19 {
      var expected = group[i % 7]
      expected.y += Double(i / 7) * 458
      #expect(frame(i) == expected, "photo \(i)")
    }
    #expect(frame(18) == Rect(x: 2, y: 1290, width: 129, height: 84))  // the third group's first triplet photo
    #expect(layout.numberOfItems(inSection: 0) == 19)
    #expect(layout.contentSize == Size(width: 393, height: 1374))  // three groups of 458: the last keeps its height
    #expect(!layout.attributes.contains { if case .supplementary = $0.category { return true } else { return false } })  // no header
  }

  @Test("janodev's modal styles: two sections headed UIModalPresentationStyle, the ten styles ten times, full-width self-sizing rows 10 apart")
  func janodev() throws {
    let layout = try SeedScreens.janodevModalStyles.computeLayout()
    // Rows measure label 16 + 16 a line + 8 at 393 − 16 = 377 pt (47 characters a line): one
    // line, 40; "none – Careful! … controller.”" (118 characters) wraps to 3 lines, 72.
    func frame(_ i: Int, _ s: Int = 0) -> Rect? { layout.attributesForItem(at: IndexPath(item: i, section: s))?.frame }
    #expect(layout.attributesForSupplementary(kind: ElementCategory.sectionHeaderKind, at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 393, height: 60))
    #expect(frame(0) == Rect(x: 0, y: 60, width: 393, height: 40))
    #expect(frame(4) == Rect(x: 0, y: 260, width: 393, height: 40))  // 60 + 4 × 50
    #expect(frame(5) == Rect(x: 0, y: 310, width: 393, height: 72))
    #expect(frame(6) == Rect(x: 0, y: 392, width: 393, height: 40))  // 310 + 72 + 10
    // A block of ten rows with the spacing after each: 9 × 40 + 72 + 10 × 10 = 532.
    #expect(frame(10) == Rect(x: 0, y: 592, width: 393, height: 40))  // 60 + 532
    // Row 99: 60 + 9 × 532 + (8 × 40 + 72 + 9 × 10 = 482) = 5330; the section ends at 5370.
    #expect(frame(99) == Rect(x: 0, y: 5330, width: 393, height: 40))
    #expect(layout.attributesForSupplementary(kind: ElementCategory.sectionHeaderKind, at: IndexPath(item: 0, section: 1))?.frame.y == 5370)
    #expect(frame(0, 1)?.y == 5430)
    #expect(layout.contentSize == Size(width: 393, height: 10740))
  }

  @Test("BaseSection's screen: the dynamic section (header, five wrapped texts, footer), then the colour grid (two a row, 16 apart, half as high as wide)")
  func baseSection() throws {
    let layout = try SeedScreens.baseSectionColorGrid.computeLayout()
    func item(_ i: Int, _ s: Int) -> Rect? { layout.attributesForItem(at: IndexPath(item: i, section: s))?.frame }
    func view(_ kind: String, _ s: Int) -> Rect? { layout.attributesForSupplementary(kind: kind, at: IndexPath(item: 0, section: s))?.frame }
    let header = ElementCategory.sectionHeaderKind, footer = ElementCategory.sectionFooterKind
    // Headers (one title line) 16 + 16 + 8 = 40; footers (one small line) 16 + 11 + 8 = 35; the
    // texts wrap at 47 characters into 4, 5, 1, 2 and 3 lines: 24 + 16 n = 88, 104, 40, 56, 72.
    #expect(view(header, 0) == Rect(x: 0, y: 0, width: 393, height: 40))
    #expect(item(0, 0) == Rect(x: 0, y: 40, width: 393, height: 88))
    #expect(item(1, 0) == Rect(x: 0, y: 128, width: 393, height: 104))
    #expect(item(2, 0) == Rect(x: 0, y: 232, width: 393, height: 40))
    #expect(item(3, 0) == Rect(x: 0, y: 272, width: 393, height: 56))
    #expect(item(4, 0) == Rect(x: 0, y: 328, width: 393, height: 72))
    #expect(view(footer, 0) == Rect(x: 0, y: 400, width: 393, height: 35))
    #expect(view(header, 1) == Rect(x: 0, y: 435, width: 393, height: 40))
    // Colour rows: the group is ½ × 393 = 196.5 → 196⅓ high (down to a pixel at @3x); two items
    // of (393 − 16) / 2 = 188.5 → 188⅓, the second at 188⅓ + 16; an item's cross-axis
    // fraction resolves against the spacing-reduced width (layout-semantics §2.16, measured):
    // ½ × 377 = 188.5 → 188⅓ high.
    let third = 1.0 / 3
    let rows = [475.0, 475 + 196 + third, 475 + 2 * (196 + third)]
    let xs = [0.0, 204 + third]
    for i in 0..<5 {
      let f = try #require(item(i, 1))
      #expect(abs(f.x - xs[i % 2]) < 1e-9 && abs(f.y - rows[i / 2]) < 1e-9, "colour \(i): \(f)")
      #expect(abs(f.width - (188 + third)) < 1e-9 && abs(f.height - (188 + third)) < 1e-9, "colour \(i): \(f)")
    }
    let lastFooter = try #require(view(footer, 1))
    #expect(abs(lastFooter.y - 1064) < 1e-9 && lastFooter.height == 35)
  }

  @Test("space-cells' posters: 14 full-width rows with no gaps, each the 125 pt image, a title, a subtitle line and the info button")
  func spaceCells() throws {
    let layout = try SeedScreens.spaceCellsPosters.computeLayout()
    // 16 (label) + 125 + 4 + 16 + 4 + 11 + 4 + 28 + 8 = 216; every title fits 47 characters and
    // every subtitle 62.
    for i in 0..<14 {
      #expect(layout.attributesForItem(at: IndexPath(item: i, section: 0))?.frame == Rect(x: 0, y: 216 * Double(i), width: 393, height: 216), "poster \(i)")
    }
    #expect(layout.contentSize.height == 3024)
    // Below the bar (edgesForExtendedLayout = []): the table is 393 × (852 − 98) = 754 at y = 98;
    // the home indicator's 34 is inside it and, in a navigation controller, `.automatic` adjusts
    // the bottom by it.
    #expect(SeedScreens.spaceCellsPosters.hostGeometry.collectionViewFrame == Rect(x: 0, y: 98, width: 393, height: 754))
    #expect(layout.environment.containerSize == Size(width: 393, height: 754))
    #expect(layout.environment.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(layout.environment.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  @Test("Feature: two sections × 20 photos, three square cells a row")
  func featurePhotoGrid() throws {
    let layout = try SeedScreens.featurePhotoGrid.computeLayout()
    #expect(layout.numberOfSections == 2 && layout.numberOfItems(inSection: 1) == 20)
    // 393 / 3 = 131 exactly; the square rows are 131 high, photos inset by 1.
    #expect(layout.attributesForItem(at: IndexPath(item: 4, section: 0))?.frame == Rect(x: 132, y: 44 + 131 + 1, width: 129, height: 129))
    #expect(layout.attributesForSupplementary(kind: "section-header-element-kind", at: IndexPath(item: 0, section: 1))?.frame.y == 961.0)
  }
  @Test("Feature: self-sizing rows fill the width and take their measured heights; the text row wraps")
  func featureHeterogeneousRows() throws {
    let screen = SeedScreens.featureHeterogeneousRows
    let layout = try screen.computeLayout()
    let bio = try #require(layout.attributesForItem(at: IndexPath(item: 2, section: 0)))
    let name = try #require(layout.attributesForItem(at: IndexPath(item: 0, section: 0)))
    // Name: label 16 + title 16 + 4 + subtitle 11 + padding 8.
    #expect(name.frame.height == 55)
    #expect(bio.frame.height > name.frame.height)
    // Every row pins its width to the screen's, as janodev's ViewCell does.
    #expect(bio.frame.width == 393)
    #expect(name.frame.width == 393)
  }

  @Test("Feature: the text rows self-size, the colour grid is two columns of squares-by-half-width")
  func featureTextAndColors() throws {
    let layout = try SeedScreens.featureTextAndColors.computeLayout()
    let short = try #require(layout.attributesForItem(at: IndexPath(item: 0, section: 0)))
    let long = try #require(layout.attributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(short.frame == Rect(x: 16, y: 8, width: 361, height: 40))
    #expect(long.frame.height > short.frame.height)
    let red = try #require(layout.attributesForItem(at: IndexPath(item: 0, section: 1)))
    let orange = try #require(layout.attributesForItem(at: IndexPath(item: 1, section: 1)))
    // (361 − 16) / 2 = 172.5 → floored at @3x to 172.33…; the rows are half the width: 180.5 → 180.33…
    #expect(abs(red.frame.width - 172.33333333333334) < 1e-9)
    #expect(abs(orange.frame.x - (16 + 172.33333333333334 + 16)) < 1e-9)
    #expect(abs(red.frame.height - 180.33333333333334) < 1e-9)
  }

  @Test("Feature: a plain list of poster rows with thumbnails")
  func featurePosterList() throws {
    let layout = try SeedScreens.featurePosterList.computeLayout()
    let first = try #require(layout.attributesForItem(at: IndexPath(item: 0, section: 0)))
    // Label 16 + title 16 + 4 + subtitle 11 + 4 + button 28 + padding 8 = 87 (the 48-pt thumbnail fits).
    #expect(first.frame == Rect(x: 0, y: 0, width: 393, height: 87))
    #expect(layout.attributesForItem(at: IndexPath(item: 5, section: 0))?.frame.y == 435.0)
  }
}
