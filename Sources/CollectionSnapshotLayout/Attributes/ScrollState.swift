/// Where the collection is scrolled: the content offset, and the offset of each orthogonally
/// scrolling section along its own axis. Pinned headers and orthogonal cells depend on it.
public struct ScrollState: Sendable, Hashable {
  /// `contentOffset` of the collection view. At rest it is `(−adjustedInset.left,
  /// −adjustedInset.top)`.
  public var contentOffset: Point
  /// Offsets of orthogonal sections along their scroll axis, by section; absent means 0.
  public var orthogonalOffsets: [Int: Double]

  /// A scroll state.
  public init(contentOffset: Point, orthogonalOffsets: [Int: Double] = [:]) {
    self.contentOffset = contentOffset
    self.orthogonalOffsets = orthogonalOffsets
  }

  /// The resting state of an environment: scrolled to the top, orthogonal sections at 0.
  public static func resting(_ environment: LayoutEnvironment) -> ScrollState {
    ScrollState(
      contentOffset: Point(
        x: -environment.adjustedContentInset.left, y: -environment.adjustedContentInset.top))
  }
}
