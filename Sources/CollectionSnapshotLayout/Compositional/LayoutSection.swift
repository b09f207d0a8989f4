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
  /// The list configuration the section was made from (`NSCollectionLayoutSection.list(using:
  /// layoutEnvironment:)`), if any: its rows draw the list's separators. It changes no frame.
  public var listConfiguration: ListConfiguration?

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
