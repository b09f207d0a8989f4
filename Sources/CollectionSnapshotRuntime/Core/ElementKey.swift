public import CollectionSnapshotLayout

/// What identifies a displayed view: its category (cell or supplementary kind) and index path.
public struct ElementKey: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Cell or supplementary (with its kind).
  public var category: ElementCategory
  /// The index path: `[section, item]` for cells and item badges, `[section]` for headers.
  public var indexPath: IndexPath

  /// A key.
  public init(category: ElementCategory, indexPath: IndexPath) {
    self.category = category
    self.indexPath = indexPath
  }

  /// A cell's key.
  public static func cell(_ indexPath: IndexPath) -> ElementKey { ElementKey(category: .cell, indexPath: indexPath) }

  /// The key of the element laid out by `attributes`.
  public init(_ attributes: LayoutAttributes) {
    self.init(category: attributes.category, indexPath: attributes.indexPath)
  }

  /// Cells first, then supplementaries by kind; within each, by index path.
  public static func < (a: ElementKey, b: ElementKey) -> Bool {
    if a.category != b.category { return a.category < b.category }
    return a.indexPath < b.indexPath
  }

  /// `cell`, `header`, `footer`, or the supplementary's own kind.
  public var traceName: String {
    switch category {
    case .cell: return "cell"
    case .supplementary(let kind):
      if kind == ElementCategory.sectionHeaderKind { return "header" }
      if kind == ElementCategory.sectionFooterKind { return "footer" }
      return kind
    case .decoration(let kind): return "decoration(\(kind))"
    }
  }

  public var description: String { "\(traceName) \(indexPath)" }
}
