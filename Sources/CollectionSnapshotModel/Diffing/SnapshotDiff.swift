import CollectionSnapshotLayout

extension DiffableDataSourceSnapshot {
  /// The batch that turns `old` into this snapshot, as `apply` hands it to the collection view
  /// (spec §2.3): sections and items matched by identifier; sections and items that keep their
  /// relative order stay, the others move (across sections too); items of deleted or inserted
  /// sections go and come with their section; this snapshot's reload and reconfigure marks are
  /// applied afterwards at their new index paths.
  ///
  /// - Complexity: O(n) when nothing changes order, O(n log n) otherwise.
  public func update(from old: Self) -> CollectionUpdate {
    var update = CollectionUpdate()
    let sectionDiff = ListDiff(from: old.sections, to: sections)
    update.sectionDeletions = sectionDiff.deletions
    update.sectionInsertions = sectionDiff.insertions
    update.sectionMoves = sectionDiff.moves
    // Old section index → new section index for surviving sections.
    var newSectionOfOld = [Int](repeating: -1, count: old.sections.count)
    for match in sectionDiff.matches { newSectionOfOld[match.from] = match.to }
    var insertedSection = [Bool](repeating: false, count: sections.count)
    for s in sectionDiff.insertions { insertedSection[s] = true }

    // Where every new item is.
    var newPosition: [Item: (section: Int, item: Int)] = [:]
    newPosition.reserveCapacity(sectionOfItem.count)
    for (s, items) in itemsBySection.enumerated() {
      for (i, item) in items.enumerated() { newPosition[item] = (s, i) }
    }
    var arrivedFromElsewhere: Set<Item> = []
    var deletions: [IndexPath] = []
    var moves: [CollectionUpdate.ItemMove] = []
    for (s, items) in old.itemsBySection.enumerated() {
      let target = newSectionOfOld[s]
      if target < 0 { continue }  // the section's items go with it
      var stayCandidates: [ListDiff.Move] = []
      for (i, item) in items.enumerated() {
        guard let to = newPosition[item] else {
          deletions.append(IndexPath(item: i, section: s))
          continue
        }
        if to.section == target {
          stayCandidates.append(ListDiff.Move(from: i, to: to.item))
        } else if insertedSection[to.section] {
          // Into a section that is being inserted: it leaves here and arrives with that section.
          deletions.append(IndexPath(item: i, section: s))
        } else {
          moves.append(CollectionUpdate.ItemMove(from: IndexPath(item: i, section: s), to: IndexPath(item: to.item, section: to.section)))
          arrivedFromElsewhere.insert(item)
        }
      }
      let stays = ListDiff.longestIncreasing(stayCandidates.map(\.to))
      for (k, candidate) in stayCandidates.enumerated() where !stays[k] {
        moves.append(CollectionUpdate.ItemMove(from: IndexPath(item: candidate.from, section: s), to: IndexPath(item: candidate.to, section: target)))
      }
      for candidate in stayCandidates { arrivedFromElsewhere.insert(items[candidate.from]) }
    }
    var insertions: [IndexPath] = []
    for (s, items) in itemsBySection.enumerated() where !insertedSection[s] {
      for (i, item) in items.enumerated() where !arrivedFromElsewhere.contains(item) {
        insertions.append(IndexPath(item: i, section: s))
      }
    }
    update.itemDeletions = deletions.sorted()
    update.itemInsertions = insertions
    update.itemMoves = moves.sorted { $0.to < $1.to }

    // Marks, at their new positions; inserted items and sections need no reload.
    let inserted = Set(insertions)
    update.sectionReloads = reloadedSectionIdentifiers.compactMap { sectionIndex[$0] }.filter { !insertedSection[$0] }.sorted()
    update.itemReloads = reloadedItemIdentifiers.compactMap { newPosition[$0].map { IndexPath(item: $0.item, section: $0.section) } }
      .filter { !inserted.contains($0) && !insertedSection[$0.section] }.sorted()
    update.itemReconfigures = reconfiguredItemIdentifiers.compactMap { newPosition[$0].map { IndexPath(item: $0.item, section: $0.section) } }
      .filter { !inserted.contains($0) && !insertedSection[$0.section] }.sorted()
    return update
  }

  /// Item counts per section, in order.
  public var itemCounts: [Int] { itemsBySection.map(\.count) }
}
