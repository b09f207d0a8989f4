import Foundation

/// The collection view layout code reads: its bounds and frame, its layout, its insets and safe
/// area, its delegate. A screen made from UIKit values makes one for the device under test and
/// hands it to the layout and the flow delegate. Its registrations, dequeues and cell queries
/// (`UICollectionView+Cells.swift`) make the app's own views when a screen asks its data source.
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
  /// The axis a layout scrolls along.
  public enum ScrollDirection: Int, Sendable, Hashable {
    case vertical, horizontal
  }

  /// How soon items move out of the way of a drag.
  public enum ReorderingCadence: Int, Sendable, Hashable {
    case immediate, fast, slow
  }

  /// What an element of a layout is.
  public enum ElementCategory: UInt, Sendable, Hashable {
    case cell, supplementaryView, decorationView
  }

  /// Where `scrollToItem(at:at:animated:)` puts an item.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// A value from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // UIKit's scroll positions.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of flow-layout section headers (and list headers).
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of flow-layout section footers (and list footers).
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout. Setting another one detaches the former layout (its `collectionView` becomes
  /// `nil`), as in UIKit.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      if oldValue !== collectionViewLayout, oldValue.attachedCollectionView === self { oldValue.attachedCollectionView = nil }
      collectionViewLayout.attachedCollectionView = self
    }
  }
  /// What the package set for the screen being laid out: the item counts the view reports
  /// (as UIKit caches its data source's counts when it lays out) and the traits of the device
  /// under test; `nil` until the view is configured for a screen (see `UIKitHost`).
  var hostState: UICollectionViewHostState? {
    didSet { hostTraits = hostState?.traitCollection }
  }
  /// The host state's traits, read without copying the state (a cell reads them each time it
  /// is configured).
  @exclusivity(unchecked) private var hostTraits: UITraitCollection?

  /// The traits of the device under test: the device the package configured the view for.
  open override var traitCollection: UITraitCollection { hostTraits ?? super.traitCollection }
  /// The delegate (a flow layout asks it for sizes, insets and spacings).
  open weak var delegate: (any UICollectionViewDelegate)?
  /// The delegate as a scroll view's (its `delegate` as seen through `UIScrollView`).
  override var scrollViewDelegate: (any UIScrollViewDelegate)? {
    get { delegate }
    set { delegate = newValue as? any UICollectionViewDelegate }
  }
  /// The data source.
  open weak var dataSource: (any UICollectionViewDataSource)?
  /// Whether cells can be selected.
  open var allowsSelection = true
  /// Whether several cells can be selected.
  open var allowsMultipleSelection = false
  /// A view behind the cells.
  open var backgroundView: UIView?
  /// Whether the collection view reorders on a long press.
  open var dragInteractionEnabled = false
  /// Whether a drag held over it springs it open (UISpringLoadedInteractionSupporting; kept,
  /// as no drag happens on a screen; UIKit's default: false).
  open var isSpringLoaded = false
  /// The delegate that gives drags their items.
  open weak var dragDelegate: (any UICollectionViewDragDelegate)?
  /// The delegate that takes drops.
  open weak var dropDelegate: (any UICollectionViewDropDelegate)?
  /// Whether a drag of its items is under way (never at rest).
  open var hasActiveDrag: Bool { false }
  /// Whether a drop on it is under way (never at rest).
  open var hasActiveDrop: Bool { false }
  /// How soon items move out of the way of a drag.
  open var reorderingCadence: ReorderingCadence = .immediate
  /// The prefetching data source (kept; nothing is prefetched for a screen).
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  /// The registered classes and registrations, and the views made and shown
  /// (`UICollectionView+Cells.swift`).
  let reusableViews = UIKitReusableViews()

  /// A collection view with a frame and a layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
    layout.attachedCollectionView = self
  }

  /// A collection view without a layout (`init(frame:)`, `init()`, or made through its class):
  /// UIKit raises "UICollectionView must be initialized with a non-nil layout parameter", raised
  /// here in the current scope; the view takes a flow layout so that the code after it runs.
  public convenience override init(frame: CGRect) {
    UIKitExceptionRecorder.raise(
      UIKitException(
        name: UIKitException.invalidArgument, reason: "UICollectionView must be initialized with a non-nil layout parameter",
        origin: "-[UICollectionView initWithFrame:]"))
    self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
  }

  /// A collection view decoded from an Interface Builder file: its layout (a flow layout's
  /// sizes, spacings and insets, or a layout class of the app's) and its prototype cells and
  /// supplementary views, registered for their reuse identifiers. Another coder makes none.
  public required init?(coder: NSCoder) {
    guard let nib = coder as? UIKitNibCoder else { return nil }
    self.collectionViewLayout = nib.loader.collectionViewLayout(of: nib.element)
    super.init(coder: coder)
    collectionViewLayout.attachedCollectionView = self
  }

  /// Sets the layout.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// Sets the layout.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
    collectionViewLayout = layout
    completion?(true)
  }

  /// Accepted: a screen is laid out from its data each time.
  open func reloadData() {}

  /// Runs the updates at once.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }

  /// Runs the updates at once. UIKit's `updates` block is `NS_NOESCAPE`: code inside an
  /// extension of the collection view calls its methods without `self.`, as on iOS.
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
  }

  /// Accepted (scrolling is the headless collection view's job).
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

  /// The layout's scroll axis counts as scrollable whatever the content's length, as the host a
  /// screen is laid out in computes it; the other axis when the view always bounces along it.
  override var scrollableAxes: (vertical: Bool, horizontal: Bool) {
    UIKitLayoutTranslation.scrollableAxes(
      of: collectionViewLayout, scrollDirection: hostState?.scrollDirection, alwaysBounceVertical: alwaysBounceVertical,
      alwaysBounceHorizontal: alwaysBounceHorizontal)
  }

  /// The attributes the layout computed for an item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The attributes the layout computed for a supplementary view.
  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  // MARK: Data

  /// The number of sections: those of the screen being laid out once the package configured
  /// the view for it; before that, as the data source reports them.
  open var numberOfSections: Int {
    if let counts = hostState?.itemCounts { return counts.count }
    return dataSource.map { $0.numberOfSections(in: self) } ?? 0
  }

  /// The number of items of a section: the screen's once the package configured the view for
  /// it (a section that does not exist raises UIKit's exception, thrown when the screen is
  /// made, and answers 0); before that, as the data source reports them.
  open func numberOfItems(inSection section: Int) -> Int {
    if let counts = hostState?.itemCounts {
      guard section >= 0, section < counts.count else {
        UIKitExceptionRecorder.raise(
          UIKitException(
            reason: "request for number of items in section \(section) when there are only \(counts.count) sections in the collection view",
            origin: "UICollectionView.numberOfItems(inSection:)"))
        return 0
      }
      return counts[section]
    }
    return dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  /// Accepted: a screen is laid out from its data each time.
  open func reloadItems(at indexPaths: [IndexPath]) {}
  /// Accepted.
  open func reconfigureItems(at indexPaths: [IndexPath]) {}
  /// Accepted.
  open func insertItems(at indexPaths: [IndexPath]) {}
  /// Accepted.
  open func deleteItems(at indexPaths: [IndexPath]) {}
  /// Accepted.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  /// Accepted.
  open func reloadSections(_ sections: IndexSet) {}
  /// Accepted.
  open func insertSections(_ sections: IndexSet) {}
  /// Accepted.
  open func deleteSections(_ sections: IndexSet) {}
  /// Accepted.
  open func moveSection(_ section: Int, toSection newSection: Int) {}

  // MARK: Selection and editing (the headless collection view's job; kept here)

  /// The selected items.
  open private(set) var indexPathsForSelectedItems: [IndexPath]? = []
  /// Selects an item.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else { return }
    if !allowsMultipleSelection { indexPathsForSelectedItems = [] }
    if indexPathsForSelectedItems?.contains(indexPath) != true { indexPathsForSelectedItems?.append(indexPath) }
  }
  /// Deselects an item.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    indexPathsForSelectedItems?.removeAll { $0 == indexPath }
  }
  /// Whether the collection view is editing.
  @exclusivity(unchecked) open var isEditing = false
  /// Whether cells can be selected while editing.
  open var allowsSelectionDuringEditing = false
  /// Whether several cells can be selected while editing.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether selection follows focus.
  open var selectionFollowsFocus = false
  /// Whether cells are prefetched.
  open var isPrefetchingEnabled = true
  /// Whether the last focused item is remembered.
  open var remembersLastFocusedIndexPath = false
}


