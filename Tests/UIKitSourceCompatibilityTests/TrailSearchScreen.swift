import UIKit

// A search screen in the style of a "mountains search" sample: a search bar above a grid,
// placed with the visual format language, a delegate filtering a diffable snapshot, a cell
// laid out with visual formats, and a controller that deselects alongside a transition and
// rebuilds its snapshot when the size changes.

final class TrailStore {
  struct Trail: Hashable, Sendable {
    let name: String
    let lengthKilometres: Int
    private let identifier = UUID()

    init(name: String, lengthKilometres: Int) {
      self.name = name
      self.lengthKilometres = lengthKilometres
    }

    func matches(_ filter: String?) -> Bool {
      guard let filter, !filter.isEmpty else { return true }
      return name.lowercased().contains(filter.lowercased())
    }
  }

  let trails: [Trail]

  init(names: [String]) {
    trails = names.enumerated().map { Trail(name: $0.element, lengthKilometres: 5 + $0.offset * 3) }
  }

  func trails(matching filter: String?) -> [Trail] {
    trails.filter { $0.matches(filter) }.sorted { $0.name < $1.name }
  }
}

/// A cell whose label and rule are placed with visual formats.
final class TrailCell: UICollectionViewCell {
  let nameLabel = UILabel()
  let lengthLabel = UILabel()
  let rule = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [nameLabel, lengthLabel, rule] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.adjustsFontForContentSizeCategory = true
    lengthLabel.font = .preferredFont(forTextStyle: .caption2)
    lengthLabel.textColor = .placeholderText
    rule.backgroundColor = .placeholderText
    let views = ["name": nameLabel, "length": lengthLabel, "rule": rule]
    var constraints = [NSLayoutConstraint]()
    constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name]-|", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[length]", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[rule]-|", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[name]-[length]-gap-[rule(==1)]|", options: [], metrics: ["gap": 12], views: views)
    NSLayoutConstraint.activate(constraints)
  }

  required init?(coder: NSCoder) {
    fatalError("not implemented")
  }
}

final class TrailSearchViewController: UIViewController {
  enum Section: CaseIterable {
    case main
  }

  let store = TrailStore(names: ["Ridge Loop", "Cedar Falls", "Lakeshore", "Old Mill", "Summit Spur", "Fern Gully"])
  let searchBar = UISearchBar(frame: .zero)
  var trailsView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, TrailStore.Trail>!
  private(set) var appliedFilters: [String?] = []
  private(set) var visualConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Trails"
    configureHierarchy()
    configureDataSource()
    search(for: nil)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let selected = trailsView.indexPathsForSelectedItems?.first else { return }
    if let coordinator = transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in
        self.trailsView.deselectItem(at: selected, animated: true)
      }) { context in
        if context.isCancelled {
          self.trailsView.selectItem(at: selected, animated: false, scrollPosition: [])
        }
      }
    } else {
      trailsView.deselectItem(at: selected, animated: animated)
    }
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { _ in
      self.search(for: self.searchBar.text)
    }
  }

  func configureHierarchy() {
    view.backgroundColor = .systemBackground
    let layout = UICollectionViewCompositionalLayout { (_: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection in
      let columns = environment.container.effectiveContentSize.width > 800 ? 3 : 2
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)), subitem: item, count: columns)
      group.interItemSpacing = .fixed(10)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      return section
    }
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    searchBar.translatesAutoresizingMaskIntoConstraints = false
    searchBar.placeholder = "Search trails"
    searchBar.searchBarStyle = .minimal
    view.addSubview(collectionView)
    view.addSubview(searchBar)
    let views = ["list": collectionView, "search": searchBar]
    var constraints = [NSLayoutConstraint]()
    constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[list]|", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[search]|", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[search]-20-[list]|", options: [], metrics: nil, views: views)
    constraints.append(searchBar.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1))
    NSLayoutConstraint.activate(constraints)
    visualConstraints = constraints
    trailsView = collectionView
    searchBar.delegate = self
  }

  func configureDataSource() {
    let registration = UICollectionView.CellRegistration<TrailCell, TrailStore.Trail> { cell, _, trail in
      cell.nameLabel.text = trail.name
      cell.lengthLabel.text = "\(trail.lengthKilometres) km"
    }
    dataSource = UICollectionViewDiffableDataSource<Section, TrailStore.Trail>(collectionView: trailsView) {
      (collectionView: UICollectionView, indexPath: IndexPath, trail: TrailStore.Trail) -> UICollectionViewCell? in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: trail)
    }
  }

  func search(for filter: String?) {
    appliedFilters.append(filter)
    var snapshot = NSDiffableDataSourceSnapshot<Section, TrailStore.Trail>()
    snapshot.appendSections([.main])
    snapshot.appendItems(store.trails(matching: filter))
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

extension TrailSearchViewController: UISearchBarDelegate {
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    search(for: searchText)
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    searchBar.text = nil
    searchBar.resignFirstResponder()
    search(for: nil)
  }
}

/// A results list searched through a search controller in the navigation bar.
final class TrailResultsController: UIViewController, UISearchResultsUpdating {
  private(set) var queries: [String] = []
  let searchController = UISearchController(searchResultsController: nil)

  override func viewDidLoad() {
    super.viewDidLoad()
    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.scopeButtonTitles = ["All", "Short", "Long"]
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = false
    definesPresentationContext = true
  }

  func updateSearchResults(for searchController: UISearchController) {
    queries.append(searchController.searchBar.text ?? "")
  }
}
