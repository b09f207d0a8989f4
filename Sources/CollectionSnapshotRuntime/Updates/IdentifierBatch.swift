public import CollectionSnapshotModel

/// Changes to a collection's data by identifier — the edits of an
/// `NSDiffableDataSourceSnapshot` (append, insert, delete, move, reload, reconfigure sections and
/// items), carrying the new sections' and items' content — made on the data as it is and shown
/// as one batch (``HeadlessCollectionView/update(_:)``). Each operation fails as the snapshot
/// does, with UIKit's reason, prefixed with where it came from (its JSON path in a script).
public struct IdentifierBatch: Sendable, CustomStringConvertible {
  /// Where an insertion or move goes: before or after an identifier.
  public enum Placement: Sendable, Hashable, CustomStringConvertible {
    /// Before this identifier.
    case before(String)
    /// After this identifier.
    case after(String)

    public var description: String {
      switch self {
      case .before(let id): return "before \(id)"
      case .after(let id): return "after \(id)"
      }
    }
  }

  /// One edit.
  public enum Operation: Sendable, CustomStringConvertible {
    /// `appendSections`, with each section's items appended to it.
    case appendSections([Section])
    /// `insertSections(_:beforeSection:)` / `afterSection:`, with each section's items.
    case insertSections([Section], Placement)
    /// `deleteSections` (their items go too; unknown identifiers are ignored, as UIKit does).
    case deleteSections([String])
    /// `moveSection(_:beforeSection:)` / `afterSection:`.
    case moveSection(String, Placement)
    /// `reloadSections`.
    case reloadSections([String])
    /// `appendItems(_:toSection:)`; `nil` for the last section.
    case appendItems([Item], toSection: String?)
    /// `insertItems(_:beforeItem:)` / `afterItem:`.
    case insertItems([Item], Placement)
    /// `deleteItems` (unknown identifiers are ignored, as UIKit does).
    case deleteItems([String])
    /// `deleteAllItems()`: every section and item.
    case deleteAllItems
    /// `moveItem(_:beforeItem:)` / `afterItem:`.
    case moveItem(String, Placement)
    /// `reloadItems`: a new cell for each; `replacing` gives new content for some of them
    /// (same identifier).
    case reloadItems([String], replacing: [Item] = [])
    /// `reconfigureItems`: the same cell configured again; `replacing` gives new content.
    case reconfigureItems([String], replacing: [Item] = [])

    public var description: String {
      func ids(_ list: [String]) -> String { "[" + list.joined(separator: ", ") + "]" }
      switch self {
      case .appendSections(let sections): return "append sections \(ids(sections.map(\.id)))"
      case .insertSections(let sections, let placement): return "insert sections \(ids(sections.map(\.id))) \(placement)"
      case .deleteSections(let list): return "delete sections \(ids(list))"
      case .moveSection(let id, let placement): return "move section \(id) \(placement)"
      case .reloadSections(let list): return "reload sections \(ids(list))"
      case .appendItems(let items, let section): return "append items \(ids(items.map(\.id)))" + (section.map { " to \($0)" } ?? "")
      case .insertItems(let items, let placement): return "insert items \(ids(items.map(\.id))) \(placement)"
      case .deleteItems(let list): return "delete items \(ids(list))"
      case .deleteAllItems: return "delete all items"
      case .moveItem(let id, let placement): return "move item \(id) \(placement)"
      case .reloadItems(let list, _): return "reload items \(ids(list))"
      case .reconfigureItems(let list, _): return "reconfigure items \(ids(list))"
      }
    }
  }

  /// The edits, in order.
  public var operations: [Operation]
  /// Where the batch came from (`$.steps[3].update` in a script), to name in errors; `nil`
  /// names the operations by their position.
  public var source: String?

  /// A batch.
  public init(_ operations: [Operation], source: String? = nil) {
    self.operations = operations
    self.source = source
  }

  public var description: String { operations.map(\.description).joined(separator: "; ") }

  /// Where operation `index` came from: `$.steps[3].update[1]`, or `operation 2 (move item …)`.
  func origin(of index: Int) -> String {
    if let source { return "\(source)[\(index)]" }
    return "operation \(index + 1) (\(operations[index]))"
  }

  /// The model after the edits, and the snapshot they leave (with its reload and reconfigure
  /// marks): the snapshot starts as `model`'s (every item, collapsed sections' too), the edits
  /// are made on it with UIKit's rules, and the sections and items it then names take their
  /// content from the edits, else from `model`.
  /// - Throws: UIKit's reason for the first edit the snapshot refuses, naming the edit.
  func applied(to model: ViewModel) throws(RuntimeError) -> (model: ViewModel, snapshot: DiffableDataSourceSnapshot<String, String>) {
    var snapshot: DiffableDataSourceSnapshot<String, String>
    do { snapshot = try model.expanded.snapshot() } catch { throw RuntimeError("the data before the batch: \(error)") }
    var sections: [String: Section] = [:]
    var items: [String: Item] = [:]
    for section in model.sections {
      sections[section.id] = section
      for item in section.items { items[item.id] = item }
    }
    for (index, operation) in operations.enumerated() {
      do {
        try perform(operation, on: &snapshot, sections: &sections, items: &items)
      } catch {
        throw RuntimeError("\(origin(of: index)): \(error)")
      }
    }
    var result = model
    result.sections = []
    for id in snapshot.sectionIdentifiers {
      guard var section = sections[id] else { continue }
      section.items = ((try? snapshot.itemIdentifiers(inSection: id)) ?? []).compactMap { items[$0] }
      result.sections.append(section)
    }
    return (result, snapshot)
  }

  private func perform(
    _ operation: Operation, on snapshot: inout DiffableDataSourceSnapshot<String, String>, sections: inout [String: Section], items: inout [String: Item]
  ) throws(DataSourceError) {
    func keep(_ new: [Section]) {
      for section in new {
        sections[section.id] = section
        for item in section.items { items[item.id] = item }
      }
    }
    func keep(_ new: [Item]) { for item in new { items[item.id] = item } }
    func appendItems(of new: [Section]) throws(DataSourceError) {
      for section in new where !section.items.isEmpty { try snapshot.appendItems(section.items.map(\.id), toSection: section.id) }
    }
    switch operation {
    case .appendSections(let new):
      try snapshot.appendSections(new.map(\.id))
      try appendItems(of: new)
      keep(new)
    case .insertSections(let new, let placement):
      switch placement {
      case .before(let id): try snapshot.insertSections(new.map(\.id), beforeSection: id)
      case .after(let id): try snapshot.insertSections(new.map(\.id), afterSection: id)
      }
      try appendItems(of: new)
      keep(new)
    case .deleteSections(let list):
      try snapshot.deleteSections(list)
    case .moveSection(let id, let placement):
      switch placement {
      case .before(let other): try snapshot.moveSection(id, beforeSection: other)
      case .after(let other): try snapshot.moveSection(id, afterSection: other)
      }
    case .reloadSections(let list):
      try snapshot.reloadSections(list)
    case .appendItems(let new, let section):
      try snapshot.appendItems(new.map(\.id), toSection: section)
      keep(new)
    case .insertItems(let new, let placement):
      switch placement {
      case .before(let id): try snapshot.insertItems(new.map(\.id), beforeItem: id)
      case .after(let id): try snapshot.insertItems(new.map(\.id), afterItem: id)
      }
      keep(new)
    case .deleteItems(let list):
      try snapshot.deleteItems(list)
    case .deleteAllItems:
      snapshot.deleteAllItems()
    case .moveItem(let id, let placement):
      switch placement {
      case .before(let other): try snapshot.moveItem(id, beforeItem: other)
      case .after(let other): try snapshot.moveItem(id, afterItem: other)
      }
    case .reloadItems(let list, let replacing):
      try snapshot.reloadItems(list)
      keep(replacing)
    case .reconfigureItems(let list, let replacing):
      try snapshot.reconfigureItems(list)
      keep(replacing)
    }
  }
}
