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

  @Test func viewControllersLoadAsInUIKit() {
    let recipes = (1...5).map { Recipe(id: UUID(), name: "Recipe \($0)", minutes: $0 * 10) }
    let browser = RecipeBrowserController(recipes: recipes)
    #expect(!browser.isViewLoaded)
    browser.loadViewIfNeeded()
    #expect(browser.navigationItem.title == "Recipes")
    #expect(browser.dataSource.snapshot().numberOfItems(inSection: .featured) == 3)
    #expect(browser.collectionView.superview === browser.view)
    #expect(browser.collectionView.numberOfItems(inSection: 1) == 2)
    let navigation = UINavigationController(rootViewController: browser)
    #expect(browser.navigationController === navigation)

    let pantry = PantryListController()
    pantry.loadViewIfNeeded()
    #expect(pantry.title == "Pantry")
    pantry.setEditing(true, animated: false)
    #expect((pantry.view as? UICollectionView)?.isEditing == true)

    let timers = TimerGridController(collectionViewLayout: UICollectionViewFlowLayout())
    #expect(timers.collectionView.numberOfItems(inSection: 0) == 4)
  }

  @Test func cellsKeepWhatTheirCodeSets() {
    let cell = RecipeCell(frame: CGRect(x: 0, y: 0, width: 160, height: 220))
    #expect(cell.contentView.layer.cornerRadius == 10)
    #expect(cell.contentView.subviews.count == 2)
    #expect(cell.titleLabel.numberOfLines == 2)
    #expect(cell.titleLabel.verticalCompressionResistance == UILayoutPriority(751))
    let badge = CountBadgeView(frame: .zero)
    // Activated constraints are installed on their views' nearest common ancestor, as in UIKit:
    // the label's two centring constraints, the badge's width and its height-to-width ratio.
    #expect(badge.constraints.count == 4 && badge.subviews.first === badge.countLabel)
    let constraint = badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 20)
    #expect(constraint.relation == .greaterThanOrEqual && constraint.constant == 20 && !constraint.isActive)
    NSLayoutConstraint.activate([constraint])
    #expect(constraint.isActive)
  }
}

extension UILabel {
  /// The vertical compression resistance a cell gave its label.
  var verticalCompressionResistance: UILayoutPriority { contentCompressionResistancePriority(for: .vertical) }
}
