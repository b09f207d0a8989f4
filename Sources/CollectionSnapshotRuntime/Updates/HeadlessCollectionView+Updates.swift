import CollectionSnapshotLayout
public import CollectionSnapshotModel

extension HeadlessCollectionView {
  // MARK: Loading

  /// The first load: the presenter is given the model (with paging, `pageWillAppear` and
  /// `pageDidAppear` around it), then the layout pass; in traditional mode the presenter's
  /// `numberOfSections` work around it.
  mutating func load() throws(RuntimeError) {
    recordModelAssignment(callbacks: true) { _ in }
    try layoutPassAsDataSource()
  }

  /// A layout pass after the data changed: in traditional mode the presenter's
  /// `numberOfSections` runs first (its assertion or its empty-model request) and its deferred
  /// work after the pass (`DispatchQueue.main.async`).
  mutating func layoutPassAsDataSource() throws(RuntimeError) {
    let deferred = options.dataSourceMode == .traditional ? presenterNumberOfSections() : false
    try updateVisibleViews()
    if deferred { try afterNumberOfSections() }
  }

  /// A view-model assignment (`updateViewModel` with `callbacks`, a plain `viewModel =`
  /// without): with paging, `pageWillAppear` and `pageDidAppear` for the current page around
  /// it; the loading flag resets; the model's kinds are registered.
  mutating func assign(_ model: ViewModel, callbacks: Bool = true) {
    recordModelAssignment(callbacks: callbacks) { $0.presenterModel = model }
  }

  mutating func recordModelAssignment(callbacks: Bool, _ change: (inout HeadlessCollectionView) -> Void) {
    let announce = callbacks && paging.isActive
    if announce { record("pageWillAppear", "page=\(currentPageIndex)") }
    change(&self)
    isLoadingNextPage = false
    registerModelKinds()
    if announce { record("pageDidAppear", "page=\(currentPageIndex)") }
  }

  /// The presenter's `numberOfSections` (traditional mode, on every reload and batch): with
  /// `isEnabled` and more than one section, its assertion (recorded as `assertionFailure`; a
  /// debug build stops there) and the fallback — custom paging turned off, nothing deferred;
  /// otherwise an empty model with a next page asks for it (whether or not a request is
  /// outstanding).
  /// - Returns: whether the deferred work runs after the layout pass.
  mutating func presenterNumberOfSections() -> Bool {
    let count = presenterModel.sections.count
    if paging.isEnabled && count > 1 {
      record("assertionFailure", "⚠️ [SSCollectionViewPresenter] pagingConfig.isEnabled ignored: requires single section (count=\(count)).")
      options.paging?.isEnabled = false
      return false
    }
    if presenterModel.sections.isEmpty, presenterModel.hasNext { requestNextPage() }
    return true
  }

  /// The presenter's deferred `numberOfSections` work: when centring, back to the first page
  /// (not animated); with infinite paging, the move into the middle copy; with auto-rolling, the
  /// next step 3 s on (fixed, whatever the interval).
  mutating func afterNumberOfSections() throws(RuntimeError) {
    if paging.isAlignCenter { try presenterSetOffset(pagingGeometry.initialOffset, animated: false) }
    if paging.isInfinitePage { try remapIfNeeded() }
    if paging.isAutoRolling {
      cancelTimers { $0 == .autoRoll }
      schedule(.autoRoll, after: PagingConfiguration.autoRollingRestartDelay)
    }
  }

  /// `reloadData()`: every displayed view ends displaying, then the views at the same content
  /// offset are dequeued and displayed. In traditional mode the data is the presenter's model
  /// and its `numberOfSections` work runs; in diffable mode the data stays the applied snapshot.
  /// Passing a model assigns it first (`setViewModel`: the loading flag resets, and with
  /// paging the page callbacks fire around it). Selection is cleared.
  public mutating func reloadData(_ model: ViewModel? = nil) throws(RuntimeError) {
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      if let model { view.assign(model) }
      try view.performReloadData()
    }
  }

  mutating func performReloadData() throws(RuntimeError) {
    record("reloadData")
    selectedItems = []
    for key in displayed.keys.sorted() { endDisplaying(key) }
    if options.dataSourceMode == .traditional {
      screen.model = presenterModel
      try relayout()
    }
    try layoutPassAsDataSource()
  }

  // MARK: Batch updates

  /// `performBatchUpdates`: `body` edits the presenter's sections (the data source's, a plain
  /// assignment: no page callbacks) and declares the changes, which are checked as UIKit checks
  /// them against the counts the data source reports — a section of infinite pages counts its
  /// items three times, and in diffable mode the counts are the applied snapshot's, which a
  /// batch does not change. The trace shows the batch, then the display callbacks it causes
  /// (deleted and reloaded cells end, moved cells keep their views, reconfigured cells are
  /// configured again in place, cells that came into the bounds are displayed); in traditional
  /// mode the presenter's `numberOfSections` work follows.
  /// - Throws: UIKit's reason ("Invalid update: invalid number of items in section 0. …").
  public mutating func performBatchUpdates(_ body: (inout BatchUpdates) throws -> Void) throws(RuntimeError) {
    var batch = BatchUpdates(sections: presenterModel.sections)
    do { try body(&batch) } catch { throw RuntimeError("\(error)") }
    var model = presenterModel
    model.sections = batch.sections
    let diffable = options.dataSourceMode == .diffable
    let before = dataSourceCounts(screen.model)
    let after = diffable ? before : dataSourceCounts(model)
    let update: CollectionUpdate
    do { update = try batch.validatedUpdate(itemCountsBefore: before, itemCountsAfter: after) } catch { throw RuntimeError("\(error)") }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.assign(model, callbacks: false)
      try view.applyBatch(update, shown: diffable ? view.screen.model : model)
    }
  }

  /// The item counts the data source reports for a model: shown items, three times over for a
  /// section of infinite pages (traditional mode); every item of collapsed sections too in
  /// diffable mode.
  func dataSourceCounts(_ model: ViewModel) -> [Int] {
    Self.laidOutModel(model, tripled: triplesSections, diffable: options.dataSourceMode == .diffable).sections.map(\.visibleItems.count)
  }

  /// `apply(_:animatingDifferences:)` of a diffable data source with a new model
  /// (SSCollectionViewPresenter's `setViewModel` then `applySnapshot`): the model is assigned,
  /// then the change from the applied snapshot — sections and items matched by
  /// ``Options/identity`` — is one batch. Nothing is reconfigured: a kept item with new
  /// content keeps its cell as it was.
  /// - Throws: in traditional mode (the presenter's `applySnapshot` does nothing there; use
  ///   `reloadData`), or UIKit's errors for duplicate identifiers.
  public mutating func apply(_ model: ViewModel) throws(RuntimeError) {
    try checkDiffable("apply a model")
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.assign(model)
      try view.applyPresenterModel()
    }
  }

  /// SSCollectionViewPresenter's `applySnapshot()`: the presenter's model, as it is now, applied
  /// to the diffable data source (see ``apply(_:)``).
  /// - Throws: in traditional mode, where the presenter's `applySnapshot` does nothing.
  public mutating func applySnapshot() throws(RuntimeError) {
    try checkDiffable("apply a snapshot")
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      try view.applyPresenterModel()
    }
  }

  func checkDiffable(_ action: String) throws(RuntimeError) {
    guard options.dataSourceMode == .diffable else {
      throw RuntimeError("cannot \(action): the view's data source is traditional (SSCollectionViewPresenter's applySnapshot does nothing there); make the view with dataSourceMode .diffable, or reload the data")
    }
  }

  mutating func applyPresenterModel() throws(RuntimeError) {
    let update: CollectionUpdate
    do { update = try presenterModel.update(from: screen.model, identity: options.identity, includeCollapsed: true) } catch { throw RuntimeError("\(error)") }
    try applyBatch(update, shown: presenterModel)
  }

  /// Applies a batch to the displayed views and makes `model` the shown data.
  mutating func applyBatch(_ update: CollectionUpdate, shown model: ViewModel) throws(RuntimeError) {
    record("performBatchUpdates", BatchSummary.text(update, rows: isTable))
    let oldCounts = dataSourceCounts(screen.model)
    let newCounts = dataSourceCounts(model)
    let before: [[IndexPath?]] = oldCounts.enumerated().map { s, count in (0..<count).map { IndexPath(item: $0, section: s) } }
    let after = update.applied(
      to: before, sectionCountAfter: newCounts.count,
      insertedSection: { Array(repeating: nil, count: newCounts[$0]) }, inserted: { _ in nil },
      itemCountAfter: { newCounts[$0] })
    var newPath: [IndexPath: IndexPath] = [:]
    for (s, items) in after.enumerated() {
      for (i, source) in items.enumerated() { if let source { newPath[source] = IndexPath(item: i, section: s) } }
    }
    var newSection: [Int: Int] = [:]
    for (s, source) in update.sectionSources(sectionCountBefore: oldCounts.count, sectionCountAfter: newCounts.count).enumerated() {
      if let source { newSection[source] = s }
    }
    let reloadedSections = Set(update.sectionReloads)
    let reloaded = Set(update.itemReloads)
    var kept: [ElementKey: DisplayedView] = [:]
    for key in displayed.keys.sorted() {
      guard let view = displayed[key] else { continue }
      switch key.category {
      case .cell:
        if let path = newPath[key.indexPath], !reloaded.contains(path), !reloadedSections.contains(path.section) {
          kept[.cell(path)] = view
          if path != key.indexPath { appViewMoved(view, to: .cell(path)) }
        } else {
          endDisplaying(key)
        }
      default:
        if let section = newSection[key.indexPath.section], !reloadedSections.contains(section) {
          var moved = key
          moved.indexPath = key.indexPath.item.map { IndexPath(item: $0, section: section) } ?? IndexPath(index: section)
          kept[moved] = view
          if moved != key { appViewMoved(view, to: moved) }
        } else {
          endDisplaying(key)
        }
      }
    }
    displayed = kept
    selectedItems = selectedItems.compactMap { newPath[$0] }.sorted()
    prefetched = Set(prefetched.compactMap { newPath[$0] })
    screen.model = model
    try layoutObjectWillUpdate(update)
    try relayout()
    for path in update.itemReconfigures.sorted() { try reconfigureDisplayedCell(at: path) }
    try layoutPassAsDataSource()
    try layoutObjectDidUpdate(update)
  }

  /// Configures a displayed cell again in place with the data source's item
  /// (`cellForItemAt … reconfigured`).
  mutating func reconfigureDisplayedCell(at path: IndexPath) throws(RuntimeError) {
    guard var view = displayed[.cell(path)] else { return }
    var item = dataSourceItem(at: path)
    var texts = ""
    if var made = try appView(for: .cell(path), itemIdentifier: item?.id, reconfiguring: view.instance) {
      var none: SupplementaryView?
      Self.adopt(&made, key: .cell(path), item: &item, supplementary: &none)
      texts = TraceEvent.texts(item?.content.texts ?? [])
    }
    view.item = item
    view.itemIdentifier = item?.id
    displayed[.cell(path)] = view
    record(
      "cellForItemAt", TraceEvent.element(.cell(path), reuseIdentifier: view.reuseIdentifier, itemIdentifier: view.itemIdentifier) + " view=#\(view.number) reconfigured" + texts)
  }

  // MARK: Pagination

  /// After every `cellForItemAt`: a next-page request when the model has a next page, no
  /// request is outstanding and the trigger's distance rule holds (``NextPageTrigger``): the
  /// offset within three bounds lengths of the content's end along the scroll axis — for a flow
  /// layout only with the presenter's rule. A request is recorded as
  /// `nextRequest page=<the model's page> hasNext=true`; a page loader answers it after its
  /// latency.
  mutating func checkNextRequest() {
    guard presenterModel.hasNext, !isLoadingNextPage else { return }
    switch options.nextPageTrigger {
    case .presenter: guard isFlowLayout else { return }
    case .anyLayout: break
    case .prefetch: return
    }
    let vertical = layout.scrollDirection == .vertical
    let content = vertical ? layout.contentSize.height : layout.contentSize.width
    let length = vertical ? layout.environment.containerSize.height : layout.environment.containerSize.width
    guard axisOffset > content - 3 * length else { return }
    requestNextPage()
  }

  /// The prefetch trigger: prefetched index paths at or past the last item of its section ask
  /// for the next page, once per page.
  mutating func checkPrefetchRequest(_ paths: [IndexPath]) {
    guard case .prefetch(let identifier) = options.nextPageTrigger, presenterModel.hasNext,
      !requestedPages.contains(presenterModel.page),
      let section = presenterModel.sections.first(where: { $0.id == identifier }),
      paths.contains(where: { ($0.item ?? 0) >= section.items.count - 1 })
    else { return }
    requestedPages.insert(presenterModel.page)
    requestNextPage()
  }

  /// Fires a next-page request: the loading flag is set, the request recorded, and a page
  /// loader's answer scheduled.
  mutating func requestNextPage() {
    isLoadingNextPage = true
    record("nextRequest", "page=\(presenterModel.page) hasNext=\(presenterModel.hasNext)")
    if let loader = options.pageLoader {
      schedule(.pageResponse(page: presenterModel.page + 1), after: loader.latency)
    }
  }

  /// A page loader's answer arrives: the page merges into the presenter's model by section
  /// identifier (`extendViewModel`) and is shown by `reloadData()` or, in diffable mode,
  /// `applySnapshot()`.
  mutating func receivePage(_ number: Int) throws(RuntimeError) {
    guard let page = options.pageLoader?.pages[number] else {
      record("pageResponse", "page=\(number) missing (the loader has no such page)")
      return
    }
    try show(page: page, number: number)
  }
}
