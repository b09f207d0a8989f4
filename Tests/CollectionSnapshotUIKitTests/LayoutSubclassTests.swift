import CollectionSnapshot
import CollectionSnapshotTesting
import Testing
import UIKit

/// Starts every line of cells at the section's leading inset, one spacing apart: the "tags"
/// layout many apps subclass the flow layout for.
class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
    var nextX = sectionInset.left
    var lineBottom: CGFloat = -.greatestFiniteMagnitude
    for element in attributes where element.representedElementCategory == .cell {
      if element.frame.minY >= lineBottom { nextX = sectionInset.left }
      element.frame.origin.x = nextX
      nextX = element.frame.maxX + minimumInteritemSpacing
      lineBottom = max(lineBottom, element.frame.maxY)
    }
    return attributes
  }
}

/// Returns its cells only: UIKit would show no header.
final class CellsOnlyFlowLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    super.layoutAttributesForElements(in: rect)?.filter { $0.representedElementCategory == .cell }
  }
}

/// A layout subclass that overrides the attribute queries is shown with what it returns, as
/// UIKit shows it.
@MainActor @Suite("UIKit API: layout subclasses that answer their own attributes")
struct LayoutSubclassTests {
  /// Tags 120, 90, 140, 60, 200 and 100 wide, 30 high, under a 40-pt header, on the spec's
  /// 390-pt phone with insets 16 at the sides: lines of 358 pt take [0, 1], [2, 3] and [4, 5]
  /// (120 + 8 + 90 + 8 + 140 = 366 and 140 + 8 + 60 + 8 + 200 = 416 overflow).
  static let widths: [CGFloat] = [120, 90, 140, 60, 200, 100]

  func tags(_ layout: UICollectionViewFlowLayout, count: Int = 6) throws -> Screen {
    layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 10
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    let delegate = SizesDelegate([Self.widths.prefix(count).map { CGSize(width: $0, height: 30) }])
    return try Screen(device: specPhone, layout: layout, itemCounts: [count], flowDelegate: delegate, supplementary: { _, _ in CellPlaceholder(kind: "Title") }) { _ in
      CellPlaceholder(kind: "Tag")
    }
  }

  @Test("The flow layout justifies its complete lines; its left-aligned subclass packs them: the subclass's frames are shown")
  func leftAligned() throws {
    // The flow layout justifies its complete lines: the 148 and 158 pt left over go between
    // the two tags, so the second ends at 374 (390 − 16); the last line, less full than the
    // one before it, is packed to the leading edge (spec §1.6): 16 + 200 + 8 = 224.
    let flow = try tags(UICollectionViewFlowLayout()).computeLayout()
    expectFrame(flow.cell(1), 284, 40, 90, 30)
    expectFrame(flow.cell(3), 314, 80, 60, 30)
    expectFrame(flow.cell(5), 224, 120, 100, 30)
    // Left-aligned: the second tag of each line follows the first by 8.
    let screen = try tags(LeftAlignedFlowLayout())
    let layout = try screen.computeLayout()
    expectFrame(layout.cell(0), 16, 40, 120, 30)
    expectFrame(layout.cell(1), 16 + 120 + 8, 40, 90, 30)
    expectFrame(layout.cell(2), 16, 80, 140, 30)
    expectFrame(layout.cell(3), 16 + 140 + 8, 80, 60, 30)
    expectFrame(layout.cell(4), 16, 120, 200, 30)
    expectFrame(layout.cell(5), 16 + 200 + 8, 120, 100, 30)
    expectFrame(layout.supplementary(UICollectionView.elementKindSectionHeader, 0), 0, 0, 390, 40)
    #expect(layout.contentSize == Size(width: 390, height: 150))
    #expect(layout.attributes.allSatisfy { !$0.isHidden })
    let dump = LayoutDump.text(screen, layout: layout)
    #expect(dump.contains("\nframes LeftAlignedFlowLayout.layoutAttributesForElements(in:)\n"))
    #expect(dump.contains("cell [0,1] Tag id=[0,1] frame=(144, 40, 90, 30) z=0"))
    #expect(!dump.contains("warning:"), "\(dump)")
  }

  @Test("Scrolled and pictured, the screen keeps the subclass's frames; the headless collection view sees them")
  func scrolledAndTraced() throws {
    let screen = try tags(LeftAlignedFlowLayout())
    assertSnapshot(of: screen, as: .image)
    let layout = try screen.computeLayout()
    let scrolled = layout.attributes(in: Rect(x: 0, y: 70, width: 390, height: 40), at: ScrollState(contentOffset: Point(x: 0, y: 30)))
    // y 70…110 meets the first line (40…70 is outside) and the second (80…110).
    #expect(scrolled.filter { $0.category == .cell }.map(\.frame.x).sorted() == [16, 164])
    let visible = try HeadlessCollectionView(screen).layout.attributesForItem(at: CollectionSnapshotLayout.IndexPath(item: 3, section: 0))
    #expect(visible?.frame.x == 164)
  }

  @Test("An item query overridden to answer yet another frame is named; the elements query's frame is shown")
  func itemQueryDisagrees() throws {
    final class Shifted: LeftAlignedFlowLayout {
      override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.layoutAttributesForItem(at: indexPath)
        attributes?.frame.origin.y += 1
        return attributes
      }
    }
    let screen = try tags(Shifted())
    let layout = try screen.computeLayout()
    expectFrame(layout.cell(0), 16, 40, 120, 30)
    #expect(layout.diagnostics.map(\.description) == ["warning: frames: Shifted.layoutAttributesForItem(at:) answers (16, 41, 120, 30) for cell [0,0], which is shown at (16, 40, 120, 30)"])
  }

  @Test("Elements the subclass does not return are hidden, as UIKit would not show them")
  func dropped() throws {
    let layout = try tags(CellsOnlyFlowLayout()).computeLayout()
    #expect(layout.supplementary(UICollectionView.elementKindSectionHeader, 0)?.isHidden == true)
    #expect(layout.cell(1)?.isHidden == false)
  }

  @Test("A subclass that only prepares is laid out by the engine; nothing is overridden")
  func unchanged() throws {
    let screen = try uikitScreen(PageFlowLayout(), counts: [3])
    #expect(try screen.computeLayout().answeredBy == nil)
    #expect(!LayoutDump.text(screen, layout: try screen.computeLayout()).contains("\nframes "))
  }

  @Test("Once the items change, the subclass is asked again, as UIKit asks it after an update")
  func itemsChanged() throws {
    var screen = try tags(LeftAlignedFlowLayout())
    screen.model.sections[0].items.removeLast()
    let layout = try screen.computeLayout()
    // Still left-aligned: the second tag follows the first by 8 (16 + 120 + 8 = 144).
    expectFrame(layout.cell(1), 144, 40, 90, 30)
    #expect(layout.numberOfItems(inSection: 0) == 5)
    let dump = LayoutDump.text(screen, layout: layout)
    #expect(dump.contains("\nframes LeftAlignedFlowLayout.layoutAttributesForElements(in:)\n"))
    #expect(!dump.contains("warning:"), "\(dump)")
  }

  @Test("Its frames cannot be written as JSON: encoding fails instead of writing other frames")
  func json() throws {
    #expect(throws: EncodingError.self) { try ScreenDocument.encode(try tags(LeftAlignedFlowLayout())) }
  }
}
