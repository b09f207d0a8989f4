import Testing
import UIKit

/// The compile-time checks of this target, run once so they are known to do what they say.
@MainActor @Suite struct SourceCompatibilityTests {
  @Test func literalsAreCGFloatFractions() {
    #expect(NSCollectionLayoutDimension.third().dimension == 1.0 / 3)
    #expect(NSCollectionLayoutDimension.fractionalWidth(7.66 / 16).dimension == 0.47875)
  }

  @Test func hierarchyAndDowncasts() {
    #expect(hierarchy().count == 7)
    let layout: UICollectionViewLayout = configuredFlowLayout()
    let flow = layout as? UICollectionViewFlowLayout
    #expect(flow?.minimumLineSpacing == 12)
    #expect(flow?.sectionInset == UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
    #expect((makeCatalogLayout() as? UICollectionViewFlowLayout) == nil)
  }

  @Test func keyPathsWrite() {
    let section = NSCollectionLayoutSection.fullWidthRows(height: 44)
    section[keyPath: LayoutKeyPaths.sectionInsetTop] = 12
    section.contentInsets.leading = 3
    #expect(section.contentInsets == NSDirectionalEdgeInsets(top: 12, leading: 3, bottom: 0, trailing: 0))
  }

  @Test func snapshotsBuildAsInUIKit() {
    let snapshot = initialSnapshot((0..<5).map { Book(id: $0, title: "Book \($0)") })
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.itemIdentifiers(inSection: .recent).map(\.id) == [3, 4])
    #expect(outline().visibleItems == ["Fiction", "Novels", "Poems", "Science"])
  }
}
