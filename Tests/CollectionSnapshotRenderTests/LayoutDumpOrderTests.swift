import CollectionSnapshotLayout
@testable import CollectionSnapshotRender
import Testing

@Suite("Layout dump: the order of element lines")
struct LayoutDumpOrderTests {
  @Test("Cells, then supplementary views, then decorations; by printed kind, then index path; ties keep the layout's order")
  func order() {
    func element(_ category: ElementCategory, _ section: Int, _ item: Int, x: Double = 0) -> LayoutAttributes {
      LayoutAttributes(category: category, indexPath: IndexPath(item: item, section: section), frame: Rect(x: x, y: 0, width: 1, height: 1))
    }
    let elements = [
      element(.decoration(kind: "background"), 0, 0),
      element(.cell, 1, 0),
      element(.supplementary(kind: ElementCategory.sectionHeaderKind), 1, 0),
      element(.cell, 0, 2),
      element(.supplementary(kind: "badge"), 0, 1),
      element(.cell, 0, 1, x: 1),
      element(.supplementary(kind: "badge"), 0, 0),
      element(.supplementary(kind: "header"), 0, 0),
      element(.cell, 0, 1, x: 2),
    ]
    // Printed kinds: `"header"` (0x22) before `badge` before `header`.
    let expected = [
      element(.cell, 0, 1, x: 1), element(.cell, 0, 1, x: 2), element(.cell, 0, 2), element(.cell, 1, 0),
      element(.supplementary(kind: "header"), 0, 0), element(.supplementary(kind: "badge"), 0, 0), element(.supplementary(kind: "badge"), 0, 1),
      element(.supplementary(kind: ElementCategory.sectionHeaderKind), 1, 0),
      element(.decoration(kind: "background"), 0, 0),
    ]
    #expect(LayoutDumpOrder.sorted(elements) == expected)
    #expect(LayoutDumpOrder.sorted([]) == [])
  }
}
