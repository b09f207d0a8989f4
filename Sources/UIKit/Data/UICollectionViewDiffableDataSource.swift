import CollectionSnapshotModel
import Foundation

/// UIKit's diffable data source over the package's ``DiffableDataSource``: it holds the applied
/// snapshot, answers index-path queries (layout code may ask it for a section's identifier) and
/// gives a screen its sections and items (`Screen(layout:dataSource:…)`). Cells are
/// placeholders: the cell and supplementary view providers are kept, never called.
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject,
  UICollectionViewDataSource
{
  /// Makes a cell for an item.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes a supplementary view.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  /// Reordering callbacks; accepted (reordering is the headless collection view's job).
  public struct ReorderingHandlers {
    /// UIKit asks whether an item can be moved. Kept, not called here.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// UIKit calls it before a move is applied, with the transaction. Kept, not called here.
    public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// UIKit calls it after a move is applied, with the transaction. Kept, not called here.
    public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// No handlers.
    public init() {}
  }

  /// Outline callbacks; accepted.
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    /// UIKit asks whether a parent item may expand. Kept, not called here.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// UIKit calls it before a parent item expands. Kept, not called here.
    public var willExpandItem: ((Item) -> Void)?
    /// UIKit asks whether a parent item may collapse. Kept, not called here.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// UIKit calls it before a parent item collapses. Kept, not called here.
    public var willCollapseItem: ((Item) -> Void)?
    /// UIKit asks for the section snapshot to show when a parent item expands. Kept, not called here.
    public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
    /// No handlers.
    public init() {}
  }

  private var base = DiffableDataSource<SectionIdentifierType, ItemIdentifierType>()
  private let cellProvider: CellProvider
  private weak var collectionView: UICollectionView?
  /// The first exception UIKit would have raised applying a snapshot, if any.
  public private(set) var exception: UIKitException?

  /// Makes supplementary views; kept, not called.
  open var supplementaryViewProvider: SupplementaryViewProvider?
  /// Reordering callbacks.
  open var reorderingHandlers = ReorderingHandlers()
  /// Outline callbacks.
  open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// A data source for `collectionView` (it becomes the view's data source).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    self.collectionView = collectionView
    super.init()
    collectionView.dataSource = self
  }

  /// Takes the snapshot (the differences are the headless collection view's business).
  open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    keep(snapshot.exception)
    base.apply(snapshot.base)
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
    completion?()
  }

  /// Makes a section's items the section snapshot's visible items.
  open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    keep(snapshot.exception)
    do {
      try base.apply(snapshot.base, to: section)
    } catch {
      keep(UIKitExceptionRecorder.raise(UIKitException(reason: error.message, origin: "UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)")))
    }
    completion?()
  }

  /// What UIKit logged to the console while the applied snapshots were built.
  var logged: [String] { base.logged }

  private func keep(_ raised: UIKitException?) {
    if exception == nil, let raised { exception = raised }
  }

  /// The applied snapshot.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    NSDiffableDataSourceSnapshot(base.snapshot())
  }

  /// A section's outline.
  open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    NSDiffableDataSourceSectionSnapshot(base.snapshot(for: section))
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

  // MARK: UICollectionViewDataSource

  /// The number of sections of the applied snapshot.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { base.itemCounts.count }

  /// The number of items of a section of the applied snapshot.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    section >= 0 && section < base.itemCounts.count ? base.itemCounts[section] : 0
  }

  /// An empty cell: cells are not made on Linux (the cell provider, which would dequeue the
  /// app's cells, is not called; a screen's cells are the placeholders its test describes).
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }

  /// An empty view: views are not made on Linux (the supplementary view provider is not called).
  open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
}
