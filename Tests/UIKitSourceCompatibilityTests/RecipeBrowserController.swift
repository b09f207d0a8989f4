import UIKit

// A view controller in the modern style: a compositional layout, cell and supplementary
// registrations, a diffable data source, and a delegate.

enum RecipeSection: Int, CaseIterable, Hashable, Sendable {
  case featured, all

  var title: String { self == .featured ? "Featured" : "All recipes" }
}

struct Recipe: Hashable, Sendable {
  let id: UUID
  let name: String
  let minutes: Int
}

final class RecipeBrowserController: UIViewController {
  var collectionView: UICollectionView! = nil
  var dataSource: UICollectionViewDiffableDataSource<RecipeSection, Recipe>! = nil
  let recipes: [Recipe]

  init(recipes: [Recipe]) {
    self.recipes = recipes
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Recipes"
    navigationItem.largeTitleDisplayMode = .always
    navigationController?.navigationBar.prefersLargeTitles = true
    view.backgroundColor = .systemBackground
    configureHierarchy()
    configureDataSource()
  }
}

extension RecipeBrowserController {
  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
      let wide = environment.container.effectiveContentSize.width > 600
      let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
      let section: NSCollectionLayoutSection
      if RecipeSection(rawValue: sectionIndex) == .featured {
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(wide ? 0.45 : 0.85), heightDimension: .absolute(220)), subitems: [item])
        section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
      } else {
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)), repeatingSubitem: item, count: wide ? 4 : 2)
        section = NSCollectionLayoutSection(group: group)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: CardBackgroundView.elementKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [background]
      }
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        elementKind: SectionTitleView.elementKind, alignment: .top)
      header.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [header]
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 20, trailing: 10)
      return section
    }
    layout.register(CardBackgroundView.self, forDecorationViewOfKind: CardBackgroundView.elementKind)
    return layout
  }

  private func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemGroupedBackground
    collectionView.keyboardDismissMode = .onDrag
    view.addSubview(collectionView)
    collectionView.delegate = self
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<RecipeCell, Recipe> { cell, indexPath, recipe in
      cell.titleLabel.text = recipe.name
      cell.detailLabel.text = "\(recipe.minutes) min"
      cell.accessibilityLabel = recipe.name
      cell.accessibilityTraits = .button
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<SectionTitleView>(elementKind: SectionTitleView.elementKind) {
      view, _, indexPath in
      view.label.text = RecipeSection(rawValue: indexPath.section)?.title
    }
    dataSource = UICollectionViewDiffableDataSource<RecipeSection, Recipe>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, recipe: Recipe) -> UICollectionViewCell? in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: recipe)
    }
    dataSource.supplementaryViewProvider = { [weak self] _, _, indexPath in
      self?.collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<RecipeSection, Recipe>()
    snapshot.appendSections(RecipeSection.allCases)
    snapshot.appendItems(Array(recipes.prefix(3)), toSection: .featured)
    snapshot.appendItems(Array(recipes.dropFirst(3)), toSection: .all)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension RecipeBrowserController: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let recipe = dataSource.itemIdentifier(for: indexPath) else { return }
    collectionView.deselectItem(at: indexPath, animated: true)
    let detail = UIViewController()
    detail.title = recipe.name
    navigationController?.pushViewController(detail, animated: true)
  }
}
