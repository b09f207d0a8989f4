import Dispatch
import Foundation
import OpenCombine
import UIKit

/// How the main queue and the main run loop schedule here: work for now runs at once when the
/// caller is on the main thread (as `receive(on: DispatchQueue.main)` delivers before the next
/// frame on a device), else on the main queue; work for later waits on the virtual clock of the
/// current ``UIKitRunLoop``.
enum VirtualScheduling {
  static var now: VirtualSchedulerTime { VirtualSchedulerTime(microseconds: UIKitRunLoop.current.now) }

  static func schedule(_ action: @escaping () -> Void) {
    if UIKitRunLoop.isOnMainQueue {
      action()
    } else {
      nonisolated(unsafe) let action = action
      DispatchQueue.main.async { action() }
    }
  }

  static func schedule(after date: VirtualSchedulerTime, _ action: @escaping () -> Void) {
    let loop = UIKitRunLoop.current
    nonisolated(unsafe) let action = action
    loop.schedule(after: Double(max(0, date.microseconds - loop.now)) / 1_000_000, name: "a Combine scheduler's work") { action() }
  }

  static func schedule(after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride, _ action: @escaping () -> Void) -> any Cancellable {
    let loop = UIKitRunLoop.current
    nonisolated(unsafe) let action = action
    let token = loop.schedule(
      after: Double(max(0, date.microseconds - loop.now)) / 1_000_000, repeating: interval.timeInterval, name: "a Combine scheduler's repeating work"
    ) { action() }
    return AnyCancellable { loop.cancel(token) }
  }
}

/// A scheduler on the main queue's virtual clock: the main queue and the main run loop are both
/// this one scheduler here.
public protocol VirtualMainScheduler: OpenCombine.Scheduler where SchedulerTimeType == VirtualSchedulerTime, SchedulerOptions == Never {}

extension VirtualMainScheduler {
  public var now: VirtualSchedulerTime { VirtualScheduling.now }
  public var minimumTolerance: VirtualSchedulerTime.Stride { .zero }

  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    VirtualScheduling.schedule(action)
  }

  public func schedule(after date: VirtualSchedulerTime, tolerance: VirtualSchedulerTime.Stride, options: Never?, _ action: @escaping () -> Void) {
    VirtualScheduling.schedule(after: date, action)
  }

  public func schedule(
    after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride, tolerance: VirtualSchedulerTime.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    VirtualScheduling.schedule(after: date, interval: interval, action)
  }
}

extension DispatchQueue: @retroactive OpenCombine.Scheduler, VirtualMainScheduler {
  /// The virtual clock's time.
  public typealias SchedulerTimeType = VirtualSchedulerTime
  /// No options.
  public typealias SchedulerOptions = Never
}

extension RunLoop: @retroactive OpenCombine.Scheduler, VirtualMainScheduler {
  /// The virtual clock's time.
  public typealias SchedulerTimeType = VirtualSchedulerTime
  /// No options.
  public typealias SchedulerOptions = Never
}
