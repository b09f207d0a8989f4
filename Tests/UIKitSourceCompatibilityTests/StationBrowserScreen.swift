import UIKit

// A sidebar app in the style of an "outline" sample: outline items that name the view
// controller to show by its type, made with `init()` through the metatype and shown in a
// split view's secondary column; images by name, by literal and by symbol; a collection view
// controller made without a layout next to one that supplies its own.

final class StationOutlineItem: Hashable, Sendable {
  let title: String
  let subitems: [StationOutlineItem]
  let screen: UIViewController.Type?
  private let identifier = UUID()

  init(title: String, screen: UIViewController.Type? = nil, subitems: [StationOutlineItem] = []) {
    self.title = title
    self.screen = screen
    self.subitems = subitems
  }

  static func == (lhs: StationOutlineItem, rhs: StationOutlineItem) -> Bool { lhs.identifier == rhs.identifier }
  func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// A screen with no initializer of its own: made through its metatype.
final class DeparturesViewController: UIViewController {
  let badge = UIImageView(image: #imageLiteral(resourceName: "departures-badge"))
  let logo = UIImage(named: "station-logo")

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Departures"
    view.backgroundColor = .systemBackground
    view.addSubview(badge)
  }
}

/// A collection view controller that supplies its layout in its own `init()`.
final class PlatformsViewController: UICollectionViewController {
  init() {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 4 : 3 }
}

final class StationSidebarViewController: UIViewController {
  enum Section {
    case main
  }

  var dataSource: UICollectionViewDiffableDataSource<Section, StationOutlineItem>!
  var outlineView: UICollectionView!
  private(set) lazy var items: [StationOutlineItem] = [
    StationOutlineItem(title: "Live", subitems: [
      StationOutlineItem(title: "Departures", screen: DeparturesViewController.self),
      StationOutlineItem(title: "Platforms"),
    ]),
    StationOutlineItem(title: "Browse", subitems: [StationOutlineItem(title: "Map", screen: UIViewController.self)]),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Stations"
    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
    outlineView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    outlineView.autoresizingMask = [.flexibleHeight, .flexibleWidth]
    outlineView.backgroundColor = .systemGroupedBackground
    outlineView.delegate = self
    view.addSubview(outlineView)

    let header = UICollectionView.CellRegistration<UICollectionViewListCell, StationOutlineItem> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))]
      cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
    }
    let leaf = UICollectionView.CellRegistration<UICollectionViewListCell, StationOutlineItem> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, StationOutlineItem>(collectionView: outlineView) { collectionView, indexPath, item in
      item.subitems.isEmpty
        ? collectionView.dequeueConfiguredReusableCell(using: leaf, for: indexPath, item: item)
        : collectionView.dequeueConfiguredReusableCell(using: header, for: indexPath, item: item)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<StationOutlineItem>()
    func add(_ children: [StationOutlineItem], to parent: StationOutlineItem?) {
      outline.append(children, to: parent)
      for child in children where !child.subitems.isEmpty { add(child.subitems, to: child) }
    }
    add(items, to: nil)
    dataSource.apply(outline, to: .main, animatingDifferences: false)
  }

  /// The screen an item shows, made as the sidebar makes it.
  func screen(for item: StationOutlineItem) -> UIViewController? {
    item.screen.map { $0.init() }
  }
}

extension StationSidebarViewController: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let item = dataSource.itemIdentifier(for: indexPath), let screen = screen(for: item) else { return }
    collectionView.deselectItem(at: indexPath, animated: true)
    splitViewController?.setViewController(UINavigationController(rootViewController: screen), for: .secondary)
  }
}

/// The app's root: a sidebar beside the departures, and a compact column of its own.
final class StationSplitViewController: UISplitViewController {
  let sidebar = StationSidebarViewController()

  init() {
    super.init(style: .doubleColumn)
    preferredDisplayMode = .oneBesideSecondary
    preferredSplitBehavior = .tile
    primaryBackgroundStyle = .sidebar
    setViewController(sidebar, for: .primary)
    setViewController(UINavigationController(rootViewController: DeparturesViewController()), for: .secondary)
    setViewController(UINavigationController(rootViewController: PlatformsViewController()), for: .compact)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
