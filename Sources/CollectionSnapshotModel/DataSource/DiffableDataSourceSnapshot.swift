/// `NSDiffableDataSourceSnapshot`: sections and items by identifier, with UIKit's rules. Every
/// operation UIKit rejects throws a ``DataSourceError`` with UIKit's reason instead of trapping.
///
/// Section and item identifiers are separate spaces; within each, identifiers are unique.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
  /// A section identifier.
  public typealias Section = SectionIdentifierType
  /// An item identifier.
  public typealias Item = ItemIdentifierType

  private(set) var sections: [Section] = []
  private(set) var itemsBySection: [[Item]] = []
  private(set) var sectionIndex: [Section: Int] = [:]
  private(set) var sectionOfItem: [Item: Section] = [:]

  /// Sections marked by ``reloadSections(_:)``.
  public private(set) var reloadedSectionIdentifiers: [Section] = []
  /// Items marked by ``reloadItems(_:)``.
  public private(set) var reloadedItemIdentifiers: [Item] = []
  /// Items marked by ``reconfigureItems(_:)``.
  public private(set) var reconfiguredItemIdentifiers: [Item] = []
  /// What UIKit would log to the console (an existing item appended elsewhere is moved).
  public private(set) var warnings: [String] = []

  /// An empty snapshot.
  public init() {}

  // MARK: Queries

  /// All items.
  public var numberOfItems: Int { sectionOfItem.count }
  /// All sections.
  public var numberOfSections: Int { sections.count }
  /// Sections in order.
  public var sectionIdentifiers: [Section] { sections }
  /// Items of every section, flattened in section order.
  public var itemIdentifiers: [Item] { itemsBySection.flatMap { $0 } }

  /// Items in `section`.
  /// - Throws: for an unknown section, UIKit's "Section identifier was not found…".
  public func numberOfItems(inSection section: Section) throws(DataSourceError) -> Int {
    try itemIdentifiers(inSection: section).count
  }

  /// Items of `section`, in order.
  /// - Throws: for an unknown section.
  public func itemIdentifiers(inSection section: Section) throws(DataSourceError) -> [Item] {
    guard let index = sectionIndex[section] else {
      throw DataSourceError(
        "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)")
    }
    return itemsBySection[index]
  }

  /// The section holding `item`, or `nil`.
  public func sectionIdentifier(containingItem item: Item) -> Section? { sectionOfItem[item] }

  /// The index of `item` across all sections (flattened), or `nil`.
  public func indexOfItem(_ item: Item) -> Int? {
    guard let section = sectionOfItem[item], let s = sectionIndex[section] else { return nil }
    var offset = 0
    for k in 0..<s { offset += itemsBySection[k].count }
    return itemsBySection[s].firstIndex(of: item).map { offset + $0 }
  }

  /// The index of `section`, or `nil`.
  public func indexOfSection(_ section: Section) -> Int? { sectionIndex[section] }

  /// The `(section, item)` position of an item, or `nil`.
  func position(of item: Item) -> (section: Int, item: Int)? {
    guard let section = sectionOfItem[item], let s = sectionIndex[section],
      let i = itemsBySection[s].firstIndex(of: item)
    else { return nil }
    return (s, i)
  }

  // MARK: Sections

  /// Appends empty sections.
  /// - Throws: for duplicates in the argument or sections already present.
  public mutating func appendSections(_ identifiers: [Section]) throws(DataSourceError) {
    try checkNewSections(identifiers)
    insertSectionsUnchecked(identifiers, at: sections.count)
  }

  /// Inserts empty sections before `beforeSection`.
  public mutating func insertSections(_ identifiers: [Section], beforeSection: Section) throws(DataSourceError) {
    try insertSections(identifiers, relativeTo: beforeSection, after: false)
  }

  /// Inserts empty sections after `afterSection`.
  public mutating func insertSections(_ identifiers: [Section], afterSection: Section) throws(DataSourceError) {
    try insertSections(identifiers, relativeTo: afterSection, after: true)
  }

  private mutating func insertSections(_ identifiers: [Section], relativeTo destination: Section, after: Bool) throws(DataSourceError) {
    if identifiers.contains(destination) {
      throw DataSourceError(
        "Invalid update: destination for section operation [\(destination)] is in the inserted section list for update: <_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier:\(destination); destIsSection: 0; identifiers: [\(identifiers.map { "\($0)" }.joined(separator: ", "))]>")
    }
    guard let index = sectionIndex[destination] else {
      throw DataSourceError("Invalid parameter not satisfying: insertIndex != NSNotFound")
    }
    try checkNewSections(identifiers)
    insertSectionsUnchecked(identifiers, at: after ? index + 1 : index)
  }

  private func checkNewSections(_ identifiers: [Section]) throws(DataSourceError) {
    let duplicates = DataSourceError.duplicates(identifiers)
    if !duplicates.isEmpty {
      throw DataSourceError("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(DataSourceError.set(duplicates))")
    }
    let existing = identifiers.filter { sectionIndex[$0] != nil }
    if existing.count == 1 {
      throw DataSourceError(
        "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: \(existing[0])")
    } else if existing.count > 1 {
      throw DataSourceError(
        "Diffable data source detected an attempt to insert or append \(existing.count) section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\(existing.map { "\($0)" }.joined(separator: ", ")))")
    }
  }

  private mutating func insertSectionsUnchecked(_ identifiers: [Section], at index: Int) {
    sections.insert(contentsOf: identifiers, at: index)
    itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    reindexSections(from: index)
  }

  private mutating func reindexSections(from start: Int) {
    for i in start..<sections.count { sectionIndex[sections[i]] = i }
  }

  /// Deletes sections and their items; unknown identifiers are ignored.
  /// - Throws: for duplicates in the argument.
  public mutating func deleteSections(_ identifiers: [Section]) throws(DataSourceError) {
    try checkUnique(identifiers, what: "section")
    let doomed = Set(identifiers)
    var first = sections.count
    for i in stride(from: sections.count - 1, through: 0, by: -1) where doomed.contains(sections[i]) {
      for item in itemsBySection[i] { sectionOfItem[item] = nil }
      sectionIndex[sections[i]] = nil
      sections.remove(at: i)
      itemsBySection.remove(at: i)
      first = i
    }
    if first < sections.count { reindexSections(from: first) }
    reloadedSectionIdentifiers.removeAll { doomed.contains($0) }
  }

  /// Removes every item and every section.
  public mutating func deleteAllItems() {
    sections = []
    itemsBySection = []
    sectionIndex = [:]
    sectionOfItem = [:]
    reloadedSectionIdentifiers = []
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
  }

  /// Moves a section before another.
  public mutating func moveSection(_ identifier: Section, beforeSection: Section) throws(DataSourceError) {
    try moveSection(identifier, relativeTo: beforeSection, after: false)
  }

  /// Moves a section after another.
  public mutating func moveSection(_ identifier: Section, afterSection: Section) throws(DataSourceError) {
    try moveSection(identifier, relativeTo: afterSection, after: true)
  }

  private mutating func moveSection(_ identifier: Section, relativeTo destination: Section, after: Bool) throws(DataSourceError) {
    guard let from = sectionIndex[identifier] else { throw DataSourceError("Invalid parameter not satisfying: fromSection != NSNotFound") }
    guard sectionIndex[destination] != nil else { throw DataSourceError("Invalid parameter not satisfying: toSection != NSNotFound") }
    if identifier == destination {
      throw DataSourceError("Invalid update: destination for section move is the same as the source [\(identifier)] for update: <_UIDiffableDataSourceUpdate - action: MOVE; destinationIdentifier:\(destination); destIsSection: 1; identifiers: [\(identifier)]>.")
    }
    let items = itemsBySection.remove(at: from)
    sections.remove(at: from)
    sectionIndex[identifier] = nil
    reindexSections(from: 0)
    guard let to = sectionIndex[destination] else { return }
    let index = after ? to + 1 : to
    sections.insert(identifier, at: index)
    itemsBySection.insert(items, at: index)
    reindexSections(from: 0)
  }

  // MARK: Items

  /// Appends items to `section` (the last section when `nil`). An item already elsewhere in the
  /// snapshot is moved here, with UIKit's console warning recorded in ``warnings``.
  /// - Throws: with no sections, for an unknown section, or for duplicates in the argument.
  public mutating func appendItems(_ identifiers: [Item], toSection section: Section? = nil) throws(DataSourceError) {
    guard !sections.isEmpty else {
      throw DataSourceError("There are currently no sections in the data source. Please add a section first.")
    }
    let target = section ?? sections[sections.count - 1]
    guard sectionIndex[target] != nil else { throw DataSourceError("Invalid parameter not satisfying: section != NSNotFound") }
    try checkUnique(identifiers, what: "item")
    removeExisting(identifiers)
    guard let s = sectionIndex[target] else { return }
    itemsBySection[s].append(contentsOf: identifiers)
    for item in identifiers { sectionOfItem[item] = target }
  }

  /// Inserts items before `beforeItem`, in its section.
  public mutating func insertItems(_ identifiers: [Item], beforeItem: Item) throws(DataSourceError) {
    try insertItems(identifiers, relativeTo: beforeItem, after: false)
  }

  /// Inserts items after `afterItem`, in its section.
  public mutating func insertItems(_ identifiers: [Item], afterItem: Item) throws(DataSourceError) {
    try insertItems(identifiers, relativeTo: afterItem, after: true)
  }

  private mutating func insertItems(_ identifiers: [Item], relativeTo destination: Item, after: Bool) throws(DataSourceError) {
    if identifiers.contains(destination) {
      throw DataSourceError(
        "Invalid update: destination for insertion operation [\(destination)] is in the insertion identifier list for update: <_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier:\(destination); destIsSection: 0; identifiers: [\(identifiers.map { "\($0)" }.joined(separator: ", "))]>.")
    }
    guard sectionOfItem[destination] != nil else { throw DataSourceError("Invalid parameter not satisfying: section != NSNotFound") }
    try checkUnique(identifiers, what: "item")
    removeExisting(identifiers)
    guard let (s, i) = position(of: destination) else { return }
    itemsBySection[s].insert(contentsOf: identifiers, at: after ? i + 1 : i)
    for item in identifiers { sectionOfItem[item] = sections[s] }
  }

  /// Items already in the snapshot are taken out (to be moved into place), with the one line
  /// UIKit logs for the call (``warnings``).
  private mutating func removeExisting(_ identifiers: [Item]) {
    var existing: [Item] = []
    for item in identifiers {
      guard let (s, i) = position(of: item) else { continue }
      itemsBySection[s].remove(at: i)
      sectionOfItem[item] = nil
      existing.append(item)
    }
    if let warning = Self.alreadyExistsWarning(existing) { warnings.append(warning) }
  }

  /// What UIKit logs when an insert or append names items the snapshot already has: one line
  /// a call, singular or plural (the plural lists them as `(a, b)`).
  static func alreadyExistsWarning(_ existing: [Item]) -> String? {
    guard let first = existing.first else { return nil }
    let one = existing.count == 1
    let named = one ? "Item identifier that already exists: \(first)" : "Item identifiers that already exist: (\(existing.map { "\($0)" }.joined(separator: ", ")))"
    return "Diffable data source detected an attempt to insert or append \(existing.count) "
      + (one ? "item identifier that already exists" : "item identifiers that already exist")
      + " in the snapshot. The existing item "
      + (one ? "identifier" : "identifiers")
      + " will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. "
      + named
  }

  /// Deletes items; unknown identifiers are ignored.
  /// - Throws: for duplicates in the argument.
  public mutating func deleteItems(_ identifiers: [Item]) throws(DataSourceError) {
    try checkUnique(identifiers, what: "item")
    var bySection: [Int: Set<Item>] = [:]
    for item in identifiers {
      guard let (s, _) = position(of: item) else { continue }
      bySection[s, default: []].insert(item)
      sectionOfItem[item] = nil
    }
    for (s, doomed) in bySection { itemsBySection[s].removeAll { doomed.contains($0) } }
    let all = Set(identifiers)
    reloadedItemIdentifiers.removeAll { all.contains($0) }
    reconfiguredItemIdentifiers.removeAll { all.contains($0) }
  }

  /// Moves an item before another (possibly into another section).
  public mutating func moveItem(_ identifier: Item, beforeItem: Item) throws(DataSourceError) {
    try moveItem(identifier, relativeTo: beforeItem, after: false)
  }

  /// Moves an item after another.
  public mutating func moveItem(_ identifier: Item, afterItem: Item) throws(DataSourceError) {
    try moveItem(identifier, relativeTo: afterItem, after: true)
  }

  private mutating func moveItem(_ identifier: Item, relativeTo destination: Item, after: Bool) throws(DataSourceError) {
    guard let (s, i) = position(of: identifier) else { throw DataSourceError("Invalid parameter not satisfying: fromIndex != NSNotFound") }
    guard sectionOfItem[destination] != nil else { throw DataSourceError("Invalid parameter not satisfying: toIndex != NSNotFound") }
    if identifier == destination {
      throw DataSourceError("Invalid update: destination for item move is the same as the source [\(identifier)] for update: <_UIDiffableDataSourceUpdate - action: MOVE; destinationIdentifier:\(destination); destIsSection: 0; identifiers: [\(identifier)]>.")
    }
    itemsBySection[s].remove(at: i)
    guard let (ts, ti) = position(of: destination) else { return }
    itemsBySection[ts].insert(identifier, at: after ? ti + 1 : ti)
    sectionOfItem[identifier] = sections[ts]
  }

  // MARK: Reloads

  /// Marks items for reload: their cells are dequeued again when the snapshot is applied.
  /// - Throws: for an item not in the snapshot.
  public mutating func reloadItems(_ identifiers: [Item]) throws(DataSourceError) {
    for item in identifiers where sectionOfItem[item] == nil {
      throw DataSourceError("Attempted to reload item identifier that does not exist in the snapshot: \(item)")
    }
    for item in identifiers where !reloadedItemIdentifiers.contains(item) { reloadedItemIdentifiers.append(item) }
  }

  /// Marks sections for reload.
  /// - Throws: for a section not in the snapshot.
  public mutating func reloadSections(_ identifiers: [Section]) throws(DataSourceError) {
    for section in identifiers where sectionIndex[section] == nil {
      throw DataSourceError("Attempted to reload section identifier that does not exist in the snapshot: \(section)")
    }
    for section in identifiers where !reloadedSectionIdentifiers.contains(section) { reloadedSectionIdentifiers.append(section) }
  }

  /// Marks items for reconfiguring: their existing cells are configured again.
  /// - Throws: for an item not in the snapshot.
  public mutating func reconfigureItems(_ identifiers: [Item]) throws(DataSourceError) {
    for item in identifiers where sectionOfItem[item] == nil {
      throw DataSourceError("Attempted to reconfigure item identifier that does not exist in the snapshot: \(item)")
    }
    for item in identifiers where !reconfiguredItemIdentifiers.contains(item) { reconfiguredItemIdentifiers.append(item) }
  }

  /// The same snapshot without reload and reconfigure marks (what `dataSource.snapshot()`
  /// returns).
  public var withoutMarks: Self {
    var copy = self
    copy.reloadedSectionIdentifiers = []
    copy.reloadedItemIdentifiers = []
    copy.reconfiguredItemIdentifiers = []
    copy.warnings = []
    return copy
  }

  private func checkUnique<T: Hashable>(_ values: [T], what: String) throws(DataSourceError) {
    let duplicates = DataSourceError.duplicates(values)
    if !duplicates.isEmpty {
      throw DataSourceError("Fatal: supplied \(what) identifiers are not unique. Duplicate identifiers: \(DataSourceError.set(duplicates))")
    }
  }
}

extension DiffableDataSourceSnapshot: Equatable {
  /// Equal sections and items, in order; reload marks are not compared (as in UIKit).
  public static func == (a: Self, b: Self) -> Bool {
    a.sections == b.sections && a.itemsBySection == b.itemsBySection
  }
}
