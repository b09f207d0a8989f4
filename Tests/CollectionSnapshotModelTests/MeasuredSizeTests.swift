import CollectionSnapshotLayout
import Foundation
import Testing

@testable import CollectionSnapshotModel

/// List content and measured sizes in screens: the rows a screen lays out when its items carry
/// UIKit's standard list content or the size their real views reported.
@Suite("Screens: list rows as UIKit sizes them, measured sizes per item and per kind")
struct MeasuredSizeTests {
  func list(_ items: [Item], category: ContentSizeCategory = .large) -> Screen {
    var screen = Screen(
      name: "list", model: ViewModel(sections: [Section(id: "s", items: items)]),
      layout: .compositional(.list(ListConfiguration(appearance: .plain))), device: .iPhone15, contentInsetAdjustment: .never)
    screen.contentSizeCategory = category
    return screen
  }

  func row(_ id: String, _ content: PlaceholderContent, sizing: ItemSizing = .layoutDefault, kind: String = "Row") -> Item {
    Item(id: id, kind: kind, content: content, sizing: sizing)
  }

  @Test("List content rows: 44, 44, 44 at Large; 48 and 48 at xLarge; two lines 62.667")
  func listRows() throws {
    let items = [
      row("a", .list(.cell, text: "Wi-Fi")),
      row("b", .list(.subtitleCell, text: "Ada", secondaryText: "Engineer")),
      row("c", .list(.valueCell, text: "Version", secondaryText: "17.4")),
    ]
    let large = try list(items).computeLayout()
    // Plain list, no insets: rows stack from 0 at 393 wide (the iPhone 15). A cell 11 + 20.333
    // + 11, a subtitle cell 4 + 20.333 + 14.333 + 4 = 42.667: both below the 44 minimum.
    #expect(large.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 393, height: 44))
    #expect(large.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 0, y: 44, width: 393, height: 44))
    #expect(large.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 0, y: 88, width: 393, height: 44))
    // xLarge: body 19 pt → 23, caption 1 14 pt → 16.707 → 17: 11 + 23 + 11 = 45 and
    // 4 + 23 + 17 + 4 = 48, the minimum twice 24: 48 and 48.
    let larger = try list(items, category: .extraLarge).computeLayout()
    #expect(larger.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 48)
    #expect(larger.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 48)
    // Two lines of body text: 2 × 20.287 = 40.574 → 40.667; 11 + 40.667 + 11 = 62.667.
    let twoLines = try list([row("a", .list(.cell, text: "A long title\nthat wraps"))]).computeLayout()
    let height = try #require(twoLines.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height)
    #expect(abs(height - (62 + 2.0 / 3)) < 1e-9)
  }

  @Test("Measured sizes: an item's own, then its kind's, then the placeholder")
  func measured() throws {
    var screen = list([
      row("own", PlaceholderContent(title: "Reported 61.5"), sizing: .measured(.height(61.5)), kind: "Post"),
      row("kind", PlaceholderContent(title: "Its kind says 90"), kind: "Post"),
      row("list", .list(.cell, text: "Not a Post"), kind: "Setting"),
    ])
    screen.measuredSizes["Post"] = .height(90)
    let result = try screen.computeLayout()
    // 61.5 (own), 90 (kind), 44 (list content, the kind has no measured size).
    #expect(result.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 393, height: 61.5))
    #expect(result.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 0, y: 61.5, width: 393, height: 90))
    #expect(result.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 0, y: 151.5, width: 393, height: 44))
    // A measured width is ignored where the layout fixes the width (a list row).
    var wide = list([row("w", .empty, sizing: .measured(MeasuredSize(width: 100, height: 50)))])
    wide.measuredSizes = [:]
    #expect(try wide.computeLayout().attributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 393, height: 50))
  }

  @Test("Measured sizes in flow layouts: self-sized chips and estimated rows")
  func flow() throws {
    var layout = FlowLayout()
    layout.estimatedItemSize = .automatic
    layout.minimumInteritemSpacing = 10
    let chips = [
      row("a", PlaceholderContent(title: "Swift"), sizing: .measured(MeasuredSize(width: 64, height: 32)), kind: "Chip"),
      row("b", PlaceholderContent(title: "Linux"), sizing: .selfSizing, kind: "Chip"),
    ]
    var screen = Screen(name: "chips", model: ViewModel(sections: [Section(id: "s", items: chips)]), layout: .flow(layout), device: .iPhone15, contentInsetAdjustment: .never)
    screen.measuredSizes["Chip"] = MeasuredSize(width: 80, height: 32)
    let result = try screen.computeLayout()
    // One line of two items (64 + 10 + 80 ≤ 393): the last line, left-packed (§1.6–1.7).
    #expect(result.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 64, height: 32))
    #expect(result.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 74, y: 0, width: 80, height: 32))
  }

  @Test("JSON: listContent, measured sizes per item and per kind; errors")
  func json() throws {
    let json = #"""
      {"device": "iPhone 15", "contentInsetAdjustment": "never", "measuredSizes": {"Post": {"height": 120}},
       "layout": {"list": {"appearance": "plain"}},
       "sections": [{"id": "s", "items": [
         {"id": "a", "kind": "Setting", "title": "Version", "subtitle": "17.4", "listContent": "valueCell"},
         {"id": "b", "kind": "Post", "title": "measured by kind"},
         {"id": "c", "kind": "Post", "title": "measured itself", "size": {"measured": {"height": 77.5}}}]}]}
      """#
    let screen = try ScreenDocument.decode(Data(json.utf8))
    let result = try screen.computeLayout()
    #expect(result.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 44)
    #expect(result.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 120)
    #expect(result.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 0, y: 164, width: 393, height: 77.5))
    func failure(_ text: String) -> ScreenDecodingError? {
      do {
        _ = try ScreenDocument.decode(Data(text.utf8))
        return nil
      } catch { return error }
    }
    let empty = failure(#"{"layout": {"flow": {}}, "sections": [{"id": "s", "items": [{"kind": "A", "size": {"measured": {}}}]}]}"#)
    #expect(empty?.path == "$.sections[0].items[0].size.measured")
    #expect(empty?.reason == "give a measured width, height or both")
    let negative = failure(#"{"layout": {"flow": {}}, "measuredSizes": {"A": {"height": -3}}}"#)
    #expect(negative?.path == "$.measuredSizes.A.height")
    let style = failure(#"{"layout": {"flow": {}}, "sections": [{"id": "s", "items": [{"kind": "A", "listContent": "fancy"}]}]}"#)
    #expect(style?.reason.hasPrefix("unknown value 'fancy'; expected one of: cell, subtitleCell, valueCell") == true)
  }
}
