/// A section whose groups scroll across the main axis in an embedded scroller
/// (`orthogonalScrollingBehavior` other than `.none`).
public struct OrthogonalSectionInfo: Sendable, Hashable {
  /// The section.
  public var section: Int
  /// How it scrolls and pages.
  public var behavior: OrthogonalScrollingBehavior
  /// The embedded scroller's frame in content coordinates: the full width of the collection
  /// (for a vertical layout) and the section's groups band. Cells outside it are clipped.
  public var frame: Rect
  /// The embedded scroller's content length along its axis (leading inset + groups and
  /// spacing + trailing inset).
  public var contentLength: Double
  /// Resting positions of the groups' leading edges along the scroller's axis, relative to
  /// the scroller (what paging snaps to).
  public var groupOffsets: [Double]
  /// The groups' extent along the scroller's axis.
  public var groupLength: Double
}
