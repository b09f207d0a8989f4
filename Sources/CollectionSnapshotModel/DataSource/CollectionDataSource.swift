public import CollectionSnapshotLayout

/// A traditional `UICollectionViewDataSource` over sections: item and section CRUD by index path
/// and by section identifier, `reloadData`, and `performBatchUpdates` checked the way UIKit
/// checks it. Every operation returns the update the collection view receives; every invalid
/// one throws UIKit's reason and leaves the data unchanged.
public struct CollectionDataSource: Sendable {
  /// The sections, as the collection view last saw them.
  public private(set) var sections: [Section]

  /// A data source over `sections`.
  public init(sections: [Section] = []) { self.sections = sections }

  /// Items per section.
  public var itemCounts: [Int] { sections.map { $0.visibleItems.count } }

  /// `reloadData()` with new sections.
  @discardableResult
  public mutating func reloadData(_ sections: [Section]) -> CollectionUpdate {
    self.sections = sections
    return .reloadData
  }

  /// `performBatchUpdates`: `body` changes ``BatchUpdates/sections`` and declares the changes;
  /// they are checked against the counts before and after (spec §2.4).
  /// - Throws: UIKit's reason ("Invalid update: invalid number of items in section 0. …"), or
  ///   what `body` throws; the data is then left as it was.
  @discardableResult
  public mutating func performBatchUpdates(_ body: (inout BatchUpdates) throws -> Void) throws -> CollectionUpdate {
    var batch = BatchUpdates(sections: sections)
    try body(&batch)
    let update = try batch.validated(before: sections)
    sections = batch.sections
    return update
  }

  // MARK: Items

  /// Appends items to the section at `section`.
  @discardableResult
  public mutating func appendItems(_ items: [Item], toSection section: Int) throws -> CollectionUpdate {
    try checkSection(section)
    let start = sections[section].items.count
    return try performBatchUpdates { batch in
      batch.sections[section].items += items
      batch.insertItems(at: items.indices.map { IndexPath(item: start + $0, section: section) })
    }
  }

  /// Appends items to the first section with `identifier`.
  @discardableResult
  public mutating func appendItems(_ items: [Item], toSectionIdentifier identifier: String) throws -> CollectionUpdate {
    try appendItems(items, toSection: try index(of: identifier))
  }

  /// Inserts items at consecutive positions from `indexPath`.
  @discardableResult
  public mutating func insertItems(_ items: [Item], at indexPath: IndexPath) throws -> CollectionUpdate {
    try checkSection(indexPath.section)
    let count = sections[indexPath.section].items.count
    guard let start = indexPath.item, start >= 0, start <= count else {
      throw DataSourceError("attempt to insert item \(indexPath.item ?? -1) into section \(indexPath.section), but there are only \(count + items.count) items in section \(indexPath.section) after the update")
    }
    return try performBatchUpdates { batch in
      batch.sections[indexPath.section].items.insert(contentsOf: items, at: start)
      batch.insertItems(at: items.indices.map { IndexPath(item: start + $0, section: indexPath.section) })
    }
  }

  /// Replaces the item at `indexPath` (a reload, or a reconfigure when the kind is the same).
  @discardableResult
  public mutating func updateItem(_ item: Item, at indexPath: IndexPath) throws -> CollectionUpdate {
    try checkItem(indexPath, verb: "reload")
    let sameKind = sections[indexPath.section].items[indexPath.item ?? 0].kind == item.kind
    return try performBatchUpdates { batch in
      batch.sections[indexPath.section].items[indexPath.item ?? 0] = item
      if sameKind { batch.reconfigureItems(at: [indexPath]) } else { batch.reloadItems(at: [indexPath]) }
    }
  }

  /// Deletes the items at `indexPaths` (positions before the deletion).
  @discardableResult
  public mutating func deleteItems(at indexPaths: [IndexPath]) throws -> CollectionUpdate {
    for path in indexPaths { try checkItem(path, verb: "delete") }
    return try performBatchUpdates { batch in
      for path in Set(indexPaths).sorted(by: >) { batch.sections[path.section].items.remove(at: path.item ?? 0) }
      batch.deleteItems(at: indexPaths)
    }
  }

  /// Deletes every item of the section at `section`.
  @discardableResult
  public mutating func deleteAllItems(inSection section: Int) throws -> CollectionUpdate {
    try checkSection(section)
    let count = sections[section].visibleItems.count
    return try performBatchUpdates { batch in
      batch.sections[section].items = []
      batch.deleteItems(at: (0..<count).map { IndexPath(item: $0, section: section) })
    }
  }

  /// Deletes every item of the first section with `identifier`.
  @discardableResult
  public mutating func deleteAllItems(inSectionIdentifier identifier: String) throws -> CollectionUpdate {
    try deleteAllItems(inSection: try index(of: identifier))
  }

  // MARK: Sections

  /// Appends sections.
  @discardableResult
  public mutating func appendSections(_ new: [Section]) throws -> CollectionUpdate {
    let start = sections.count
    return try performBatchUpdates { batch in
      batch.sections += new
      batch.insertSections(Array(start..<(start + new.count)))
    }
  }

  /// Deletes the sections at `indices`.
  @discardableResult
  public mutating func deleteSections(_ indices: [Int]) throws -> CollectionUpdate {
    for s in indices { try checkSection(s) }
    return try performBatchUpdates { batch in
      for s in Set(indices).sorted(by: >) { batch.sections.remove(at: s) }
      batch.deleteSections(indices)
    }
  }

  /// The index of the first section with `identifier`.
  /// - Throws: when there is none.
  public func index(of identifier: String) throws(DataSourceError) -> Int {
    guard let index = sections.firstIndex(where: { $0.id == identifier }) else {
      throw DataSourceError("no section with identifier '\(identifier)'")
    }
    return index
  }

  private func checkSection(_ section: Int) throws(DataSourceError) {
    guard section >= 0, section < sections.count else {
      throw DataSourceError("attempt to update section \(section), but there are only \(sections.count) sections")
    }
  }

  private func checkItem(_ path: IndexPath, verb: String) throws(DataSourceError) {
    try checkSection(path.section)
    let count = sections[path.section].items.count
    guard let item = path.item, item >= 0, item < count else {
      throw DataSourceError("attempt to \(verb) item \(path.item ?? -1) from section \(path.section) which only contains \(count) items before the update")
    }
  }
}
