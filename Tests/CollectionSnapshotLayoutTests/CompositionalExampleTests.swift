import Testing

@testable import CollectionSnapshotLayout

func item(_ w: LayoutDimension, _ h: LayoutDimension, insets: DirectionalEdgeInsets = .zero) -> LayoutItem {
  LayoutItem(layoutSize: LayoutSize(widthDimension: w, heightDimension: h), contentInsets: insets)
}

func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize {
  LayoutSize(widthDimension: w, heightDimension: h)
}

let headerKind = "header"
let footerKind = "footer"

/// The worked compositional examples of the layout spec, §3, to 1e-9 pt.
@Suite("Compositional layout: spec examples")
struct CompositionalExampleTests {
  func threeColumns(insets: DirectionalEdgeInsets = .zero) -> CompositionalLayout {
    let i = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1), insets: insets)
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(120)), subitems: [.item(i)])
    return CompositionalLayout(section: LayoutSection(group: group))
  }

  /// C4's rows: full-width items in 44-pt groups, insets (10,16,10,16), spacing 8.
  func rows(_ configure: (inout LayoutSection) -> Void = { _ in }) -> CompositionalLayout {
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))])
    var section = LayoutSection(group: group, interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16))
    configure(&section)
    return CompositionalLayout(section: section)
  }

  /// C5: rows with spacing 5, insets (0,10,0,10), estimated(44) header and footer.
  func headersAndFooters(_ configure: (inout LayoutSection) -> Void = { _ in }) -> CompositionalLayout {
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))])
    var section = LayoutSection(
      group: group, interGroupSpacing: 5, contentInsets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
      boundarySupplementaryItems: [
        BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: headerKind, alignment: .top),
        BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: footerKind, alignment: .bottom),
      ])
    configure(&section)
    return CompositionalLayout(section: section)
  }

  @Test("C1: three-column grid; the partial last group counts whole")
  func c1() throws {
    let result = try threeColumns().layout(LayoutContent(itemCounts: [7]), in: phone())
    expectFrame(result.cell(0), 0, 0, 130, 120)
    expectFrame(result.cell(1), 130, 0, 130, 120)
    expectFrame(result.cell(2), 260, 0, 130, 120)
    expectFrame(result.cell(3), 0, 120, 130, 120)
    expectFrame(result.cell(6), 0, 240, 130, 120)
    expectSize(result.contentSize, 390, 360)
  }

  @Test("C2: item content insets shrink the cell, not the packing")
  func c2() throws {
    let result = try threeColumns(insets: DirectionalEdgeInsets(all: 5)).layout(LayoutContent(itemCounts: [7]), in: phone())
    expectFrame(result.cell(0), 5, 5, 120, 110)
    expectFrame(result.cell(1), 135, 5, 120, 110)
    expectFrame(result.cell(2), 265, 5, 120, 110)
    expectFrame(result.cell(3), 5, 125, 120, 110)
    expectSize(result.contentSize, 390, 360)
  }

  @Test("C4: a list of full-width rows")
  func c4() throws {
    let result = try rows().layout(LayoutContent(itemCounts: [3]), in: phone())
    expectFrame(result.cell(0), 16, 10, 358, 44)
    expectFrame(result.cell(1), 16, 62, 358, 44)
    expectFrame(result.cell(2), 16, 114, 358, 44)
    expectSize(result.contentSize, 390, 168)
  }

  @Test("C5: header and footer follow the section insets and extend the section")
  func c5() throws {
    let result = try headersAndFooters().layout(LayoutContent(itemCounts: [5]), in: phone())
    expectFrame(result.header(0, kind: headerKind), 10, 0, 370, 44)
    for (k, y) in [44.0, 93, 142, 191, 240].enumerated() { expectFrame(result.cell(k), 10, y, 370, 44) }
    expectFrame(result.footer(0, kind: footerKind), 10, 284, 370, 44)
    expectSize(result.contentSize, 390, 328)
  }

  @Test("C5b: boundary items not following the insets span the container")
  func c5b() throws {
    let result = try headersAndFooters { $0.supplementariesFollowContentInsets = false }.layout(LayoutContent(itemCounts: [5]), in: phone())
    expectFrame(result.header(0, kind: headerKind), 0, 0, 390, 44)
    expectFrame(result.footer(0, kind: footerKind), 0, 284, 390, 44)
  }

  @Test("C5c: a header that does not extend the boundary overlaps the first item")
  func c5c() throws {
    let result = try headersAndFooters { section in
      section.boundarySupplementaryItems = [
        BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: headerKind, alignment: .top, extendsBoundary: false)
      ]
    }.layout(LayoutContent(itemCounts: [5]), in: phone())
    expectFrame(result.cell(0), 10, 0, 370, 44)
    expectFrame(result.header(0, kind: headerKind), 10, 0, 370, 44)
    expectSize(result.contentSize, 390, 240)
  }

  @Test("C7: orthogonal continuous carousel keeps the section one group thick")
  func c7() throws {
    let group = LayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(200)), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))])
    let section = LayoutSection(group: group, interGroupSpacing: 10, contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16), orthogonalScrollingBehavior: .continuous)
    let result = try CompositionalLayout(section: section).layout(LayoutContent(itemCounts: [5]), in: phone())
    for (k, x) in [16.0, 176, 336, 496, 656].enumerated() { expectFrame(result.cell(k), x, 0, 150, 200) }
    expectSize(result.contentSize, 390, 200)
    #expect(result.orthogonalSections.count == 1)
    #expect(close(result.orthogonalSections[0].contentLength, 822))
  }

  @Test("C8: orthogonal fractional group width floors at each level and ignores the side insets")
  func c8() throws {
    let leading = item(.fractionalWidth(0.7), .fractionalHeight(1))
    let trailingGroup = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: .item(item(.fractionalWidth(1), .fractionalHeight(0.3))), count: 2)
    let nested = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.85), .absolute(200)), subitems: [.item(leading), .group(trailingGroup)])
    let plain = LayoutSection(group: nested, orthogonalScrollingBehavior: .continuous)
    let result = try CompositionalLayout(section: plain).layout(LayoutContent(itemCounts: [6]), in: phone())
    expectFrame(result.cell(0), 0, 0, 231.66666666666666, 200)
    expectFrame(result.cell(1), 231.66666666666666, 0, 99.33333333333333, 100)
    expectFrame(result.cell(2), 231.66666666666666, 100, 99.33333333333333, 100)
    expectFrame(result.cell(3), 331.3333333333333, 0, 231.66666666666666, 200)
    var inset = plain
    inset.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    inset.interGroupSpacing = 10
    let withInsets = try CompositionalLayout(section: inset).layout(LayoutContent(itemCounts: [6]), in: phone())
    expectFrame(withInsets.cell(0), 16, 0, 231.66666666666666, 200)
    expectFrame(withInsets.cell(3), 357.3333333333333, 0, 231.66666666666666, 200)
  }

  @Test("C9: the deprecated subitem:count: forces two columns; repeatingSubitem keeps the item's size")
  func c9() throws {
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: .item(item(.fractionalWidth(1), .fractionalHeight(1))), count: 2)
    var g = group
    g.interItemSpacing = .fixed(10)
    let section = LayoutSection(group: g, interGroupSpacing: 10, contentInsets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
    let result = try CompositionalLayout(section: section).layout(LayoutContent(itemCounts: [4]), in: phone())
    expectFrame(result.cell(0), 10, 0, 180, 44)
    expectFrame(result.cell(1), 200, 0, 180, 44)
    expectFrame(result.cell(2), 10, 54, 180, 44)
    expectFrame(result.cell(3), 200, 54, 180, 44)
    var repeating = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), repeatingSubitem: .item(item(.absolute(50), .fractionalHeight(1))), count: 2)
    repeating.interItemSpacing = .fixed(10)
    var other = section
    other.group = repeating
    let r = try CompositionalLayout(section: other).layout(LayoutContent(itemCounts: [2]), in: phone())
    expectFrame(r.cell(0), 10, 0, 50, 44)
    expectFrame(r.cell(1), 70, 0, 50, 44)
  }

  @Test("Fractional items with fixed spacing are sized from the container less the spacing")
  func fractionalSpacing() throws {
    var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.item(item(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))])
    group.interItemSpacing = .fixed(10)
    let result = try CompositionalLayout(section: LayoutSection(group: group)).layout(LayoutContent(itemCounts: [3]), in: phone())
    expectFrame(result.cell(0), 0, 0, 123.33333333333333, 100)
    expectFrame(result.cell(1), 133.33333333333333, 0, 123.33333333333333, 100)
    expectFrame(result.cell(2), 266.66666666666663, 0, 123.33333333333333, 100)
  }

  @Test("C11: flexible spacing shares the leftover like a justified row")
  func c11() throws {
    var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.item(item(.absolute(100), .absolute(100)))])
    group.interItemSpacing = .flexible(10)
    let result = try CompositionalLayout(section: LayoutSection(group: group)).layout(LayoutContent(itemCounts: [3]), in: phone())
    expectFrame(result.cell(0), 0, 0, 100, 100)
    expectFrame(result.cell(1), 145, 0, 100, 100)
    expectFrame(result.cell(2), 290, 0, 100, 100)
  }

  @Test("C13: section background decoration, promoted cells")
  func c13() throws {
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))])
    let section = LayoutSection(
      group: group, interGroupSpacing: 5, contentInsets: DirectionalEdgeInsets(all: 10),
      decorationItems: [DecorationItem(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: 5))])
    let result = try CompositionalLayout(section: section).layout(LayoutContent(itemCounts: [5, 5]), in: phone())
    for (k, y) in [10.0, 59, 108, 157, 206].enumerated() { expectFrame(result.cell(k), 10, y, 370, 44) }
    expectFrame(result.attributesForDecoration(kind: "background", at: IndexPath(item: 0, section: 0)), 5, 5, 380, 250)
    expectFrame(result.cell(0, 1), 10, 270, 370, 44)
    expectFrame(result.cell(1, 1), 10, 319, 370, 44)
    expectFrame(result.attributesForDecoration(kind: "background", at: IndexPath(item: 0, section: 1)), 5, 265, 380, 250)
    #expect(result.attributesForDecoration(kind: "background", at: IndexPath(item: 0, section: 0))?.zIndex == 0)
    #expect(result.cell(0)?.zIndex == 1)
    expectSize(result.contentSize, 390, 520)
  }

  @Test("C14: a global header pushes every section down")
  func c14() throws {
    var layout = rows()
    layout.configuration.boundarySupplementaryItems = [
      BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: "global-header", alignment: .top)
    ]
    let result = try layout.layout(LayoutContent(itemCounts: [3]), in: phone())
    expectFrame(result.attributesForSupplementary(kind: "global-header", at: IndexPath(index: 0)), 0, 0, 390, 60)
    expectFrame(result.cell(0), 16, 70, 358, 44)
    expectFrame(result.cell(1), 16, 122, 358, 44)
    expectFrame(result.cell(2), 16, 174, 358, 44)
    expectSize(result.contentSize, 390, 228)
  }

  @Test("C15: content insets are ignored on an estimated axis; the fitted size replaces the estimate")
  func c15() throws {
    let i = item(.fractionalWidth(1), .estimated(44), insets: DirectionalEdgeInsets(all: 5))
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [.item(i)])
    let layout = CompositionalLayout(section: LayoutSection(group: group))
    let first = try layout.layout(LayoutContent(itemCounts: [2]), in: phone())
    expectFrame(first.cell(0), 5, 0, 380, 44)
    let fitted = try layout.layout(LayoutContent(itemCounts: [2], measure: { request in Size(width: request.proposedSize.width, height: 60) }), in: phone())
    expectFrame(fitted.cell(0), 5, 0, 380, 60)
    expectFrame(fitted.cell(1), 5, 60, 380, 60)
  }

  @Test("C17: horizontal scroll direction stacks groups along x")
  func c17() throws {
    let group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(0.5)))])
    let layout = CompositionalLayout(section: LayoutSection(group: group), configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
    let result = try layout.layout(LayoutContent(itemCounts: [6]), in: phone(width: 390, height: 300))
    expectFrame(result.cell(0), 0, 0, 195, 150)
    expectFrame(result.cell(1), 0, 150, 195, 150)
    expectFrame(result.cell(2), 195, 0, 195, 150)
    expectFrame(result.cell(3), 195, 150, 195, 150)
    expectFrame(result.cell(4), 390, 0, 195, 150)
    expectSize(result.contentSize, 585, 300)
  }

  @Test("C18: .groupPagingCentered centres group 0")
  func c18() throws {
    let group = LayoutGroup.horizontal(layoutSize: size(.absolute(300), .absolute(200)), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))])
    let section = LayoutSection(group: group, interGroupSpacing: 10, orthogonalScrollingBehavior: .groupPagingCentered)
    let result = try CompositionalLayout(section: section).layout(LayoutContent(itemCounts: [3]), in: phone())
    expectFrame(result.cell(0), 45, 0, 300, 200)
    expectFrame(result.cell(1), 355, 0, 300, 200)
    #expect(close(result.orthogonalSections[0].contentLength, 45 + 900 + 20 + 45))
  }

  @Test("C19: item badges anchor to the inset cell frame")
  func c19() throws {
    let badge = LayoutSupplementaryItem(
      layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3))))
    var i = item(.fractionalWidth(0.25), .fractionalHeight(1), insets: DirectionalEdgeInsets(all: 5))
    i.supplementaryItems = [badge]
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [.item(i)])
    let section = LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(all: 20))
    let result = try CompositionalLayout(section: section).layout(LayoutContent(itemCounts: [4]), in: phone())
    expectFrame(result.cell(0), 25, 25, 77.33333333333333, 60)
    expectFrame(result.attributesForSupplementary(kind: "badge", at: IndexPath(item: 0, section: 0)), 88.33333333333333, 19, 20, 20)
    #expect(close(result.cell(1)?.frame.x ?? 0, 112.33333333333333))
    #expect(close(result.attributesForSupplementary(kind: "badge", at: IndexPath(item: 1, section: 0))?.frame.x ?? 0, 175.66666666666666))
  }

  @Test("C22: a pinned compositional header is pushed off by its section's end")
  func c22() throws {
    let layout = headersAndFooters { section in
      section.boundarySupplementaryItems[0].pinToVisibleBounds = true
      section.boundarySupplementaryItems[0].zIndex = 2
    }
    let result = try layout.layout(LayoutContent(itemCounts: [5, 5]), in: phone())
    func header(_ section: Int, at y: Double) -> LayoutAttributes? {
      result.attributes(at: ScrollState(contentOffset: Point(x: 0, y: y))).first {
        $0.category == .supplementary(kind: headerKind) && $0.indexPath.section == section
      }
    }
    expectFrame(header(0, at: 100), 10, 100, 370, 44)
    expectFrame(header(0, at: 300), 10, 240, 370, 44)
    expectFrame(header(1, at: 330), 10, 330, 370, 44)
    #expect(header(0, at: 0)?.zIndex == 2)
  }
}
