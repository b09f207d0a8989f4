import CollectionSnapshot
import Testing
import UIKit

/// A grid of numbered swatches in the modern style: the layout, a cell registration and a
/// diffable data source, all made in `viewDidLoad`.
final class SwatchGridController: UIViewController {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Swatches"
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
      var content = cell.defaultContentConfiguration()
      content.text = "\(number)"
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, number in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(1...7))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// A provider that needs the controller, as apps write it: the controller must outlive the
  /// layout's use (a section provider returning `nil` for a section with items is an error).
  func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { [weak self] _, _ in self?.gridSection(columns: 3) }
  }

  func gridSection(columns: Int) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.interGroupSpacing = 5
    return section
  }
}

/// Chips sized by the controller as the flow layout's delegate.
final class ChipsController: UIViewController, UICollectionViewDelegateFlowLayout {
  let names = ["Oak", "Pine", "Birch"]
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  override func loadView() {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    layout.minimumInteritemSpacing = 8
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.delegate = self
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { _, _, _ in nil }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(names)
    dataSource.apply(snapshot)
    view = collectionView
  }

  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: Foundation.IndexPath) -> CGSize {
    CGSize(width: CGFloat(names[indexPath.item].count * 10 + 20), height: 32)
  }
}

/// A collection view controller that is its own data source.
final class CounterGridController: UICollectionViewController {
  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
}

@MainActor @Suite("UIKit API: screens from view controllers and data sources")
struct UIKitViewControllerScreenTests {
  let host = CollectionViewHost(contentInsetAdjustmentBehavior: .never)

  @Test("A view controller's layout and applied snapshot, made in the device's scope: a grid of three columns")
  func swatches() throws {
    let screen = try Screen(device: specPhone, host: host, viewController: SwatchGridController()) { (number: Int, _) in
      CellPlaceholder(kind: "Swatch", title: "\(number)")
    }
    #expect(screen.model.sections[0].items.map(\.id) == ["1", "2", "3", "4", "5", "6", "7"])
    #expect(screen.model.sections[0].items[6].content.title == "7")
    // 390 − 10 − 10 = 370 across three columns of 370/3; rows 100 high, 5 apart, inset 10.
    let layout = try screen.computeLayout()
    expectFrame(layout.cell(0), 10, 10, 370.0 / 3, 100)
    expectFrame(layout.cell(4), 10 + 370.0 / 3, 115, 370.0 / 3, 100)
    expectFrame(layout.cell(6), 10, 220, 370.0 / 3, 100)
    #expect(layout.contentSize == Size(width: 390, height: 330))
  }

  @Test("The flow layout's delegate is the collection view's: sizes from the controller")
  func chips() throws {
    let screen = try Screen(device: specPhone, host: host, viewController: ChipsController()) { (name: String, _) in CellPlaceholder(kind: "Chip", title: name) }
    // One incomplete line, packed to the leading edge: 16, 16 + 50 + 8, 74 + 60 + 8.
    let layout = try screen.computeLayout()
    expectFrame(layout.cell(0), 16, 0, 50, 32)
    expectFrame(layout.cell(1), 74, 0, 60, 32)
    expectFrame(layout.cell(2), 142, 0, 70, 32)
  }

  @Test("A collection view controller that is its own data source gives its counts")
  func counts() throws {
    let screen = try Screen(device: specPhone, host: host, viewController: CounterGridController()) { indexPath in CellPlaceholder(kind: "Counter") }
    #expect(screen.model.sections.map(\.items.count) == [3, 1])
    // Three 100-pt columns in 390: the 90 left over splits into two gaps of 45.
    let layout = try screen.computeLayout()
    expectFrame(layout.cell(1), 145, 0, 100, 100)
    expectFrame(layout.cell(0, 1), 0, 100, 100, 100)
  }

  @Test("No collection view, items of another type, or no diffable data source: errors that say which")
  func errors() throws {
    let none = #expect(throws: LayoutError.self) { try Screen(viewController: UIViewController()) { indexPath in CellPlaceholder() } }
    #expect(none?.reason == "UIViewController's view holds no UICollectionView or UITableView once loaded (loadView and viewDidLoad ran)")
    let wrongType = #expect(throws: LayoutError.self) { try Screen(viewController: SwatchGridController()) { (name: String, _) in CellPlaceholder(title: name) } }
    #expect(wrongType?.reason == "the items of UICollectionViewDiffableDataSource<Int, Int> are not String, the type the cell closure takes")
    let notDiffable = #expect(throws: LayoutError.self) { try Screen(viewController: CounterGridController()) { (number: Int, _) in CellPlaceholder() } }
    #expect(notDiffable?.reason.hasPrefix("the data source of CounterGridController's collection view is CounterGridController, not a UICollectionViewDiffableDataSource") == true)
  }

  @Test("A screen from a data source is the screen of its applied snapshot")
  func dataSource() throws {
    let controller = SwatchGridController()
    controller.loadViewIfNeeded()
    let fromDataSource = try Screen(device: specPhone, host: host, layout: controller.makeLayout(), dataSource: controller.dataSource) { (number, _) in
      CellPlaceholder(title: "\(number)")
    }
    let fromSnapshot = try Screen(device: specPhone, host: host, layout: controller.makeLayout(), snapshot: controller.dataSource.snapshot()) { (number, _) in
      CellPlaceholder(title: "\(number)")
    }
    #expect(LayoutDump.text(fromDataSource, layout: try fromDataSource.computeLayout()) == LayoutDump.text(fromSnapshot, layout: try fromSnapshot.computeLayout()))
    #expect(fromDataSource.model.sections[0].items.count == 7)
  }

  @Test("A flow layout made for a collection view with a delegate is sized by that delegate when the test names none")
  func attachedDelegate() throws {
    let layout = UICollectionViewFlowLayout()
    let delegate = SizesDelegate([[CGSize(width: 70, height: 20), CGSize(width: 90, height: 20)]])
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.delegate = delegate
    let screen = try Screen(device: specPhone, host: host, layout: layout, itemCounts: [2]) { _ in CellPlaceholder() }
    expectFrame(try screen.computeLayout().cell(1), 80, 0, 90, 20)
    withExtendedLifetime((delegate, collectionView)) {}
  }
}
