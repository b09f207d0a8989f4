public import CollectionSnapshotLayout

extension HeadlessCollectionView {
  /// How long an animated programmatic scroll takes on the virtual clock.
  public static let scrollAnimationDuration = VirtualTime(microseconds: 300_000)

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

  /// `setContentOffset(_:animated:)`. Not animated: one `didScroll`, then a layout pass.
  /// Animated: the offset moves over ``scrollAnimationDuration`` of virtual time in steps of at
  /// most one bounds length (so every view passed over is displayed and ended), a `didScroll`
  /// and a layout pass at each step, then `didEndScrollingAnimation`. The offset is not
  /// clamped, as UIKit does not clamp a programmatic offset.
  /// - Throws: for a non-finite offset, or UIKit's dequeue message.
  public mutating func scroll(to offset: Point, animated: Bool = false) throws(RuntimeError) {
    try RuntimeLimits.checkPoints(offset.x, offset.y) { "cannot scroll to \(TraceEvent.offset(offset))" }
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
  /// clamped to ``offsetLimits``.
  /// - Throws: when there is no such item (naming the sections and item counts there are).
  public mutating func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool = false) throws(RuntimeError) {
    guard let attributes = layout.attributesForItem(at: indexPath) else {
      throw RuntimeError("cannot scroll to item \(indexPath): \(describeItems())")
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

  /// Scrolls an orthogonal section's own scroller to `offset` along its axis. UIKit reports no
  /// `didScroll` to the collection's delegate for it (the section's visible-items invalidation
  /// handler sees it); the trace records `orthogonalScroll`, then the layout pass.
  /// - Throws: when the section does not scroll orthogonally.
  public mutating func scrollOrthogonalSection(_ section: Int, to offset: Double) throws(RuntimeError) {
    guard layout.orthogonalSections.contains(where: { $0.section == section }) else {
      let scrolling = layout.orthogonalSections.map { String($0.section) }
      throw RuntimeError("section \(section) does not scroll orthogonally (orthogonal sections: \(scrolling.isEmpty ? "none" : scrolling.joined(separator: ", ")))")
    }
    try RuntimeLimits.checkPoints(offset) { "cannot scroll section \(section) to \(offset)" }
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      view.scrollState.orthogonalOffsets[section] = offset
      view.record("orthogonalScroll", "[\(section)] \(LayoutNumber.format(offset))")
      try view.updateVisibleViews()
    }
  }

  /// Sets the offset as `UIScrollView` does: `didScroll` (and, with paging, the page
  /// callbacks that keys to it), then the layout pass.
  mutating func setOffset(_ offset: Point) throws(RuntimeError) {
    scrollState.contentOffset = offset
    record("didScroll", TraceEvent.offset(offset))
    pageScrollCheck()
    try updateVisibleViews()
  }

  /// Moves the offset in steps of at most one bounds length (and, while paging, half a page
  /// along the paging axis, so no page change goes unreported) over `duration`, with
  /// `didScroll` and a layout pass at each step.
  mutating func animateOffset(to offset: Point, duration: VirtualTime) throws(RuntimeError) {
    let start = contentOffset
    let size = layout.environment.containerSize
    var limit = (x: max(size.width, 1), y: max(size.height, 1))
    if let geometry = pagingGeometry {
      if geometry.isVertical { limit.y = min(limit.y, geometry.pageLength / 2) } else { limit.x = min(limit.x, geometry.pageLength / 2) }
    }
    let dx = offset.x - start.x, dy = offset.y - start.y
    let wanted = max((abs(dx) / limit.x).rounded(.up), (abs(dy) / limit.y).rounded(.up))
    let steps = max(1, Int(min(wanted, Double(RuntimeLimits.maxAnimationSteps))))
    let begin = now
    for step in 1...steps {
      now = VirtualTime(microseconds: begin.microseconds + duration.microseconds * Int64(step) / Int64(steps))
      let point = step == steps ? offset : Point(
        x: (start.x * Double(steps - step) + offset.x * Double(step)) / Double(steps),
        y: (start.y * Double(steps - step) + offset.y * Double(step)) / Double(steps))
      try setOffset(point)
    }
  }

  mutating func moveOffset(to offset: Point, animated: Bool) throws(RuntimeError) {
    guard animated else {
      try setOffset(offset)
      return
    }
    try animateOffset(to: offset, duration: Self.scrollAnimationDuration)
    record("didEndScrollingAnimation", TraceEvent.offset(offset))
    try pagingDidEndScrolling()
  }

  /// "the collection has 2 sections: [0] 12 items, [1] 3 items".
  func describeItems() -> String {
    let counts = (0..<layout.numberOfSections).map { "[\($0)] \(layout.numberOfItems(inSection: $0)) items" }
    let sections = layout.numberOfSections == 1 ? "1 section" : "\(layout.numberOfSections) sections"
    return "the collection has \(sections)" + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", "))
  }
}
