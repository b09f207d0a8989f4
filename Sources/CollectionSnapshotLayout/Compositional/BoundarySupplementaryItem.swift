/// `NSCollectionLayoutBoundarySupplementaryItem`: a section or layout header, footer or side
/// view.
public struct BoundarySupplementaryItem: Sendable, Hashable {
  /// Its size, resolved against the section's (or layout's) host container.
  public var layoutSize: LayoutSize
  /// Its element kind.
  public var elementKind: String
  /// Where it sits on the section.
  public var alignment: RectAlignment
  /// A translation after alignment; does not change the section's extent.
  public var absoluteOffset: Point
  /// True (default): it lies outside the section's content and the section grows by it.
  public var extendsBoundary: Bool
  /// True: it sticks to the visible area while its section is on screen.
  public var pinToVisibleBounds: Bool
  /// Drawing order (1 by default).
  public var zIndex: Int

  /// A boundary item.
  public init(
    layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point = .zero,
    extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 1
  ) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.alignment = alignment
    self.absoluteOffset = absoluteOffset
    self.extendsBoundary = extendsBoundary
    self.pinToVisibleBounds = pinToVisibleBounds
    self.zIndex = zIndex
  }
}
