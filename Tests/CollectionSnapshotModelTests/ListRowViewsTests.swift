import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation
import Testing

/// A list row's views, laid out by the rules measured inside UIKit-rendered list cells (the
/// layout specification, §2.18), and its separators by the row's place in its section.
@Suite("List rows as views: UIKit's measured list content metrics")
struct ListRowViewsTests {
  static let label = SystemColors.color(named: "label")

  @Test("A one-line cell with a disclosure indicator in a 393-pt list: text at m = 20, the chevron 7 × 12 at w − m − 2.333, the separator at h − ⅓")
  func oneLineCell() {
    let row = ListRowViews(
      style: .cell, text: ViewText("Wi-Fi", font: .style(.body), color: Self.label, numberOfLines: 0), accessories: [AccessoryMark(kind: "disclosureIndicator")], margin: 20)
    let views = row.views(in: Size(width: 393, height: 44))
    // Height: 11 + 20.333 (body 17: 17 × 2444/2048 = 20.287, up to the @3x grid) + 11 =
    // 42.333, less than UIKit's 44-pt minimum, so the text block is centred: 11 + (44 −
    // 42.333)/2 = 11.833, on the pixel grid 12 (35.5 px, half up to 36). Its baseline 12 +
    // 16.187 (the ascender, 1950/2048 of 17) = 28.19 inks at 28.333, as measured.
    // The chevron's right edge 393 − 20 − 7/3 = 370.667, so x = 363.667; its top 44/2 − 6 =
    // 16. Text before it ends 40/3 = 13.333 before its ink: 350.333, a width of 330.333.
    #expect(views.map(\.frame) == [
      Rect(x: 20, y: 12, width: 363 + 2.0 / 3 - 40.0 / 3 - 20, height: 61.0 / 3),
      Rect(x: 363 + 2.0 / 3, y: 16, width: 7, height: 12),
      Rect(x: 20, y: 44 - 1.0 / 3, width: 373, height: 1.0 / 3),
    ])
    #expect(views.map(\.className) == ["UILabel", "UIImageView", "separator"])
    #expect(views[1].content == .image(ViewImage(name: "chevron.forward", isSymbol: true, tint: SystemColors.color(named: "tertiaryLabel"), contentMode: .center)))
  }

  @Test("A value cell with a symbol: the symbol's slot centred at m + 12 and h / 2, the text at m + 40")
  func imageSlot() {
    var row = ListRowViews(style: .valueCell, text: ViewText("Wi-Fi", font: .style(.body)), options: ListContentOptions(image: .symbol), margin: 16)
    row.image = ViewImage(name: "wifi", isSymbol: true)
    let views = row.views(in: Size(width: 375, height: 44))
    // A symbol is laid out 22 pt tall at Large (the body style's leading) in a 24-pt slot:
    // (16, (44 − 22)/2 = 11, 24, 22), its centre at (28, 22) = (m + 12, h / 2). Then 16 pt of
    // padding: the text at 16 + 24 + 16 = 56 = m + 40, and the separator from there.
    #expect(views[0].frame == Rect(x: 16, y: 11, width: 24, height: 22))
    #expect(views[1].frame.x == 56)
    #expect(views.last?.frame.x == 56)
  }

  @Test("Two lines: an accompanied sidebar subtitle cell is 48 pt with baselines at 20.333 and 40.667")
  func twoLines() {
    let row = ListRowViews(
      style: .accompaniedSidebarSubtitleCell, text: ViewText("Inbox", font: .style(.body)), secondaryText: ViewText("3 unread", font: .style(.footnote)),
      options: ListContentOptions(textToSecondaryTextVerticalPadding: 4), margin: 16)
    let views = row.views(in: Size(width: 375, height: 48))
    // 4 + 20.333 + 4 + 15.667 (footnote 13: 15.51 up to the grid) + 4 = 48: the text at 4 (its
    // baseline 4 + 16.187 = 20.19, inked at 20.333), the secondary text at 4 + 20.333 + 4 =
    // 28.333 (its baseline 28.333 + 12.378 = 40.71, inked at 40.667), as measured.
    #expect(views[0].frame.y == 4)
    #expect(abs(views[1].frame.y - 85.0 / 3) < 1e-9)
    #expect(abs(views[1].frame.height - 47.0 / 3) < 1e-9)
  }

  @Test("Wrapping secondary text is laid out in the lines it was measured in: a footnote of two lines in a 375-pt row")
  func wrappedSecondaryText() {
    let secondary = "Shared with Ada, Grace and Katherine, updated every morning before the first train leaves"
    let row = ListRowViews(
      style: .accompaniedSidebarSubtitleCell, text: ViewText("Notes", font: .style(.body)), secondaryText: ViewText(secondary, font: .style(.footnote), numberOfLines: 0),
      options: ListContentOptions(textToSecondaryTextVerticalPadding: 4), margin: 16)
    let measured = ListContentStyle.accompaniedSidebarSubtitleCell.measure(
      text: "Notes", secondaryText: secondary, width: 375, layoutMargin: 16, category: .large, scale: 3, options: row.options)
    // 343 pt between the margins holds about 52 footnote characters: the 89 of the text take
    // two lines, 2 × 13 × 2444/2048 = 31.03, up to the @3x grid 31.333; the row 4 + 20.333 + 4
    // + 31.333 + 4 = 63.667.
    #expect(measured.secondaryText?.lines == 2)
    #expect(abs(measured.height - 191.0 / 3) < 1e-9)
    let views = row.views(in: Size(width: 375, height: measured.height))
    #expect(abs(views[1].frame.height - 94.0 / 3) < 1e-9)
    #expect(abs(views[1].frame.y - 85.0 / 3) < 1e-9)
    #expect(views[1].frame.width == 343)
  }

  @Test("Separators by the row's place: grouped lists' last row full width and the first row's top line; inset grouped lists' last row none")
  func separators() {
    let row = ListRowViews(style: .cell, text: ViewText("Row"), margin: 20)
    let size = Size(width: 353, height: 44)
    func placed(_ appearance: ListConfiguration.Appearance, item: Int, count: Int) -> [Rect] {
      var tree = ViewTree("Cell", frame: Rect(x: 0, y: 0, width: 353, height: 44), subviews: row.views(in: size))
      ListSeparators.place(in: &tree, configuration: ListConfiguration(appearance: appearance), item: item, count: count, scale: 3)
      return tree.subviews.filter { $0.className == ListSeparators.className }.map(\.frame)
    }
    let inset = Rect(x: 20, y: 44 - 1.0 / 3, width: 333, height: 1.0 / 3)
    #expect(placed(.plain, item: 2, count: 3) == [inset])
    #expect(placed(.insetGrouped, item: 0, count: 3) == [inset])
    #expect(placed(.insetGrouped, item: 2, count: 3) == [])
    #expect(placed(.grouped, item: 0, count: 3) == [Rect(x: 0, y: 0, width: 353, height: 1.0 / 3), inset])
    #expect(placed(.grouped, item: 2, count: 3) == [Rect(x: 0, y: 44 - 1.0 / 3, width: 353, height: 1.0 / 3)])
    #expect(placed(.sidebar, item: 0, count: 3) == [])
    var tree = ViewTree("Cell", frame: Rect(x: 0, y: 0, width: 353, height: 44), subviews: row.views(in: size))
    ListSeparators.place(in: &tree, configuration: nil, item: 0, count: 1, scale: 3)
    #expect(!tree.subviews.contains { $0.className == ListSeparators.className })
  }
}
