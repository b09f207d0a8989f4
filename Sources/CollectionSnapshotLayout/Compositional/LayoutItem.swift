/// `NSCollectionLayoutSupplementaryItem`: a view attached to an item or group (a badge).
public struct LayoutSupplementaryItem: Sendable, Hashable {
  /// Its size, resolved against the item it is attached to.
  public var layoutSize: LayoutSize
  /// Its element kind.
  public var elementKind: String
  /// The point of the item it is attached to.
  public var containerAnchor: LayoutAnchor
  /// The point of the supplementary placed on `containerAnchor` (by default the same edges).
  public var itemAnchor: LayoutAnchor?
  /// Drawing order (1 by default).
  public var zIndex: Int

  /// A supplementary item.
  public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    self.zIndex = zIndex
  }
}

/// `NSCollectionLayoutItem`: a leaf that takes one cell.
public struct LayoutItem: Sendable, Hashable {
  /// Its size in its group.
  public var layoutSize: LayoutSize
  /// Insets applied to the final frame after placement (ignored on estimated axes).
  public var contentInsets: DirectionalEdgeInsets
  /// Space outside the item along its group's axis.
  public var edgeSpacing: LayoutEdgeSpacing?
  /// Badges and other attached views.
  public var supplementaryItems: [LayoutSupplementaryItem]

  /// An item.
  public init(layoutSize: LayoutSize, contentInsets: DirectionalEdgeInsets = .zero, edgeSpacing: LayoutEdgeSpacing? = nil, supplementaryItems: [LayoutSupplementaryItem] = []) {
    self.layoutSize = layoutSize
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }
}
