import UIKit

extension NSCollectionLayoutSection {
  static func fullWidthRows(height: CGFloat, spacing: CGFloat = 1) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    section.interGroupSpacing = spacing
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  static func rows(height: CGFloat) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(section: .fullWidthRows(height: height))
  }
}

extension UICollectionViewFlowLayout {
  static var twoColumns: UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 170, height: 170)
    return layout
  }
}

extension NSCollectionLayoutDimension {
  static func third() -> NSCollectionLayoutDimension { .fractionalWidth(1 / 3) }
}

/// A section type of its own, as some apps subclass.
final class CarouselSection: NSCollectionLayoutSection {
  convenience init(width: CGFloat) {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(120)), subitems: [item])
    self.init(group: group)
    orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    interGroupSpacing = 10
  }
}

/// A compositional layout subclass whose initializer hands the provider to `super`.
final class FeedLayout: UICollectionViewCompositionalLayout {
  init(rowHeight: CGFloat) {
    super.init { _, _ in .fullWidthRows(height: rowHeight) }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Layout code in a view controller, reading its traits.
final class HomeViewController: UIViewController {
  func createLayout() -> UICollectionViewLayout {
    let columns = traitCollection.horizontalSizeClass == .regular ? 3 : 1
    return UICollectionViewCompositionalLayout { [unowned self] _, environment in
      let width = self.view.bounds.width > 0 ? environment.container.effectiveContentSize.width : 0
      return .fullWidthRows(height: width > 500 ? 60 : 44, spacing: CGFloat(columns))
    }
  }
}

final class GridController: UICollectionViewController {
  convenience init() {
    self.init(collectionViewLayout: UICollectionViewFlowLayout.twoColumns)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = .systemBackground
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  }
}
