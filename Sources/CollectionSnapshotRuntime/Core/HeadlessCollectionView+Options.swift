public import CollectionSnapshotLayout
public import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// How reuse identifiers get registered.
  public enum Registration: Sendable, Hashable {
    /// Every cell kind and supplementary kind of the model is registered whenever the model is
    /// set, as SSCollectionViewPresenter does on every view-model assignment.
    case automatic
    /// Only these are registered (more with ``register(cell:)`` and
    /// ``register(supplementary:kind:)``, and by section handlers): cell reuse identifiers,
    /// and supplementary reuse identifiers by element kind. Dequeuing anything else throws
    /// UIKit's message.
    case manual(cells: [String], supplementaries: [String: [String]] = [:])
  }

  /// How model changes reach the view.
  public enum DataSourceMode: Sendable, Hashable {
    /// The presenter is the data source: a model is shown by `reloadData()`, and the presenter's
    /// `numberOfSections` work runs after every reload and batch (the empty-model page request,
    /// the return to the first page when centring, the move into the middle copy, auto-rolling
    /// restarted) — SSCollectionViewPresenter's `.traditional`.
    case traditional
    /// A diffable data source holds the applied snapshot: a model is shown by applying it (the
    /// changes as one batch, items matched by ``Options/identity``); `reloadData()` shows the
    /// applied snapshot again. The presenter is not the data source: infinite paging shows the
    /// items once, collapsed sections keep their items, and nothing runs after a reload
    /// (SSCollectionViewPresenter's `.diffable`).
    case diffable
  }

  /// Everything about a view that is not the screen.
  public struct Options: Sendable {
    /// How reuse identifiers are registered.
    public var registration: Registration
    /// How model changes (loaded pages, new models) are shown.
    public var dataSourceMode: DataSourceMode
    /// How a diffable apply matches the new model's sections and items with the old ones
    /// (identifiers by default, UIKit's rule).
    public var identity: IdentityRule
    /// SSCollectionViewPresenter's paging, or `nil` for none.
    public var paging: PagingConfiguration?
    /// When a next page is asked for (the presenter's own rule by default).
    public var nextPageTrigger: NextPageTrigger
    /// Answers next-page requests, or `nil` to record them only.
    public var pageLoader: PageLoader?
    /// How far beyond the bounds (along the scroll axis, both ways) cells are prefetched, or
    /// `nil` for no prefetching.
    public var prefetchDistance: Double?
    /// Whether several items may be selected.
    public var allowsMultipleSelection: Bool
    /// What the app does after a selection: nothing (it stays), or a programmatic deselection.
    public var deselection: DeselectionPattern
    /// Receives the events forwarded from cells' buttons (``HeadlessCollectionView/tapButton(in:)``),
    /// with the item's model.
    public var actionHandler: (@Sendable (CellEvent) -> Void)?
    /// Receive the actions senders forward (``HeadlessCollectionView/send(_:from:in:)``), each
    /// only the actions of its own type.
    public var actionHandlers: [ActionHandler]
    /// VSCollectionKit's section-handler registry, or `nil` for none.
    public var sectionHandlers: SectionHandlerRegistry?
    /// Element kinds for which the data source returns a view it did not dequeue (janodev's
    /// collection answers every kind but the header with a bare `UICollectionReusableView()`):
    /// displaying one throws UIKit's exception.
    public var undequeuedSupplementaryKinds: Set<String>
    /// How fast a drag's movement dies away after the finger lifts (`decelerationRate`).
    public var decelerationRate: DecelerationRate
    /// How the app supports interactive movement (its data source's `canMoveItemAt` and
    /// `moveItemAt:to:`, or a diffable data source's `reorderingHandlers`, and its delegate's
    /// target), or `nil` for none: ``HeadlessCollectionView/beginInteractiveMovementForItem(at:)``
    /// then returns false.
    public var reordering: Reordering?
    /// SSCollectionViewPresenter's drag-and-drop reordering (`setReorderEnabled(true)`), with
    /// its `onCanDragItem` answer (every item: `.all`), or `nil` when it is off.
    public var presenterReordering: MovableItems?

    /// Options; by default every kind is registered, the data source is traditional, items
    /// are matched by identifier, pages are asked for by the presenter's rule, drags
    /// decelerate at the normal rate, and there is no paging, page loader, prefetching,
    /// deselection, section-handler registry or reordering.
    public init(
      registration: Registration = .automatic, dataSourceMode: DataSourceMode = .traditional, identity: IdentityRule = .identifier,
      paging: PagingConfiguration? = nil, nextPageTrigger: NextPageTrigger = .presenter, pageLoader: PageLoader? = nil,
      prefetchDistance: Double? = nil, allowsMultipleSelection: Bool = false, deselection: DeselectionPattern = .none,
      actionHandler: (@Sendable (CellEvent) -> Void)? = nil, actionHandlers: [ActionHandler] = [],
      sectionHandlers: SectionHandlerRegistry? = nil, undequeuedSupplementaryKinds: Set<String> = [], decelerationRate: DecelerationRate = .normal,
      reordering: Reordering? = nil, presenterReordering: MovableItems? = nil
    ) {
      self.registration = registration
      self.dataSourceMode = dataSourceMode
      self.identity = identity
      self.paging = paging
      self.nextPageTrigger = nextPageTrigger
      self.pageLoader = pageLoader
      self.prefetchDistance = prefetchDistance
      self.allowsMultipleSelection = allowsMultipleSelection
      self.deselection = deselection
      self.actionHandler = actionHandler
      self.actionHandlers = actionHandlers
      self.sectionHandlers = sectionHandlers
      self.undequeuedSupplementaryKinds = undequeuedSupplementaryKinds
      self.decelerationRate = decelerationRate
      self.reordering = reordering
      self.presenterReordering = presenterReordering
    }
  }

  /// A displayed view: which reusable view shows an element, and what it was configured with.
  public struct DisplayedView: Sendable {
    /// The reuse identifier (the cell or supplementary kind's name).
    public var reuseIdentifier: String
    /// The view's number within its reuse identifier (`#1`, `#2`, …).
    public var number: Int
    /// The item's identifier, for cells.
    public var itemIdentifier: String?
    /// The item the cell was last configured with: what it shows until it is configured again
    /// (a kept item whose content changed stays stale).
    public var item: Item?
    /// The header or footer the view was last configured with.
    public var supplementary: SupplementaryView?
    /// The index path the view was dequeued at (what SSCollectionViewPresenter's action
    /// closures captured).
    public var dequeuedAt: IndexPath
    /// Whether the app's data source made the view (its views are read when the screen is
    /// drawn).
    public var fromApp = false

    /// Which view it is, as the app's views name it (``ScreenViewReading/Instance``).
    var instance: ScreenViewReading.Instance { ScreenViewReading.Instance(reuseIdentifier: reuseIdentifier, number: number) }
  }
}
