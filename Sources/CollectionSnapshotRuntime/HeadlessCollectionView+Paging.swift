public import CollectionSnapshotLayout
import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// How long a drag's finger movement takes on the virtual clock.
  public static let dragDuration = VirtualTime(microseconds: 200_000)
  /// How long deceleration after a drag takes on the virtual clock (fixed, whatever the
  /// velocity, so traces stay simple to read).
  public static let decelerationDuration = VirtualTime(microseconds: 500_000)
  /// `UIScrollView.DecelerationRate.normal`, per millisecond.
  public static let decelerationRate = 0.998

  /// The offset along the scroll axis.
  var axisOffset: Double { layout.scrollDirection == .vertical ? contentOffset.y : contentOffset.x }

  /// A point with `value` along the scroll axis and the current offset across it.
  func axisPoint(_ value: Double) -> Point {
    layout.scrollDirection == .vertical ? Point(x: contentOffset.x, y: value) : Point(x: value, y: contentOffset.y)
  }

  /// The logical page at the current offset: `round(currentPage) % n`, with the sign Swift's
  /// `%` keeps (a drag before the first page reports page −1, as the presenter does).
  public var logicalPage: Int? {
    guard let geometry = pagingGeometry else { return nil }
    let count = max(1, screen.model.sections.first?.visibleItems.count ?? 1)
    return Int(geometry.currentPage(offset: axisOffset).rounded()) % count
  }

  /// In `didScroll`: when the logical page changes, `pageDidDisappear(old)` then
  /// `pageWillAppear(new)`.
  mutating func pageScrollCheck() {
    guard let page = logicalPage, page != currentPageIndex else { return }
    record("pageDidDisappear", "page=\(currentPageIndex)")
    record("pageWillAppear", "page=\(page)")
    currentPageIndex = page
  }

  /// After a scroll animation or a deceleration ends: the move back into the middle copy
  /// (infinite paging), `pageDidAppear`, and one more auto-rolling step scheduled an interval
  /// later (without cancelling the one the step scheduled for itself, which comes first and
  /// cancels this one: steps stay one interval apart).
  mutating func pagingDidEndScrolling() throws(RuntimeError) {
    guard let paging = options.paging, paging.isActive, pagingGeometry != nil else { return }
    try remapIfNeeded()
    record("pageDidAppear", "page=\(currentPageIndex)")
    if paging.isAutoRolling { schedule(.autoRoll, after: paging.autoRollingTimeInterval) }
  }

  /// Infinite paging: moves the offset by one copy's length when it left the middle copy
  /// (not animated: a `didScroll` and a layout pass).
  mutating func remapIfNeeded() throws(RuntimeError) {
    guard copies > 1, let geometry = pagingGeometry, let target = geometry.remapped(offset: axisOffset) else { return }
    try setOffset(axisPoint(target))
  }

  // MARK: Dragging

  /// A user's drag: the finger moves the content by `distance` (`willBeginDragging`, then
  /// `didScroll` steps over ``dragDuration``), lifts with `velocity` (points per millisecond,
  /// as `scrollViewWillEndDragging` receives it), and the scroll view comes to rest at the
  /// target: with paging, the presenter's page target; otherwise the deceleration projection
  /// `offset + velocity × rate / (1 − rate)` clamped to the content. Then `didEndDragging`,
  /// and, when it moves on, `willBeginDecelerating`, `didScroll` steps over
  /// ``decelerationDuration`` and `didEndDecelerating`.
  ///
  /// With paging: the drag cancels auto-rolling and fires `pageWillDisappear` first; the end
  /// of the movement fires `pageDidAppear`, moves back into the middle copy and re-schedules
  /// auto-rolling.
  public mutating func drag(by distance: Point, velocity: Point = Point(x: 0, y: 0)) throws(RuntimeError) {
    try RuntimeLimits.checkPoints(distance.x, distance.y, contentOffset.x + distance.x, contentOffset.y + distance.y) {
      "cannot drag by \(TraceEvent.offset(distance))"
    }
    guard velocity.x.isFinite, velocity.y.isFinite, abs(velocity.x) <= RuntimeLimits.maxVelocity, abs(velocity.y) <= RuntimeLimits.maxVelocity else {
      throw RuntimeError("cannot drag with velocity \(TraceEvent.offset(velocity)): it must be finite and within ±\(Int(RuntimeLimits.maxVelocity)) points per millisecond")
    }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      try view.performDrag(distance: distance, velocity: velocity)
    }
  }

  mutating func performDrag(distance: Point, velocity: Point) throws(RuntimeError) {
    record("willBeginDragging", TraceEvent.offset(contentOffset))
    let paging = options.paging.flatMap { $0.isActive ? $0 : nil }
    if paging != nil {
      cancelTimers { $0 == .autoRoll }
      record("pageWillDisappear", "page=\(currentPageIndex)")
    }
    let start = contentOffset
    try animateOffset(to: Point(x: start.x + distance.x, y: start.y + distance.y), duration: Self.dragDuration)
    let target: Point
    if let geometry = pagingGeometry, paging?.isEnabled == true || paging?.isInfinitePage == true || paging?.isAutoRolling == true {
      let v = layout.scrollDirection == .vertical ? velocity.y : velocity.x
      target = axisPoint(geometry.dragTarget(offset: axisOffset, velocity: v))
    } else {
      let factor = Self.decelerationRate / (1 - Self.decelerationRate)
      let limits = offsetLimits
      target = Point(
        x: min(max(contentOffset.x + velocity.x * factor, limits.min.x), limits.max.x),
        y: min(max(contentOffset.y + velocity.y * factor, limits.min.y), limits.max.y))
    }
    record("willEndDragging", "velocity \(TraceEvent.offset(velocity)) target \(TraceEvent.offset(target))")
    let decelerates = target != contentOffset
    record("didEndDragging", "willDecelerate=\(decelerates)")
    if decelerates {
      record("willBeginDecelerating")
      try animateOffset(to: target, duration: Self.decelerationDuration)
      record("didEndDecelerating", TraceEvent.offset(target))
    }
    try pagingDidEndScrolling()
  }

  // MARK: Programmatic pages

  /// `moveToNextPage()`: cancels the pending auto-rolling step, then one page forward
  /// (animated; looping past the end when configured, else nothing at the end).
  public mutating func moveToNextPage() throws(RuntimeError) {
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.cancelTimers { $0 == .autoRoll }
      try view.scrollPages(by: 1)
    }
  }

  /// `moveToPreviousPage()`: as ``moveToNextPage()``, one page back.
  public mutating func moveToPreviousPage() throws(RuntimeError) {
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.cancelTimers { $0 == .autoRoll }
      try view.scrollPages(by: -1)
    }
  }

  /// `scrollPages(by:)`: the presenter's programmatic step, animated.
  /// - Returns: whether it moved.
  @discardableResult
  mutating func scrollPages(by steps: Int) throws(RuntimeError) -> Bool {
    guard let paging = options.paging, paging.isActive, let geometry = pagingGeometry else {
      throw RuntimeError("page moves need paging: make the view with a PagingConfiguration")
    }
    guard let target = geometry.pageStep(offset: axisOffset, steps: steps, isLooping: paging.isLooping) else { return false }
    try moveOffset(to: axisPoint(target), animated: true)
    return true
  }

  /// The auto-rolling step (`runAutoRolling`): cancels pending steps, schedules the next one an
  /// interval from now, then one page forward, animated.
  mutating func runAutoRolling() throws(RuntimeError) {
    guard let paging = options.paging, paging.isAutoRolling else { return }
    record("autoRoll", "page=\(currentPageIndex)")
    cancelTimers { $0 == .autoRoll }
    schedule(.autoRoll, after: paging.autoRollingTimeInterval)
    try scrollPages(by: 1)
  }

  /// `cancelAutoRolling()`: stops auto-rolling (and turns it off; when nothing else keeps
  /// paging active, the page callbacks stop too).
  public mutating func cancelAutoRolling() {
    cancelTimers { $0 == .autoRoll }
    options.paging?.isAutoRolling = false
    if options.paging?.isActive != true { pagingGeometry = nil }
  }

  /// `runAutoRolling()`: turns auto-rolling on and steps a page now.
  public mutating func startAutoRolling() throws(RuntimeError) {
    guard options.paging != nil else { throw RuntimeError("auto-rolling needs paging: make the view with a PagingConfiguration") }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.options.paging?.isAutoRolling = true
      if view.pagingGeometry == nil { try view.relayout() }
      try view.runAutoRolling()
    }
  }
}
