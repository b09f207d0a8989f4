import Testing

@testable import CollectionSnapshotLayout

@Suite("Layout behaviour beyond the worked examples")
struct LayoutBehaviorTests {
  @Test("Right-to-left mirrors x about the content width")
  func rtl() throws {
    var layout = FlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    var env = phone()
    env.layoutDirection = .rightToLeft
    let result = try layout.layout(LayoutContent(itemCounts: [4]), in: env)
    expectFrame(result.cell(0), 290, 0, 100, 100)
    expectFrame(result.cell(2), 0, 0, 100, 100)
    expectFrame(result.cell(3), 290, 110, 100, 100)
  }

  @Test("Flow self-sizing takes the measured sizes and the variable path")
  func flowSelfSizing() throws {
    var layout = FlowLayout()
    layout.estimatedItemSize = .estimated(Size(width: 100, height: 50))
    let content = LayoutContent(itemCounts: [3], measure: { r in Size(width: 100 + Double(r.indexPath.item ?? 0) * 10, height: 50) })
    let result = try layout.layout(content, in: phone())
    // 100 + 110 + 120 + 2 × 10 = 350 fits one line: the last line, left-packed.
    expectFrame(result.cell(0), 0, 0, 100, 50)
    expectFrame(result.cell(1), 110, 0, 110, 50)
    expectFrame(result.cell(2), 230, 0, 120, 50)
  }

  @Test("Per-section overrides as a delegate returns them")
  func overrides() throws {
    var layout = FlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.sectionOverrides = [FlowLayout.SectionOverride(section: 1, sectionInset: EdgeInsets(top: 5, left: 0, bottom: 0, right: 0), minimumLineSpacing: 0, headerReferenceSize: Size(width: 0, height: 20))]
    let result = try layout.layout(LayoutContent(itemCounts: [3, 6]), in: phone())
    expectFrame(result.header(1), 0, 100, 390, 20)
    expectFrame(result.cell(0, 1), 0, 125, 100, 100)
    expectFrame(result.cell(3, 1), 0, 225, 100, 100)
    #expect(result.header(0) == nil)
  }

  @Test("Pinned flow footers stick to the bottom of the visible area, never above their header")
  func pinnedFooter() throws {
    var layout = FlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.headerReferenceSize = Size(width: 0, height: 50)
    layout.footerReferenceSize = Size(width: 0, height: 40)
    layout.sectionFootersPinToVisibleBounds = true
    let result = try layout.layout(LayoutContent(itemCounts: [30]), in: phone())
    // Natural footer y = 50 + 10 rows × 100 + 9 × 10 = 1140; at rest the visible bottom is 844.
    expectFrame(result.footer(0), 0, 804, 390, 40)
    let scrolled = result.attributes(at: ScrollState(contentOffset: Point(x: 0, y: 1000)))
    expectFrame(scrolled.first { $0.category == .supplementary(kind: ElementCategory.sectionFooterKind) }, 0, 1140, 390, 40)
  }

  @Test(".fromLayoutMargins adds the margins beyond the content inset")
  func margins() throws {
    var layout = FlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.sectionInsetReference = .fromLayoutMargins
    var env = phone()
    env.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    let result = try layout.layout(LayoutContent(itemCounts: [3]), in: env)
    expectFrame(result.cell(0), 20, 0, 100, 100)
    expectFrame(result.cell(2), 270, 0, 100, 100)
  }

  @Test("Edge spacing and nested groups: fixed edges push, flexible edges share the leftover")
  func edgeSpacing() throws {
    var leaf = item(.absolute(100), .absolute(50))
    leaf.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(10), top: .fixed(5))
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [.item(leaf)])
    let result = try CompositionalLayout(section: LayoutSection(group: group)).layout(LayoutContent(itemCounts: [3]), in: phone())
    expectFrame(result.cell(0), 10, 5, 100, 50)
    expectFrame(result.cell(1), 120, 5, 100, 50)
    expectFrame(result.cell(2), 230, 5, 100, 50)
    var centered = item(.absolute(100), .absolute(50))
    centered.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
    let one = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [.item(centered)])
    let c = try CompositionalLayout(section: LayoutSection(group: one)).layout(LayoutContent(itemCounts: [1]), in: phone())
    // Three slots fit (300 pt); the 90 pt left are shared by six flexible edges: 15 each.
    expectFrame(c.cell(0), 15, 0, 100, 50)
  }

  @Test("Custom groups place their frames relative to the group and keep their zIndex")
  func custom() throws {
    let group = LayoutGroup.custom(
      layoutSize: size(.fractionalWidth(1), .absolute(100)),
      items: [CustomGroupItem(frame: Rect(x: 10, y: 10, width: 50, height: 50), zIndex: 3), CustomGroupItem(frame: Rect(x: 200, y: 60, width: 80, height: 80))])
    let result = try CompositionalLayout(section: LayoutSection(group: group, interGroupSpacing: 10)).layout(LayoutContent(itemCounts: [3]), in: phone())
    expectFrame(result.cell(0), 10, 10, 50, 50)
    #expect(result.cell(0)?.zIndex == 3)
    expectFrame(result.cell(1), 200, 60, 80, 80)
    expectFrame(result.cell(2), 10, 120, 50, 50)
    expectSize(result.contentSize, 390, 210)
  }

  @Test("uniformAcrossSiblings gives every sibling the tallest measured height")
  func uniform() throws {
    let leaf = item(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 44))
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [.item(leaf)])
    let content = LayoutContent(itemCounts: [4], measure: { r in Size(width: r.proposedSize.width, height: r.indexPath.item == 1 ? 80 : 50) })
    let result = try CompositionalLayout(section: LayoutSection(group: group)).layout(content, in: phone())
    expectFrame(result.cell(0), 0, 0, 195, 80)
    expectFrame(result.cell(1), 195, 0, 195, 80)
    expectFrame(result.cell(2), 0, 80, 195, 50)
    expectFrame(result.cell(3), 195, 80, 195, 50)
  }

  @Test("The section provider is called per section (the VSCollectionKit pattern)")
  func provider() throws {
    let layout = CompositionalLayout(sections: .provider { index, environment in
      let columns = index == 0 ? 1.0 : 2.0
      let leaf = item(.fractionalWidth(1 / columns), .fractionalHeight(1))
      return .section(LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(environment.containerSize.width / 10)), subitems: [.item(leaf)])))
    })
    let result = try layout.layout(LayoutContent(itemCounts: [1, 2]), in: phone())
    expectFrame(result.cell(0), 0, 0, 390, 39)
    expectFrame(result.cell(1, 1), 195, 39, 195, 39)
  }

  @Test("List sections: plain rows, insetGrouped margins, supplementary headers")
  func lists() throws {
    // iOS 15+ plain list: 22 above the header; the header estimated at one headline line
    // (4 + 20.333 + 4 = 28.333); rows estimated at 44.
    let plain = try CompositionalLayout.list(ListConfiguration(appearance: .plain, headerMode: .supplementary)).layout(LayoutContent(itemCounts: [2]), in: phone())
    expectFrame(plain.header(0), 0, 22, 390, 28 + 1.0 / 3)
    expectFrame(plain.cell(0), 0, 50 + 1.0 / 3, 390, 44)
    expectFrame(plain.cell(1), 0, 94 + 1.0 / 3, 390, 44)
    var env = phone()
    env.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    let inset = try CompositionalLayout.list(ListConfiguration(appearance: .insetGrouped)).layout(LayoutContent(itemCounts: [1, 1]), in: env)
    // 17.5 → 17.667 above a section without a header, the same below one without a footer.
    expectFrame(inset.cell(0), 20, 17 + 2.0 / 3, 350, 44)
    expectFrame(inset.cell(0, 1), 20, 17 + 2.0 / 3 + 44 + 2 * (17 + 2.0 / 3), 350, 44)
  }

  @Test("Estimated boundary headers take their measured height")
  func measuredHeader() throws {
    let content = LayoutContent(itemCounts: [1], measure: { r in
      r.category == .cell ? r.proposedSize : Size(width: r.proposedSize.width, height: 60)
    })
    let result = try CompositionalLayout.list(ListConfiguration(appearance: .plain, headerMode: .supplementary)).layout(content, in: phone())
    // 22 above the plain header (iOS 15+), then its measured 60.
    expectFrame(result.header(0), 0, 22, 390, 60)
    expectFrame(result.cell(0), 0, 82, 390, 44)
  }

  @Test("Orthogonal sections move with their own offset and are clipped to their band")
  func orthogonalOffsets() throws {
    let group = LayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(200)), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))])
    let section = LayoutSection(group: group, interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous)
    let result = try CompositionalLayout(section: section).layout(LayoutContent(itemCounts: [10, 10]), in: phone())
    let visible = Rect(x: 0, y: 0, width: 390, height: 844)
    let rest = result.attributes(in: visible, at: .resting(phone()))
    #expect(rest.filter { $0.indexPath.section == 0 }.map { $0.indexPath.item } == [0, 1, 2])
    let state = ScrollState(contentOffset: .zero, orthogonalOffsets: [0: 500])
    let moved = result.attributes(in: visible, at: state).filter { $0.indexPath.section == 0 }
    #expect(moved.map { $0.indexPath.item } == [3, 4, 5])
    expectFrame(moved.first, 480 - 500, 0, 150, 200)
    // Section 1 did not move.
    #expect(result.attributes(in: visible, at: state).filter { $0.indexPath.section == 1 }.map { $0.indexPath.item } == [0, 1, 2])
    // At rest, a query beyond the width reports the off-screen cells, as UIKit does.
    #expect(result.attributes(in: Rect(x: 0, y: 0, width: 2000, height: 100)).count == 10)
  }

  @Test("Rect queries on many threads at once, first query included, all get the same answers")
  func concurrentFirstQueries() async throws {
    // 150-point groups 10 apart: at orthogonal offset 500 section 0 shows items 3 (x 480),
    // 4 (640) and 5 (800); 6 starts at 960, past 500 + 390. Section 1 stays at 0, 1, 2.
    let group = LayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(200)), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))])
    let section = LayoutSection(group: group, interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous)
    let result = try CompositionalLayout(section: section).layout(LayoutContent(itemCounts: [10, 10]), in: phone())
    let visible = Rect(x: 0, y: 0, width: 390, height: 844)
    let state = ScrollState(contentOffset: .zero, orthogonalOffsets: [0: 500])
    let answers = await withTaskGroup(of: [String].self) { tasks in
      for task in 0..<16 {
        tasks.addTask {
          // Half start with a rect query, half with the orthogonal-section lookup.
          let first = task % 2 == 0
            ? result.attributes(in: visible, at: state).map { "\($0.indexPath.section).\($0.indexPath.item ?? -1)" }
            : []
          let sections = result.attributes.map { result.orthogonalSection(scrolling: $0).map { "\($0.section)" } ?? "-" }
          let shown = first.isEmpty ? result.attributes(in: visible, at: state).map { "\($0.indexPath.section).\($0.indexPath.item ?? -1)" } : first
          return shown + sections
        }
      }
      var all: [[String]] = []
      for await answer in tasks { all.append(answer) }
      return all
    }
    let expected = ["0.3", "0.4", "0.5", "1.0", "1.1", "1.2"] + Array(repeating: "0", count: 10) + Array(repeating: "1", count: 10)
    #expect(answers.count == 16)
    for answer in answers { #expect(answer == expected) }
  }
}
