import Testing

@testable import CollectionSnapshotLayout

/// The rules measured on UIKit-rendered screenshots (layout spec §2.16), each with the numbers
/// the spec gives; every expected value is derived by hand in the comments.
@Suite("Compositional layout: rules measured on UIKit screenshots (§2.16)")
struct MeasuredRuleTests {
  func rows(height: LayoutDimension, insets: DirectionalEdgeInsets, orthogonal: OrthogonalScrollingBehavior = .none) -> CompositionalLayout {
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), height), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))])
    return CompositionalLayout(section: LayoutSection(group: group, contentInsets: insets, orthogonalScrollingBehavior: orthogonal))
  }

  @Test("E5: a section's group resolves fractionalHeight against the full bounds, not the adjusted inset or the section insets")
  func e5LargeTitle() throws {
    // §2.16 E5: 852 pt tall under a large-title bar (adjusted inset 150 / 34), section insets
    // 8 / 24: fractionalHeight(0.25) = 0.25 × 852 = 213 (not 0.25 × (852 − 184) = 167, nor
    // 0.25 × (852 − 32) = 205).
    let environment = LayoutEnvironment(
      containerSize: Size(width: 393, height: 852), adjustedContentInset: EdgeInsets(top: 150, left: 0, bottom: 34, right: 0))
    let layout = rows(height: .fractionalHeight(0.25), insets: DirectionalEdgeInsets(top: 8, leading: 0, bottom: 24, trailing: 0))
    let result = try layout.layout(LayoutContent(itemCounts: [2]), in: environment)
    expectFrame(result.cell(0), 0, 8, 393, 213)
    expectFrame(result.cell(1), 0, 221, 393, 213)
    // 8 + 2 × 213 + 24.
    expectSize(result.contentSize, 393, 458)
  }

  @Test("E5: 690 pt inside the safe area, insets 5: fractionalHeight(0.4) is 276")
  func e5SafeArea() throws {
    // §2.16 E5: 0.4 × 690 = 276; the section's top and bottom insets of 5 are not subtracted.
    let layout = rows(height: .fractionalHeight(0.4), insets: DirectionalEdgeInsets(all: 5))
    let result = try layout.layout(LayoutContent(itemCounts: [1]), in: phone(width: 390, height: 690))
    expectFrame(result.cell(0), 5, 5, 380, 276)
  }

  @Test("§2.17: an orthogonal section's fractionalHeight is of the full bounds under bars: 0.3 × 812 = 243.6, cells 227.667")
  func orthogonalUnderBars() throws {
    // §2.17 (measured, iOS 14): a collection view filling an 812-pt screen under 88 / 34 bars;
    // group fractionalHeight(0.3) = 0.3 × 812 = 243.6 (not 0.3 × 690 = 207); items inset 8
    // above and below: 243.6 − 16 = 227.6, drawn (iOS 13–15) at 227.667.
    let leaf = LayoutItem(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), contentInsets: DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .fractionalHeight(0.3)), subitems: [.item(leaf)])
    let layout = CompositionalLayout(section: LayoutSection(group: group, orthogonalScrollingBehavior: .continuous))
    var environment = LayoutEnvironment(
      containerSize: Size(width: 375, height: 812), adjustedContentInset: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0),
      roundingRule: .iOS13To15)
    let result = try layout.layout(LayoutContent(itemCounts: [2]), in: environment)
    // The group: 0.8 × 375 = 300 wide; the cell 8 in: (8, 8, 284, 227.6).
    expectFrame(result.cell(0), 8, 8, 284, 243.6 - 16)
    let drawn = environment.rounding.drawnFrame(result.cell(0)!.frame)
    #expect(close(drawn.height, 227 + 2.0 / 3))
    expectSize(result.contentSize, 375, 243.6)
    // iOS 16+: the fraction floors to the pixel grid, 730.8 px → 730 px = 243.333; cell 227.333.
    environment.roundingRule = .iOS16AndLater
    expectFrame(try layout.layout(LayoutContent(itemCounts: [2]), in: environment).cell(0), 8, 8, 284, 243 + 1.0 / 3 - 16)
  }

  @Test("E5: orthogonal sections: the bounds less their own insets")
  func e5Orthogonal() throws {
    // §2.16 E5: 0.4 × (719 − 10) = 283.6, floored at @3x (§2.2): 850.8 px → 850 px = 283.333….
    let layout = rows(height: .fractionalHeight(0.4), insets: DirectionalEdgeInsets(all: 5), orthogonal: .continuous)
    let result = try layout.layout(LayoutContent(itemCounts: [1]), in: phone(width: 390, height: 719))
    expectFrame(result.cell(0), 5, 5, 390, 283.3333333333333)
  }

  @Test("E1: an empty section takes no room for its insets and has no background; headers, footers and spacing stay")
  func e1() throws {
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))])
    let section = LayoutSection(
      group: group, contentInsets: DirectionalEdgeInsets(all: 10),
      boundarySupplementaryItems: [
        BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: headerKind, alignment: .top),
        BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: footerKind, alignment: .bottom),
      ],
      decorationItems: [DecorationItem(elementKind: "background")])
    var layout = CompositionalLayout(section: section)
    layout.configuration.interSectionSpacing = 20
    let result = try layout.layout(LayoutContent(itemCounts: [2, 0, 2]), in: phone())
    // Section 0: header 0–30, rows at 30 + 10 = 40 and 84, bottom inset to 138, footer
    // 138–158.
    expectFrame(result.header(0, kind: headerKind), 10, 0, 370, 30)
    expectFrame(result.cell(1, 0), 10, 84, 370, 44)
    expectFrame(result.footer(0, kind: footerKind), 10, 138, 370, 20)
    // Section 1 (empty) starts after the spacing, 158 + 20 = 178: header 178–208, no insets,
    // footer 208–228.
    expectFrame(result.header(1, kind: headerKind), 10, 178, 370, 30)
    expectFrame(result.footer(1, kind: footerKind), 10, 208, 370, 20)
    #expect(result.attributesForDecoration(kind: "background", at: IndexPath(item: 0, section: 1)) == nil)
    // Section 2 starts at 228 + 20 = 248; its rows at 248 + 30 + 10 = 288 and 332; footer at
    // 332 + 44 + 10 = 386; the content ends at 406.
    expectFrame(result.header(2, kind: headerKind), 10, 248, 370, 30)
    expectFrame(result.cell(0, 2), 10, 288, 370, 44)
    expectFrame(result.footer(2, kind: footerKind), 10, 386, 370, 20)
    expectSize(result.contentSize, 390, 406)
    // Backgrounds of the non-empty sections span them whole (§2.10).
    expectFrame(result.attributesForDecoration(kind: "background", at: IndexPath(item: 0, section: 0)), 0, 0, 390, 158)
    expectFrame(result.attributesForDecoration(kind: "background", at: IndexPath(item: 0, section: 2)), 0, 248, 390, 158)
  }

  @Test("E1: an empty orthogonal section keeps no band")
  func e1Orthogonal() throws {
    let layout = rows(height: .absolute(100), insets: DirectionalEdgeInsets(all: 12), orthogonal: .continuous)
    let result = try layout.layout(LayoutContent(itemCounts: [0, 1]), in: phone())
    // Section 0 is 0 tall; section 1 starts at 0: its cell at the top inset, 12.
    expectFrame(result.cell(0, 1), 12, 12, 390, 100)
    expectSize(result.contentSize, 390, 124)
  }

  @Test("E2, E3: group supplementaries anchor inside the group's insets and are numbered by group")
  func e2e3() throws {
    // §2.16 E2: a 20 × 60 item anchored .trailing, fractional offset (1, 0), on a 375-wide
    // group with trailing inset 20: the anchored rect is 355 wide, x = 355 + 1 × 20 − 20 = 355
    // (375 if the inset were ignored). Vertically centred: (100 − 60) / 2 = 20.
    let supplementary = LayoutSupplementaryItem(
      layoutSize: size(.absolute(20), .absolute(60)), elementKind: "marker",
      containerAnchor: LayoutAnchor(edges: .trailing, offset: .fractional(Point(x: 1, y: 0))))
    var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.item(item(.fractionalWidth(0.25), .fractionalHeight(1)))])
    group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
    group.supplementaryItems = [supplementary]
    let result = try CompositionalLayout(section: LayoutSection(group: group)).layout(LayoutContent(itemCounts: [23]), in: phone(width: 375))
    expectFrame(result.attributesForSupplementary(kind: "marker", at: IndexPath(item: 0, section: 0)), 355, 20, 20, 60)
    // §2.16 E3: 23 items in groups of 4 slots make 6 groups: [0,0] … [0,5]; the last group
    // starts at 5 × 100.
    let markers = result.attributes.filter { $0.category == .supplementary(kind: "marker") }
    #expect(markers.map { $0.indexPath.item } == [0, 1, 2, 3, 4, 5])
    expectFrame(result.attributesForSupplementary(kind: "marker", at: IndexPath(item: 5, section: 0)), 355, 520, 20, 60)
  }

  @Test("E4: anchored supplementaries snap to the pixel grid")
  func e4() throws {
    // §2.16 E4: a 15-pt badge centred on the top-trailing corner of a cell 230/3 pt wide at
    // x = 0: exact origin (230/3 − 7.5, −7.5) = (69.1667, −7.5), drawn at @3x at
    // (208/3, −23/3) = (69.3333, −7.6667) (halves away from zero on the pixel grid).
    let badge = LayoutSupplementaryItem(
      layoutSize: size(.absolute(15), .absolute(15)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))
    var leaf = item(.absolute(230.0 / 3), .absolute(40))
    leaf.supplementaryItems = [badge]
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [.item(leaf)])
    let result = try CompositionalLayout(section: LayoutSection(group: group)).layout(LayoutContent(itemCounts: [1]), in: phone())
    expectFrame(result.attributesForSupplementary(kind: "badge", at: IndexPath(item: 0, section: 0)), 208.0 / 3, -23.0 / 3, 15, 15)
  }

  @Test("Count groups resolve cross-axis fractions against the spacing-reduced width, floored")
  func countGroupCrossFraction() throws {
    // §2.16 (confirmed): count 4, .fixed(16), group 355 wide: ¼ × (355 − 3 × 16) = 76.75,
    // floored at @3x (230.25 px → 230 px) = 76.666…; both the width (the count's 1/4) and the
    // height (fractionalWidth(1/4)).
    var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: .item(item(.fractionalWidth(1), .fractionalWidth(0.25))), count: 4)
    group.interItemSpacing = .fixed(16)
    let section = LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
    let result = try CompositionalLayout(section: section).layout(LayoutContent(itemCounts: [4]), in: phone(width: 375))
    let side = 230.0 / 3
    expectFrame(result.cell(0), 10, 0, side, side)
    expectFrame(result.cell(1), 10 + side + 16, 0, side, side)
    expectFrame(result.cell(3), 10 + 3 * (side + 16), 0, side, side)
  }
}

@Suite("Rounding by iOS version (§2.16 V1)")
struct RoundingRuleTests {
  /// Rows half as tall as a 375-pt-wide container: 187.5 pt exactly, from y = 12.
  func rows(_ rule: LayoutRounding.Rule) throws -> ComputedLayout {
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))])
    let section = LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(top: 12, leading: 0, bottom: 0, trailing: 0))
    var environment = phone(width: 375, height: 812)
    environment.roundingRule = rule
    return try CompositionalLayout(section: section).layout(LayoutContent(itemCounts: [4]), in: environment)
  }

  @Test("iOS 13–15: exact fractions; drawn at 12, 199.667, 387, 574.667")
  func iOS13() throws {
    let result = try rows(.iOS13To15)
    // §2.16 V1: the frames keep 187.5; drawing snaps origin and size half away from zero at
    // @3x: 199.5 → 598.5 px → 599 px = 199.666…; 187.5 → 562.5 px → 563 px.
    let rounding = result.environment.rounding
    for (k, (y, drawnY)) in [(12.0, 12.0), (199.5, 599.0 / 3), (387, 387), (574.5, 1724.0 / 3)].enumerated() {
      expectFrame(result.cell(k), 0, y, 375, 187.5)
      let drawn = rounding.drawnFrame(result.cell(k)?.frame ?? .zero)
      #expect(close(drawn.y, drawnY) && close(drawn.height, 563.0 / 3), "row \(k) drawn at \(drawn)")
    }
  }

  @Test("iOS 16+: fractions floor to the pixel grid, so the rows drift from iOS 15's")
  func iOS16() throws {
    let result = try rows(.iOS16AndLater)
    // floor(562.5) px = 562 px = 187.333…: rows at 12, 199.333…, 386.666…, 574.
    let height = 562.0 / 3
    for k in 0..<4 { expectFrame(result.cell(k), 0, 12 + Double(k) * height, 375, height) }
    // Drawing changes nothing under this rule.
    #expect(result.environment.rounding.drawnFrame(Rect(x: 0.1, y: 199.5, width: 1, height: 1)) == Rect(x: 0.1, y: 199.5, width: 1, height: 1))
  }

  @Test("The rule's JSON names and the dump's summaries")
  func names() throws {
    #expect(LayoutRounding.Rule.allCases.map(\.rawValue) == ["iOS16+", "iOS13-15"])
    #expect(LayoutRounding.Rule.iOS13To15.summary == "iOS13-15 (exact fractions; frames snap to the pixel grid when drawn)")
  }
}
