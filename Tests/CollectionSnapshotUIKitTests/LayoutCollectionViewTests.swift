import CollectionSnapshot
import Testing
import UIKit

/// The app's own collection view class, with state its layout code reads.
final class ShelfCollectionView: UICollectionView {
  /// How many books a shelf shows side by side.
  var booksPerShelf = 3
}

/// What a section provider saw of `layout.collectionView` while it ran.
struct SeenCollectionView: Equatable {
  var isShelf: Bool
  var booksPerShelf: Int?
  var bounds: CGRect
  var frame: CGRect
  var contentOffset: CGPoint
  var adjustedContentInset: UIEdgeInsets
  var safeAreaInsets: UIEdgeInsets
  var layoutMargins: UIEdgeInsets
  var sections: Int
  var items: [Int]
  var horizontalSizeClass: UIUserInterfaceSizeClass
  var displayScale: CGFloat
}

/// A controller with its own collection view subclass, whose provider casts the layout's
/// collection view to that class, as apps write it.
final class ShelfController: UIViewController {
  var collectionView: ShelfCollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  var seen: [SeenCollectionView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = ShelfCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: makeLayout())
    collectionView.booksPerShelf = 4
    view.addSubview(collectionView)
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { _, _, _ in nil }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["Emma", "Persuasion", "Sanditon", "Lady Susan", "Mansfield Park"], toSection: 0)
    snapshot.appendItems(["Beowulf", "Njáls saga"], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { [unowned self] _, _ in
      let shelf = self.collectionViewLayout()
      let books = CGFloat((shelf.collectionView as? ShelfCollectionView)?.booksPerShelf ?? 1)
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / books), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
  }

  /// The layout as the provider reaches it: through the collection view, recording what it sees.
  func collectionViewLayout() -> UICollectionViewLayout {
    let layout = collectionView.collectionViewLayout
    if let view = layout.collectionView { seen.append(SeenCollectionView(view)) }
    return layout
  }
}

extension SeenCollectionView {
  @MainActor init(_ view: UICollectionView) {
    isShelf = view is ShelfCollectionView
    booksPerShelf = (view as? ShelfCollectionView)?.booksPerShelf
    bounds = view.bounds
    frame = view.frame
    contentOffset = view.contentOffset
    adjustedContentInset = view.adjustedContentInset
    safeAreaInsets = view.safeAreaInsets
    layoutMargins = view.layoutMargins
    sections = view.numberOfSections
    items = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    horizontalSizeClass = view.traitCollection.horizontalSizeClass
    displayScale = view.traitCollection.displayScale
  }
}

/// A layout's `collectionView` is the collection view the app put it on — its class, data
/// source and state — configured for the device and host under test.
@MainActor @Suite("UIKit API: the layout's collection view is the app's")
struct LayoutCollectionViewTests {
  /// An iPhone 15 (393 × 852, safe area 59 / 34) with no bars: the collection view fills the
  /// screen; scrolling vertically with `.automatic` adjustment, its adjusted inset is the safe
  /// area's top and bottom, so at rest it is scrolled to y = −59; its margins are the safe
  /// area's top and bottom and the device's side margin of 16.
  static let iPhone15View = SeenCollectionView(
    isShelf: true, booksPerShelf: 4, bounds: CGRect(x: 0, y: -59, width: 393, height: 852), frame: CGRect(x: 0, y: 0, width: 393, height: 852),
    contentOffset: CGPoint(x: 0, y: -59), adjustedContentInset: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), layoutMargins: UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16),
    sections: 2, items: [5, 2], horizontalSizeClass: .compact, displayScale: 3)

  @Test("A provider casting layout.collectionView to the app's subclass gets the app's view, configured for the device")
  func appSubclass() throws {
    var controller: ShelfController?
    let screen = try Screen(device: .iPhone15, viewController: {
      let made = ShelfController()
      controller = made
      return made
    }()) { (title: String, _) in CellPlaceholder(kind: "Book", title: title) }
    let seen = try #require(controller?.seen)
    // One call per section, each seeing the app's ShelfCollectionView with 4 books a shelf.
    #expect(seen == [Self.iPhone15View, Self.iPhone15View])
    // 4 books a shelf: 1/4 of 393 is 98.25, floored to the @3x pixel grid (spec §2.2: 294.75 px
    // → 294 px) = 98 pt, side by side from x = 0 with nothing redistributed; rows of 120.
    let layout = try screen.computeLayout()
    expectFrame(layout.cell(1), 98, 0, 98, 120)
    expectFrame(layout.cell(4), 0, 120, 98, 120)
    expectFrame(layout.cell(0, 1), 0, 240, 98, 120)
  }

  @Test("A layout made for the app's own view, passed to Screen(layout:), is laid out in that view")
  func ownViewPassedAsLayout() throws {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    let view = ShelfCollectionView(frame: .zero, collectionViewLayout: layout)
    var seen: [SeenCollectionView] = []
    // Weakly, as an app's provider refers to its view: the view keeps its layout, which keeps this closure.
    let probe = UICollectionViewCompositionalLayout { [weak view] _, _ in
      if let own = view?.collectionViewLayout.collectionView { seen.append(SeenCollectionView(own)) }
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
      return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))
    }
    view.collectionViewLayout = probe
    #expect(layout.collectionView == nil, "the former layout is detached, as in UIKit")
    _ = try Screen(device: .iPhone15, layout: probe, itemCounts: [2, 3]) { _ in CellPlaceholder() }
    #expect(seen.count == 2)
    #expect(seen.first?.isShelf == true)
    #expect(seen.first?.items == [2, 3])
    #expect(seen.first?.bounds == CGRect(x: 0, y: -59, width: 393, height: 852))
    #expect(probe.collectionView === view)
  }

  @Test("A layout on no view is laid out in one made for it, answering the screen's counts and the device's geometry")
  func madeView() throws {
    var seen: [SeenCollectionView] = []
    weak var layoutRef: UICollectionViewLayout?
    let layout = UICollectionViewCompositionalLayout { _, _ in
      if let view = layoutRef?.collectionView { seen.append(SeenCollectionView(view)) }
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
      return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item]))
    }
    layoutRef = layout
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4], toSection: "c")
    _ = try Screen(device: .iPhoneSE, layout: layout, snapshot: snapshot) { _, _ in CellPlaceholder() }
    // iPhone SE: 375 × 667, safe area 20 at the top (the status bar), nothing at the bottom.
    #expect(seen.count == 3)
    #expect(seen.first?.isShelf == false)
    #expect(seen.first?.items == [3, 0, 1])
    #expect(seen.first?.bounds == CGRect(x: 0, y: -20, width: 375, height: 667))
    #expect(seen.first?.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(seen.first?.displayScale == 2)
  }

  @Test("Asking for the items of a section that does not exist raises UIKit's exception")
  func sectionOutOfRange() throws {
    weak var layoutRef: UICollectionViewLayout?
    let layout = UICollectionViewCompositionalLayout { index, _ in
      _ = layoutRef?.collectionView?.numberOfItems(inSection: index + 2)
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
      return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item]))
    }
    layoutRef = layout
    #expect(throws: UIKitException(reason: "request for number of items in section 2 when there are only 2 sections in the collection view", origin: "UICollectionView.numberOfItems(inSection:)")) {
      try Screen(layout: layout, itemCounts: [1, 1]) { _ in CellPlaceholder() }
    }
  }
}
