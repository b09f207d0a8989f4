/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Sendable, Hashable, Codable, CaseIterable {
  /// The section scrolls with the collection (groups stack along the scroll axis).
  case none
  /// Scrolls across freely.
  case continuous
  /// Scrolls across, decelerating to a group's leading edge.
  case continuousGroupLeadingBoundary
  /// Pages by the collection view's width.
  case paging
  /// Pages by one group.
  case groupPaging
  /// Pages by one group, groups centred.
  case groupPagingCentered
}

/// Which insets a section or layout adds to its content insets.
public enum ContentInsetsReference: String, Sendable, Hashable, Codable, CaseIterable {
  /// The layout's choice (on a section), or the safe area (on a layout).
  case automatic
  /// No reference inset.
  case none
  /// The safe area.
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable content guide.
  case readableContent
}

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

/// `NSCollectionLayoutSection`: a group repeated for the section's items, with insets, spacing,
/// boundary items and decorations.
public struct LayoutSection: Sendable, Hashable {
  /// The group repeated for the items.
  public var group: LayoutGroup
  /// Space between consecutive groups.
  public var interGroupSpacing: Double
  /// Insets of the section's content.
  public var contentInsets: DirectionalEdgeInsets
  /// Which insets are added to `contentInsets` (`.automatic`: the layout's).
  public var contentInsetsReference: ContentInsetsReference
  /// `supplementariesFollowContentInsets` (deprecated iOS 16): true, the default, gives boundary
  /// items the width inside the leading and trailing insets.
  public var supplementariesFollowContentInsets: Bool
  /// Whether the groups scroll across the collection.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// Headers, footers and side views.
  public var boundarySupplementaryItems: [BoundarySupplementaryItem]
  /// Backgrounds.
  public var decorationItems: [DecorationItem]
  /// Space before the section along the scroll axis, outside its frame and background: what a
  /// grouped list section made from a list configuration keeps above itself (0 by default).
  public var spaceBefore: Double = 0

  /// A section.
  public init(
    group: LayoutGroup, interGroupSpacing: Double = 0, contentInsets: DirectionalEdgeInsets = .zero,
    contentInsetsReference: ContentInsetsReference = .automatic, supplementariesFollowContentInsets: Bool = true,
    orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
    boundarySupplementaryItems: [BoundarySupplementaryItem] = [], decorationItems: [DecorationItem] = []
  ) {
    self.group = group
    self.interGroupSpacing = interGroupSpacing
    self.contentInsets = contentInsets
    self.contentInsetsReference = contentInsetsReference
    self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.decorationItems = decorationItems
  }
}
