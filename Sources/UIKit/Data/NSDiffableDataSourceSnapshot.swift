import CollectionSnapshotModel
import Foundation

/// UIKit's diffable snapshot: the package's ``DiffableDataSourceSnapshot`` (one implementation,
/// UIKit's rules and messages) under UIKit's non-throwing API.
///
/// Where UIKit raises (appending items with no section, duplicate identifiers, an unknown
/// section…), the operation is not applied, the first such exception is kept in ``exception``,
/// and making a screen from the snapshot throws it.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
  /// The implementation.
  public private(set) var base: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The first exception UIKit would have raised, if any.
  public private(set) var exception: UIKitException?

  /// An empty snapshot.
  public init() {
    base = DiffableDataSourceSnapshot()
  }

  /// The snapshot of the package's implementation.
  public init(_ base: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
    self.base = base
  }

  private mutating func apply(_ origin: String, _ operation: (inout DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) throws(DataSourceError) -> Void) {
    do {
      try operation(&base)
    } catch {
      let raised = UIKitExceptionRecorder.raise(UIKitException(reason: error.message, origin: "NSDiffableDataSourceSnapshot.\(origin)"))
      if exception == nil { exception = raised }
    }
  }

  private func query<T>(_ origin: String, _ fallback: T, _ operation: () throws(DataSourceError) -> T) -> T {
    do {
      return try operation()
    } catch {
      UIKitExceptionRecorder.raise(UIKitException(reason: error.message, origin: "NSDiffableDataSourceSnapshot.\(origin)"))
      return fallback
    }
  }

  // MARK: Queries

  /// All items.
  public var numberOfItems: Int { base.numberOfItems }
  /// All sections.
  public var numberOfSections: Int { base.numberOfSections }
  /// The sections in order.
  public var sectionIdentifiers: [SectionIdentifierType] { base.sectionIdentifiers }
  /// Every item, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { base.itemIdentifiers }
  /// Sections marked for reload.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { base.reloadedSectionIdentifiers }
  /// Items marked for reload.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { base.reloadedItemIdentifiers }
  /// Items marked for reconfiguring.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { base.reconfiguredItemIdentifiers }

  /// The number of items in a section (an unknown section raises).
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    query("numberOfItems(inSection:)", 0) { () throws(DataSourceError) in try base.numberOfItems(inSection: identifier) }
  }

  /// The items of a section (an unknown section raises).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    query("itemIdentifiers(inSection:)", []) { () throws(DataSourceError) in try base.itemIdentifiers(inSection: identifier) }
  }

  /// The section holding an item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    base.sectionIdentifier(containingItem: identifier)
  }

  /// An item's index across every section.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { base.indexOfItem(identifier) }

  /// A section's index.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { base.indexOfSection(identifier) }

  // MARK: Items

  /// Appends items to a section (the last one when `nil`).
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
    apply("appendItems(_:toSection:)") { (s) throws(DataSourceError) in try s.appendItems(identifiers, toSection: sectionIdentifier) }
  }

  /// Inserts items before another.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
    apply("insertItems(_:beforeItem:)") { (s) throws(DataSourceError) in try s.insertItems(identifiers, beforeItem: beforeIdentifier) }
  }

  /// Inserts items after another.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    apply("insertItems(_:afterItem:)") { (s) throws(DataSourceError) in try s.insertItems(identifiers, afterItem: afterIdentifier) }
  }

  /// Deletes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    apply("deleteItems(_:)") { (s) throws(DataSourceError) in try s.deleteItems(identifiers) }
  }

  /// Deletes every item and section.
  public mutating func deleteAllItems() { base.deleteAllItems() }

  /// Moves an item before another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    apply("moveItem(_:beforeItem:)") { (s) throws(DataSourceError) in try s.moveItem(identifier, beforeItem: toIdentifier) }
  }

  /// Moves an item after another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    apply("moveItem(_:afterItem:)") { (s) throws(DataSourceError) in try s.moveItem(identifier, afterItem: toIdentifier) }
  }

  /// Marks items for reload.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    apply("reloadItems(_:)") { (s) throws(DataSourceError) in try s.reloadItems(identifiers) }
  }

  /// Marks items for reconfiguring.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    apply("reconfigureItems(_:)") { (s) throws(DataSourceError) in try s.reconfigureItems(identifiers) }
  }

  // MARK: Sections

  /// Appends empty sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    apply("appendSections(_:)") { (s) throws(DataSourceError) in try s.appendSections(identifiers) }
  }

  /// Inserts sections before another.
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
    apply("insertSections(_:beforeSection:)") { (s) throws(DataSourceError) in try s.insertSections(identifiers, beforeSection: toIdentifier) }
  }

  /// Inserts sections after another.
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
    apply("insertSections(_:afterSection:)") { (s) throws(DataSourceError) in try s.insertSections(identifiers, afterSection: toIdentifier) }
  }

  /// Deletes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    apply("deleteSections(_:)") { (s) throws(DataSourceError) in try s.deleteSections(identifiers) }
  }

  /// Moves a section before another.
  public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
    apply("moveSection(_:beforeSection:)") { (s) throws(DataSourceError) in try s.moveSection(identifier, beforeSection: toIdentifier) }
  }

  /// Moves a section after another.
  public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
    apply("moveSection(_:afterSection:)") { (s) throws(DataSourceError) in try s.moveSection(identifier, afterSection: toIdentifier) }
  }

  /// Marks sections for reload.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    apply("reloadSections(_:)") { (s) throws(DataSourceError) in try s.reloadSections(identifiers) }
  }
}
