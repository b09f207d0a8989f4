import UIKit

enum ShelfSection: Hashable, Sendable {
  case featured, recent
}

struct Book: Hashable, Sendable {
  let id: Int
  let title: String
}

@MainActor
func initialSnapshot(_ books: [Book]) -> NSDiffableDataSourceSnapshot<ShelfSection, Book> {
  var snapshot = NSDiffableDataSourceSnapshot<ShelfSection, Book>()
  snapshot.appendSections([.featured, .recent])
  snapshot.appendItems(Array(books.prefix(3)), toSection: .featured)
  snapshot.appendItems(Array(books.dropFirst(3)))
  if let first = books.first {
    snapshot.reconfigureItems([first])
  }
  _ = snapshot.itemIdentifiers(inSection: .recent).count + snapshot.numberOfItems(inSection: .featured)
  return snapshot
}

@MainActor
func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
  var outline = NSDiffableDataSourceSectionSnapshot<String>()
  outline.append(["Fiction", "Science"])
  outline.append(["Novels", "Poems"], to: "Fiction")
  outline.expand(["Fiction"])
  return outline
}

@MainActor
final class ShelfController {
  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  lazy var dataSource = UICollectionViewDiffableDataSource<ShelfSection, Book>(collectionView: collectionView) { collectionView, indexPath, book in
    collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
  }

  func layout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { [weak self] index, environment in
      guard let section = self?.dataSource.sectionIdentifier(for: index) else { return nil }
      return section == .featured ? NSCollectionLayoutSection.fullWidthRows(height: 120) : .fullWidthRows(height: 44)
    }
  }

  func show(_ books: [Book]) {
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    dataSource.apply(initialSnapshot(books), animatingDifferences: false)
    dataSource.apply(outline().items.isEmpty ? NSDiffableDataSourceSectionSnapshot() : NSDiffableDataSourceSectionSnapshot(), to: .recent)
    _ = dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0))
    _ = dataSource.snapshot().sectionIdentifiers
  }
}
