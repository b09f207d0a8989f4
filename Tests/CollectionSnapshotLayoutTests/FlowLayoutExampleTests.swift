import Testing

@testable import CollectionSnapshotLayout

/// The worked flow-layout examples of the layout spec, §3, to 1e-9 pt.
@Suite("Flow layout: spec examples")
struct FlowLayoutExampleTests {
  func grid(_ size: Double = 100) -> FlowLayout {
    var layout = FlowLayout()
    layout.itemSize = Size(width: size, height: size)
    return layout
  }

  @Test("F1: fixed grid, incomplete last row snaps to the grid columns")
  func f1() throws {
    let seven = try grid().layout(LayoutContent(itemCounts: [7]), in: phone())
    expectFrame(seven.cell(0), 0, 0, 100, 100)
    expectFrame(seven.cell(1), 145, 0, 100, 100)
    expectFrame(seven.cell(2), 290, 0, 100, 100)
    expectFrame(seven.cell(3), 0, 110, 100, 100)
    expectFrame(seven.cell(5), 290, 110, 100, 100)
    expectFrame(seven.cell(6), 0, 220, 100, 100)
    expectSize(seven.contentSize, 390, 320)
    let eight = try grid().layout(LayoutContent(itemCounts: [8]), in: phone())
    expectFrame(eight.cell(7), 145, 220, 100, 100)
  }

  @Test("F2: a half-point gap rounds to the pixel grid: 137.666… at @3x, 137.5 at @2x")
  func f2() throws {
    let three = try grid().layout(LayoutContent(itemCounts: [3]), in: phone(width: 375))
    expectFrame(three.cell(0), 0, 0, 100, 100)
    expectFrame(three.cell(1), 137.66666666666666, 0, 100, 100)
    expectFrame(three.cell(2), 275, 0, 100, 100)
    let two = try grid().layout(LayoutContent(itemCounts: [3]), in: phone(width: 375, scale: 2))
    expectFrame(two.cell(1), 137.5, 0, 100, 100)
  }

  @Test("F4: variable widths with section insets")
  func f4() throws {
    var layout = FlowLayout()
    layout.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    let result = try layout.layout(sizes([(150, 40), (100, 40), (200, 40), (120, 40), (80, 40)]), in: phone())
    expectFrame(result.cell(0), 16, 0, 150, 40)
    expectFrame(result.cell(1), 274, 0, 100, 40)
    expectFrame(result.cell(2), 16, 50, 200, 40)
    expectFrame(result.cell(3), 254, 50, 120, 40)
    expectFrame(result.cell(4), 16, 100, 80, 40)
    expectSize(result.contentSize, 390, 140)
  }

  @Test("F5: one line of non-uniform items is left-packed and centred across")
  func f5() throws {
    let result = try FlowLayout().layout(sizes([(100, 50), (100, 100), (100, 70)]), in: phone())
    expectFrame(result.cell(0), 0, 25, 100, 50)
    expectFrame(result.cell(1), 110, 0, 100, 100)
    expectFrame(result.cell(2), 220, 15, 100, 70)
    expectSize(result.contentSize, 390, 100)
    let uniform = try FlowLayout().layout(sizes([(100, 100), (100, 100), (100, 100)]), in: phone())
    expectFrame(uniform.cell(1), 145, 0, 100, 100)
    expectFrame(uniform.cell(2), 290, 0, 100, 100)
  }

  @Test("F6: single-item lines are centred, the last too when every line has one item")
  func f6() throws {
    let result = try FlowLayout().layout(sizes([(300, 50), (300, 50), (100, 50)]), in: phone())
    expectFrame(result.cell(0), 45, 0, 300, 50)
    expectFrame(result.cell(1), 45, 60, 300, 50)
    expectFrame(result.cell(2), 145, 120, 100, 50)
    expectSize(result.contentSize, 390, 170)
  }

  @Test("F8: headers, footers, insets, two sections")
  func f8() throws {
    var layout = grid()
    layout.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
    layout.headerReferenceSize = Size(width: 0, height: 50)
    layout.footerReferenceSize = Size(width: 0, height: 40)
    let result = try layout.layout(LayoutContent(itemCounts: [4, 4]), in: phone())
    expectFrame(result.header(0), 0, 0, 390, 50)
    expectFrame(result.cell(0), 20, 60, 100, 100)
    expectFrame(result.cell(1), 145, 60, 100, 100)
    expectFrame(result.cell(2), 270, 60, 100, 100)
    expectFrame(result.cell(3), 20, 170, 100, 100)
    expectFrame(result.footer(0), 0, 300, 390, 40)
    expectFrame(result.header(1), 0, 340, 390, 50)
    expectFrame(result.cell(0, 1), 20, 400, 100, 100)
    expectFrame(result.cell(3, 1), 20, 510, 100, 100)
    expectFrame(result.footer(1), 0, 640, 390, 40)
    expectSize(result.contentSize, 390, 680)
    #expect(result.header(0)?.zIndex == 10)
    #expect(result.cell(0)?.zIndex == 0)
  }

  @Test("F9: horizontal fixed grid with a header")
  func f9() throws {
    var layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = Size(width: 100, height: 80)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 20
    layout.headerReferenceSize = Size(width: 30, height: 0)
    let result = try layout.layout(LayoutContent(itemCounts: [5]), in: phone(width: 390, height: 300))
    expectFrame(result.header(0), 0, 0, 30, 300)
    expectFrame(result.cell(0), 30, 0, 100, 80)
    expectFrame(result.cell(1), 30, 110, 100, 80)
    expectFrame(result.cell(2), 30, 220, 100, 80)
    expectFrame(result.cell(3), 150, 0, 100, 80)
    expectFrame(result.cell(4), 150, 110, 100, 80)
    expectSize(result.contentSize, 250, 300)
  }

  @Test("F9b: horizontal variable path swaps the spacings")
  func f9b() throws {
    var layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 20
    layout.headerReferenceSize = Size(width: 30, height: 0)
    let result = try layout.layout(sizes([(100, 80), (100, 80), (120, 80), (100, 80), (100, 80)]), in: phone(width: 390, height: 300))
    expectFrame(result.cell(0), 40, 0, 100, 80)
    expectFrame(result.cell(1), 40, 110, 100, 80)
    expectFrame(result.cell(2), 30, 220, 120, 80)
    expectFrame(result.cell(3), 160, 0, 100, 80)
    expectFrame(result.cell(4), 160, 100, 100, 80)
    expectSize(result.contentSize, 260, 300)
  }

  @Test("F10: pinned headers follow the content offset; item frames never change")
  func f10() throws {
    var layout = grid()
    layout.headerReferenceSize = Size(width: 0, height: 50)
    layout.sectionHeadersPinToVisibleBounds = true
    let result = try layout.layout(LayoutContent(itemCounts: [20, 20]), in: phone())
    expectSize(result.contentSize, 390, 1620)
    func headers(_ y: Double) -> [LayoutAttributes] {
      result.attributes(at: ScrollState(contentOffset: Point(x: 0, y: y)))
    }
    let at300 = headers(300)
    expectFrame(at300.first { $0.category == .supplementary(kind: ElementCategory.sectionHeaderKind) && $0.indexPath.section == 0 }, 0, 300, 390, 50)
    let at790 = headers(790)
    expectFrame(at790.first { $0.indexPath == IndexPath(item: 0, section: 0) && $0.category != .cell }, 0, 760, 390, 50)
    expectFrame(at790.first { $0.indexPath == IndexPath(item: 0, section: 1) && $0.category != .cell }, 0, 810, 390, 50)
    let at900 = headers(900)
    expectFrame(at900.first { $0.indexPath == IndexPath(item: 0, section: 1) && $0.category != .cell }, 0, 900, 390, 50)
    #expect(at900.filter { $0.category == .cell } == result.attributes.filter { $0.category == .cell })
    // A top adjusted inset of 91 at rest (offset −91): visibleMinY = 0.
    var env = phone()
    env.adjustedContentInset = EdgeInsets(top: 91)
    let inset = try layout.layout(LayoutContent(itemCounts: [20, 20]), in: env)
    let rest = inset.attributes(at: ScrollState(contentOffset: Point(x: 0, y: -91)))
    expectFrame(rest.first { $0.category != .cell && $0.indexPath.section == 0 }, 0, 0, 390, 50)
  }

  @Test("F12: an oversize item in the fixed path is centred and overflows")
  func f12() throws {
    var layout = FlowLayout()
    layout.itemSize = Size(width: 400, height: 100)
    let result = try layout.layout(LayoutContent(itemCounts: [2]), in: phone())
    expectFrame(result.cell(0), -5, 0, 400, 100)
    expectFrame(result.cell(1), -5, 110, 400, 100)
    expectSize(result.contentSize, 390, 210)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.message.hasPrefix("the behavior of the UICollectionViewFlowLayout is not defined") == true)
  }

  @Test("F13: an oversize first item in the variable path follows an empty line")
  func f13() throws {
    let result = try FlowLayout().layout(sizes([(400, 100), (100, 100)]), in: phone())
    expectFrame(result.cell(0), 0, 10, 400, 100)
    expectFrame(result.cell(1), 0, 120, 100, 100)
    expectSize(result.contentSize, 390, 220)
  }

  @Test("F14: .fromSafeArea in landscape moves items out of the notch")
  func f14() throws {
    var layout = grid()
    layout.sectionInsetReference = .fromSafeArea
    var env = phone(width: 844, height: 390)
    env.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    let safe = try layout.layout(LayoutContent(itemCounts: [6]), in: env)
    for (i, x) in [47.0, 177, 307, 437, 567, 697].enumerated() { expectFrame(safe.cell(i), x, 0, 100, 100) }
    layout.sectionInsetReference = .fromContentInset
    let plain = try layout.layout(LayoutContent(itemCounts: [7]), in: env)
    expectFrame(plain.cell(0), 0, 0, 100, 100)
    expectFrame(plain.cell(1), 124, 0, 100, 100)
    expectFrame(plain.cell(6), 744, 0, 100, 100)
  }
}
