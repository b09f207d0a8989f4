public import CollectionSnapshotLayout
public import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// SSCollectionViewPresenter's `setViewModel(with:)`: the presenter's model is replaced (with
  /// paging, `pageWillAppear`/`pageDidAppear` around it; the loading flag resets). Nothing
  /// changes on screen until `reloadData()` or, in diffable mode, `applySnapshot()`.
  public mutating func setViewModel(_ model: ViewModel) {
    assign(model)
  }

  /// One call of the presenter's model API (``ModelEdit``): the presenter's model changes
  /// with the presenter's rules — a missing index or identifier is a silent no-op (nothing is
  /// recorded) — and otherwise is assigned again (with paging, the page callbacks fire around
  /// it). The trace records `edit <the call>`. Nothing changes on screen until `reloadData()`
  /// or `applySnapshot()`.
  /// - Returns: whether the edit applied.
  /// - Throws: where the presenter would trap (a negative index).
  @discardableResult
  public mutating func edit(_ change: ModelEdit) throws(RuntimeError) -> Bool {
    var model = presenterModel
    let applied: Bool
    do { applied = try change.apply(to: &model) } catch { throw RuntimeError("\(change): \(error)") }
    guard applied else { return false }
    record("edit", change.description)
    assign(model)
    return true
  }

  /// SSCollectionViewPresenter's `toggleSection(_:completion:)`: the section's collapsed flag
  /// flips on the presenter's model (a plain assignment: no page callbacks), then one batch
  /// inserts or deletes every item of the section (its model item count, not tripled) and
  /// the completion receives the new collapsed state (`toggleSectionCompletion`). The batch is
  /// checked against the data source's counts: with infinite paging (three times the items) or
  /// a diffable data source (whose snapshot the flag does not change) UIKit refuses it, as it
  /// would for the presenter.
  /// - Throws: for a section the model does not have (the presenter would trap), or UIKit's
  ///   invalid-update reason.
  public mutating func toggleSection(_ section: Int) throws(RuntimeError) {
    guard section >= 0, section < presenterModel.sections.count else {
      throw RuntimeError("cannot toggle section \(section): the presenter's model has \(presenterModel.sections.count) sections (the presenter would trap)")
    }
    let wasCollapsed = presenterModel.sections[section].isCollapsed
    let paths = presenterModel.sections[section].items.indices.map { IndexPath(item: $0, section: section) }
    var model = presenterModel
    model.sections[section].isCollapsed = !wasCollapsed
    let diffable = options.dataSourceMode == .diffable
    let before = dataSourceCounts(screen.model)
    let after = diffable ? before : dataSourceCounts(model)
    var batch = BatchUpdates(sections: model.sections)
    if wasCollapsed { batch.insertItems(at: paths) } else { batch.deleteItems(at: paths) }
    let update: CollectionUpdate
    do { update = try batch.validatedUpdate(itemCountsBefore: before, itemCountsAfter: after) } catch { throw RuntimeError("\(error)") }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.assign(model, callbacks: false)
      try view.applyBatch(update, shown: diffable ? view.screen.model : model)
      view.record("toggleSectionCompletion", "section=\(section) value=\(!wasCollapsed)")
    }
  }

  /// SSCollectionViewPresenter's `reconfigureItem(_:at:)`: when `replacement` is of the item's
  /// kind (the presenter checks the state's type) and the cell at `indexPath` (a model index
  /// path, not modulo-mapped) is visible, the item takes the replacement's content and model
  /// in place — same identity — and the cell is configured again (`reconfigureItem`);
  /// otherwise nothing happens and the model is not changed either.
  /// - Returns: whether it applied.
  @discardableResult
  public mutating func reconfigureItem(_ replacement: Item, at indexPath: IndexPath) -> Bool {
    guard let current = presenterItem(at: indexPath), current.kind == replacement.kind, let item = indexPath.item, var view = displayed[.cell(indexPath)] else {
      return false
    }
    var updated = current
    updated.content = replacement.content
    updated.model = replacement.model
    updated.sizing = replacement.sizing
    updated.events = replacement.events
    updated.vetoes = replacement.vetoes
    presenterModel.sections[indexPath.section].items[item] = updated
    replaceShown(updated)
    view.item = updated
    displayed[.cell(indexPath)] = view
    record("reconfigureItem", TraceEvent.element(.cell(indexPath), reuseIdentifier: view.reuseIdentifier, itemIdentifier: view.itemIdentifier))
    return true
  }

  /// `reconfigureHeader(_:at:)`: the visible header of `section` takes the replacement's content
  /// in place when it is of the same kind; otherwise nothing happens.
  @discardableResult
  public mutating func reconfigureHeader(_ replacement: SupplementaryView, at section: Int) -> Bool {
    reconfigureSupplementary(replacement, kind: ElementCategory.sectionHeaderKind, section: section)
  }

  /// `reconfigureFooter(_:at:)`: as ``reconfigureHeader(_:at:)``, for the footer.
  @discardableResult
  public mutating func reconfigureFooter(_ replacement: SupplementaryView, at section: Int) -> Bool {
    reconfigureSupplementary(replacement, kind: ElementCategory.sectionFooterKind, section: section)
  }

  mutating func reconfigureSupplementary(_ replacement: SupplementaryView, kind: String, section: Int) -> Bool {
    let isHeader = kind == ElementCategory.sectionHeaderKind
    guard section >= 0, section < presenterModel.sections.count,
      let current = isHeader ? presenterModel.sections[section].header : presenterModel.sections[section].footer,
      current.kind == replacement.kind,
      let key = displayed.keys.first(where: { $0.category == .supplementary(kind: kind) && $0.indexPath.section == section }),
      var view = displayed[key]
    else { return false }
    var updated = current
    updated.content = replacement.content
    updated.model = replacement.model
    updated.events = replacement.events
    if isHeader { presenterModel.sections[section].header = updated } else { presenterModel.sections[section].footer = updated }
    if section < screen.model.sections.count {
      if isHeader { screen.model.sections[section].header = updated } else { screen.model.sections[section].footer = updated }
    }
    view.supplementary = updated
    displayed[key] = view
    record(isHeader ? "reconfigureHeader" : "reconfigureFooter", TraceEvent.element(key, reuseIdentifier: view.reuseIdentifier, itemIdentifier: nil))
    return true
  }

  /// Puts an item changed in place into the shown data too (the presenter's items are shared
  /// objects: the applied snapshot holds the same ones).
  mutating func replaceShown(_ item: Item) {
    for s in screen.model.sections.indices {
      if let i = screen.model.sections[s].items.firstIndex(where: { $0.instance == item.instance }) {
        screen.model.sections[s].items[i] = item
        return
      }
    }
  }

  /// SSCollectionViewPresenter's `reconfigureItems(at:)` (diffable, iOS 15): the presenter's
  /// items at these model index paths (paths it does not have are skipped) are reconfigured in
  /// the applied snapshot, applied without animation — visible ones are configured again in
  /// place (`cellForItemAt … reconfigured`).
  /// - Throws: in traditional mode, or UIKit's error when an item is not in the applied snapshot.
  public mutating func reconfigureItems(at indexPaths: [IndexPath]) throws(RuntimeError) {
    try checkDiffable("reconfigure items")
    let instances = indexPaths.compactMap { presenterItem(at: $0)?.instance }
    var paths: [IndexPath] = []
    for instance in instances {
      guard let path = shownPath(of: instance) else {
        throw RuntimeError("Attempted to reconfigure item identifier that does not exist in the snapshot: an item of the presenter's model that was never applied")
      }
      paths.append(path)
    }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      try view.applyBatch(CollectionUpdate(itemReconfigures: paths.sorted()), shown: view.screen.model)
    }
  }

  /// Where the shown data has an item value.
  func shownPath(of instance: InstanceIdentity) -> IndexPath? {
    for (s, section) in screen.model.sections.enumerated() {
      if let i = section.items.firstIndex(where: { $0.instance == instance }) { return IndexPath(item: i, section: s) }
    }
    return nil
  }

  /// `apply(_:)` of a diffable data source with an identifier snapshot: the sections and
  /// items it names, in its order, taken from the shown data (reloads and reconfigures it
  /// marks are applied as such). The diff from the shown data's snapshot is one batch, and the
  /// presenter's model becomes the result (a plain assignment).
  /// - Throws: in traditional mode, or when the snapshot names a section or item the shown data
  ///   does not have (a snapshot of identifiers cannot say what a new item is: apply a model for
  ///   that).
  public mutating func apply(snapshot: DiffableDataSourceSnapshot<String, String>) throws(RuntimeError) {
    try checkDiffable("apply a snapshot")
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
        section.items = try snapshot.itemIdentifiers(inSection: sectionID).map { (id: String) throws(RuntimeError) -> Item in
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
    do { update = snapshot.update(from: try screen.model.expanded.snapshot()) } catch { throw RuntimeError("\(error)") }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.assign(model, callbacks: false)
      try view.applyBatch(update, shown: model)
    }
  }

  // MARK: Section handlers

  /// VSCollectionKit's lazy section handlers: the first time the layout asks for a section
  /// whose identifier has no handler yet, one is made from the registry by the section's type
  /// and registers its views (`sectionHandler` in the trace).
  /// - Throws: the library's message for a section type the registry does not have.
  mutating func makeSectionHandlers() throws(RuntimeError) {
    guard let registry = options.sectionHandlers else { return }
    for section in screen.model.sections where sectionHandlers[section.id] == nil {
      let type = section.type ?? ""
      guard let handler = registry.types[type] else { throw RuntimeError(registry.missingTypeMessage(type)) }
      sectionHandlers[section.id] = handler.name
      for cell in handler.cells { reuseQueue.register(cell) }
      for (kind, identifiers) in handler.supplementaries.sorted(by: { $0.key < $1.key }) {
        for identifier in identifiers { reuseQueue.register(identifier, elementKind: kind) }
      }
      record("sectionHandler", "\(handler.name) type=\(type) sectionId=\(section.id)")
    }
  }
}
