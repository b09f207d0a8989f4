import CollectionSnapshotLayout
import Foundation
import Testing

@testable import CollectionSnapshotModel

@Suite("Seed example screens: Swift and JSON describe the same screen")
struct SeedFixtureTests {
  static let pairs: [(String, @Sendable () -> Screen)] = [
    ("ss-banners-products", { SeedScreens.ssBannersProducts }),
    ("vs-photo-album", { SeedScreens.vsPhotoAlbum }),
    ("janodev-heterogeneous", { SeedScreens.janodevHeterogeneous }),
    ("basesection-color-grid", { SeedScreens.baseSectionColorGrid }),
    ("space-cells-posters", { SeedScreens.spaceCellsPosters }),
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

  @Test("VSCollectionKit: 2 sections × 20 photos, three square cells a row")
  func vs() throws {
    let layout = try SeedScreens.vsPhotoAlbum.computeLayout()
    #expect(layout.numberOfSections == 2 && layout.numberOfItems(inSection: 1) == 20)
    // 393 / 3 = 131 exactly; the square rows are 131 high, photos inset by 1.
    #expect(layout.attributesForItem(at: IndexPath(item: 4, section: 0))?.frame == Rect(x: 132, y: 44 + 131 + 1, width: 129, height: 129))
    #expect(layout.attributesForSupplementary(kind: "section-header-element-kind", at: IndexPath(item: 0, section: 1))?.frame.y == 961.0)
  }

  @Test("janodev: self-sizing rows fill the width and take their measured heights; the text row wraps")
  func janodev() throws {
    let screen = SeedScreens.janodevHeterogeneous
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

  @Test("BaseSection: the text rows self-size, the colour grid is two columns of squares-by-half-width")
  func baseSection() throws {
    let layout = try SeedScreens.baseSectionColorGrid.computeLayout()
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

  @Test("space-cells: a plain list of poster rows with thumbnails")
  func spaceCells() throws {
    let layout = try SeedScreens.spaceCellsPosters.computeLayout()
    let first = try #require(layout.attributesForItem(at: IndexPath(item: 0, section: 0)))
    // Label 16 + title 16 + 4 + subtitle 11 + 4 + button 28 + padding 8 = 87 (the 48-pt thumbnail fits).
    #expect(first.frame == Rect(x: 0, y: 0, width: 393, height: 87))
    #expect(layout.attributesForItem(at: IndexPath(item: 5, section: 0))?.frame.y == 435.0)
  }
}
