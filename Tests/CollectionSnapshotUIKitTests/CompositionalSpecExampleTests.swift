import CollectionSnapshot
import Testing
import UIKit

/// The compositional worked examples of the layout spec (§3), written as an app writes them
/// with UIKit's API, give the spec's numbers.
@MainActor @Suite("UIKit API: compositional spec examples")
struct CompositionalSpecExampleTests {
  func threeColumns(itemInsets: NSDirectionalEdgeInsets = .zero) -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1/3), .fractionalHeight(1)))
    item.contentInsets = itemInsets
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(120)), subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  func rows(spacing: CGFloat, insets: NSDirectionalEdgeInsets, configure: (NSCollectionLayoutSection) -> Void = { _ in }) -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    section.contentInsets = insets
    configure(section)
    return UICollectionViewCompositionalLayout(section: section)
  }

  func headerAndFooter() -> [NSCollectionLayoutBoundarySupplementaryItem] {
    let size = layoutSize(.fractionalWidth(1), .estimated(44))
    return [
      NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
    ]
  }

  @Test("C1: a three-column grid of 1/3 items")
  func c1() throws {
    let layout = try uikitScreen(threeColumns(), counts: [7]).computeLayout()
    expectFrame(layout.cell(0), 0, 0, 130, 120)
    expectFrame(layout.cell(1), 130, 0, 130, 120)
    expectFrame(layout.cell(2), 260, 0, 130, 120)
    expectFrame(layout.cell(3), 0, 120, 130, 120)
    expectFrame(layout.cell(6), 0, 240, 130, 120)
    #expect(layout.contentSize == Size(width: 390, height: 360))
  }

  @Test("C2: item content insets shrink the cells")
  func c2() throws {
    let layout = try uikitScreen(threeColumns(itemInsets: NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)), counts: [7]).computeLayout()
    expectFrame(layout.cell(0), 5, 5, 120, 110)
    expectFrame(layout.cell(1), 135, 5, 120, 110)
    expectFrame(layout.cell(3), 5, 125, 120, 110)
    #expect(layout.contentSize == Size(width: 390, height: 360))
  }

  @Test("C4: full-width rows with section insets and spacing")
  func c4() throws {
    let layout = try uikitScreen(rows(spacing: 8, insets: NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)), counts: [3]).computeLayout()
    expectFrame(layout.cell(0), 16, 10, 358, 44)
    expectFrame(layout.cell(1), 16, 62, 358, 44)
    expectFrame(layout.cell(2), 16, 114, 358, 44)
    #expect(layout.contentSize == Size(width: 390, height: 168))
  }

  @Test("C5 and C5b: a header and footer follow the section insets, or span the container when told not to")
  func c5() throws {
    let insets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let following = try uikitScreen(rows(spacing: 5, insets: insets) { $0.boundarySupplementaryItems = headerAndFooter() }, counts: [5]).computeLayout()
    expectFrame(following.supplementary(UICollectionView.elementKindSectionHeader, 0), 10, 0, 370, 44)
    for (k, y) in [44.0, 93, 142, 191, 240].enumerated() { expectFrame(following.cell(k), 10, y, 370, 44) }
    expectFrame(following.supplementary(UICollectionView.elementKindSectionFooter, 0), 10, 284, 370, 44)
    let spanning = try uikitScreen(
      rows(spacing: 5, insets: insets) {
        $0.boundarySupplementaryItems = headerAndFooter()
        $0.supplementaryContentInsetsReference = .none
      }, counts: [5]
    ).computeLayout()
    expectFrame(spanning.supplementary(UICollectionView.elementKindSectionHeader, 0), 0, 0, 390, 44)
    expectFrame(spanning.supplementary(UICollectionView.elementKindSectionFooter, 0), 0, 284, 390, 44)
  }

  @Test("C7: an orthogonal continuous carousel stays one group thick")
  func c7() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.absolute(150), .absolute(200)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let layout = try uikitScreen(UICollectionViewCompositionalLayout(section: section), counts: [5]).computeLayout()
    for (k, x) in [16.0, 176, 336, 496, 656].enumerated() { expectFrame(layout.cell(k), x, 0, 150, 200) }
    #expect(layout.contentSize == Size(width: 390, height: 200))
  }

  @Test("C9: the deprecated subitem:count: makes two 180-pt columns; repeatingSubitem:count: keeps the item's width")
  func c9() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let counted = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
    counted.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: counted)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let columns = try uikitScreen(UICollectionViewCompositionalLayout(section: section), counts: [4]).computeLayout()
    expectFrame(columns.cell(0), 10, 0, 180, 44)
    expectFrame(columns.cell(1), 200, 0, 180, 44)
    expectFrame(columns.cell(2), 10, 54, 180, 44)
    expectFrame(columns.cell(3), 200, 54, 180, 44)

    let narrow = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(50), .fractionalHeight(1)))
    let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), repeatingSubitem: narrow, count: 2)
    repeating.interItemSpacing = .fixed(10)
    let repeatingSection = NSCollectionLayoutSection(group: repeating)
    repeatingSection.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let narrowColumns = try uikitScreen(UICollectionViewCompositionalLayout(section: repeatingSection), counts: [2]).computeLayout()
    expectFrame(narrowColumns.cell(0), 10, 0, 50, 44)
    expectFrame(narrowColumns.cell(1), 70, 0, 50, 44)
  }

  @Test("C11: flexible spacing spreads a row like a justified line")
  func c11() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(100)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    group.interItemSpacing = .flexible(10)
    let layout = try uikitScreen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [3]).computeLayout()
    for (k, x) in [0.0, 145, 290].enumerated() { expectFrame(layout.cell(k), x, 0, 100, 100) }
  }

  @Test("C13: a section background, with the section's cells promoted above it")
  func c13() throws {
    let layout = rows(spacing: 5, insets: NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)) { section in
      let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
      background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      section.decorationItems = [background]
    }
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
    let computed = try uikitScreen(layout, counts: [5, 5]).computeLayout()
    for (k, y) in [10.0, 59, 108, 157, 206].enumerated() { expectFrame(computed.cell(k), 10, y, 370, 44) }
    expectFrame(computed.cell(0, 1), 10, 270, 370, 44)
    let background = computed.attributesForDecoration(kind: "background", at: CollectionSnapshotLayout.IndexPath(item: 0, section: 0))
    expectFrame(background, 5, 5, 380, 250)
    #expect(background?.zIndex == 0)
    #expect(computed.cell(0)?.zIndex == 1)
    expectFrame(computed.attributesForDecoration(kind: "background", at: CollectionSnapshotLayout.IndexPath(item: 0, section: 1)), 5, 265, 380, 250)
  }

  @Test("C14: a layout-level header pushes the sections down")
  func c14() throws {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), elementKind: "global-header", alignment: .top)
    ]
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item]))
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
    let computed = try uikitScreen(UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [3]).computeLayout()
    expectFrame(computed.attributesForSupplementary(kind: "global-header", at: CollectionSnapshotLayout.IndexPath(index: 0)), 0, 0, 390, 60)
    for (k, y) in [70.0, 122, 174].enumerated() { expectFrame(computed.cell(k), 16, y, 358, 44) }
    #expect(computed.contentSize == Size(width: 390, height: 228))
  }

  @Test("C17: a horizontal layout stacks vertical groups along x")
  func c17() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let device = Device(name: "short", portraitSize: Size(width: 390, height: 300), scale: 3, portraitSafeArea: .zero, landscapeSafeArea: .zero, sideMargin: 16)
    let computed = try uikitScreen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration), counts: [4], device: device)
      .computeLayout()
    expectFrame(computed.cell(0), 0, 0, 195, 150)
    expectFrame(computed.cell(1), 0, 150, 195, 150)
    expectFrame(computed.cell(2), 195, 0, 195, 150)
    expectFrame(computed.cell(3), 195, 150, 195, 150)
  }

  @Test("C18: .groupPagingCentered centres the first group")
  func c18() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(.absolute(300), .absolute(200)), subitems: [item]))
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 10
    let computed = try uikitScreen(UICollectionViewCompositionalLayout(section: section), counts: [3]).computeLayout()
    expectFrame(computed.cell(0), 45, 0, 300, 200)
    expectFrame(computed.cell(1), 355, 0, 300, 200)
  }

  @Test("C19: item badges are anchored to the inset cell frame")
  func c19() throws {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: layoutSize(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    let computed = try uikitScreen(UICollectionViewCompositionalLayout(section: section), counts: [2]).computeLayout()
    expectFrame(computed.cell(0), 25, 25, 77.33333333333333, 60)
    expectFrame(computed.supplementary("badge", 0, 0), 88.33333333333333, 19, 20, 20)
    expectFrame(computed.cell(1), 112.33333333333333, 25, 77.33333333333333, 60)
    expectFrame(computed.supplementary("badge", 0, 1), 175.66666666666666, 19, 20, 20)
  }

  @Test("C22: a pinned header stays in view until its section ends")
  func c22() throws {
    let layout = rows(spacing: 5, insets: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)) { section in
      let items = self.headerAndFooter()
      items[0].pinToVisibleBounds = true
      items[0].zIndex = 2
      section.boundarySupplementaryItems = items
    }
    let computed = try uikitScreen(layout, counts: [5, 5]).computeLayout()
    let header = UICollectionView.elementKindSectionHeader
    let at100 = computed.attributes(at: ScrollState(contentOffset: Point(x: 0, y: 100)))
    expectFrame(at100.first { $0.category == .supplementary(kind: header) && $0.indexPath.section == 0 }, 10, 100, 370, 44)
    let at300 = computed.attributes(at: ScrollState(contentOffset: Point(x: 0, y: 300)))
    expectFrame(at300.first { $0.category == .supplementary(kind: header) && $0.indexPath.section == 0 }, 10, 240, 370, 44)
  }
}
