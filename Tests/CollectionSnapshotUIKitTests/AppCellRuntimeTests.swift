import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing
import UIKit

/// The headless collection view driving a screen made by the app's code: its providers are
/// called as cells appear, its views reused as UIKit reuses them.
@MainActor @Suite("UIKit API: the app's cells in the headless collection view")
struct AppCellRuntimeTests {
  /// The events' details from `index` on, for one callback.
  func details(_ view: HeadlessCollectionView, _ name: String, since index: Int = 0) -> [String] {
    view.trace.events(since: index).filter { $0.name == name }.map(\.detail)
  }

  func feed(_ controller: FeedController) throws -> Screen {
    try Screen(device: specPhone, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: controller)
  }

  @Test("Scrolling reuses the app's cells: a handler that forgets to reset its label shows the stale text, in the picture's screen and the trace")
  func staleText() throws {
    let controller = FeedController(resetsBadge: false)
    var view = try HeadlessCollectionView(try feed(controller))
    // 844 pt of 100-pt rows: rows 0–8 on show, each a new cell, each line naming its texts
    // (row 0's badge says SALE).
    #expect(details(view, "cellForItemAt") == (0...8).map { "cell [0,\($0)] SaleCell id=item-\($0) view=#\($0 + 1) texts=[\"item-\($0)\"\($0 == 0 ? ",\"SALE\"" : "")]" })
    #expect(controller.collectionView.indexPathsForVisibleItems == (0...8).map { Foundation.IndexPath(item: $0, section: 0) })
    let before = view.trace.events.count
    try view.scroll(to: Point(x: 0, y: 1000))
    // Rows 0–8 end displaying in order, so their cells queue as #1…#9; rows 10–18 appear and
    // take the last queued first: row 10 gets #9 (row 8's), …, row 18 gets #1, row 0's — the
    // one that showed SALE.
    #expect(details(view, "cellForItemAt", since: before) == (10...18).map {
      "cell [0,\($0)] SaleCell id=item-\($0) view=#\(19 - $0) reused texts=[\"item-\($0)\"\($0 == 18 ? ",\"SALE\"" : "")]"
    })
    let shown = view.currentScreen
    #expect(shown.model.sections[0].items[18].content.texts == ["item-18", "SALE"])
    #expect(shown.model.sections[0].items[17].content.texts == ["item-17"])
    let dump = LayoutDump.lines(shown, layout: try shown.computeLayout())
    let row = try #require(dump.firstIndex(of: "cell [0,18] SaleCell id=item-18 frame=(0, 1800, 390, 100) z=0"))
    #expect(dump[row + 2].hasPrefix(#"  UILabel "SALE" "#))
    // The screen as made shows every item as a first display does: no stale text.
    #expect(view.screen.model.sections[0].items[18].content.texts == ["item-18"])
  }

  @Test("A label not reset in prepareForReuse is a one-line trace diff: the reused cell's lines name the stale text")
  func reuseBugInTrace() throws {
    func trace(resetsBadge: Bool) throws -> String {
      var view = try HeadlessCollectionView(try feed(FeedController(resetsBadge: resetsBadge)))
      try view.scroll(to: Point(x: 0, y: 1000))
      return view.trace.text
    }
    let fixed = try trace(resetsBadge: true)
    let buggy = try trace(resetsBadge: false)
    // Row 18 takes row 0's cell (the last queued, first taken); with the bug it still says
    // SALE, on its cellForItemAt and willDisplay lines. Every other event is the same.
    let differing = zip(fixed.split(separator: "\n"), buggy.split(separator: "\n")).filter { $0 != $1 }.map { String($0.1) }
    #expect(differing.count == 2)
    #expect(differing.first?.hasSuffix(#" cellForItemAt cell [0,18] SaleCell id=item-18 view=#1 reused texts=["item-18","SALE"]"#) == true)
    #expect(differing.last?.hasSuffix(#" willDisplay cell [0,18] SaleCell id=item-18 texts=["item-18","SALE"]"#) == true)
    let described = TraceDiff.describe(reference: fixed, actual: buggy)
    #expect(described.count == 1)
    #expect(described.first?.contains(#"texts=["item-18"] → "#) == true)
  }

  @Test("A cell that resets itself in prepareForReuse shows its own item after reuse")
  func prepareForReuse() throws {
    let controller = FeedController(resetsBadge: true)
    var view = try HeadlessCollectionView(try feed(controller))
    try view.scroll(to: Point(x: 0, y: 1000))
    #expect(view.currentScreen.model.sections[0].items[18].content.texts == ["item-18"])
    #expect(controller.preparedForReuse == 9)
  }

  @Test("reconfigureItems calls the provider again on the same cell, with no prepareForReuse")
  func reconfigure() throws {
    let controller = FeedController(resetsBadge: true)
    var view = try HeadlessCollectionView(try feed(controller), options: HeadlessCollectionView.Options(dataSourceMode: .diffable))
    controller.prices["item-2"] = "$9"
    let before = view.trace.events.count
    try view.update(IdentifierBatch([.reconfigureItems(["item-2"])]))
    #expect(details(view, "cellForItemAt", since: before) == [#"cell [0,2] SaleCell id=item-2 view=#3 reconfigured texts=["item-2","$9"]"#])
    #expect(view.currentScreen.model.sections[0].items[2].content.texts == ["item-2", "$9"])
    #expect(controller.preparedForReuse == 0)
  }
}

extension AppCellRuntimeTests {
  @Test("After a delete moves the rows up, the collection view answers each cell at its new place")
  func cellsAfterDelete() throws {
    let controller = FeedController(resetsBadge: true)
    var view = try HeadlessCollectionView(try feed(controller), options: HeadlessCollectionView.Options(dataSourceMode: .diffable))
    try view.update(IdentifierBatch([.deleteItems(["item-0"])]))
    // 844 pt of 100-pt rows show rows 0–8: item-0's cell ends displaying, item-1…item-8 move up
    // to rows 0–7 in their cells, and item-9 comes in at row 8.
    let collectionView = controller.collectionView!
    #expect(collectionView.indexPathsForVisibleItems == (0...8).map { Foundation.IndexPath(item: $0, section: 0) })
    let names = (0...8).map { (collectionView.cellForItem(at: Foundation.IndexPath(item: $0, section: 0)) as? SaleCell)?.nameLabel.text }
    #expect(names == (1...9).map { "item-\($0)" })
    #expect(collectionView.visibleCells.count == 9)
  }

  @Test("Driven off the main actor, the app's views are not made: an error says why, nothing traps")
  func offTheMainActor() async throws {
    let screen = try feed(FeedController(resetsBadge: true))
    let message = await Task.detached { () -> String? in
      do {
        _ = try HeadlessCollectionView(screen)
        return nil
      } catch {
        return "\(error)"
      }
    }.value
    #expect(message?.contains("the app's cells and views are made on the main actor, as UIKit makes them") == true)
  }
}

/// A feed of 30 items; the first is on sale. Its cell shows the item's name, its price when it
/// has one, and SALE for an item on sale — without clearing it otherwise, unless `resetsBadge`.
final class FeedController: UIViewController {
  let resetsBadge: Bool
  var prices: [String: String] = [:]
  var preparedForReuse = 0
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  init(resetsBadge: Bool) {
    self.resetsBadge = resetsBadge
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 100)
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<SaleCell, String> { [unowned self] cell, _, item in
      cell.resets = resetsBadge
      cell.onReuse = { [unowned self] in preparedForReuse += 1 }
      cell.nameLabel.text = item
      if let price = prices[item] { cell.badgeLabel.text = price }
      if item == "item-0" { cell.badgeLabel.text = "SALE" }
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems((0..<30).map { "item-\($0)" })
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// A name and a badge.
final class SaleCell: UICollectionViewCell {
  let nameLabel = UILabel()
  let badgeLabel = UILabel()
  var resets = false
  var onReuse: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(nameLabel)
    contentView.addSubview(badgeLabel)
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    onReuse?()
    if resets { badgeLabel.text = nil }
  }
}
