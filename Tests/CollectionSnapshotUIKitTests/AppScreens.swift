import Foundation
import UIKit

// View controllers and cells written the way apps and Apple's samples write them, for the tests
// of screens made by the app's own code.

/// A library in the style of Apple's "Implementing Modern Collection Views" samples: a section
/// provider with an orthogonal section of custom cells under a custom header, then a plain list
/// of list cells whose registration sets `text` and `secondaryText`, under a list-cell header;
/// a diffable data source with a supplementary view provider.
final class LibraryViewController: UIViewController {
  enum Section: Int, CaseIterable, Hashable, Sendable {
    case featured, all
  }

  struct Book: Hashable, Sendable {
    let title: String
    let author: String
  }

  static let featured = [Book(title: "Dune", author: "Frank Herbert"), Book(title: "Emma", author: "Jane Austen"), Book(title: "Ulysses", author: "James Joyce")]
  static let all = [Book(title: "Beloved", author: "Toni Morrison"), Book(title: "Middlemarch", author: "George Eliot")]

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Book>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, environment in
      guard Section(rawValue: sectionIndex) == .featured else {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      }
      let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.interGroupSpacing = 10
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      section.boundarySupplementaryItems = [header]
      return section
    }
  }

  func configureDataSource() {
    let coverRegistration = UICollectionView.CellRegistration<CoverCell, Book> { cell, _, book in
      cell.titleLabel.text = book.title
      cell.imageView.image = UIImage(systemName: "book.closed")
    }
    let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Book> { cell, _, book in
      var content = cell.defaultContentConfiguration()
      content.text = book.title
      content.secondaryText = book.author
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    let titleRegistration = UICollectionView.SupplementaryRegistration<TitleHeaderView>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
      header.label.text = "Featured"
    }
    let listHeaderRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
      header, _, _ in
      var content = UIListContentConfiguration.plainHeader()
      content.text = "All books"
      header.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Book>(collectionView: collectionView) { collectionView, indexPath, book in
      if Section(rawValue: indexPath.section) == .featured {
        return collectionView.dequeueConfiguredReusableCell(using: coverRegistration, for: indexPath, item: book)
      }
      return collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: book)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      if Section(rawValue: indexPath.section) == .featured {
        return collectionView.dequeueConfiguredReusableSupplementary(using: titleRegistration, for: indexPath)
      }
      return collectionView.dequeueConfiguredReusableSupplementary(using: listHeaderRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Book>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(Self.featured, toSection: .featured)
    snapshot.appendItems(Self.all, toSection: .all)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// A book's cover and title.
final class CoverCell: UICollectionViewCell {
  let imageView = UIImageView()
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(imageView)
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A section title.
final class TitleHeaderView: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A product card: an image, labels (one of them hidden, one in a stack), a button and a
/// background.
final class ProductCardCell: UICollectionViewCell {
  let imageView = UIImageView(image: UIImage(systemName: "cart"))
  let nameLabel = UILabel()
  let priceLabel = UILabel()
  let soldOutLabel = UILabel()
  let ratingLabel = UILabel()
  let addButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    soldOutLabel.text = "Sold out"
    soldOutLabel.isHidden = true
    addButton.setTitle("Add", for: .normal)
    let stack = UIStackView(arrangedSubviews: [ratingLabel])
    for view in [imageView, nameLabel, priceLabel, soldOutLabel, stack, addButton] { contentView.addSubview(view) }
  }

  /// Frames set by hand, as code without constraints sets them.
  override func layoutSubviews() {
    super.layoutSubviews()
    let width = contentView.bounds.width
    imageView.frame = CGRect(x: 0, y: 0, width: width, height: 100)
    nameLabel.frame = CGRect(x: 8, y: 108, width: width - 16, height: 21)
    priceLabel.frame = CGRect(x: 8, y: 131, width: width - 16, height: 21)
    soldOutLabel.frame = CGRect(x: 8, y: 131, width: width - 16, height: 21)
    contentView.subviews[4].frame = CGRect(x: 8, y: 154, width: width - 16, height: 21)
    addButton.frame = CGRect(x: width - 56, y: 164, width: 48, height: 28)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A store in the classic style: a flow layout, a class registered for a reuse identifier, and
/// the controller as the data source.
final class StoreViewController: UIViewController, UICollectionViewDataSource {
  let products: [(name: String, price: String, rating: String, background: UIColor)] = [
    ("Lamp", "$20", "4.5 stars", .systemYellow), ("Chair", "$80", "4 stars", .systemBlue),
  ]
  var collectionView: UICollectionView!

  override func loadView() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 160, height: 200)
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.register(ProductCardCell.self, forCellWithReuseIdentifier: "card")
    collectionView.dataSource = self
    view = collectionView
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { products.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! ProductCardCell
    let product = products[indexPath.item]
    cell.nameLabel.text = product.name
    cell.priceLabel.text = product.price
    cell.ratingLabel.text = product.rating
    cell.backgroundColor = product.background
    return cell
  }
}

/// Settings in a plain list: value cells, accessories (a disclosure indicator, a label, a
/// checkmark, a delete control shown only while editing), a row with an image and a dark
/// background, under a header.
final class SettingsViewController: UIViewController {
  struct Row: Hashable, Sendable {
    let title: String
    let value: String?
  }

  let rows = [
    Row(title: "Wi-Fi", value: "Home"), Row(title: "Notifications", value: nil), Row(title: "Dark Mode", value: nil), Row(title: "Storage", value: "64 GB"),
  ]
  var dataSource: UICollectionViewDiffableDataSource<Int, Row>!

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
      var content = row.value == nil ? cell.defaultContentConfiguration() : UIListContentConfiguration.valueCell()
      content.text = row.title
      content.secondaryText = row.value
      switch row.title {
      case "Wi-Fi":
        cell.accessories = [.disclosureIndicator()]
      case "Notifications":
        cell.accessories = [.label(text: "3"), .disclosureIndicator(), .delete()]
      case "Dark Mode":
        cell.accessories = [.checkmark()]
      default:
        content.image = UIImage(systemName: "internaldrive")
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemIndigo
        cell.backgroundConfiguration = background
      }
      cell.contentConfiguration = content
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
      var content = UIListContentConfiguration.plainHeader()
      content.text = "General"
      view.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
    snapshot.appendSections([0])
    snapshot.appendItems(rows)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
