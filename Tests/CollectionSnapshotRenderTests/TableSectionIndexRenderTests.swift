import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels
import CollectionSnapshotRender
import Testing

/// The section index as drawn: in the tint colour, inside its column only (titles wider than it
/// cut on both sides, as UIKit's are), its background when the app set one.
@Suite("Render: a table's section index")
struct TableSectionIndexRenderTests {
  /// Eight rows on an iPhone SE (375 × 667 @2x, under a 20-pt status bar) with `index`.
  func screen(_ index: TableSectionIndex) -> Screen {
    Screen(
      name: "index", model: ViewModel(sections: [Section(id: "s", items: (0..<8).map { Item(id: "i\($0)", kind: "Row") })]),
      layout: .table(TableLayout(style: .plain, systemVersion: .iOS13, sectionIndex: index)), device: .iPhoneSE)
  }

  /// Whether a pixel is the tint colour's ink (blue well above red), blended or not.
  func isInk(_ c: Color) -> Bool { Int(c.blue) > Int(c.red) + 60 && c.blue > 150 }

  @Test("Long titles: the column is 43.5 pt (x 331.5 to 375, pixels 663 to 750 at @2x); blue ink inside it, none left of it")
  func wideTitlesAreCut() throws {
    let bitmap = try ScreenRenderer.render(screen(TableSectionIndex(titles: ["Garage", "Master Bathroom", "Dining Room"])), options: RenderOptions(showsLabels: false, background: .white))
    // Three titles, 42 pt, centred in the 647-pt column below the status bar: boxes from
    // 20 + (647 − 42) / 2 = 322.5 to 364.5 pt, pixels 645 to 729.
    var inside = 0
    var outside = 0
    for y in 645..<729 {
      for x in 600..<750 where isInk(bitmap[x, y]) {
        if x >= 663 { inside += 1 } else { outside += 1 }
      }
    }
    #expect(inside > 100)
    #expect(outside == 0)
  }

  @Test("The app's background fills the column; its colour draws the titles")
  func colours() throws {
    let index = TableSectionIndex(
      titles: ["A", "B"], color: .init(name: "systemRed", rgba: 0xFF3B_30FF), backgroundColor: .init(name: "systemGray6", rgba: 0xF2F2_F7FF))
    let bitmap = try ScreenRenderer.render(screen(index), options: RenderOptions(showsLabels: false, background: .white))
    // The 15-pt column: pixels 720 to 750; its top (below the status bar, 40 px) is background.
    #expect(bitmap[735, 60] == Color(rgb: 0xF2F2F7))
    // Two titles, 28 pt, from 20 + (647 − 28) / 2 = 329.5 pt: pixels 659 to 715 hold red ink.
    var red = 0
    for y in 659..<715 {
      for x in 720..<750 where bitmap[x, y].red > 200 && bitmap[x, y].green < 120 { red += 1 }
    }
    #expect(red > 20)
  }
}
