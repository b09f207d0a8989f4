/// An element of a group: an item (one cell) or a nested group.
public indirect enum LayoutElement: Sendable, Hashable {
  /// A leaf.
  case item(LayoutItem)
  /// A nested group.
  case group(LayoutGroup)

  var layoutSize: LayoutSize {
    switch self {
    case .item(let i): return i.layoutSize
    case .group(let g): return g.layoutSize
    }
  }

  var edgeSpacing: LayoutEdgeSpacing? {
    switch self {
    case .item(let i): return i.edgeSpacing
    case .group(let g): return g.edgeSpacing
    }
  }
}

/// A frame returned by a custom group, relative to the group's origin.
public struct CustomGroupItem: Sendable, Hashable {
  /// The frame, relative to the group.
  public var frame: Rect
  /// Drawing order.
  public var zIndex: Int

  /// A custom item.
  public init(frame: Rect, zIndex: Int = 0) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// `NSCollectionLayoutGroup`: items (or groups) laid along an axis, or custom frames.
public struct LayoutGroup: Sendable, Hashable {
  /// How the group arranges its subitems.
  public enum Arrangement: Sendable, Hashable {
    /// Along x.
    case horizontal
    /// Along y.
    case vertical
    /// Frames given by the caller (`custom(layoutSize:itemProvider:)`), one cell each.
    case custom([CustomGroupItem])
  }

  /// How many subitems the group takes.
  public enum Repetition: Sendable, Hashable {
    /// `horizontal(layoutSize:subitems:)`: repeats the subitems in order while they fit.
    case fill
    /// `horizontal(layoutSize:repeatingSubitem:count:)`: exactly `count` copies of the
    /// (single) subitem at its own size.
    case repeating(count: Int)
    /// The deprecated `horizontal(layoutSize:subitem:count:)`: exactly `count` copies, each
    /// resized to `1/count` of the group (less the fixed spacing) along the group's axis.
    case count(Int)
  }

  /// Horizontal, vertical or custom.
  public var arrangement: Arrangement
  /// The group's own size in its container.
  public var layoutSize: LayoutSize
  /// Its subitems.
  public var subitems: [LayoutElement]
  /// How subitems are repeated.
  public var repetition: Repetition
  /// Space between consecutive subitems (none by default).
  public var interItemSpacing: LayoutSpacing?
  /// Insets of the area the subitems are laid out in.
  public var contentInsets: DirectionalEdgeInsets
  /// Space outside the group when it is nested in another group.
  public var edgeSpacing: LayoutEdgeSpacing?
  /// Views attached to the group.
  public var supplementaryItems: [LayoutSupplementaryItem]

  /// A group.
  public init(
    arrangement: Arrangement, layoutSize: LayoutSize, subitems: [LayoutElement] = [], repetition: Repetition = .fill,
    interItemSpacing: LayoutSpacing? = nil, contentInsets: DirectionalEdgeInsets = .zero,
    edgeSpacing: LayoutEdgeSpacing? = nil, supplementaryItems: [LayoutSupplementaryItem] = []
  ) {
    self.arrangement = arrangement
    self.layoutSize = layoutSize
    self.subitems = subitems
    self.repetition = repetition
    self.interItemSpacing = interItemSpacing
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }

  /// `horizontal(layoutSize:subitems:)`.
  public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutElement]) -> LayoutGroup {
    LayoutGroup(arrangement: .horizontal, layoutSize: layoutSize, subitems: subitems)
  }

  /// `vertical(layoutSize:subitems:)`.
  public static func vertical(layoutSize: LayoutSize, subitems: [LayoutElement]) -> LayoutGroup {
    LayoutGroup(arrangement: .vertical, layoutSize: layoutSize, subitems: subitems)
  }

  /// `horizontal(layoutSize:repeatingSubitem:count:)`.
  public static func horizontal(layoutSize: LayoutSize, repeatingSubitem: LayoutElement, count: Int) -> LayoutGroup {
    LayoutGroup(arrangement: .horizontal, layoutSize: layoutSize, subitems: [repeatingSubitem], repetition: .repeating(count: count))
  }

  /// `vertical(layoutSize:repeatingSubitem:count:)`.
  public static func vertical(layoutSize: LayoutSize, repeatingSubitem: LayoutElement, count: Int) -> LayoutGroup {
    LayoutGroup(arrangement: .vertical, layoutSize: layoutSize, subitems: [repeatingSubitem], repetition: .repeating(count: count))
  }

  /// The deprecated `horizontal(layoutSize:subitem:count:)`.
  public static func horizontal(layoutSize: LayoutSize, subitem: LayoutElement, count: Int) -> LayoutGroup {
    LayoutGroup(arrangement: .horizontal, layoutSize: layoutSize, subitems: [subitem], repetition: .count(count))
  }

  /// The deprecated `vertical(layoutSize:subitem:count:)`.
  public static func vertical(layoutSize: LayoutSize, subitem: LayoutElement, count: Int) -> LayoutGroup {
    LayoutGroup(arrangement: .vertical, layoutSize: layoutSize, subitems: [subitem], repetition: .count(count))
  }

  /// `custom(layoutSize:itemProvider:)` with the frames the provider returns.
  public static func custom(layoutSize: LayoutSize, items: [CustomGroupItem]) -> LayoutGroup {
    LayoutGroup(arrangement: .custom(items), layoutSize: layoutSize)
  }
}
