public import CollectionSnapshotLayout

extension HeadlessCollectionView {
  /// How long an animated programmatic scroll takes on the virtual clock.
  public static let scrollAnimationDuration = VirtualTime(microseconds: 300_000)
  /// How long a drag's finger movement takes on the virtual clock.
  public static let dragDuration = VirtualTime(microseconds: 200_000)
  /// How long the scroll view takes to spring back into its range after a deceleration the
  /// presenter aimed past it (UIKit's spring is not modelled: the time of an animated scroll).
  public static let bounceDuration = scrollAnimationDuration

  /// The smallest and largest content offsets a user can rest at: from minus the leading
  /// adjusted inset to the content's end plus the trailing inset, less the bounds.
  public var offsetLimits: (min: Point, max: Point) {
    let inset = layout.environment.adjustedContentInset
    let size = layout.environment.containerSize
    let content = layout.contentSize
    let minimum = Point(x: -inset.left, y: -inset.top)
    return (
      minimum,
      Point(
        x: max(minimum.x, content.width + inset.right - size.width),
        y: max(minimum.y, content.height + inset.bottom - size.height))
    )
  }

  /// The nearest offset within ``offsetLimits``.
  func clampedToLimits(_ offset: Point) -> Point {
    let limits = offsetLimits
    return Point(x: min(max(offset.x, limits.min.x), limits.max.x), y: min(max(offset.y, limits.min.y), limits.max.y))
  }

  /// `setContentOffset(_:animated:)`. Not animated: one `didScroll`, then a layout pass.
  /// Animated: the offset moves over ``scrollAnimationDuration`` of virtual time in steps of at
  /// most one bounds length (so every view passed over is displayed and ended), a `didScroll`
  /// and a layout pass at each step, then `didEndScrollingAnimation` — all within this call.
  /// To the current offset nothing happens (UIKit calls no delegate method). The offset is not
  /// clamped, as UIKit does not clamp a programmatic offset.
  /// - Throws: for a non-finite offset, while a page animation is in flight, or UIKit's
  ///   dequeue message.
  public mutating func scroll(to offset: Point, animated: Bool = false) throws(RuntimeError) {
    try RuntimeLimits.checkPoints(offset.x, offset.y) { "cannot scroll to \(TraceEvent.offset(offset))" }
    try checkNoAnimation("scroll")
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      try view.moveOffset(to: offset, animated: animated)
    }
  }

  /// Scrolls by a distance from the current offset (see ``scroll(to:animated:)``).
  public mutating func scroll(by delta: Point, animated: Bool = false) throws(RuntimeError) {
    try scroll(to: Point(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y), animated: animated)
  }

  /// `scrollToItem(at:at:animated:)`: moves the offset along the position's axis so that the
  /// item sits at that position in the visible area (bounds less the adjusted content inset),
  /// clamped to ``offsetLimits``. For an item of an orthogonally scrolling section and a
  /// position along that section's own axis (`.left`, `.centeredHorizontally`, `.right` in a
  /// vertical collection), the section's own scroller moves instead, so that the item sits at
  /// that position in the scroller's frame, clamped to its content
  /// (``scrollOrthogonalSection(_:to:animated:)``); the collection's offset stays.
  /// - Throws: when there is no such item (naming the sections and item counts there are).
  public mutating func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool = false) throws(RuntimeError) {
    guard let attributes = try itemAttributesForScrolling(at: indexPath) else {
      throw RuntimeError("cannot scroll to item \(indexPath): \(describeItems())")
    }
    let vertical = layout.scrollDirection == .vertical
    if let section = layout.orthogonalSections.first(where: { $0.section == indexPath.section }), position.isVertical != vertical {
      try scrollOrthogonalSection(indexPath.section, to: orthogonalTarget(of: attributes.frame, in: section, at: position), animated: animated)
      return
    }
    let inset = layout.environment.adjustedContentInset
    let size = layout.environment.containerSize
    let frame = attributes.frame
    var target = contentOffset
    switch position {
    case .top: target.y = frame.minY - inset.top
    case .centeredVertically: target.y = (frame.minY + frame.height / 2) - inset.top - (size.height - inset.top - inset.bottom) / 2
    case .bottom: target.y = frame.maxY - (size.height - inset.bottom)
    case .left: target.x = frame.minX - inset.left
    case .centeredHorizontally: target.x = (frame.minX + frame.width / 2) - inset.left - (size.width - inset.left - inset.right) / 2
    case .right: target.x = frame.maxX - (size.width - inset.right)
    }
    let limits = offsetLimits
    target.x = min(max(target.x, limits.min.x), limits.max.x)
    target.y = min(max(target.y, limits.min.y), limits.max.y)
    try scroll(to: target, animated: animated)
  }

  /// The offset of an orthogonal section's scroller that puts an item's frame (at rest) at
  /// `position` in the scroller's frame: leading edges together, centres together, or trailing
  /// edges together; clamped to `0 … contentLength − the scroller's length`.
  func orthogonalTarget(of frame: Rect, in section: OrthogonalSectionInfo, at position: ScrollPosition) -> Double {
    let across = layout.scrollDirection == .vertical
    let itemMin = across ? frame.minX : frame.minY
    let itemMax = across ? frame.maxX : frame.maxY
    let scrollerMin = across ? section.frame.minX : section.frame.minY
    let length = across ? section.frame.width : section.frame.height
    let target: Double
    switch position {
    case .left, .top: target = itemMin - scrollerMin
    case .centeredHorizontally, .centeredVertically: target = (itemMin + itemMax) / 2 - scrollerMin - length / 2
    case .right, .bottom: target = itemMax - scrollerMin - length
    }
    return min(max(target, 0), max(0, section.contentLength - length))
  }

  /// Scrolls an orthogonal section's own scroller to `offset` along its axis. UIKit reports no
  /// `didScroll` to the collection's delegate for it (the section's visible-items invalidation
  /// handler sees it); the trace records `orthogonalScroll`, then the layout pass. Animated,
  /// it moves over ``scrollAnimationDuration`` in steps of at most the scroller's length, an
  /// `orthogonalScroll` and a layout pass at each. To the current offset nothing happens.
  /// - Throws: when the section does not scroll orthogonally.
  public mutating func scrollOrthogonalSection(_ section: Int, to offset: Double, animated: Bool = false) throws(RuntimeError) {
    guard let info = layout.orthogonalSections.first(where: { $0.section == section }) else {
      let scrolling = layout.orthogonalSections.map { String($0.section) }
      throw RuntimeError("section \(section) does not scroll orthogonally (orthogonal sections: \(scrolling.isEmpty ? "none" : scrolling.joined(separator: ", ")))")
    }
    try RuntimeLimits.checkPoints(offset) { "cannot scroll section \(section) to \(offset)" }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      let start = view.scrollState.orthogonalOffsets[section] ?? 0
      guard offset != start else { return }
      let length = view.layout.scrollDirection == .vertical ? info.frame.width : info.frame.height
      let steps = animated ? max(1, Int(min((abs(offset - start) / max(length, 1)).rounded(.up), Double(RuntimeLimits.maxAnimationSteps)))) : 1
      let begin = view.now
      for step in 1...steps {
        if animated {
          view.now = VirtualTime(microseconds: begin.microseconds + Self.scrollAnimationDuration.microseconds * Int64(step) / Int64(steps))
        }
        let value = step == steps ? offset : (start * Double(steps - step) + offset * Double(step)) / Double(steps)
        view.scrollState.orthogonalOffsets[section] = value
        view.record("orthogonalScroll", "[\(section)] \(LayoutNumber.format(value))")
        try view.updateVisibleViews()
      }
    }
  }

  /// Sets the offset as `UIScrollView` does: nothing when it does not change; else
  /// `didScroll` (and, with paging, the page callbacks keyed to it), then the layout pass. A
  /// scroll animation in flight stops (without `didEndScrollingAnimation`).
  mutating func setOffset(_ offset: Point) throws(RuntimeError) {
    if animation != nil { stopAnimation() }
    try frameOffset(offset)
  }

  /// One frame of movement: `didScroll` and the layout pass, unless the offset stays.
  mutating func frameOffset(_ offset: Point) throws(RuntimeError) {
    guard offset != scrollState.contentOffset else { return }
    try layoutObjectBoundsWillChange(to: offset)
    scrollState.contentOffset = offset
    record("didScroll", TraceEvent.offset(offset))
    pageScrollCheck()
    if layoutObject != nil { try relayout() }
    try updateVisibleViews()
  }

  /// How many frames a movement from the current offset to `offset` takes: steps of at most
  /// one bounds length (and, while paging on a flow layout, half a page along the paging axis,
  /// so no page change goes unreported).
  func frameCount(to offset: Point) -> Int {
    let start = contentOffset
    let size = layout.environment.containerSize
    var limit = (x: max(size.width, 1), y: max(size.height, 1))
    if paging.isActive, isFlowLayout {
      let half = pagingGeometry.pageLength / 2
      if half > 0 {
        if layout.scrollDirection == .vertical { limit.y = min(limit.y, half) } else { limit.x = min(limit.x, half) }
      }
    }
    let wanted = max((abs(offset.x - start.x) / limit.x).rounded(.up), (abs(offset.y - start.y) / limit.y).rounded(.up))
    return max(1, Int(min(wanted, Double(RuntimeLimits.maxAnimationSteps))))
  }

  /// A movement that runs to its end within the call (a drag, a deceleration, a script's own
  /// animated scroll): frames over `duration`, each a `didScroll` and a layout pass.
  mutating func animateOffset(to offset: Point, duration: VirtualTime) throws(RuntimeError) {
    let start = contentOffset
    let steps = frameCount(to: offset)
    let begin = now
    for step in 1...steps {
      now = VirtualTime(microseconds: begin.microseconds + duration.microseconds * Int64(step) / Int64(steps))
      let point = step == steps ? offset : Point(
        x: (start.x * Double(steps - step) + offset.x * Double(step)) / Double(steps),
        y: (start.y * Double(steps - step) + offset.y * Double(step)) / Double(steps))
      try frameOffset(point)
    }
  }

  /// A script's own scroll: not animated, one `didScroll`; animated, the frames within the
  /// call, then `didEndScrollingAnimation` and the presenter's work at the end of an animation.
  mutating func moveOffset(to offset: Point, animated: Bool) throws(RuntimeError) {
    guard animated else {
      try setOffset(offset)
      return
    }
    guard offset != contentOffset else { return }
    try animateOffset(to: offset, duration: Self.scrollAnimationDuration)
    record("didEndScrollingAnimation", TraceEvent.offset(offset))
    try presenterDidEndScrollingAnimation()
  }

  // MARK: Animations on the clock

  /// Starts a scroll animation that runs on the clock (a page move): its frames fire as the
  /// clock advances. To the current offset nothing happens at all (UIKit calls no delegate
  /// method, so the presenter's flag stays as it is). An animation already in flight is
  /// replaced.
  mutating func beginAnimation(to offset: Point) throws(RuntimeError) {
    if animation != nil { stopAnimation() }
    guard offset != contentOffset else { return }
    let animation = ScrollAnimation(from: contentOffset, to: offset, start: now, steps: frameCount(to: offset), done: 0)
    self.animation = animation
    schedule(.animationFrame, at: animation.time(ofFrame: 1))
  }

  /// The next frame of the animation in flight; after the last, `didEndScrollingAnimation` and
  /// the presenter's work at the end of an animation.
  mutating func runAnimationFrame() throws(RuntimeError) {
    guard var animation else { return }
    animation.done += 1
    self.animation = animation
    try frameOffset(animation.point(ofFrame: animation.done))
    if animation.done < animation.steps {
      schedule(.animationFrame, at: animation.time(ofFrame: animation.done + 1))
    } else {
      self.animation = nil
      record("didEndScrollingAnimation", TraceEvent.offset(animation.to))
      try presenterDidEndScrollingAnimation()
    }
  }

  /// Stops the animation in flight where it is (no `didEndScrollingAnimation`).
  mutating func stopAnimation() {
    animation = nil
    cancelTimers { $0 == .animationFrame }
  }

  /// Throws while a page animation is in flight: a drag or a scroll would interrupt it, which
  /// this view does not model.
  func checkNoAnimation(_ action: String) throws(RuntimeError) {
    guard let animation else { return }
    throw RuntimeError(
      "cannot \(action) while a page animation is in flight (to \(TraceEvent.offset(animation.to)), ending at \(animation.end)); advance the clock past its end first")
  }

  /// "the collection has 2 sections: [0] 12 items, [1] 3 items".
  func describeItems() -> String {
    let counts = (0..<layout.numberOfSections).map { "[\($0)] \(layout.numberOfItems(inSection: $0)) items" }
    let sections = layout.numberOfSections == 1 ? "1 section" : "\(layout.numberOfSections) sections"
    return "the collection has \(sections)" + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", "))
  }
}
