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
