import CollectionSnapshotModel
import Foundation

/// UIKit's diffable data source of a table over the package's ``DiffableDataSource``: it holds
/// the applied snapshot, answers the table's counts and index-path queries, and makes each
/// row's cell with its cell provider. Like UIKit's, it implements every method of
/// `UITableViewDataSource`, so a subclass overrides them: section titles
/// (`tableView(_:titleForHeaderInSection:)`), editing (`canEditRowAt`, `commit`) and moving.
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject,
  UITableViewDataSource
{
  /// Makes a row's cell.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private var base = DiffableDataSource<SectionIdentifierType, ItemIdentifierType>()
  private let cellProvider: CellProvider
  /// The table it was made for.
  private(set) weak var tableView: UITableView?
  /// The first exception UIKit would have raised applying a snapshot, if any.
  public private(set) var exception: UIKitException?
  /// How rows animate when a snapshot is applied (not shown: snapshots show the end state).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// A data source for `tableView` (it becomes the table's data source).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    self.tableView = tableView
    super.init()
    tableView.dataSource = self
  }

  /// Takes the snapshot; a table laid out for a screen takes its counts.
  open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    keep(snapshot.exception)
    base.apply(snapshot.base)
    tableTakesCounts()
    completion?()
  }

  /// Takes the snapshot.
  open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Takes the snapshot without diffing.
  open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
    keep(snapshot.exception)
    base.applySnapshotUsingReloadData(snapshot.base)
    tableTakesCounts()
    completion?()
  }

  /// The applied snapshot.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    NSDiffableDataSourceSnapshot(base.snapshot())
  }

  /// The item at an index path.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    indexPath.count == 2 ? base.itemIdentifier(for: indexPath.engine) : nil
  }

  /// An item's index path.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    base.indexPath(for: itemIdentifier).map { IndexPath(engine: $0) }
  }

  /// The section at an index.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { base.sectionIdentifier(for: index) }

  /// A section's index.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { base.index(for: sectionIdentifier) }

  /// What UIKit logged to the console while the applied snapshots were built.
  var logged: [String] { base.logged }

  private func keep(_ raised: UIKitException?) {
    if exception == nil, let raised { exception = raised }
  }

  private func tableTakesCounts() {
    if let tableView, tableView.hostState != nil { tableView.hostState?.rowCounts = base.itemCounts }
  }

  // MARK: UITableViewDataSource (a subclass overrides these)

  /// The number of sections of the applied snapshot.
  open func numberOfSections(in tableView: UITableView) -> Int { base.itemCounts.count }

  /// The number of rows of a section of the applied snapshot.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section >= 0 && section < base.itemCounts.count ? base.itemCounts[section] : 0
  }

  /// The cell provider's cell for the row's item. A provider that returns `nil` is UIKit's
  /// exception, thrown by the screen.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath) else {
      UIKitExceptionRecorder.raise(
        UIKitException(reason: "Invalid parameter not satisfying: itemIdentifier", origin: "UITableViewDiffableDataSource.tableView(_:cellForRowAt:)"))
      return UIKitMissingTableCell(style: .default, reuseIdentifier: nil)
    }
    return providedCell(tableView, indexPath, item: item) ?? UIKitMissingTableCell(style: .default, reuseIdentifier: nil)
  }

  /// No title (a subclass overrides it).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No title (a subclass overrides it).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// No row can be edited unless a subclass says so, as in UIKit.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  /// Nothing to commit unless a subclass does it.
  open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
  /// No row can be moved unless a subclass says so, as in UIKit.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Moves the item in the applied snapshot, as UIKit's diffable data source does when the
  /// user reorders a row.
  open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    guard sourceIndexPath != destinationIndexPath, let item = itemIdentifier(for: sourceIndexPath) else { return }
    var next = base.snapshot()
    try? next.deleteItems([item])
    let section = next.sectionIdentifiers.indices.contains(destinationIndexPath.section) ? next.sectionIdentifiers[destinationIndexPath.section] : nil
    guard let section, let items = try? next.itemIdentifiers(inSection: section) else { return }
    if destinationIndexPath.row < items.count {
      try? next.insertItems([item], beforeItem: items[destinationIndexPath.row])
    } else {
      try? next.appendItems([item], toSection: section)
    }
    base.apply(next)
  }
  /// No section index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The title's position.
  open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

extension UITableViewDiffableDataSource: UIKitTableProvidingDataSource, UIKitTableSnapshotSource {
  func providedCell(_ tableView: UITableView, _ indexPath: IndexPath, item: Any) -> UITableViewCell? {
    guard let item = item as? ItemIdentifierType else { return nil }
    guard let cell = cellProvider(tableView, indexPath, item) else {
      UIKitExceptionRecorder.raise(
        UIKitException(
          reason: "UITableView dataSource returned a nil cell for row at index path: <NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.row)}. "
            + "Table view: <\(type(of: tableView))>, dataSource: <\(type(of: self))>",
          origin: "UITableViewDiffableDataSource cell provider"))
      return nil
    }
    return cell
  }

  var raised: UIKitException? { exception }

  func anySections() -> [(Any, [Any])] {
    let applied = base.snapshot()
    return applied.sectionIdentifiers.map { section in (section as Any, ((try? applied.itemIdentifiers(inSection: section)) ?? []).map { $0 as Any }) }
  }
}

/// A diffable table data source seen without its types: its applied snapshot's sections and
/// items, and what applying snapshots raised and logged.
@MainActor
protocol UIKitTableSnapshotSource: AnyObject {
  /// The first exception UIKit would have raised applying a snapshot.
  var raised: UIKitException? { get }
  /// What UIKit logged while the applied snapshots were built.
  var logged: [String] { get }
  /// The sections (their identifiers) and their items.
  func anySections() -> [(Any, [Any])]
}
