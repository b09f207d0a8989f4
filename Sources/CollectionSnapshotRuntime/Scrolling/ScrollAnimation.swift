public import CollectionSnapshotLayout

/// A scroll animation running on the virtual clock (`setContentOffset(_:animated: true)` from
/// the presenter's page moves): the offset goes from `from` to `to` in `steps` frames spread
/// over ``HeadlessCollectionView/scrollAnimationDuration``; each frame is a `didScroll` and a
/// layout pass, the last one is followed by `didEndScrollingAnimation`.
public struct ScrollAnimation: Sendable, Hashable {
  /// Where it started.
  public var from: Point
  /// Where it ends.
  public var to: Point
  /// When it started.
  public var start: VirtualTime
  /// How many frames it has.
  public var steps: Int
  /// How many frames have run.
  public var done: Int

  /// When frame `k` (1-based) runs.
  func time(ofFrame k: Int) -> VirtualTime {
    VirtualTime(microseconds: start.microseconds + HeadlessCollectionView.scrollAnimationDuration.microseconds * Int64(k) / Int64(steps))
  }

  /// The offset at frame `k`.
  func point(ofFrame k: Int) -> Point {
    k == steps ? to : Point(
      x: (from.x * Double(steps - k) + to.x * Double(k)) / Double(steps),
      y: (from.y * Double(steps - k) + to.y * Double(k)) / Double(steps))
  }

  /// When it ends.
  public var end: VirtualTime { time(ofFrame: steps) }
}
