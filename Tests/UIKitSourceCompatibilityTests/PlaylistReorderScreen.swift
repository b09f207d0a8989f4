import UIKit

// A reorderable list in the style of a "reorderable list" sample: a gear button whose menu
// holds actions with states, an inline submenu, actions that rebuild the menu through their
// sender, and reordering handlers that update a backing store from the section transactions.

enum Mood: String, CaseIterable, Hashable, Sendable {
  case calm, upbeat
}

struct Track: Hashable, Sendable {
  let title: String
  let mood: Mood
}

final class PlaylistViewController: UIViewController {
  enum StoreUpdate: CustomStringConvertible {
    case difference, finalItems

    var description: String { self == .difference ? "Collection Difference" : "Final Snapshot Items" }
  }

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Mood, Track>!
  var backingStore: [Mood: [Track]] = [:]
  var storeUpdate: StoreUpdate = .difference
  private(set) var reloads = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Playlist"
    navigationItem.largeTitleDisplayMode = .always
    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), menu: makeMenu())
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    configureDataSource()
    applyBackingStore()
  }

  func makeMenu() -> UIMenu {
    let reload = UIAction(title: "Reload", image: UIImage(systemName: "arrow.counterclockwise")) { [weak self] _ in
      self?.reloads += 1
      self?.applyBackingStore()
    }
    let byDifference = UIAction(title: String(describing: StoreUpdate.difference), image: UIImage(systemName: "function")) { [weak self] action in
      self?.storeUpdate = .difference
      if let item = action.sender as? UIBarButtonItem, let menu = self?.makeMenu() {
        item.menu = menu
      }
    }
    let byFinalItems = UIAction(title: String(describing: StoreUpdate.finalItems), image: UIImage(systemName: "function")) { [weak self] action in
      self?.storeUpdate = .finalItems
      if let item = action.sender as? UIBarButtonItem, let menu = self?.makeMenu() {
        item.menu = menu
      }
    }
    if storeUpdate == .difference { byDifference.state = .on } else { byFinalItems.state = .on }
    let methods = UIMenu(title: "", options: .displayInline, children: [byDifference, byFinalItems])
    let remove = UIAction(title: "Clear", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
    return UIMenu(title: "", children: [reload, methods, remove])
  }

  func configureDataSource() {
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Track> { cell, _, track in
      var content = UIListContentConfiguration.valueCell()
      content.text = track.title
      content.secondaryText = track.mood.rawValue
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator(), .reorder(displayed: .always)]
    }
    dataSource = UICollectionViewDiffableDataSource<Mood, Track>(collectionView: collectionView) { collectionView, indexPath, track in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: track)
    }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
      self?.update(from: transaction)
    }
  }

  /// Updates the backing store from a reordering, either way the sample shows.
  func update(from transaction: NSDiffableDataSourceTransaction<Mood, Track>) {
    for sectionTransaction in transaction.sectionTransactions {
      let mood = sectionTransaction.sectionIdentifier
      switch storeUpdate {
      case .difference:
        if let previous = backingStore[mood], let updated = previous.applying(sectionTransaction.difference) {
          backingStore[mood] = updated
        }
      case .finalItems:
        backingStore[mood] = sectionTransaction.finalSnapshot.items
      }
    }
  }

  func applyBackingStore(animated: Bool = false) {
    var snapshot = NSDiffableDataSourceSnapshot<Mood, Track>()
    snapshot.appendSections(Mood.allCases)
    dataSource.apply(snapshot, animatingDifferences: false)
    for mood in Mood.allCases {
      var section = NSDiffableDataSourceSectionSnapshot<Track>()
      section.append(backingStore[mood] ?? [])
      dataSource.apply(section, to: mood, animatingDifferences: animated)
    }
  }
}
