import CollectionSnapshotLayout
public import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// Changes the data by identifier and shows the change as one batch.
  ///
  /// With a diffable data source the edits are made on the applied snapshot (and its data) and
  /// the result is applied, as an app does with `dataSource.snapshot()`, edits and `apply`: the
  /// batch is the difference, reload and reconfigure marks applied as such; the presenter's
  /// model becomes the result (a plain assignment). With the traditional data source the edits
  /// are made on the presenter's model, and `performBatchUpdates` declares the same difference
  /// (deletes at the old index paths, inserts at the new ones, moves, reloads), checked as UIKit
  /// checks it against the counts the data source reports — under infinite paging, three times
  /// the items, so UIKit refuses it there, as it would the app's.
  /// - Throws: UIKit's reason for the first edit the snapshot refuses, or for an inconsistent
  ///   batch, naming where it came from.
  public mutating func update(_ batch: IdentifierBatch) throws(RuntimeError) {
    let diffable = options.dataSourceMode == .diffable
    let base = diffable ? screen.model : presenterModel
    let (model, snapshot) = try batch.applied(to: base)
    for warning in snapshot.warnings { record("warning", warning) }
    let update: CollectionUpdate
    if diffable {
      do { update = snapshot.update(from: try base.expanded.snapshot()) } catch { throw RuntimeError("\(error)") }
    } else {
      update = try declaredUpdate(from: base, to: model, marks: snapshot, source: batch.source ?? "the batch")
    }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.assign(model, callbacks: false)
      try view.applyBatch(update, shown: model)
    }
  }

  /// What a traditional data source declares in `performBatchUpdates` for a change of its
  /// model: the difference of the shown items (collapsed sections show none), with the
  /// snapshot's reload and reconfigure marks at the items' old index paths, checked against the
  /// counts the data source reports before and after.
  func declaredUpdate(from old: ViewModel, to new: ViewModel, marks: DiffableDataSourceSnapshot<String, String>, source: String) throws(RuntimeError) -> CollectionUpdate {
    let oldSnapshot: DiffableDataSourceSnapshot<String, String>
    let newSnapshot: DiffableDataSourceSnapshot<String, String>
    do {
      oldSnapshot = try old.snapshot()
      newSnapshot = try new.snapshot()
    } catch {
      throw RuntimeError("\(source): \(error)")
    }
    let difference = newSnapshot.update(from: oldSnapshot)
    var batch = BatchUpdates(sections: new.sections)
    batch.deleteSections(difference.sectionDeletions)
    batch.insertSections(difference.sectionInsertions)
    for move in difference.sectionMoves { batch.moveSection(move.from, toSection: move.to) }
    batch.deleteItems(at: difference.itemDeletions)
    batch.insertItems(at: difference.itemInsertions)
    for move in difference.itemMoves { batch.moveItem(at: move.from, to: move.to) }
    func oldPath(_ id: String) -> IndexPath? {
      guard let section = oldSnapshot.sectionIdentifier(containingItem: id), let s = oldSnapshot.indexOfSection(section),
        let i = (try? oldSnapshot.itemIdentifiers(inSection: section))?.firstIndex(of: id)
      else { return nil }
      return IndexPath(item: i, section: s)
    }
    batch.reloadItems(at: marks.reloadedItemIdentifiers.compactMap(oldPath))
    batch.reconfigureItems(at: marks.reconfiguredItemIdentifiers.compactMap(oldPath))
    batch.reloadSections(marks.reloadedSectionIdentifiers.compactMap { oldSnapshot.indexOfSection($0) })
    do {
      return try batch.validatedUpdate(itemCountsBefore: dataSourceCounts(screen.model), itemCountsAfter: dataSourceCounts(new))
    } catch {
      throw RuntimeError("\(source): \(error)")
    }
  }

  /// A page arrives (a server's answer, as a page loader's): it merges into the presenter's
  /// model by section identifier (`extendViewModel`; the page callbacks around the assignment)
  /// and is shown by `reloadData()` or, with a diffable data source, applied — recorded as
  /// `pageResponse`, as a loaded page is.
  public mutating func receive(page: ViewModel) throws(RuntimeError) {
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      try view.show(page: page, number: page.page)
    }
  }

  /// Merges `page` into the presenter's model and shows it.
  mutating func show(page: ViewModel, number: Int) throws(RuntimeError) {
    let count = page.sections.reduce(0) { $0 + $1.items.count }
    record("pageResponse", "page=\(number) items=\(count) hasNext=\(page.hasNext)")
    var model = presenterModel
    model.extend(with: page)
    assign(model)
    switch options.dataSourceMode {
    case .traditional: try performReloadData()
    case .diffable: try applyPresenterModel()
    }
  }
}
