import Foundation

/// The app's run loop on a virtual clock: where timers (`Timer.scheduledTimer`,
/// `RunLoop.main.add(_:forMode:)`), delayed messages (`perform(_:with:afterDelay:)`) and
/// Combine's time-based operators on the main queue or run loop wait, until something moves
/// the clock. Nothing reads a real clock: the same test fires the same work at the same virtual
/// times on every machine.
///
/// A screen made from an app's view controller or data source has its own (the app's code runs
/// with it as ``current`` while the screen is made and driven, and so does the test's own code
/// after it made the screen), and a headless collection view driving that screen moves it with
/// its own clock (`advance(seconds:)`, `settle()`), firing the app's work in time order with its
/// own and recording each in the trace. Before any screen, work waits on ``main`` until a test
/// moves it (``run(for:)``).
public final class UIKitRunLoop: @unchecked Sendable {
  /// Work waiting for its time.
  private struct Work {
    var token: Int
    var fireTime: Int64
    var interval: Int64?
    var name: String
    var owner: ObjectIdentifier?
    var isValid: @MainActor () -> Bool
    var action: @MainActor () -> Void
  }

  private let lock = NSLock()
  private var waiting: [Work] = []
  private var nextToken = 0
  private var clock: Int64 = 0

  /// A run loop at time zero with nothing scheduled.
  public init() {}

  /// The run loop of the app's code outside any screen.
  public static let main = UIKitRunLoop()

  /// The run loop of the screen whose app code is running (while a screen is made or driven).
  @TaskLocal static var scoped: UIKitRunLoop?

  /// The last screen's run loop, for work scheduled by a test's own code (a view model's
  /// debounced property set by the test) after it made the screen.
  private static let latest = UIKitLocked<WeakRunLoop?>(nil)

  /// The run loop app code schedules on: the screen's whose code is running; else the last
  /// screen's made (a test that made a screen and now sets its view model's values); else
  /// ``main``.
  public static var current: UIKitRunLoop {
    scoped ?? latest.withLock { $0?.loop } ?? main
  }

  /// Makes `loop` the one work scheduled outside a screen's code goes to (a new screen's).
  static func makeLatest(_ loop: UIKitRunLoop) {
    latest.withLock { $0 = WeakRunLoop(loop: loop) }
  }

  /// Whether the caller runs on the main queue (the main thread, or the main queue's work on
  /// another thread, as Swift Testing runs main-actor tests on Linux): where work scheduled
  /// for now on the main queue runs at once.
  public static var isOnMainQueue: Bool { MainActorBridge.isOnMainQueue }

  /// The virtual time, in microseconds since the run loop was made.
  public var now: Int64 { lock.withLock { clock } }

  /// Schedules `action` `seconds` from now (again every `repeating` seconds, if given), named
  /// `name` in traces. Work scheduled for the same time runs in the order it was scheduled.
  /// - Parameters:
  ///   - owner: the object the work is for (``cancel(owner:)`` removes its work).
  ///   - isValid: checked before each firing; work that is no longer valid (an invalidated
  ///     timer) is dropped.
  /// - Returns: a token for ``cancel(_:)``.
  @discardableResult
  public func schedule(
    after seconds: TimeInterval, repeating: TimeInterval? = nil, name: String, owner: AnyObject? = nil,
    isValid: @escaping @MainActor () -> Bool = { true }, _ action: @escaping @MainActor () -> Void
  ) -> Int {
    lock.withLock {
      nextToken += 1
      let delay = Self.microseconds(seconds)
      let interval = repeating.map { max(Self.microseconds($0), 1) }
      waiting.append(
        Work(token: nextToken, fireTime: clock + delay, interval: interval, name: name, owner: owner.map(ObjectIdentifier.init), isValid: isValid, action: action))
      return nextToken
    }
  }

  /// Removes scheduled work.
  public func cancel(_ token: Int) {
    lock.withLock { waiting.removeAll { $0.token == token } }
  }

  /// Removes the work scheduled for `owner` whose name satisfies `matching`.
  public func cancel(owner: AnyObject, where matching: (String) -> Bool = { _ in true }) {
    let owner = ObjectIdentifier(owner)
    lock.withLock { waiting.removeAll { $0.owner == owner && matching($0.name) } }
  }

  /// How long until the next work is due, in microseconds (0 when it is due now); `nil` when
  /// nothing waits.
  public var nextDelay: Int64? {
    lock.withLock { waiting.map(\.fireTime).min().map { max(0, $0 - clock) } }
  }

  /// The names of the work waiting, soonest first.
  public var scheduled: [String] {
    lock.withLock { waiting.sorted { ($0.fireTime, $0.token) < ($1.fireTime, $1.token) }.map(\.name) }
  }

  /// Moves the clock forward by `microseconds`, running in time order the work due by then
  /// (and what that work schedules within the span); repeating work is scheduled again.
  /// - Returns: the names of the work that ran, in order.
  @MainActor @discardableResult
  public func advance(by microseconds: Int64) -> [String] {
    let end = now + max(0, microseconds)
    var ran: [String] = []
    while let work = takeNext(dueBy: end) {
      guard work.isValid() else {
        cancel(work.token)
        continue
      }
      ran.append(work.name)
      // A repeating timer of a tiny interval cannot hold the clock forever.
      if ran.count > Self.maxFiringsPerAdvance { break }
      work.action()
    }
    lock.withLock { clock = max(clock, end) }
    return ran
  }

  /// Runs the clock forward by `seconds` (what a test outside a screen calls).
  @MainActor @discardableResult
  public func run(for seconds: TimeInterval) -> [String] {
    advance(by: Self.microseconds(seconds))
  }

  /// The next work due by `end`, taken off the queue (a repeating one put back for its next
  /// time), with the clock moved to its time.
  private func takeNext(dueBy end: Int64) -> Work? {
    lock.withLock {
      guard let index = waiting.indices.min(by: { (waiting[$0].fireTime, waiting[$0].token) < (waiting[$1].fireTime, waiting[$1].token) }),
        waiting[index].fireTime <= end
      else { return nil }
      let work = waiting[index]
      clock = max(clock, work.fireTime)
      if let interval = work.interval {
        waiting[index].fireTime += interval
      } else {
        waiting.remove(at: index)
      }
      return work
    }
  }

  /// The most work one ``advance(by:)`` runs.
  static let maxFiringsPerAdvance = 100_000

  /// Whole microseconds of a duration (negative and non-finite durations are 0).
  static func microseconds(_ seconds: TimeInterval) -> Int64 {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int64((seconds * 1_000_000).rounded())
  }
}

/// A run loop held weakly (a screen's goes with the screen).
struct WeakRunLoop: @unchecked Sendable {
  weak var loop: UIKitRunLoop?
}
