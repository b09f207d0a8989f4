import Foundation
import OpenCombine

/// A moment of the virtual clock the main queue and main run loop schedule on here, in whole
/// microseconds (``UIKitRunLoop/now``): what `DispatchQueue.SchedulerTimeType` and
/// `RunLoop.SchedulerTimeType` are on Linux.
public struct VirtualSchedulerTime: Strideable, Hashable, Sendable {
  /// Microseconds on the virtual clock.
  public var microseconds: Int64

  /// A moment.
  public init(microseconds: Int64) { self.microseconds = microseconds }

  public func distance(to other: VirtualSchedulerTime) -> Stride { Stride(microseconds: other.microseconds - microseconds) }

  public func advanced(by n: Stride) -> VirtualSchedulerTime { VirtualSchedulerTime(microseconds: microseconds + n.microseconds) }

  /// A duration on the virtual clock (`.milliseconds(300)`, `0.5` seconds).
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Sendable {
    /// Microseconds.
    public var microseconds: Int64

    /// A duration in microseconds.
    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// A duration in seconds, to the microsecond.
    public init(floatLiteral value: Double) { self.init(microseconds: Int64((value * 1_000_000).rounded())) }
    /// A duration in whole seconds.
    public init(integerLiteral value: Int) { self.init(microseconds: Int64(value) * 1_000_000) }
    public init?<T: BinaryInteger>(exactly source: T) {
      guard let value = Int64(exactly: source) else { return nil }
      self.init(microseconds: value * 1_000_000)
    }

    /// The duration in seconds.
    public var timeInterval: TimeInterval { Double(microseconds) / 1_000_000 }
    public var magnitude: Int64 { microseconds.magnitude > UInt64(Int64.max) ? .max : Int64(microseconds.magnitude) }

    public static func seconds(_ s: Int) -> Stride { Stride(microseconds: Int64(s) * 1_000_000) }
    public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
    public static func milliseconds(_ ms: Int) -> Stride { Stride(microseconds: Int64(ms) * 1_000) }
    public static func microseconds(_ us: Int) -> Stride { Stride(microseconds: Int64(us)) }
    public static func nanoseconds(_ ns: Int) -> Stride { Stride(microseconds: Int64(ns) / 1_000) }

    public static func < (a: Stride, b: Stride) -> Bool { a.microseconds < b.microseconds }
    public static func + (a: Stride, b: Stride) -> Stride { Stride(microseconds: a.microseconds + b.microseconds) }
    public static func - (a: Stride, b: Stride) -> Stride { Stride(microseconds: a.microseconds - b.microseconds) }
    public static func * (a: Stride, b: Stride) -> Stride { Stride(microseconds: a.microseconds * b.microseconds / 1_000_000) }
    public static func += (a: inout Stride, b: Stride) { a = a + b }
    public static func -= (a: inout Stride, b: Stride) { a = a - b }
    public static func *= (a: inout Stride, b: Stride) { a = a * b }
  }
}
