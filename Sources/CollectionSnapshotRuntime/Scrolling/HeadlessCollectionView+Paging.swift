public import CollectionSnapshotLayout
import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// The offset along the scroll axis.
  var axisOffset: Double { layout.scrollDirection == .vertical ? contentOffset.y : contentOffset.x }

  /// Whether the screen has a flow layout (the presenter's paging helpers read only those).
  var isFlowLayout: Bool {
    if case .flow = screen.layout { return true }
    return false
  }

  /// The offset the presenter's paging helpers read: along the flow layout's axis, 0 for any
  /// other layout.
  var pagingOffset: Double { isFlowLayout ? axisOffset : 0 }

  /// A point with `value` along the scroll axis and the current offset across it.
  func axisPoint(_ value: Double) -> Point {
    layout.scrollDirection == .vertical ? Point(x: contentOffset.x, y: value) : Point(x: value, y: contentOffset.y)
  }

  /// The presenter's paging geometry now: item 0 of the first section with a visible item
  /// (section 0 when none), that section's spacing and insets as the presenter's delegate
  /// answers them, the content, the bounds and the collection view's own content inset.
  public var pagingGeometry: PagingGeometry {
    let vertical = layout.scrollDirection == .vertical
    guard case .flow(let flow) = screen.layout else {
      return PagingGeometry(isFlowLayout: false, isVertical: vertical, itemLength: 0, lineSpacing: 0, sectionInsetLeading: 0, sectionInsetTrailing: 0, contentLength: 0, boundsLength: 0, isAlignCenter: paging.isAlignCenter)
    }
    // The first visible item's section: the least index path, found without sorting them all
    // (this runs on every frame of a paging animation).
    let section = displayed.keys.lazy.filter { $0.category == .cell }.map(\.indexPath).min()?.section ?? 0
    var delegate = screen
    delegate.model = presenterModel
    let values = delegate.flowDelegateValues(section: section) ?? (flow.sectionInset, flow.minimumLineSpacing)
    var size = flow.itemSize
    if section < presenterModel.sections.count, !presenterModel.sections[section].items.isEmpty,
      let frame = layout.attributesForItem(at: IndexPath(item: 0, section: section))?.frame
    {
      size = frame.size
    }
    let inset = screen.host.contentInset
    let container = layout.environment.containerSize
    return PagingGeometry(
      isVertical: vertical, itemLength: vertical ? size.height : size.width, lineSpacing: values.lineSpacing,
      sectionInsetLeading: vertical ? values.inset.top : values.inset.left, sectionInsetTrailing: vertical ? values.inset.bottom : values.inset.right,
      contentLength: vertical ? layout.contentSize.height : layout.contentSize.width, boundsLength: vertical ? container.height : container.width,
      contentInsetLeading: vertical ? inset.top : inset.left, contentInsetTrailing: vertical ? inset.bottom : inset.right,
      isAlignCenter: paging.isAlignCenter)
  }

  /// The logical page at the current offset: `round(currentPage) % n` for the `n` items of the
  /// presenter's first section, with the sign Swift's `%` keeps (a drag before the first page
  /// reports page −1, as the presenter does); `nil` without paging or items.
  public var logicalPage: Int? {
    guard paging.isActive, let first = presenterModel.sections.first, !first.items.isEmpty else { return nil }
    return Self.wholePage(pagingGeometry.currentPage(offset: pagingOffset)) % first.items.count
  }

  /// `Int(round(page))`, kept within `Int`'s range.
  static func wholePage(_ page: Double) -> Int {
    let rounded = page.rounded()
    guard rounded.isFinite else { return 0 }
    return Int(max(-9e18, min(9e18, rounded)))
  }

  /// In `didScroll`: when the logical page changes, `pageDidDisappear(old)` then
  /// `pageWillAppear(new)`.
  mutating func pageScrollCheck() {
    guard let page = logicalPage, page != currentPageIndex else { return }
    record("pageDidDisappear", "page=\(currentPageIndex)")
    record("pageWillAppear", "page=\(page)")
    currentPageIndex = page
  }

  /// The presenter's `setContentOffset(value:animated:)`: along the flow layout's axis; nothing
  /// at all for another layout. Animated, it starts an animation on the clock; to the current
  /// offset, UIKit does nothing (no `didScroll`, no `didEndScrollingAnimation`).
  mutating func presenterSetOffset(_ value: Double, animated: Bool) throws(RuntimeError) {
    guard isFlowLayout else { return }
    let target = axisPoint(value)
    if animated { try beginAnimation(to: target) } else { try setOffset(target) }
  }

  /// Infinite paging: `remapContentOffsetIfNeeded` (not animated).
  mutating func remapIfNeeded() throws(RuntimeError) {
    guard let target = pagingGeometry.remapped(offset: pagingOffset) else { return }
    try presenterSetOffset(target, animated: false)
  }

  /// The presenter's `scrollViewDidEndDecelerating` (also reached when a drag ends without
  /// deceleration): the next auto-rolling step scheduled an interval on, the move back into the
  /// middle copy (infinite paging), then `pageDidAppear`.
  mutating func presenterDidEndDecelerating() throws(RuntimeError) {
    if paging.isAutoRolling { schedule(.autoRoll, after: paging.autoRollingTimeInterval) }
    if paging.isInfinitePage { try remapIfNeeded() }
    if paging.isActive { record("pageDidAppear", "page=\(currentPageIndex)") }
  }

  /// The presenter's `scrollViewDidEndScrollingAnimation`: the programmatic flag is cleared;
  /// page moves queued meanwhile go as one animated move (and nothing else happens); otherwise
  /// the move back into the middle copy, the next auto-rolling step, `pageDidAppear`.
  mutating func presenterDidEndScrollingAnimation() throws(RuntimeError) {
    isProgrammaticScrollAnimating = false
    if pendingPageOffset != 0 {
      let steps = pendingPageOffset
      pendingPageOffset = 0
      isProgrammaticScrollAnimating = true
      record("pageMoveFlush", "by=\(steps)")
      try scrollPages(by: steps, animated: true)
      return
    }
    if paging.isInfinitePage { try remapIfNeeded() }
    if paging.isAutoRolling { schedule(.autoRoll, after: paging.autoRollingTimeInterval) }
    if paging.isActive { record("pageDidAppear", "page=\(currentPageIndex)") }
  }

  // MARK: Dragging

  /// A user's drag: the finger moves the content by `distance` (`willBeginDragging`, then
  /// `didScroll` steps over ``dragDuration``), lifts with `velocity` (points per millisecond,
  /// as `scrollViewWillEndDragging` receives it), and the scroll view comes to rest at the
  /// target: with paging on a flow layout, the presenter's page target; otherwise the
  /// projection `offset + velocity × rate / (1 − rate)` (``Options/decelerationRate``) on the
  /// nearest device pixel, clamped to the content. Then `didEndDragging`, and, when it moves on,
  /// `willBeginDecelerating`, `didScroll` steps along the decay and `didEndDecelerating` when it
  /// is within half a device pixel of the target (``Deceleration``: a release at 0.8 points per
  /// millisecond at the normal rate goes 399 points on a @2x screen, in 3.684 s).
  ///
  /// With paging: the drag cancels auto-rolling and fires `pageWillDisappear` first; the end
  /// of the movement schedules auto-rolling again, moves back into the middle copy and fires
  /// `pageDidAppear`.
  /// - Throws: while a page animation is in flight (advance the clock past its end first), or
  ///   for offsets or velocities out of range.
  public mutating func drag(by distance: Point, velocity: Point = Point(x: 0, y: 0)) throws(RuntimeError) {
    try RuntimeLimits.checkPoints(distance.x, distance.y, contentOffset.x + distance.x, contentOffset.y + distance.y) {
      "cannot drag by \(TraceEvent.offset(distance))"
    }
    guard velocity.x.isFinite, velocity.y.isFinite, abs(velocity.x) <= RuntimeLimits.maxVelocity, abs(velocity.y) <= RuntimeLimits.maxVelocity else {
      throw RuntimeError("cannot drag with velocity \(TraceEvent.offset(velocity)): it must be finite and within ±\(Int(RuntimeLimits.maxVelocity)) points per millisecond")
    }
    try checkNoAnimation("drag")
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      try view.performDrag(distance: distance, velocity: velocity)
    }
  }

  mutating func performDrag(distance: Point, velocity: Point) throws(RuntimeError) {
    record("willBeginDragging", TraceEvent.offset(contentOffset))
    if paging.isAutoRolling { cancelTimers { $0 == .autoRoll } }
    if paging.isActive { record("pageWillDisappear", "page=\(currentPageIndex)") }
    let start = contentOffset
    try animateOffset(to: Point(x: start.x + distance.x, y: start.y + distance.y), duration: Self.dragDuration)
    // On a device the content follows the finger before it lifts, and the presenter's
    // `scrollViewDidScroll` stores the page at the offset it reaches. A drag that does not move
    // the content has no `didScroll`: the page is read from the offset all the same, so that the
    // page it reports is the offset's, not one stored before (the first page of a centred strip
    // whose rest at the minimum offset rounds to page 1 is page 1).
    if contentOffset == start { pageScrollCheck() }
    var (x, y) = decelerations(velocity: velocity)
    var target = Point(x: contentOffset.x + x.travel, y: contentOffset.y + y.travel)
    if layoutObject != nil, !(paging.isActive && isFlowLayout) {
      // The layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
      // decides where the drag rests; the decay is re-timed to end there.
      let asked = try layoutObjectTarget(proposed: target, velocity: velocity)
      if asked != target {
        target = asked
        let rate = options.decelerationRate.rawValue
        let threshold = 0.5 / layout.environment.displayScale
        x = Deceleration.toTarget(from: contentOffset.x, to: target.x, rate: rate, threshold: threshold)
        y = Deceleration.toTarget(from: contentOffset.y, to: target.y, rate: rate, threshold: threshold)
      }
    }
    record("willEndDragging", "velocity \(TraceEvent.offset(velocity)) target \(TraceEvent.offset(target))")
    // The presenter may aim past the scroll view's range (its maximum offset is not clamped to
    // the minimum when the content is shorter than the bounds): UIKit decelerates there and
    // springs back, so the movement rests within the range.
    let rest = clampedToLimits(target)
    let decelerates = target != contentOffset || rest != contentOffset
    record("didEndDragging", "willDecelerate=\(decelerates)")
    if decelerates {
      record("willBeginDecelerating")
      if target != contentOffset { try decelerate(x, y) }
      if rest != contentOffset { try animateOffset(to: rest, duration: Self.bounceDuration) }
      record("didEndDecelerating", TraceEvent.offset(contentOffset))
    }
    try presenterDidEndDecelerating()
  }

  /// The decay along each axis after a release at `velocity`: with paging on a flow layout, to
  /// the presenter's page target along the paging axis (none across it); otherwise the
  /// projection, stopped at the content's ends.
  func decelerations(velocity: Point) -> (x: Deceleration, y: Deceleration) {
    let rate = options.decelerationRate.rawValue
    let scale = layout.environment.displayScale
    let threshold = 0.5 / scale
    let vertical = layout.scrollDirection == .vertical
    if paging.isActive, let value = pagingGeometry.dragTarget(offset: pagingOffset, velocity: vertical ? velocity.y : velocity.x) {
      let along = Deceleration.toTarget(from: axisOffset, to: value, rate: rate, threshold: threshold)
      let none = Deceleration(rate: rate, distance: 0, travel: 0, threshold: threshold)
      return vertical ? (none, along) : (along, none)
    }
    let limits = offsetLimits
    return (
      Deceleration.release(velocity: velocity.x, from: contentOffset.x, limits: limits.min.x...limits.max.x, rate: rate, threshold: threshold, pixelScale: scale),
      Deceleration.release(velocity: velocity.y, from: contentOffset.y, limits: limits.min.y...limits.max.y, rate: rate, threshold: threshold, pixelScale: scale)
    )
  }

  /// Runs a deceleration within the call: `didScroll` frames at equal steps of the longer
  /// axis's travel (at most a bounds length, half a page while paging, apart), each at the
  /// moment the decay reaches it; the last at the end of the longer decay.
  mutating func decelerate(_ x: Deceleration, _ y: Deceleration) throws(RuntimeError) {
    let start = contentOffset
    let target = Point(x: start.x + x.travel, y: start.y + y.travel)
    let leadIsX = abs(x.travel) >= abs(y.travel)
    let lead = leadIsX ? x : y
    let end = max(x.milliseconds, y.milliseconds)
    let steps = frameCount(to: target)
    let begin = now
    for step in 1...steps {
      let t = step == steps ? Double(end) : lead.time(ofFraction: Double(step) / Double(steps))
      now = VirtualTime(microseconds: begin.microseconds + Int64((t * 1000).rounded()))
      // The longer axis at its equal step exactly (as a linear animation's frames), the other
      // where its own decay is then.
      func equalStep(_ a: Double, _ b: Double) -> Double { (a * Double(steps - step) + b * Double(step)) / Double(steps) }
      let point =
        step == steps
        ? target
        : leadIsX
          ? Point(x: equalStep(start.x, target.x), y: start.y + y.covered(atMillisecond: t))
          : Point(x: start.x + x.covered(atMillisecond: t), y: equalStep(start.y, target.y))
      try frameOffset(point)
    }
  }

  // MARK: Programmatic pages

  /// `moveToNextPage(animated:)`: cancels the pending auto-rolling step; while a programmatic
  /// move is in flight (or a non-animated one left the presenter's flag set), the move is only
  /// queued (`pageMoveQueued pendingPageOffset=<n>`); else one page forward — animated, it runs
  /// on the clock and ends with `didEndScrollingAnimation` (which flushes the queue); not
  /// animated, it jumps and leaves the flag set, as the presenter does.
  public mutating func moveToNextPage(animated: Bool = true) throws(RuntimeError) {
    try movePage(by: 1, animated: animated)
  }

  /// `moveToPreviousPage(animated:)`: as ``moveToNextPage(animated:)``, one page back.
  public mutating func moveToPreviousPage(animated: Bool = true) throws(RuntimeError) {
    try movePage(by: -1, animated: animated)
  }

  mutating func movePage(by steps: Int, animated: Bool) throws(RuntimeError) {
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.cancelTimers { $0 == .autoRoll }
      if view.isProgrammaticScrollAnimating {
        view.pendingPageOffset += steps
        view.record("pageMoveQueued", "pendingPageOffset=\(view.pendingPageOffset)")
        return
      }
      view.isProgrammaticScrollAnimating = true
      try view.scrollPages(by: steps, animated: animated)
    }
  }

  /// `scrollPages(by:animated:)`: the presenter's programmatic step.
  mutating func scrollPages(by steps: Int, animated: Bool) throws(RuntimeError) {
    switch pagingGeometry.pageStep(offset: pagingOffset, steps: steps, isLooping: paging.isLooping) {
    case .stop: isProgrammaticScrollAnimating = false
    case .move(let value): try presenterSetOffset(value, animated: animated)
    }
  }

  /// The auto-rolling step (`runAutoRolling`): cancels pending steps, one page forward
  /// (animated), and the next step scheduled an interval from now.
  mutating func runAutoRolling() throws(RuntimeError) {
    record("autoRoll", "page=\(currentPageIndex)")
    cancelTimers { $0 == .autoRoll }
    try scrollPages(by: 1, animated: true)
    schedule(.autoRoll, after: paging.autoRollingTimeInterval)
  }

  /// `cancelAutoRolling()`: turns auto-rolling off and cancels the pending step (when nothing
  /// else keeps paging active, the page callbacks stop too).
  public mutating func cancelAutoRolling() {
    options.paging?.isAutoRolling = false
    cancelTimers { $0 == .autoRoll }
  }

  /// `runAutoRolling()`: turns auto-rolling on and steps a page now.
  public mutating func startAutoRolling() throws(RuntimeError) {
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      if view.options.paging == nil { view.options.paging = PagingConfiguration(isEnabled: false) }
      view.options.paging?.isAutoRolling = true
      try view.runAutoRolling()
    }
  }

  /// `setPagingEnabled(_:)`: replaces the whole paging configuration (nothing else happens
  /// until the next scroll, reload or timer: a pending auto-rolling step still fires).
  public mutating func setPaging(_ configuration: PagingConfiguration) throws(RuntimeError) {
    try RuntimeLimits.check(configuration)
    options.paging = configuration
  }
}
