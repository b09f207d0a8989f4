public import CollectionSnapshotLayout

/// Work the headless collection view has scheduled on its virtual clock.
public struct ScheduledTimer: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// What fires.
  public enum Action: Sendable, Hashable {
    /// SSCollectionViewPresenter's `runAutoRolling`: one page forward, then again.
    case autoRoll
    /// The page loader's answer to a next-page request arrives.
    case pageResponse(page: Int)
    /// The next frame of the scroll animation in flight.
    case animationFrame
    /// The app deselects an item (``DeselectionPattern/after(_:)``).
    case deselect(IndexPath)
  }

  /// When it fires.
  public var fireTime: VirtualTime
  /// Scheduling order, to break ties deterministically.
  public var sequence: Int
  /// What it does.
  public var action: Action

  public static func < (a: ScheduledTimer, b: ScheduledTimer) -> Bool {
    a.fireTime != b.fireTime ? a.fireTime < b.fireTime : a.sequence < b.sequence
  }

  public var description: String {
    switch action {
    case .autoRoll: return "auto-rolling at \(fireTime)"
    case .pageResponse(let page): return "page \(page) response at \(fireTime)"
    case .animationFrame: return "a scroll animation frame at \(fireTime)"
    case .deselect(let path): return "the deselection of \(path) at \(fireTime)"
    }
  }
}
