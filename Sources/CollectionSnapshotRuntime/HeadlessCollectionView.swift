public import CollectionSnapshotLayout
public import CollectionSnapshotModel

/// A collection view without a screen: it holds a ``Screen`` (model, layout, device), a content
/// offset and a virtual clock, and does what `UICollectionView` (driven by
/// SSCollectionViewPresenter's paging and pagination) does when it is scrolled, dragged, tapped,
/// updated and left to run — which cells and supplementary views are visible, which views are
/// dequeued and reused, which callbacks fire and in what order — recording every callback in a
/// ``Trace``.
///
/// It is a value: every operation either completes or throws and leaves the view as it was.
///
/// Order of callbacks within one layout pass (UIKit does not document it; this is the fixed
/// order): views that left the bounds end displaying first (`didEndDisplaying`, cells then
/// supplementaries, by index path), then the views that entered are dequeued and displayed
/// (`cellForItemAt` then `willDisplay` for each, same order), then prefetching.
public struct HeadlessCollectionView: Sendable {
  /// How reuse identifiers get registered.
  public enum Registration: Sendable, Hashable {
    /// Every cell kind and supplementary kind of the model is registered whenever the model is
    /// set, as SSCollectionViewPresenter does on every view-model assignment.
    case automatic
    /// Only these are registered (more with ``register(cell:)`` and
    /// ``register(supplementary:kind:)``): cell reuse identifiers, and supplementary reuse
    /// identifiers by element kind. Dequeuing anything else throws UIKit's message.
    case manual(cells: [String], supplementaries: [String: [String]] = [:])
  }

  /// How model changes reach the view.
  public enum DataSourceMode: Sendable, Hashable {
    /// A new model is shown with `reloadData()`.
    case traditional
    /// A new model is applied as a diffable snapshot: the changes between the two models as
    /// one batch update.
    case diffable
  }

  /// Everything about a view that is not the screen.
  public struct Options: Sendable {
    /// How reuse identifiers are registered.
    public var registration: Registration
    /// How model changes (loaded pages, new models) are shown.
    public var dataSourceMode: DataSourceMode
    /// SSCollectionViewPresenter's paging, or `nil` for none.
    public var paging: PagingConfiguration?
    /// Answers next-page requests, or `nil` to record them only.
    public var pageLoader: PageLoader?
    /// How far beyond the bounds (along the scroll axis, both ways) cells are prefetched, or
    /// `nil` for no prefetching.
    public var prefetchDistance: Double?
    /// Whether several items may be selected.
    public var allowsMultipleSelection: Bool
    /// Receives the events forwarded from cells (button taps), with the item's model.
    public var actionHandler: (@Sendable (CellEvent) -> Void)?

    /// Options; by default every kind is registered, the data source is traditional, and
    /// there is no paging, page loader or prefetching.
    public init(
      registration: Registration = .automatic, dataSourceMode: DataSourceMode = .traditional, paging: PagingConfiguration? = nil,
      pageLoader: PageLoader? = nil, prefetchDistance: Double? = nil, allowsMultipleSelection: Bool = false,
      actionHandler: (@Sendable (CellEvent) -> Void)? = nil
    ) {
      self.registration = registration
      self.dataSourceMode = dataSourceMode
      self.paging = paging
      self.pageLoader = pageLoader
      self.prefetchDistance = prefetchDistance
      self.allowsMultipleSelection = allowsMultipleSelection
      self.actionHandler = actionHandler
    }
  }

  /// A displayed view: which reusable view shows an element.
  public struct DisplayedView: Sendable, Hashable {
    /// The reuse identifier (the cell or supplementary kind's name).
    public var reuseIdentifier: String
    /// The view's number within its reuse identifier (`#1`, `#2`, …).
    public var number: Int
    /// The item's identifier, for cells.
    public var itemIdentifier: String?
  }

  /// The screen: model, layout definition, device.
  public internal(set) var screen: Screen
  /// The layout computed for the current model (with the items three times over for infinite
  /// paging).
  public internal(set) var layout: ComputedLayout
  /// The scroll position: the content offset and each orthogonal section's offset.
  public internal(set) var scrollState: ScrollState
  /// The virtual clock.
  public internal(set) var now: VirtualTime = .zero
  /// Every callback so far.
  public internal(set) var trace = Trace()
  /// Registrations and queued views.
  public internal(set) var reuseQueue = ReuseQueue()
  /// The displayed views, by element.
  public internal(set) var displayed: [ElementKey: DisplayedView] = [:]
  /// The selected items, in index-path order.
  public internal(set) var selectedItems: [IndexPath] = []
  /// The options the view was made with (paging may change through its own methods).
  public internal(set) var options: Options
  /// Work scheduled on the virtual clock, in firing order.
  public internal(set) var timers: [ScheduledTimer] = []
  /// Whether a next-page request is outstanding (reset when a page arrives).
  public internal(set) var isLoadingNextPage = false
  /// The current page (logical, `round(currentPage) % n`) while paging is active.
  public internal(set) var currentPageIndex = 0
  /// The paging geometry of the current layout, while paging is active.
  public internal(set) var pagingGeometry: PagingGeometry?
  /// How many times section 0's items are laid out (3 for infinite paging, else 1).
  public internal(set) var copies = 1
  /// Items prefetched and not yet displayed or cancelled.
  public internal(set) var prefetched: Set<IndexPath> = []
  var timerSequence = 0

  /// Whether several items may be selected (`allowsMultipleSelection`).
  public var allowsMultipleSelection: Bool {
    get { options.allowsMultipleSelection }
    set { options.allowsMultipleSelection = newValue }
  }

  /// How reuse identifiers are registered.
  public var registration: Registration { options.registration }

  /// A collection view showing `screen` at the screen's content offset (or at rest), with the
  /// first load done: the visible views are dequeued and displayed; with paging, the page
  /// callbacks around it, the move into the middle copy for infinite paging, and the first
  /// auto-rolling step scheduled.
  /// - Throws: the layout's error for a bad definition, a paging requirement not met, or
  ///   UIKit's dequeue message.
  public init(_ screen: Screen, options: Options = Options()) throws(RuntimeError) {
    try RuntimeLimits.check(options)
    try RuntimeLimits.checkPoints(screen.scrollState.contentOffset.x, screen.scrollState.contentOffset.y) { "the screen's content offset" }
    self.screen = screen
    self.options = options
    self.scrollState = screen.scrollState
    self.layout = try Self.computeLayout(screen, copies: 1)
    try relayout()
    switch options.registration {
    case .automatic:
      break
    case .manual(let cells, let supplementaries):
      for cell in cells { reuseQueue.register(cell) }
      for (kind, identifiers) in supplementaries.sorted(by: { $0.key < $1.key }) {
        for identifier in identifiers { reuseQueue.register(identifier, elementKind: kind) }
      }
    }
    try load()
  }

  /// A collection view with default options and a registration mode.
  public init(_ screen: Screen, registration: Registration) throws(RuntimeError) {
    try self.init(screen, options: Options(registration: registration))
  }

  // MARK: Registration

  /// Registers a cell reuse identifier (a cell kind's name).
  public mutating func register(cell reuseIdentifier: String) {
    reuseQueue.register(reuseIdentifier)
  }

  /// Registers a supplementary reuse identifier for an element kind (default: section header).
  public mutating func register(supplementary reuseIdentifier: String, kind: String = ElementCategory.sectionHeaderKind) {
    reuseQueue.register(reuseIdentifier, elementKind: kind)
  }

  mutating func registerModelKinds() {
    for section in screen.model.sections {
      for item in section.items { reuseQueue.register(item.kind) }
    }
    for attributes in layout.attributes {
      if case .supplementary(let kind) = attributes.category {
        reuseQueue.register(reuseIdentifier(for: ElementKey(attributes)), elementKind: kind)
      }
    }
  }

  // MARK: Layout

  /// The screen as laid out: section 0's items `copies` times (copies other than the middle
  /// one get distinct identifiers, `<id>~copy1`, `<id>~copy3`).
  static func laidOutScreen(_ screen: Screen, copies: Int) -> Screen {
    var laidOut = screen
    if copies > 1, !laidOut.model.sections.isEmpty {
      let items = laidOut.model.sections[0].items
      laidOut.model.sections[0].items = (0..<copies).flatMap { copy in
        items.map { item in
          var item = item
          if copy != copies / 2 { item.id += "~copy\(copy + 1)" }
          return item
        }
      }
    }
    return laidOut
  }

  static func computeLayout(_ screen: Screen, copies: Int) throws(RuntimeError) -> ComputedLayout {
    do { return try laidOutScreen(screen, copies: copies).computeLayout() } catch { throw RuntimeError("the screen cannot be laid out: \(error)") }
  }

  /// Lays out the current model, checks paging's requirements and registers the model's kinds.
  mutating func relayout() throws(RuntimeError) {
    let itemCount = screen.model.sections.first?.visibleItems.count ?? 0
    copies = options.paging?.copies(itemCount: itemCount) ?? 1
    layout = try Self.computeLayout(screen, copies: copies)
    if let paging = options.paging, paging.isActive {
      guard case .flow = screen.layout else {
        throw RuntimeError("paging works with a flow layout only (as in SSCollectionViewPresenter); this screen has a compositional layout")
      }
      // An empty model has nothing to page yet (its next-page request still fires).
      let isEmpty = layout.numberOfSections == 0 || (layout.numberOfSections == 1 && layout.numberOfItems(inSection: 0) == 0)
      pagingGeometry = isEmpty ? nil : try PagingGeometry(layout: layout, isAlignCenter: paging.isAlignCenter)
    } else {
      pagingGeometry = nil
    }
    if case .automatic = options.registration { registerModelKinds() }
  }

  // MARK: Queries

  /// The bounds: the container at the content offset (what the device shows, insets included).
  public var bounds: Rect {
    let size = layout.environment.containerSize
    return Rect(x: scrollState.contentOffset.x, y: scrollState.contentOffset.y, width: size.width, height: size.height)
  }

  /// The content offset.
  public var contentOffset: Point { scrollState.contentOffset }

  /// The index paths of the visible cells, sorted (`indexPathsForVisibleItems`).
  public var visibleItems: [IndexPath] {
    displayed.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
  }

  /// The visible supplementary views, sorted.
  public var visibleSupplementaries: [ElementKey] {
    displayed.keys.filter { $0.category != .cell }.sorted()
  }

  /// The item an index path of the layout shows: with infinite paging, item `i` of section 0
  /// is the model's item `i % n` (SSCollectionViewPresenter's modulo mapping).
  public func modelIndexPath(_ indexPath: IndexPath) -> IndexPath {
    guard copies > 1, indexPath.section == 0, let item = indexPath.item else { return indexPath }
    let count = screen.model.sections.first?.visibleItems.count ?? 1
    return IndexPath(item: item % max(count, 1), section: 0)
  }

  /// Whether an index path is in the copy whose callbacks are forwarded (always, unless
  /// infinite paging shows the items three times: then only the middle copy's are).
  func isForwarded(_ key: ElementKey) -> Bool {
    guard copies > 1, key.indexPath.section == 0, let item = key.indexPath.item else { return true }
    let count = screen.model.sections.first?.visibleItems.count ?? 0
    return item >= count && item < 2 * count
  }

  /// The reuse identifier of an element: the item's cell kind, or the supplementary view's kind
  /// (the raw element kind when the model names none).
  func reuseIdentifier(for key: ElementKey) -> String {
    switch key.category {
    case .cell:
      return screen.item(at: modelIndexPath(key.indexPath))?.kind ?? "UICollectionViewCell"
    case .supplementary(let kind):
      return screen.supplementary(kind: kind, section: key.indexPath.section)?.kind ?? kind
    case .decoration(let kind):
      return kind
    }
  }

  /// The elements that should be displayed at the current scroll position: cells and
  /// supplementaries whose frames (pinned and orthogonal offsets applied) intersect the bounds.
  /// - Complexity: a rect query, O(log n + k); independent of the number of items.
  func elementsInBounds() -> [LayoutAttributes] {
    layout.attributes(in: bounds, at: scrollState).filter {
      if case .decoration = $0.category { return false }
      return !$0.isHidden
    }
  }

  // MARK: Layout pass

  /// Ends displaying what left the bounds, then dequeues and displays what entered them, then
  /// prefetches.
  mutating func updateVisibleViews() throws(RuntimeError) {
    let inBounds = Set(elementsInBounds().map(ElementKey.init))
    let leaving = displayed.keys.filter { !inBounds.contains($0) }.sorted()
    let entering = inBounds.filter { displayed[$0] == nil }.sorted()
    for key in leaving { endDisplaying(key) }
    for key in entering { try display(key) }
    updatePrefetching()
  }

  mutating func endDisplaying(_ key: ElementKey) {
    guard let view = displayed.removeValue(forKey: key) else { return }
    if isForwarded(key) {
      let name = key.category == .cell ? "didEndDisplaying" : "didEndDisplayingSupplementary"
      record(name, TraceEvent.element(key, reuseIdentifier: view.reuseIdentifier, itemIdentifier: view.itemIdentifier) + " view=#\(view.number)")
    }
    reuseQueue.enqueue(view.number, reuseIdentifier: view.reuseIdentifier, elementKind: ReuseQueue.elementKind(of: key.category))
  }

  mutating func display(_ key: ElementKey) throws(RuntimeError) {
    let identifier = reuseIdentifier(for: key)
    let itemIdentifier = key.category == .cell ? screen.item(at: modelIndexPath(key.indexPath))?.id : nil
    let (number, reused) = try reuseQueue.dequeue(identifier, elementKind: ReuseQueue.elementKind(of: key.category))
    let element = TraceEvent.element(key, reuseIdentifier: identifier, itemIdentifier: itemIdentifier)
    let view = " view=#\(number)\(reused ? " reused" : "")"
    displayed[key] = DisplayedView(reuseIdentifier: identifier, number: number, itemIdentifier: itemIdentifier)
    if key.category == .cell {
      record("cellForItemAt", element + view)
      prefetched.remove(key.indexPath)
      checkNextRequest()
      if isForwarded(key) { record("willDisplay", element) }
    } else {
      record("viewForSupplementary", element + view)
      if isForwarded(key) { record("willDisplaySupplementary", element) }
    }
  }

  /// Appends an event at the current time.
  mutating func record(_ name: String, _ detail: String = "") {
    trace.append(TraceEvent(time: now, name: name, detail: detail))
  }

  // MARK: Transactions

  /// Runs `body` and keeps its result only when it does not throw; otherwise the view is put
  /// back as it was. The trace (append-only, and the one large thing that changes) is moved
  /// aside rather than copied, so a step costs the same however long the trace is.
  mutating func transaction(_ body: (inout HeadlessCollectionView) throws(RuntimeError) -> Void) throws(RuntimeError) {
    var history = Trace()
    swap(&history, &trace)
    let backup = self
    do {
      try body(&self)
    } catch {
      self = backup
      trace = history
      throw error
    }
    history.append(contentsOf: trace)
    trace = history
  }
}
