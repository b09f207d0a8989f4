/// `NSDiffableDataSourceSectionSnapshot`: the items of one section as a tree with expanded and
/// collapsed parents (outlines). Re-inserting an existing item is an error here, unlike in the
/// full snapshot.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable, Equatable {
  /// An item identifier.
  public typealias Item = ItemIdentifierType

  private var roots: [Item] = []
  private var children: [Item: [Item]] = [:]
  private var parents: [Item: Item] = [:]
  private var members: Set<Item> = []
  /// The expanded items (an item needs no children to be expanded).
  public private(set) var expandedItems: Set<Item> = []

  /// An empty section snapshot.
  public init() {}

  /// Every item, depth first.
  public var items: [Item] {
    var result: [Item] = []
    func visit(_ item: Item) {
      result.append(item)
      for child in children[item] ?? [] { visit(child) }
    }
    for root in roots { visit(root) }
    return result
  }

  /// The top-level items.
  public var rootItems: [Item] { roots }

  /// The items shown: those whose ancestors are all expanded, depth first.
  public var visibleItems: [Item] {
    var result: [Item] = []
    func visit(_ item: Item) {
      result.append(item)
      guard expandedItems.contains(item) else { return }
      for child in children[item] ?? [] { visit(child) }
    }
    for root in roots { visit(root) }
    return result
  }

  /// True when `item` is in the tree.
  public func contains(_ item: Item) -> Bool { members.contains(item) }

  /// The index of `item` in ``items``, or `nil`.
  public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

  /// The parent of `item` (`nil` for roots).
  /// - Throws: for an item not in the tree.
  public func parent(of item: Item) throws(DataSourceError) -> Item? {
    guard members.contains(item) else { throw DataSourceError("Child item identifier does not exist in section snapshot: \(item)") }
    return parents[item]
  }

  /// The depth of `item`: 0 for roots.
  /// - Throws: for an item not in the tree.
  public func level(of item: Item) throws(DataSourceError) -> Int {
    guard members.contains(item) else { throw DataSourceError("Item identifier does not exist in section snapshot: \(item)") }
    var level = 0
    var current = item
    while let parent = parents[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// True when `item` is expanded.
  /// - Throws: for an item not in the tree.
  public func isExpanded(_ item: Item) throws(DataSourceError) -> Bool {
    guard members.contains(item) else { throw DataSourceError("Item identifier does not exist in section snapshot: \(item)") }
    return expandedItems.contains(item)
  }

  /// True when every ancestor of `item` is expanded.
  /// - Throws: for an item not in the tree.
  public func isVisible(_ item: Item) throws(DataSourceError) -> Bool {
    guard members.contains(item) else { throw DataSourceError("Item identifier does not exist in section snapshot: \(item)") }
    var current = item
    while let parent = parents[current] {
      if !expandedItems.contains(parent) { return false }
      current = parent
    }
    return true
  }

  /// Appends items as children of `parent` (roots when `nil`).
  /// - Throws: for duplicates (already in the tree or twice in the argument) or a missing
  ///   parent; nothing is inserted then.
  public mutating func append(_ newItems: [Item], to parent: Item? = nil) throws(DataSourceError) {
    try checkNew(newItems)
    if let parent {
      guard members.contains(parent) else { throw DataSourceError("Parent item identifier does not exist in section snapshot: \(parent)") }
      children[parent, default: []].append(contentsOf: newItems)
      for item in newItems { parents[item] = parent }
    } else {
      roots.append(contentsOf: newItems)
    }
    members.formUnion(newItems)
  }

  /// Inserts items as siblings before `item`.
  public mutating func insert(_ newItems: [Item], before item: Item) throws(DataSourceError) {
    try insert(newItems, next: item, after: false)
  }

  /// Inserts items as siblings after `item` (after its whole subtree).
  public mutating func insert(_ newItems: [Item], after item: Item) throws(DataSourceError) {
    try insert(newItems, next: item, after: true)
  }

  private mutating func insert(_ newItems: [Item], next item: Item, after: Bool) throws(DataSourceError) {
    guard members.contains(item) else {
      throw DataSourceError("Item identifier to insert \(after ? "after" : "before") does not exist in section snapshot: \(item)")
    }
    try checkNew(newItems)
    let parent = parents[item]
    var siblings = parent.map { children[$0] ?? [] } ?? roots
    guard let index = siblings.firstIndex(of: item) else { return }
    siblings.insert(contentsOf: newItems, at: after ? index + 1 : index)
    if let parent {
      children[parent] = siblings
      for new in newItems { parents[new] = parent }
    } else {
      roots = siblings
    }
    members.formUnion(newItems)
  }

  /// Deletes items with their subtrees.
  /// - Throws: "Failed to find index of item X" for a missing item, before deleting anything.
  public mutating func delete(_ doomed: [Item]) throws(DataSourceError) {
    for item in doomed where !members.contains(item) { throw DataSourceError("Failed to find index of item \(item)") }
    for item in doomed where members.contains(item) {
      let subtree = self.subtree(of: item)
      if let parent = parents[item] { children[parent]?.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
      for member in subtree {
        members.remove(member)
        parents[member] = nil
        children[member] = nil
        expandedItems.remove(member)
      }
    }
  }

  /// Removes everything.
  public mutating func deleteAll() { self = Self() }

  /// Expands items; unknown items are ignored.
  public mutating func expand(_ items: [Item]) { for item in items where members.contains(item) { expandedItems.insert(item) } }

  /// Collapses items; unknown items are ignored.
  public mutating func collapse(_ items: [Item]) { for item in items { expandedItems.remove(item) } }

  /// The subtree of `item` as its own section snapshot.
  /// - Throws: for an item not in the tree.
  public func snapshot(of item: Item, includingParent: Bool = false) throws(DataSourceError) -> Self {
    guard members.contains(item) else { throw DataSourceError("Item identifier does not exist in section snapshot: \(item)") }
    var result = Self()
    func copy(_ node: Item, under parent: Item?) {
      try? result.append([node], to: parent)
      if expandedItems.contains(node) { result.expandedItems.insert(node) }
      for child in children[node] ?? [] { copy(child, under: node) }
    }
    if includingParent {
      copy(item, under: nil)
    } else {
      for child in children[item] ?? [] { copy(child, under: nil) }
    }
    return result
  }

  /// Every item of the subtree rooted at `item`, itself included.
  private func subtree(of item: Item) -> [Item] {
    var result = [item]
    for child in children[item] ?? [] { result += subtree(of: child) }
    return result
  }

  private func checkNew(_ newItems: [Item]) throws(DataSourceError) {
    var duplicates = DataSourceError.duplicates(newItems)
    duplicates += newItems.filter { members.contains($0) && !duplicates.contains($0) }
    if !duplicates.isEmpty {
      throw DataSourceError("Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(DataSourceError.set(duplicates))")
    }
  }
}
