/// `NSCollectionLayoutDecorationItem.background(elementKind:)`: a view behind a section.
public struct DecorationItem: Sendable, Hashable {
  /// Its element kind.
  public var elementKind: String
  /// Insets from the section's frame.
  public var contentInsets: DirectionalEdgeInsets
  /// Drawing order (0 by default; the section's other elements are promoted to at least 1).
  public var zIndex: Int

  /// A section background.
  public init(elementKind: String, contentInsets: DirectionalEdgeInsets = .zero, zIndex: Int = 0) {
    self.elementKind = elementKind
    self.contentInsets = contentInsets
    self.zIndex = zIndex
  }

  /// `background(elementKind:)`.
  public static func background(elementKind: String) -> DecorationItem { DecorationItem(elementKind: elementKind) }
}
