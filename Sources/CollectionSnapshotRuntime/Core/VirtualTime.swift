/// A moment on the headless collection view's virtual clock, in whole microseconds since the
/// view was created. Integer time keeps every trace identical on every machine: no clock is
/// read, and no floating-point sum drifts.
public struct VirtualTime: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Microseconds since the view was created.
  public var microseconds: Int64

  /// A time in microseconds.
  public init(microseconds: Int64) { self.microseconds = microseconds }

  /// A time in seconds, rounded to the microsecond.
  public init(seconds: Double) { self.microseconds = Int64((seconds * 1_000_000).rounded()) }

  /// The start of the clock.
  public static let zero = VirtualTime(microseconds: 0)

  /// The time in seconds.
  public var seconds: Double { Double(microseconds) / 1_000_000 }

  /// Earlier than.
  public static func < (a: VirtualTime, b: VirtualTime) -> Bool { a.microseconds < b.microseconds }

  /// The sum of two times (a time and a duration).
  public static func + (a: VirtualTime, b: VirtualTime) -> VirtualTime {
    VirtualTime(microseconds: a.microseconds + b.microseconds)
  }

  /// Seconds with three decimals, as traces print it: `12.300s`.
  public var description: String {
    let millis = (microseconds + 500) / 1000
    let fraction = String(millis % 1000)
    return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
  }
}
