import CollectionSnapshotModel
import Foundation

/// UIKit's section snapshot (one section's items as an outline): the package's
/// ``DiffableDataSourceSectionSnapshot`` under UIKit's non-throwing API. Operations UIKit
/// rejects are not applied; the first such exception is kept in ``exception`` and thrown when a
/// screen is made from the snapshot.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  /// The implementation.
  public private(set) var base: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The first exception UIKit would have raised, if any.
  public private(set) var exception: UIKitException?

  /// An empty section snapshot.
  public init() {
    base = DiffableDataSourceSectionSnapshot()
  }

  /// The section snapshot of the package's implementation.
  public init(_ base: DiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
    self.base = base
  }

  private mutating func apply(_ origin: String, _ operation: (inout DiffableDataSourceSectionSnapshot<ItemIdentifierType>) throws(DataSourceError) -> Void) {
    do {
      try operation(&base)
    } catch {
      let raised = UIKitExceptionRecorder.raise(UIKitException(reason: error.message, origin: "NSDiffableDataSourceSectionSnapshot.\(origin)"))
      if exception == nil { exception = raised }
    }
  }

  private func query<T>(_ origin: String, _ fallback: T, _ operation: () throws(DataSourceError) -> T) -> T {
    do {
      return try operation()
    } catch {
      UIKitExceptionRecorder.raise(UIKitException(reason: error.message, origin: "NSDiffableDataSourceSectionSnapshot.\(origin)"))
      return fallback
    }
  }

  // MARK: Queries

  /// Every item, depth first.
  public var items: [ItemIdentifierType] { base.items }
  /// The top-level items.
  public var rootItems: [ItemIdentifierType] { base.rootItems }
  /// The items shown: those whose ancestors are all expanded.
  public var visibleItems: [ItemIdentifierType] { base.visibleItems }

  /// True when the item is in the snapshot.
  public func contains(_ item: ItemIdentifierType) -> Bool { base.contains(item) }
  /// The item's index in ``items``.
  public func index(of item: ItemIdentifierType) -> Int? { base.index(of: item) }
  /// The item's depth (0 for roots); an unknown item raises.
  public func level(of item: ItemIdentifierType) -> Int {
    query("level(of:)", 0) { () throws(DataSourceError) in try base.level(of: item) }
  }
  /// The item's parent; an unknown item raises.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    query("parent(of:)", nil) { () throws(DataSourceError) in try base.parent(of: child) }
  }
  /// True when the item is expanded; an unknown item raises.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    query("isExpanded(_:)", false) { () throws(DataSourceError) in try base.isExpanded(item) }
  }
  /// True when every ancestor of the item is expanded; an unknown item raises.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    query("isVisible(_:)", false) { () throws(DataSourceError) in try base.isVisible(item) }
  }
  /// The subtree under an item (with it, when `includingParent`); an unknown item raises.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot {
    NSDiffableDataSourceSectionSnapshot(
      query("snapshot(of:includingParent:)", DiffableDataSourceSectionSnapshot()) { () throws(DataSourceError) in
        try base.snapshot(of: parent, includingParent: includingParent)
      })
  }

  /// The outline as text, one item a line, indented by level, `+` for expanded parents.
  public func visualDescription() -> String {
    items.map { item in
      let level = (try? base.level(of: item)) ?? 0
      let mark = (try? base.isExpanded(item)) == true ? "+ " : "- "
      return String(repeating: "  ", count: level) + mark + "\(item)"
    }.joined(separator: "\n")
  }

  // MARK: Changes

  /// Appends items under a parent (as roots when `nil`).
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    apply("append(_:to:)") { (s) throws(DataSourceError) in try s.append(items, to: parent) }
  }

  /// Inserts items before a sibling.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    apply("insert(_:before:)") { (s) throws(DataSourceError) in try s.insert(items, before: item) }
  }

  /// Inserts items after a sibling.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    apply("insert(_:after:)") { (s) throws(DataSourceError) in try s.insert(items, after: item) }
  }

  /// Appends another snapshot's outline under a parent (as roots when `nil`).
  public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot, to parent: ItemIdentifierType? = nil) {
    apply("append(_:to:)") { (s) throws(DataSourceError) in
      var changed = s
      try changed.graft(snapshot.base, roots: snapshot.rootItems, under: parent)
      s = changed
    }
  }

  /// Inserts another snapshot's outline before a sibling.
  public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, before item: ItemIdentifierType) {
    apply("insert(_:before:)") { (s) throws(DataSourceError) in
      var changed = s
      try changed.insert(snapshot.rootItems, before: item)
      try changed.graftChildren(of: snapshot.base, roots: snapshot.rootItems)
      s = changed
    }
  }

  /// Inserts another snapshot's outline after a sibling.
  public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, after item: ItemIdentifierType) {
    apply("insert(_:after:)") { (s) throws(DataSourceError) in
      var changed = s
      try changed.insert(snapshot.rootItems, after: item)
      try changed.graftChildren(of: snapshot.base, roots: snapshot.rootItems)
      s = changed
    }
  }

  /// Replaces the children of a parent with another snapshot's outline.
  public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot) {
    apply("replace(childrenOf:using:)") { (s) throws(DataSourceError) in
      var changed = s
      let children = try changed.snapshot(of: parent).rootItems
      if !children.isEmpty { try changed.delete(children) }
      try changed.graft(snapshot.base, roots: snapshot.rootItems, under: parent)
      s = changed
    }
  }

  /// Deletes items with their subtrees.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    apply("delete(_:)") { (s) throws(DataSourceError) in try s.delete(items) }
  }

  /// Deletes everything.
  public mutating func deleteAll() { base.deleteAll() }

  /// Expands items.
  public mutating func expand(_ items: [ItemIdentifierType]) { base.expand(items) }

  /// Collapses items.
  public mutating func collapse(_ items: [ItemIdentifierType]) { base.collapse(items) }
}

extension DiffableDataSourceSectionSnapshot {
  /// Appends `roots` of `other` under `parent`, with their subtrees and expansion.
  fileprivate mutating func graft(_ other: Self, roots: [Item], under parent: Item?) throws(DataSourceError) {
    try append(roots, to: parent)
    try graftChildren(of: other, roots: roots)
  }

  /// Appends the subtrees of `roots` (already here) from `other`, keeping their expansion.
  fileprivate mutating func graftChildren(of other: Self, roots: [Item]) throws(DataSourceError) {
    for root in roots {
      if other.expandedItems.contains(root) { expand([root]) }
      let children = try other.snapshot(of: root).rootItems
      if !children.isEmpty { try graft(other, roots: children, under: root) }
    }
  }
}
