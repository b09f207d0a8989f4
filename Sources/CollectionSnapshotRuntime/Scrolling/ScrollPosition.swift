/// Where `scrollToItem(at:at:animated:)` puts an item, as `UICollectionView.ScrollPosition`.
public enum ScrollPosition: String, Sendable, Hashable, CaseIterable, Codable {
  /// The item's top edge at the top of the visible area (below the adjusted content inset).
  case top
  /// The item centred vertically in the visible area.
  case centeredVertically
  /// The item's bottom edge at the bottom of the visible area.
  case bottom
  /// The item's left edge at the left of the visible area.
  case left
  /// The item centred horizontally in the visible area.
  case centeredHorizontally
  /// The item's right edge at the right of the visible area.
  case right

  /// Whether the position moves the vertical offset (else the horizontal one).
  public var isVertical: Bool { self == .top || self == .centeredVertically || self == .bottom }
}
