import UIKit

// A list in the modern style: list cells with default content configurations and
// accessories, an outline built from a section snapshot, list headers registered as list cells.

final class PantryListController: UIViewController {
  enum Section: Hashable, Sendable {
    case shelves
  }

  struct Entry: Hashable, Sendable {
    let name: String
    let isShelf: Bool
  }

  private var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, Entry>!

  override func loadView() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .firstItemInSection
    configuration.showsSeparators = true
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    view = collectionView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Pantry"
    let shelfRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> { cell, _, entry in
      var content = cell.defaultContentConfiguration()
      content.text = entry.name
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))]
      var background = UIBackgroundConfiguration.listGroupedHeaderFooter()
      background.backgroundColor = .systemGray5
      cell.backgroundConfiguration = background
    }
    let itemRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> { cell, _, entry in
      var content = UIListContentConfiguration.valueCell()
      content.text = entry.name
      content.secondaryText = "in stock"
      content.image = UIImage(systemName: "leaf")
      content.imageProperties.tintColor = .systemGreen
      cell.contentConfiguration = content
      cell.indentationLevel = 1
      cell.accessories = [.disclosureIndicator(), .label(text: "2"), .delete(displayed: .whenEditing)]
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Entry>(collectionView: collectionView) { collectionView, indexPath, entry in
      entry.isShelf
        ? collectionView.dequeueConfiguredReusableCell(using: shelfRegistration, for: indexPath, item: entry)
        : collectionView.dequeueConfiguredReusableCell(using: itemRegistration, for: indexPath, item: entry)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<Entry>()
    let spices = Entry(name: "Spices", isShelf: true)
    outline.append([spices])
    outline.append([Entry(name: "Cumin", isShelf: false), Entry(name: "Paprika", isShelf: false)], to: spices)
    outline.expand([spices])
    dataSource.apply(outline, to: .shelves, animatingDifferences: false)
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    collectionView.isEditing = editing
  }
}

/// A collection view controller that is its own data source, as older code is written.
final class TimerGridController: UICollectionViewController {
  let timers = ["Eggs", "Pasta", "Rice", "Tea"]

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(RecipeCell.self, forCellWithReuseIdentifier: RecipeCell.reuseIdentifier)
    collectionView.allowsMultipleSelection = true
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { timers.count }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: RecipeCell.reuseIdentifier, for: indexPath)
    (cell as? RecipeCell)?.titleLabel.text = timers[indexPath.item]
    return cell
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    UIView.animate(withDuration: 0.2) {
      collectionView.cellForItem(at: indexPath)?.contentView.alpha = 0.5
    }
  }
}
