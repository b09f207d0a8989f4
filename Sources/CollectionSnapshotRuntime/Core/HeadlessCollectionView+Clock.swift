import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// How far ``settle(within:)`` lets the clock run by default.
  public static let settleLimit = 60.0

  /// Moves the virtual clock forward by `seconds`, firing what is scheduled in between in
  /// time order (auto-rolling steps, page responses, the frames of a page animation, delayed
  /// deselections). The clock stops at the requested time: a page animation may still be in
  /// flight there.
  /// - Throws: for a negative or non-finite duration, or what a fired timer throws.
  public mutating func advance(seconds: Double) throws(RuntimeError) {
    try RuntimeLimits.checkSeconds(seconds) { "cannot advance the clock by \(seconds) seconds" }
    let end = now + VirtualTime(seconds: seconds)
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      try view.fireTimers(through: end)
      try view.advanceAppClock(to: end)
    }
  }

  /// Runs the clock until nothing is scheduled.
  /// - Throws: when work is still scheduled after `limit` seconds (auto-rolling, for one,
  ///   re-schedules itself forever), naming what is pending.
  public mutating func settle(within limit: Double = HeadlessCollectionView.settleLimit) throws(RuntimeError) {
    try RuntimeLimits.checkSeconds(limit) { "cannot settle within \(limit) seconds" }
    let deadline = now + VirtualTime(seconds: limit)
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      try view.fireTimers(through: deadline)
      if let pending = view.timers.first {
        throw RuntimeError(
          "the screen did not settle within \(Int(limit)) s of virtual time: \(pending) is still scheduled (auto-rolling re-schedules itself; cancel it, or advance by a fixed time)")
      }
    }
  }

  /// Fires, in time order, everything scheduled up to `deadline` (including what the fired
  /// work schedules within it), moving the clock to each firing time. The app's own work (its
  /// timers and delayed messages, on a screen made from its collection view) runs on the same
  /// clock, interleaved by time (the runtime's first at the same time), each recorded as
  /// `appTimer`.
  mutating func fireTimers(through deadline: VirtualTime) throws(RuntimeError) {
    let start = trace.events.count
    while true {
      let appDue = appViews?.nextAppWork.map { now + VirtualTime(microseconds: $0) }
      let ownDue = timers.first?.fireTime
      guard let due = [appDue, ownDue].compactMap({ $0 }).min(), due <= deadline else { break }
      if trace.events.count - start > RuntimeLimits.maxTimerEventsPerStep {
        throw RuntimeError(
          "the scheduled work recorded more than \(RuntimeLimits.maxTimerEventsPerStep) events by \(now) and is still going (\(timers.first.map { "\($0)" } ?? "the app's work") is next): advance by less, or use a longer auto-rolling interval")
      }
      if let ownDue, ownDue == due, let next = timers.first {
        try advanceAppClock(to: next.fireTime)
        timers.removeFirst()
        try fire(next)
      } else {
        try advanceAppClock(to: due)
      }
    }
  }

  /// Moves the clock to `time`, the app's clock with it, running the app's work due by then.
  mutating func advanceAppClock(to time: VirtualTime) throws(RuntimeError) {
    let target = max(now, time)
    if let appViews, target > now {
      let ran: [String]
      do {
        ran = try appViews.advanceAppClock(by: target.microseconds - now.microseconds)
      } catch let error as RuntimeError {
        throw error
      } catch {
        throw RuntimeError("\(error)")
      }
      now = target
      for work in ran { record("appTimer", work) }
    }
    now = target
  }

  /// Schedules an action `seconds` from now.
  mutating func schedule(_ action: ScheduledTimer.Action, after seconds: Double) {
    schedule(action, at: now + VirtualTime(seconds: seconds))
  }

  /// Schedules an action at a time.
  mutating func schedule(_ action: ScheduledTimer.Action, at time: VirtualTime) {
    timerSequence += 1
    timers.append(ScheduledTimer(fireTime: time, sequence: timerSequence, action: action))
    timers.sort()
  }

  /// Removes scheduled actions.
  mutating func cancelTimers(where matches: (ScheduledTimer.Action) -> Bool) {
    timers.removeAll { matches($0.action) }
  }

  mutating func fire(_ timer: ScheduledTimer) throws(RuntimeError) {
    switch timer.action {
    case .autoRoll: try runAutoRolling()
    case .pageResponse(let page): try receivePage(page)
    case .animationFrame: try runAnimationFrame()
    case .deselect(let path): deselectProgrammatically(path)
    }
  }
}
