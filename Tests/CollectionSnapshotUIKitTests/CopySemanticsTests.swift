import CollectionSnapshot
import Testing
import UIKit

/// UIKit copies layout objects where they are passed in (NSCopying): a group keeps copies of its
/// subitems, a section a copy of its group and of its decoration items; a section shares its
/// boundary items and an item its supplementary items. Changing an object afterwards therefore
/// changes the layout only where UIKit shares it.
@MainActor @Suite("UIKit API: copy semantics")
struct CopySemanticsTests {
  func row(_ item: NSCollectionLayoutItem) -> NSCollectionLayoutGroup {
    .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
  }

  @Test("An item changed after its group is made does not change the group")
  func itemAfterGroup() throws {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = row(item)
    item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(30), top: nil, trailing: nil, bottom: nil)
    let layout = try uikitScreen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [2]).computeLayout()
    expectFrame(layout.cell(0), 0, 0, 195, 100)
    expectFrame(layout.cell(1), 195, 0, 195, 100)
    #expect(group.subitems[0] !== item)
    #expect(group.subitems[0].contentInsets == .zero)
  }

  @Test("A group changed after its section is made does not change the section")
  func groupAfterSection() throws {
    let group = row(NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .fractionalHeight(1))))
    let section = NSCollectionLayoutSection(group: group)
    group.interItemSpacing = .fixed(40)
    group.contentInsets.leading = 50
    let layout = try uikitScreen(UICollectionViewCompositionalLayout(section: section), counts: [3]).computeLayout()
    for (k, x) in [0.0, 100, 200].enumerated() { expectFrame(layout.cell(k), x, 0, 100, 100) }
  }

  @Test("Section properties set before the layout is made count; a section given to init(section:) is copied")
  func sectionIntoLayout() throws {
    let section = NSCollectionLayoutSection(group: row(NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))))
    section.interGroupSpacing = 10
    let layout = UICollectionViewCompositionalLayout(section: section)
    section.interGroupSpacing = 90
    let computed = try uikitScreen(layout, counts: [2]).computeLayout()
    expectFrame(computed.cell(1), 0, 110, 390, 100)
  }

  @Test("Boundary items are shared: a header changed after it is set on the section changes the layout")
  func boundaryItemsShared() throws {
    let section = NSCollectionLayoutSection(group: row(NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))))
    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [header]
    header.extendsBoundary = false
    header.zIndex = 5
    let computed = try uikitScreen(UICollectionViewCompositionalLayout(section: section), counts: [1]).computeLayout()
    expectFrame(computed.cell(0), 0, 0, 390, 100)
    #expect(computed.supplementary("header", 0)?.zIndex == 5)
  }

  @Test("Supplementary items are shared by an item and the copies its groups keep")
  func supplementaryItemsShared() throws {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: layoutSize(.absolute(10), .absolute(10)), elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
    let group = row(item)
    badge.zIndex = 7
    #expect(group.subitems[0].supplementaryItems[0] === badge)
    let computed = try uikitScreen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [1]).computeLayout()
    #expect(computed.supplementary("badge", 0)?.zIndex == 7)
  }

  @Test("Decoration items are copied with the section; the configuration is copied into the layout")
  func decorationsAndConfiguration() throws {
    let section = NSCollectionLayoutSection(group: row(NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))))
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
    section.decorationItems = [background]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    configuration.interSectionSpacing = 80
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "bg")
    let computed = try uikitScreen(layout, counts: [1, 1]).computeLayout()
    expectFrame(computed.attributesForDecoration(kind: "bg", at: CollectionSnapshotLayout.IndexPath(item: 0, section: 0)), 0, 0, 390, 100)
    expectFrame(computed.cell(0, 1), 0, 120, 390, 100)
    #expect(layout.configuration !== configuration)
  }

  @Test("The deprecated count variant keeps a copy of the item resized to 1/count")
  func countCopy() {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(70), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitem: item, count: 4)
    #expect(item.layoutSize.widthDimension.isAbsolute)
    #expect(group.subitems[0].layoutSize.widthDimension.isFractionalWidth)
    #expect(group.subitems[0].layoutSize.widthDimension.dimension == 0.25)
    let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 4)
    #expect(repeating.subitems[0].layoutSize.widthDimension.isAbsolute)
  }
}
