public import CollectionSnapshotLayout

/// What a collection view is told to do after its data changed: reload everything, or apply one
/// batch of section and item changes (plus reloads and reconfigures, applied afterwards at their
/// new positions). Index paths of deletions and move sources refer to the data before the
/// update; insertions, move destinations, reloads and reconfigures to the data after it.
public struct CollectionUpdate: Sendable, Hashable {
  /// Drop everything and ask the data source again (`reloadData`).
  public var isReloadData: Bool
  /// Sections deleted (old indices), ascending.
  public var sectionDeletions: [Int]
  /// Sections inserted (new indices), ascending.
  public var sectionInsertions: [Int]
  /// Sections moved, old index → new index.
  public var sectionMoves: [ListDiff.Move]
  /// Items deleted (old index paths), ascending.
  public var itemDeletions: [IndexPath]
  /// Items inserted (new index paths), ascending.
  public var itemInsertions: [IndexPath]
  /// Items moved, old index path → new index path.
  public var itemMoves: [ItemMove]
  /// Sections reloaded (new indices): their cells are asked for again.
  public var sectionReloads: [Int]
  /// Items reloaded (new index paths): a new cell is dequeued.
  public var itemReloads: [IndexPath]
  /// Items reconfigured (new index paths): the same cell is configured again.
  public var itemReconfigures: [IndexPath]

  /// An item's move.
  public struct ItemMove: Sendable, Hashable {
    /// Where it was.
    public var from: IndexPath
    /// Where it goes.
    public var to: IndexPath

    /// A move.
    public init(from: IndexPath, to: IndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// An update; everything defaults to empty.
  public init(
    isReloadData: Bool = false, sectionDeletions: [Int] = [], sectionInsertions: [Int] = [],
    sectionMoves: [ListDiff.Move] = [], itemDeletions: [IndexPath] = [], itemInsertions: [IndexPath] = [],
    itemMoves: [ItemMove] = [], sectionReloads: [Int] = [], itemReloads: [IndexPath] = [],
    itemReconfigures: [IndexPath] = []
  ) {
    self.isReloadData = isReloadData
    self.sectionDeletions = sectionDeletions
    self.sectionInsertions = sectionInsertions
    self.sectionMoves = sectionMoves
    self.itemDeletions = itemDeletions
    self.itemInsertions = itemInsertions
    self.itemMoves = itemMoves
    self.sectionReloads = sectionReloads
    self.itemReloads = itemReloads
    self.itemReconfigures = itemReconfigures
  }

  /// `reloadData()`.
  public static let reloadData = CollectionUpdate(isReloadData: true)

  /// True when nothing changes.
  public var isEmpty: Bool {
    !isReloadData && sectionDeletions.isEmpty && sectionInsertions.isEmpty && sectionMoves.isEmpty
      && itemDeletions.isEmpty && itemInsertions.isEmpty && itemMoves.isEmpty && sectionReloads.isEmpty
      && itemReloads.isEmpty && itemReconfigures.isEmpty
  }

  /// One change a line, in UIKit's batch order: section deletes, inserts, moves, item deletes,
  /// inserts, moves, then reloads and reconfigures.
  public var lines: [String] {
    if isReloadData { return ["reloadData"] }
    var lines: [String] = []
    lines += sectionDeletions.map { "delete section \($0)" }
    lines += sectionInsertions.map { "insert section \($0)" }
    lines += sectionMoves.map { "move section \($0.from) -> \($0.to)" }
    lines += itemDeletions.map { "delete item \($0)" }
    lines += itemInsertions.map { "insert item \($0)" }
    lines += itemMoves.map { "move item \($0.from) -> \($0.to)" }
    lines += sectionReloads.map { "reload section \($0)" }
    lines += itemReloads.map { "reload item \($0)" }
    lines += itemReconfigures.map { "reconfigure item \($0)" }
    return lines
  }
}
