import CollectionSnapshotLayout
public import CollectionSnapshotModel

extension HeadlessCollectionView {
  // MARK: Loading

  /// The first load: with paging, `pageWillAppear` and `pageDidAppear` around the view-model
  /// assignment (SSCollectionViewPresenter's `updateViewModel`), then the layout pass, then
  /// what follows a reload.
  mutating func load() throws(RuntimeError) {
    recordModelAssignment()
    try updateVisibleViews()
    try afterReload()
  }

  /// A view-model assignment: with paging, the page callbacks around it; the loading flag
  /// resets; the layout is computed again.
  mutating func assign(_ model: ViewModel) throws(RuntimeError) {
    recordModelAssignment()
    screen.model = model
    isLoadingNextPage = false
    try relayout()
  }

  /// With paging active, the presenter fires `pageWillAppear` and `pageDidAppear` for the
  /// current page around every view-model assignment.
  mutating func recordModelAssignment() {
    guard options.paging?.isActive == true else { return }
    record("pageWillAppear", "page=\(currentPageIndex)")
    record("pageDidAppear", "page=\(currentPageIndex)")
  }

  /// What follows every reload (the presenter's `numberOfSections`): an empty model with a
  /// next page asks for it (whether or not a request is outstanding, as the presenter does);
  /// then, with paging, (a) back to the first page when centring, (b) the move into the middle
  /// copy (infinite paging), (c) auto-rolling restarted after a fixed 3 s.
  mutating func afterReload() throws(RuntimeError) {
    if screen.model.sections.isEmpty, screen.model.hasNext { requestNextPage() }
    if let geometry = pagingGeometry, geometry.isAlignCenter, axisOffset != geometry.initialOffset {
      try setOffset(axisPoint(geometry.initialOffset))
    }
    try remapIfNeeded()
    if options.paging?.isAutoRolling == true {
      cancelTimers { $0 == .autoRoll }
      schedule(.autoRoll, after: PagingConfiguration.autoRollingRestartDelay)
    }
  }

  /// `reloadData()`: every displayed view ends displaying, then the views at the same content
  /// offset are dequeued and displayed. Passing a model assigns it first (the layout is
  /// computed again, the loading flag resets, selection is cleared, and with paging the page
  /// callbacks fire around the assignment).
  public mutating func reloadData(_ model: ViewModel? = nil) throws(RuntimeError) {
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      if let model { try view.assign(model) }
      view.record("reloadData")
      view.selectedItems = []
      for key in view.displayed.keys.sorted() { view.endDisplaying(key) }
      try view.updateVisibleViews()
      try view.afterReload()
    }
  }

  // MARK: Batch updates

  /// `performBatchUpdates`: `body` edits the sections and declares the changes, which are
  /// checked as UIKit checks them; the trace shows the batch, then the display callbacks it
  /// causes (deleted and reloaded cells end, moved cells keep their views, reconfigured cells
  /// are configured again in place, cells that came into the bounds are displayed).
  /// - Throws: UIKit's reason ("Invalid update: invalid number of items in section 0. …").
  public mutating func performBatchUpdates(_ body: (inout BatchUpdates) throws -> Void) throws(RuntimeError) {
    var dataSource = CollectionDataSource(sections: screen.model.sections)
    let update: CollectionUpdate
    do { update = try dataSource.performBatchUpdates(body) } catch { throw RuntimeError("\(error)") }
    var model = screen.model
    model.sections = dataSource.sections
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      try view.apply(update, model: model)
    }
  }

  /// `apply(_:animatingDifferences:)` of a diffable data source: the change from the current
  /// model to `model` (identifier moves, inserts, deletes; reconfigures for changed content,
  /// reloads for a changed kind), applied as one batch.
  /// - Throws: UIKit's errors for duplicate identifiers.
  public mutating func apply(_ model: ViewModel) throws(RuntimeError) {
    let update: CollectionUpdate
    do { update = try model.update(from: screen.model) } catch { throw RuntimeError("\(error)") }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      try view.apply(update, model: model)
    }
  }

  mutating func apply(_ update: CollectionUpdate, model: ViewModel) throws(RuntimeError) {
    guard copies == 1 else {
      throw RuntimeError("batch updates are not supported while infinite paging shows the items three times (SSCollectionViewPresenter refuses them too); reload the model instead")
    }
    // The presenter assigns the new model (page callbacks, loading flag), then updates.
    recordModelAssignment()
    isLoadingNextPage = false
    record("performBatchUpdates", BatchSummary.text(update))
    let old = screen.model.sections
    let before: [[IndexPath?]] = old.enumerated().map { s, section in section.visibleItems.indices.map { IndexPath(item: $0, section: s) } }
    let after = update.applied(
      to: before, sectionCountAfter: model.sections.count,
      insertedSection: { Array(repeating: nil, count: model.sections[$0].visibleItems.count) }, inserted: { _ in nil },
      itemCountAfter: { model.sections[$0].visibleItems.count })
    var newPath: [IndexPath: IndexPath] = [:]
    for (s, items) in after.enumerated() {
      for (i, source) in items.enumerated() { if let source { newPath[source] = IndexPath(item: i, section: s) } }
    }
    var newSection: [Int: Int] = [:]
    for (s, source) in update.sectionSources(sectionCountBefore: old.count, sectionCountAfter: model.sections.count).enumerated() {
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
        } else {
          endDisplaying(key)
        }
      default:
        if let section = newSection[key.indexPath.section], !reloadedSections.contains(section) {
          var moved = key
          moved.indexPath = key.indexPath.item.map { IndexPath(item: $0, section: section) } ?? IndexPath(index: section)
          kept[moved] = view
        } else {
          endDisplaying(key)
        }
      }
    }
    displayed = kept
    selectedItems = selectedItems.compactMap { newPath[$0] }.sorted()
    prefetched = Set(prefetched.compactMap { newPath[$0] })
    screen.model = model
    try relayout()
    for path in update.itemReconfigures.sorted() {
      guard var view = displayed[.cell(path)] else { continue }
      view.itemIdentifier = screen.item(at: path)?.id
      displayed[.cell(path)] = view
      record("cellForItemAt", TraceEvent.element(.cell(path), reuseIdentifier: view.reuseIdentifier, itemIdentifier: view.itemIdentifier) + " view=#\(view.number) reconfigured")
    }
    try updateVisibleViews()
  }

  // MARK: Pagination

  /// SSCollectionViewPresenter's `shouldLoadNextPage`, evaluated after every `cellForItemAt`:
  /// the model has a next page, no request is outstanding, and the offset is within three
  /// bounds lengths of the content's end along the scroll axis (for every layout kind: the
  /// presenter's own check works for flow layouts only). With no sections, `hasNext` alone
  /// asks. A request is recorded as `nextRequest page=<the model's page> hasNext=true`; a page loader
  /// answers it after its latency.
  mutating func checkNextRequest() {
    guard screen.model.hasNext, !isLoadingNextPage else { return }
    if !screen.model.sections.isEmpty {
      let vertical = layout.scrollDirection == .vertical
      let content = vertical ? layout.contentSize.height : layout.contentSize.width
      let length = vertical ? layout.environment.containerSize.height : layout.environment.containerSize.width
      guard axisOffset > content - 3 * length else { return }
    }
    requestNextPage()
  }

  /// Fires a next-page request: the loading flag is set, the request recorded, and a page
  /// loader's answer scheduled.
  mutating func requestNextPage() {
    isLoadingNextPage = true
    record("nextRequest", "page=\(screen.model.page) hasNext=\(screen.model.hasNext)")
    if let loader = options.pageLoader {
      schedule(.pageResponse(page: screen.model.page + 1), after: loader.latency)
    }
  }

  /// A page loader's answer arrives: the page merges into the model (by section identifier)
  /// and is shown by `reloadData()` or, for a diffable data source, applied as a batch.
  mutating func receivePage(_ number: Int) throws(RuntimeError) {
    guard let page = options.pageLoader?.pages[number] else {
      record("pageResponse", "page=\(number) missing (the loader has no such page)")
      return
    }
    let count = page.sections.reduce(0) { $0 + $1.items.count }
    record("pageResponse", "page=\(number) items=\(count) hasNext=\(page.hasNext)")
    var model = screen.model
    model.extend(with: page)
    switch options.dataSourceMode {
    case .traditional:
      try reloadData(model)
    case .diffable:
      try apply(model)
    }
  }
}

extension HeadlessCollectionView {
  /// `apply(_:)` of a diffable data source with an identifier snapshot: the sections and
  /// items it names, in its order, taken from the current model (reloads and reconfigures it
  /// marks are applied as such). The diff from the current model's snapshot is one batch.
  /// - Throws: when the snapshot names a section or item the model does not have (a snapshot
  ///   of identifiers cannot say what a new item is: apply a model for that).
  public mutating func apply(snapshot: DiffableDataSourceSnapshot<String, String>) throws(RuntimeError) {
    var sections: [String: CollectionSnapshotModel.Section] = [:]
    var items: [String: Item] = [:]
    for section in screen.model.sections {
      sections[section.id] = section
      for item in section.items { items[item.id] = item }
    }
    var model = screen.model
    model.sections = []
    for sectionID in snapshot.sectionIdentifiers {
      guard var section = sections[sectionID] else {
        throw RuntimeError("the snapshot names section '\(sectionID)', which the model does not have; apply a model to add sections")
      }
      do {
        let ids = try snapshot.itemIdentifiers(inSection: sectionID)
        // A collapsed section shows no items, so its snapshot lists none: keep them.
        if section.isCollapsed && ids.isEmpty {
          model.sections.append(section)
          continue
        }
        section.items = try ids.map { (id: String) throws(RuntimeError) -> Item in
          guard let item = items[id] else {
            throw RuntimeError("the snapshot names item '\(id)', which the model does not have; apply a model to add items")
          }
          return item
        }
      } catch let error as RuntimeError {
        throw error
      } catch {
        throw RuntimeError("\(error)")
      }
      model.sections.append(section)
    }
    let update: CollectionUpdate
    do { update = snapshot.update(from: try screen.model.snapshot()) } catch { throw RuntimeError("\(error)") }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      try view.apply(update, model: model)
    }
  }
}
