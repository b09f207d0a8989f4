import CollectionSnapshotModel
import Foundation

/// UIKit's diffable data source over the package's ``DiffableDataSource``: it holds the applied
/// snapshot, answers index-path queries (layout code may ask it for a section's identifier) and
/// gives a screen its sections and items (`Screen(layout:dataSource:…)`). A screen made without
/// a cell closure calls its cell provider and supplementary view provider as UIKit does.
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
  /// The collection view it was made for.
  private(set) weak var collectionView: UICollectionView?
  /// The first exception UIKit would have raised applying a snapshot, if any.
  public private(set) var exception: UIKitException?

  /// Makes supplementary views.
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

  /// The cell provider's cell for the item at `indexPath` of the applied snapshot. A provider
  /// that returns `nil` is UIKit's exception ("UICollectionViewDiffableDataSource cell provider
  /// returned nil …"), thrown by the screen.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    guard let item = itemIdentifier(for: indexPath) else {
      UIKitExceptionRecorder.raise(
        UIKitException(reason: "Invalid parameter not satisfying: itemIdentifier", origin: "UICollectionViewDiffableDataSource.collectionView(_:cellForItemAt:)"))
      return UIKitMissingView(frame: .zero)
    }
    return providedCell(collectionView, indexPath, item: item) as? UICollectionViewCell ?? UIKitMissingView(frame: .zero)
  }

  /// The supplementary view provider's view. With no provider, UIKit's exception
  /// ("… requested a supplementary view, but a supplementaryViewProvider was not specified …"),
  /// thrown by the screen.
  open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    providedSupplementary(collectionView, kind: kind, at: indexPath) ?? UIKitMissingView(frame: .zero)
  }
}

extension UICollectionViewDiffableDataSource: UIKitProvidingDataSource {
  func providedCell(_ collectionView: UICollectionView, _ indexPath: IndexPath, item: Any) -> UICollectionReusableView? {
    guard let item = item as? ItemIdentifierType else { return nil }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      UIKitExceptionRecorder.raise(
        UIKitException(
          reason: "UICollectionViewDiffableDataSource cell provider returned nil for index path <NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.item)} "
            + "with item identifier '\(item)', which is not allowed. You must always return a cell to the collection view: <\(type(of: collectionView))>",
          origin: "UICollectionViewDiffableDataSource cell provider"))
      return nil
    }
    return cell
  }

  func providedSupplementary(_ collectionView: UICollectionView, kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
    guard let supplementaryViewProvider else {
      UIKitExceptionRecorder.raise(
        UIKitException(
          reason: "CollectionView <\(type(of: collectionView))> requested a supplementary view, but a supplementaryViewProvider was not specified on the diffable data source. "
            + "Please configure the diffable data source accordingly and add the supplementary provider",
          origin: "UICollectionViewDiffableDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)"))
      return nil
    }
    return supplementaryViewProvider(collectionView, kind, indexPath)
  }
}
