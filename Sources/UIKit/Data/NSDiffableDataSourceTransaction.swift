import Foundation

/// The change a reordering made to a diffable data source, as its reordering handlers receive
/// it: the snapshots before and after, the difference of the item order, and the same per
/// section.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
  /// The snapshot before.
  public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot after.
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The difference between the two snapshots' items, in order.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// The transaction of each section of the final snapshot, in order.
  public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  /// The transaction from `initialSnapshot` to `finalSnapshot`.
  init(
    initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    self.difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
    self.sectionTransactions = finalSnapshot.sectionIdentifiers.map { section in
      let before = initialSnapshot.indexOfSection(section) == nil ? [] : initialSnapshot.itemIdentifiers(inSection: section)
      return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, before: before, after: finalSnapshot.itemIdentifiers(inSection: section))
    }
  }
}

/// One section's part of a reordering transaction: its items before and after, as section
/// snapshots, and the difference of their order (`backingStore[section] = items.applying(difference)`).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// The section's items before.
  public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The section's items after.
  public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The difference from the items before to the items after.
  public let difference: CollectionDifference<ItemIdentifierType>

  init(sectionIdentifier: SectionIdentifierType, before: [ItemIdentifierType], after: [ItemIdentifierType]) {
    self.sectionIdentifier = sectionIdentifier
    var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    initial.append(before)
    var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    final.append(after)
    self.initialSnapshot = initial
    self.finalSnapshot = final
    self.difference = after.difference(from: before)
  }
}
