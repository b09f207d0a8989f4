/// The ranges a headless collection view accepts, so that no request can trap (an integer
/// conversion of an enormous value) or run for ever (a timer with no interval).
public enum RuntimeLimits {
  /// The largest offset or distance, in points, in either direction.
  public static let maxPoints = 1e9
  /// The largest drag velocity, in points per millisecond (a hard fling is about 10).
  public static let maxVelocity = 1e4
  /// The longest time one step may run the clock, in seconds.
  public static let maxSeconds = 1e6
  /// The shortest auto-rolling interval, in seconds.
  public static let minAutoRollingInterval = 0.01
  /// The most `didScroll` steps one animation is cut into.
  public static let maxAnimationSteps = 10_000
  /// The most trace events the timers may record in one step (an advance of a million seconds
  /// with auto-rolling every 0.01 s would otherwise fire a hundred million times).
  public static let maxTimerEventsPerStep = 50_000
  /// The most events a trace may hold before a step runs: a script stops there rather than
  /// growing a trace no one can review.
  public static let maxTraceEvents = 100_000

  static func checkPoints(_ values: Double..., what: () -> String) throws(RuntimeError) {
    for value in values where !(value.isFinite && abs(value) <= maxPoints) {
      throw RuntimeError("\(what()): values must be finite and within ±\(Int(maxPoints)) points")
    }
  }

  static func checkSeconds(_ value: Double, what: () -> String) throws(RuntimeError) {
    guard value.isFinite, value >= 0, value <= maxSeconds else {
      throw RuntimeError("\(what()): the duration must be finite, not negative and at most \(Int(maxSeconds)) seconds")
    }
  }

  /// Checks a paging configuration.
  static func check(_ paging: PagingConfiguration) throws(RuntimeError) {
    let interval = paging.autoRollingTimeInterval
    guard interval.isFinite, interval >= minAutoRollingInterval, interval <= maxSeconds else {
      throw RuntimeError("autoRollingTimeInterval \(interval) is out of range: it must be between \(minAutoRollingInterval) and \(Int(maxSeconds)) seconds")
    }
  }

  /// Checks the options a view is made with.
  static func check(_ options: HeadlessCollectionView.Options) throws(RuntimeError) {
    if let paging = options.paging { try check(paging) }
    let rate = options.decelerationRate.rawValue
    guard rate.isFinite, rate > 0, rate < 1 else {
      throw RuntimeError("decelerationRate \(rate) is out of range: it must be between 0 and 1 (exclusive), per millisecond; UIKit's are 0.998 (normal) and 0.99 (fast)")
    }
    if case .after(let seconds) = options.deselection { try checkSeconds(seconds) { "the deselection delay \(seconds)" } }
    if let loader = options.pageLoader { try checkSeconds(loader.latency) { "the page loader's latency \(loader.latency)" } }
    if let distance = options.prefetchDistance {
      guard distance.isFinite, distance >= 0, distance <= maxPoints else {
        throw RuntimeError("prefetchDistance \(distance) is out of range: it must be between 0 and \(Int(maxPoints)) points")
      }
    }
  }
}
