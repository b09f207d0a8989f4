import Foundation

/// Timers as apps schedule them, on the virtual clock of the current ``UIKitRunLoop``: the
/// target–selector forms Linux's Foundation lacks, and the scheduling calls (shadowing
/// Foundation's for code that imports UIKit), so a timer fires when a headless collection view
/// (or a test) moves the clock, never by itself. `invalidate()` stops it; `fire()` fires it at
/// once, as Foundation's does.
extension Timer {
  /// A timer sending `aSelector` to `aTarget` (with the timer) every `ti` seconds when
  /// `yesOrNo`, else once; not scheduled until added to a run loop. `userInfo` is not kept.
  public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
    nonisolated(unsafe) let target = aTarget as AnyObject
    self.init(timeInterval: ti, repeats: yesOrNo) { timer in
      nonisolated(unsafe) let timer = timer
      MainActorBridge.run { _ = ObjCMessaging.sending(aSelector, to: target, timer) }
    }
    ObjCTimers.shared.keep(self, name: "-[\(_ObjCClassTable.name(of: type(of: target))) \(aSelector.name)]", interval: ti, repeats: yesOrNo)
  }

  /// A timer sending `aSelector` to `aTarget`, scheduled on the current run loop.
  @discardableResult
  public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
    let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    UIKitRunLoop.current.add(timer)
    return timer
  }

  /// ``scheduledTimer(withTimeInterval:repeats:block:)`` under a name of its own (see
  /// `RunLoop._uikitAdd(_:forMode:)`).
  @discardableResult
  public class func _uikitScheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> Timer {
    scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
  }

  /// A timer running `block`, scheduled on the current run loop.
  @discardableResult
  public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    ObjCTimers.shared.keep(timer, name: "a block", interval: interval, repeats: repeats)
    UIKitRunLoop.current.add(timer)
    return timer
  }
}

extension RunLoop {
  /// Schedules `timer` on the current ``UIKitRunLoop``'s virtual clock (any mode).
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    UIKitRunLoop.current.add(timer)
  }

  /// ``add(_:forMode:)`` under a name of its own: what a file importing both Foundation and
  /// UIKit calls in the copy `collection-snapshot-linuxify` writes (there Foundation's method of
  /// the same signature makes `add(_:forMode:)` ambiguous).
  public func _uikitAdd(_ timer: Timer, forMode mode: RunLoop.Mode) { add(timer, forMode: mode) }
}

extension UIKitRunLoop {
  /// Schedules a timer: it fires after its interval (then every interval, if it repeats)
  /// while it is valid.
  public func add(_ timer: Timer) {
    nonisolated(unsafe) let timer = timer
    let made = ObjCTimers.shared.take(timer)
    // A timer made elsewhere: a repeating one's interval is Foundation's `timeInterval`; a
    // one-shot's is its fire date less now, to the millisecond (the real time that passed
    // since it was made is not the app's).
    let interval = made?.interval ?? (timer.timeInterval > 0 ? timer.timeInterval : (timer.fireDate.timeIntervalSinceNow * 1000).rounded() / 1000)
    let repeats = made?.repeats ?? (timer.timeInterval > 0)
    schedule(after: interval, repeating: repeats ? interval : nil, name: "timer \(made?.name ?? "a block")", owner: timer, isValid: { timer.isValid }) {
      timer.fire()
    }
  }
}
