import Foundation

/// Tells whether a delegate implements a method: the default implementations mark the probe
/// of the call in progress, so the translation uses the layout's own value (and keeps
/// self-sizing) exactly when UIKit would, as if the method were an optional one not implemented.
final class FlowDelegateProbe: @unchecked Sendable {
  // Unchecked: `defaulted` has no lock. Sound because only the delegate's default
  // implementations set it, while `ask` runs `method` synchronously, and `ask` reads it after.
  private(set) var defaulted = false

  @TaskLocal static var current: FlowDelegateProbe?

  static func notImplemented() { current?.defaulted = true }

  /// Calls `method`; returns its answer, or `nil` when the delegate does not implement it.
  static func ask<T>(_ method: () -> T) -> T? {
    let probe = FlowDelegateProbe()
    let answer = $current.withValue(probe, operation: method)
    return probe.defaulted ? nil : answer
  }
}
