public import CollectionSnapshotLayout
public import CollectionSnapshotModel

/// A collection view without a screen: it holds a ``Screen`` (model, layout, device), a content
/// offset and a virtual clock, and does what `UICollectionView` (driven by
/// SSCollectionViewPresenter's paging, pagination and model API) does when it is scrolled,
/// dragged, tapped, updated and left to run — which cells and supplementary views are visible,
/// which views are dequeued and reused, which callbacks fire and in what order — recording every
/// callback in a ``Trace``.
///
/// It keeps two models, as an app on the presenter has them: the presenter's view model
/// (``presenterModel``: what model edits, page loads and assignments change) and the data the
/// collection view shows (``screen``'s model: taken from the presenter's at `reloadData()`, or
/// applied as a diffable snapshot).
///
/// It is a value: every operation either completes or throws and leaves the view as it was.
///
/// Order of callbacks within one layout pass (UIKit does not document it; this is the fixed
/// order): views that left the bounds end displaying first (`didEndDisplaying`, cells then
/// supplementaries, by index path), then the views that entered are dequeued and displayed
/// (`cellForItemAt` then `willDisplay` for each, same order), then prefetching.
public struct HeadlessCollectionView: Sendable {
  /// The screen: the shown model, layout definition, device.
  public internal(set) var screen: Screen
  /// The presenter's view model: what it answers cells from in traditional mode and what the
  /// next `reloadData()` or `applySnapshot()` shows.
  public internal(set) var presenterModel: ViewModel
  /// The layout computed for the shown model (with a section's items three times over for
  /// infinite paging in traditional mode).
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
  /// The selected items (UIKit's `indexPathsForSelectedItems`), in index-path order.
  public internal(set) var selectedItems: [IndexPath] = []
  /// The options the view was made with (paging changes through its own methods).
  public internal(set) var options: Options
  /// Work scheduled on the virtual clock, in firing order.
  public internal(set) var timers: [ScheduledTimer] = []
  /// Whether a next-page request is outstanding (reset by every model assignment).
  public internal(set) var isLoadingNextPage = false
  /// The current page (logical, `round(currentPage) % n`) while paging is active.
  public internal(set) var currentPageIndex = 0
  /// The presenter's `isProgrammaticScrollAnimating`: set by `moveToNext/PreviousPage`, cleared
  /// when a scroll animation ends or a step stops at an end.
  public internal(set) var isProgrammaticScrollAnimating = false
  /// The presenter's `pendingPageOffset`: page moves asked for while its flag was set, flushed
  /// as one move when a scroll animation ends.
  public internal(set) var pendingPageOffset = 0
  /// The scroll animation in flight, if any (a programmatic page move runs on the clock).
  public internal(set) var animation: ScrollAnimation?
  /// Items prefetched and not yet displayed or cancelled.
  public internal(set) var prefetched: Set<IndexPath> = []
  /// The section handler made for each section identifier (``Options/sectionHandlers``).
  public internal(set) var sectionHandlers: [String: String] = [:]
  /// The interactive movement in progress, if any (``beginInteractiveMovementForItem(at:)``).
  public internal(set) var interactiveMovement: InteractiveMovement?
  /// The app's own views, when the screen was made from an app's collection view: asked for
  /// each element as it appears (``HeadlessCollectionView+AppViews``).
  let appViews: (any ScreenViewSession)?
  /// Whether the screen is a table's: its trace names `UITableView`'s callbacks
  /// (``CallbackNames``).
  let isTable: Bool
  /// Pages asked for by the prefetch trigger (each once).
  var requestedPages: Set<Int> = []
  var timerSequence = 0

  /// Whether several items may be selected (`allowsMultipleSelection`).
  public var allowsMultipleSelection: Bool {
    get { options.allowsMultipleSelection }
    set { options.allowsMultipleSelection = newValue }
  }

  /// How reuse identifiers are registered.
  public var registration: Registration { options.registration }

  /// The presenter's paging configuration (its default, everything off, when none was given).
  public var paging: PagingConfiguration { options.paging ?? PagingConfiguration(isEnabled: false) }

  /// A collection view showing `screen` at the screen's content offset (or at rest), with the
  /// first load done: the presenter is given the model (page callbacks around it), the visible
  /// views are dequeued and displayed, and in traditional mode the presenter's
  /// `numberOfSections` work runs (the empty-model page request; then, with paging, the move
  /// to the first centred page, into the middle copy, and the first auto-rolling step
  /// scheduled 3 s on).
  /// - Throws: the layout's error for a bad definition, UIKit's dequeue message, or a section
  ///   handler registry's error.
  public init(_ screen: Screen, options: Options = Options()) throws(RuntimeError) {
    try RuntimeLimits.check(options)
    try RuntimeLimits.checkPoints(screen.scrollState.contentOffset.x, screen.scrollState.contentOffset.y) { "the screen's content offset" }
    self.screen = screen
    self.presenterModel = screen.model
    self.options = options
    self.appViews = screen.viewSource?.makeSession()
    if case .table = screen.layout { isTable = true } else { isTable = false }
    self.scrollState = screen.scrollState
    self.layout = try Self.computeLayout(Self.laidOut(screen, options: options))
    record(layout.layoutObjectEvents)
    switch options.registration {
    case .automatic:
      break
    case .manual(let cells, let supplementaries):
      for cell in cells { reuseQueue.register(cell) }
      for (kind, identifiers) in supplementaries.sorted(by: { $0.key < $1.key }) {
        for identifier in identifiers { reuseQueue.register(identifier, elementKind: kind) }
      }
    }
    try relayout()
    try load()
    configureDragDrop()
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

  /// Registers every kind the presenter's model names, as the presenter does on every
  /// assignment, and the shown layout's supplementary kinds.
  mutating func registerModelKinds() {
    guard case .automatic = options.registration else { return }
    for model in [presenterModel, screen.model] {
      for section in model.sections {
        for item in section.items { reuseQueue.register(item.kind) }
      }
    }
    for attributes in layout.attributes {
      if case .supplementary(let kind) = attributes.category {
        reuseQueue.register(reuseIdentifier(for: ElementKey(attributes)), elementKind: kind)
      }
    }
  }

  // MARK: Layout

  /// Whether the data source shows infinite pages three times (a traditional data source with
  /// infinite paging: every section of more than one item).
  var triplesSections: Bool { Self.triples(options) }

  static func triples(_ options: Options) -> Bool { options.dataSourceMode == .traditional && options.paging?.isInfinitePage == true }

  /// The data the collection view lays out for a model: in traditional mode with infinite
  /// paging, every section of more than one shown item three times over (copies other than the
  /// middle one get distinct identifiers, `<id>~copy1`, `<id>~copy3`); in diffable mode, every
  /// section expanded (the presenter's diffable snapshot keeps collapsed sections' items).
  static func laidOutModel(_ model: ViewModel, tripled: Bool, diffable: Bool) -> ViewModel {
    var laidOut = diffable ? model.expanded : model
    guard tripled else { return laidOut }
    for s in laidOut.sections.indices {
      let copies = PagingConfiguration(isInfinitePage: true).copies(itemCount: laidOut.sections[s].visibleItems.count)
      guard copies > 1 else { continue }
      let items = laidOut.sections[s].items
      laidOut.sections[s].items = (0..<copies).flatMap { copy in
        items.map { item in
          var item = item
          if copy != copies / 2 { item.id += "~copy\(copy + 1)" }
          return item
        }
      }
    }
    return laidOut
  }

  /// A screen as a view with `options` lays it out.
  static func laidOut(_ screen: Screen, options: Options) -> Screen {
    var laidOut = screen
    laidOut.model = laidOutModel(screen.model, tripled: triples(options), diffable: options.dataSourceMode == .diffable)
    return laidOut
  }

  static func computeLayout(_ screen: Screen) throws(RuntimeError) -> ComputedLayout {
    do { return try screen.computeLayout() } catch { throw RuntimeError("the screen cannot be laid out: \(error)") }
  }

  /// How many times a section's items are laid out.
  public func copies(inSection section: Int) -> Int {
    guard triplesSections, section >= 0, section < screen.model.sections.count else { return 1 }
    return paging.copies(itemCount: screen.model.sections[section].visibleItems.count)
  }

  /// The screen as the view lays it out: ``laidOut(_:options:)``, with an interactive
  /// movement's item at its current place.
  var laidOutScreen: Screen {
    var laidOut = Self.laidOut(screen, options: options)
    if let movement = interactiveMovement { laidOut.model = movement.interim(laidOut.model) }
    laidOut.contentOffset = scrollState.contentOffset
    laidOut.orthogonalOffsets = scrollState.orthogonalOffsets
    return laidOut
  }

  /// Lays out the shown model, makes the section handlers it needs and registers the model's
  /// kinds.
  mutating func relayout() throws(RuntimeError) {
    layout = try Self.computeLayout(laidOutScreen)
    record(layout.layoutObjectEvents)
    try makeSectionHandlers()
    registerModelKinds()
  }

  // MARK: Layout pass

  /// Ends displaying what left the bounds, then dequeues and displays what entered them, then
  /// prefetches.
  mutating func updateVisibleViews() throws(RuntimeError) {
    guard let appViews else { return try updateVisibleViewsNow() }
    // The app's views of one pass are asked for in one scope of the device.
    do {
      try appViews.inScope { try self.updateVisibleViewsNow() }
    } catch let error as RuntimeError {
      throw error
    } catch {
      throw RuntimeError("\(error)")
    }
  }

  private mutating func updateVisibleViewsNow() throws(RuntimeError) {
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
      let name = key.category == .cell ? "didEndDisplaying" : supplementaryName("didEndDisplayingSupplementary", key)
      record(name, TraceEvent.element(key, reuseIdentifier: view.reuseIdentifier, itemIdentifier: view.itemIdentifier) + " view=#\(view.number)")
    }
    reuseQueue.enqueue(view.number, reuseIdentifier: view.reuseIdentifier, elementKind: ReuseQueue.elementKind(of: key.category))
    appViews?.didEndDisplaying(ScreenViewRequest(category: key.category, indexPath: key.indexPath), view: view.instance)
  }

  mutating func display(_ key: ElementKey) throws(RuntimeError) {
    let elementKind = ReuseQueue.elementKind(of: key.category)
    if key.category != .cell, options.undequeuedSupplementaryKinds.contains(elementKind) {
      throw RuntimeError(
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(elementKind),<NSIndexPath> {length = 2, path = \(key.indexPath.section) - \(key.indexPath.item ?? 0)}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (<UICollectionReusableView>)")
    }
    var item = key.category == .cell ? dataSourceItem(at: key.indexPath) : nil
    var supplementary: SupplementaryView? = {
      if case .supplementary(let kind) = key.category { return dataSourceSupplementary(kind: kind, section: key.indexPath.section) }
      return nil
    }()
    let identifier: String
    let number: Int
    let reused: Bool
    var texts = ""
    var fromApp = false
    if var made = try appView(for: key, itemIdentifier: item?.id) {
      // The app's view: its reuse identifier and number, and what its code configured.
      (identifier, number, reused) = (made.instance.reuseIdentifier, made.instance.number, made.reused)
      fromApp = true
      Self.adopt(&made, key: key, item: &item, supplementary: &supplementary)
      // The texts it shows: a label a reused view kept from its last element is a trace diff.
      texts = TraceEvent.texts(key.category == .cell ? item?.content.texts ?? [] : supplementary?.content.texts ?? [])
    } else {
      identifier = reuseIdentifier(for: key)
      (number, reused) = try reuseQueue.dequeue(identifier, elementKind: elementKind)
    }
    let element = TraceEvent.element(key, reuseIdentifier: identifier, itemIdentifier: item?.id)
    let view = " view=#\(number)\(reused ? " reused" : "")" + texts
    displayed[key] = DisplayedView(
      reuseIdentifier: identifier, number: number, itemIdentifier: item?.id, item: item, supplementary: supplementary, dequeuedAt: key.indexPath, fromApp: fromApp)
    if key.category == .cell {
      record("cellForItemAt", element + view)
      prefetched.remove(key.indexPath)
      checkNextRequest()
      if isForwarded(key) { record("willDisplay", element + texts) }
    } else {
      record(supplementaryName("viewForSupplementary", key), element + view)
      if isForwarded(key) { record(supplementaryName("willDisplaySupplementary", key), element + texts) }
    }
  }

  /// Appends an event at the current time, named as the view's callbacks are
  /// (``CallbackNames``: a table's are `UITableView`'s).
  mutating func record(_ name: String, _ detail: String = "") {
    trace.append(TraceEvent(time: now, name: isTable ? CallbackNames.table(name) : name, detail: detail))
  }

  /// The name of a supplementary view's callback: a table's header or footer's own.
  func supplementaryName(_ name: String, _ key: ElementKey) -> String {
    guard isTable, case .supplementary(let kind) = key.category else { return name }
    return CallbackNames.table(name, kind: kind)
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
