import CollectionSnapshotLayout
import Foundation
import Testing

@testable import CollectionSnapshotModel

@Suite("Section snapshots and the diffable data source")
struct SectionSnapshotTests {
  typealias Tree = DiffableDataSourceSectionSnapshot<String>

  func tree() throws -> Tree {
    var t = Tree()
    try t.append(["fruit", "veg"])
    try t.append(["apple", "pear"], to: "fruit")
    try t.append(["kale"], to: "veg")
    try t.append(["gala"], to: "apple")
    return t
  }

  @Test("Items depth first; visible items follow expansion")
  func visibility() throws {
    var t = try tree()
    #expect(t.items == ["fruit", "apple", "gala", "pear", "veg", "kale"])
    #expect(t.visibleItems == ["fruit", "veg"])
    t.expand(["fruit", "apple", "nope"])
    #expect(t.visibleItems == ["fruit", "apple", "gala", "pear", "veg"])
    #expect(try t.level(of: "gala") == 2)
    #expect(try t.parent(of: "gala") == "apple")
    #expect(try t.isVisible("kale") == false)
    t.collapse(["fruit"])
    #expect(t.visibleItems == ["fruit", "veg"])
    #expect(try t.isExpanded("apple"))
  }

  @Test("Insert after an item goes after its subtree; delete removes subtrees")
  func edits() throws {
    var t = try tree()
    try t.insert(["nuts"], after: "fruit")
    #expect(t.rootItems == ["fruit", "nuts", "veg"])
    try t.insert(["plum"], before: "pear")
    #expect(t.items == ["fruit", "apple", "gala", "plum", "pear", "nuts", "veg", "kale"])
    try t.delete(["apple"])
    #expect(t.items == ["fruit", "plum", "pear", "nuts", "veg", "kale"])
    #expect(try t.snapshot(of: "veg", includingParent: true).items == ["veg", "kale"])
  }

  @Test("UIKit's section-snapshot errors")
  func errors() throws {
    var t = try tree()
    #expect(throws: DataSourceError("Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(pear)}")) { try t.append(["pear"]) }
    #expect(throws: DataSourceError("Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(x)}")) { try t.append(["x", "x"]) }
    #expect(throws: DataSourceError("Failed to find index of item nope")) { try t.delete(["kale", "nope"]) }
    #expect(t.contains("kale"), "nothing deleted when one item is missing")
    #expect(throws: DataSourceError("Parent item identifier does not exist in section snapshot: nope")) { try t.append(["x"], to: "nope") }
    #expect(throws: DataSourceError("Item identifier to insert after does not exist in section snapshot: nope")) { try t.insert(["x"], after: "nope") }
    #expect(throws: DataSourceError("Child item identifier does not exist in section snapshot: nope")) { try t.parent(of: "nope") }
  }

  @Test("The first apply reloads; later applies are one batch; section snapshots apply their visible items")
  func dataSource() throws {
    var source = DiffableDataSource<String, String>()
    var s = DiffableDataSourceSnapshot<String, String>()
    try s.appendSections(["list"])
    try s.appendItems(["a", "b", "c"])
    #expect(source.apply(s) == .reloadData)
    try s.deleteItems(["b"])
    try s.appendItems(["d"])
    let update = source.apply(s)
    #expect(update.lines == ["delete item [0,1]", "insert item [0,2]"])
    #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "d")
    #expect(source.indexPath(for: "c") == IndexPath(item: 1, section: 0))
    #expect(source.itemIdentifier(for: IndexPath(item: 9, section: 0)) == nil)

    var t = try tree()
    t.expand(["fruit"])
    let outline = try source.apply(t, to: "outline")
    #expect(outline.sectionInsertions == [1])
    #expect(source.snapshot().itemCounts == [3, 4])
    #expect(source.snapshot(for: "outline").visibleItems == ["fruit", "apple", "pear", "veg"])
    #expect(source.applySnapshotUsingReloadData(s) == .reloadData)
  }
}

@Suite("Screens in JSON")
struct ScreenDocumentTests {
  func decode(_ json: String) throws(ScreenDecodingError) -> Screen {
    try ScreenDocument.decode(Data(json.utf8))
  }

  @Test("Errors carry the JSON path")
  func errors() {
    func failure(_ json: String) -> ScreenDecodingError? {
      do {
        _ = try decode(json)
        return nil
      } catch { return error }
    }
    let device = failure(#"{"device": "Nokia 3310", "layout": {"flow": {}}}"#)
    #expect(device?.path == "$.device")
    #expect(device?.reason.hasPrefix("unknown device 'Nokia 3310'; the catalog has: iPhone SE (also iPhone 8), iPhone 13 (also iPhone 12, iPhone 14), iPhone 15 (also iPhone 16), iPhone 15 Pro Max (also Pro Max), iPad, iPad Pro 12.9 (also iPad Pro 13);") == true)
    let size = failure(#"{"layout": {"flow": {}}, "sections": [{"id": "a", "items": [{"kind": "Row", "size": {"width": -1, "height": 4}}]}]}"#)
    #expect(size?.path == "$.sections[0].items[0].size")
    #expect(size?.reason == "must be finite and not negative, got -1.0 x 4.0")
    let kind = failure(#"{"layout": {"flow": {}}, "sections": [{"items": [{"title": "no kind"}]}]}"#)
    #expect(kind?.path == "$.sections[0].items[0].kind")
    let typo = failure(#"{"layout": {"flow": {}}, "sections": [{"items": [{"kind": "Row", "titel": "x"}]}]}"#)
    #expect(typo?.path == "$.sections[0].items[0].titel")
    let grid = failure(#"{"layout": {"flow": {}}, "sections": [{"layout": {"flow": {"gridColumnCount": -2}}}]}"#)
    #expect(grid?.path == "$.sections[0].layout.flow.gridColumnCount")
    let duplicate = failure(#"{"layout": {"flow": {}}, "sections": [{"items": [{"id": "x", "kind": "Row"}, {"id": "x", "kind": "Row"}]}]}"#)
    #expect(duplicate?.path == "$.sections[0].items[1].id")
    #expect(duplicate?.reason == "duplicate item identifier 'x' (also sections[0].items[0])")
    let notJSON = failure("{")
    #expect(notJSON?.path == "$")
  }

  @Test("Devices: catalog sizes, safe areas, orientations; custom devices")
  func devices() throws {
    let pro = try decode(#"{"device": "Pro Max", "orientation": "landscape", "layout": {"flow": {}}}"#)
    #expect(pro.device.size == Size(width: 932, height: 430))
    #expect(pro.environment.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(pro.environment.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    #expect(pro.environment.displayScale == 3)
    let se = try decode(#"{"device": "iPhone SE", "layout": {"flow": {}}, "contentInsetAdjustment": "never"}"#)
    #expect(se.environment.containerSize == Size(width: 375, height: 667) && se.environment.displayScale == 2)
    #expect(se.environment.adjustedContentInset == .zero)
    #expect(Device.iPad.size == Size(width: 820, height: 1180) && Device.iPad.scale == 2)
    #expect(Device.iPhone15.environment().adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let custom = try decode(#"{"device": {"name": "Watch", "size": {"width": 198, "height": 242}, "scale": 2}, "layout": {"flow": {}}}"#)
    #expect(custom.device.name == "Watch" && custom.environment.containerSize.width == 198)
  }

  @Test("Grid columns follow SSCollectionViewPresenter's rule")
  func gridColumns() throws {
    let screen = try decode(#"""
      {"device": "iPhone SE", "contentInsetAdjustment": "never", "layout": {"flow": {"itemSize": {"width": 50, "height": 90}}},
       "sections": [{"id": "g", "layout": {"flow": {"gridColumnCount": 3, "sectionInset": {"left": 10, "right": 10}, "minimumInteritemSpacing": 5}},
                     "items": [{"kind": "Tile"}, {"kind": "Tile"}, {"kind": "Tile"}, {"kind": "Tile"}]},
                    {"id": "full", "layout": {"flow": {"gridColumnCount": 0, "sectionInset": {"left": 10, "right": 10}}},
                     "items": [{"kind": "Banner", "size": {"width": 1, "height": 40}}]}]}
      """#)
    let layout = try screen.computeLayout()
    // (375 − 20 − 2 × 5) / 3 = 115; the height is the layout's 90.
    #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 10, y: 0, width: 115, height: 90))
    #expect(layout.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 250, y: 0, width: 115, height: 90))
    // Zero columns: the full bounds width, side insets dropped, the item's own height.
    #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 0, y: 190, width: 375, height: 40))
  }
}
