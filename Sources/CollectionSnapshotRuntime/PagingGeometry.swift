public import CollectionSnapshotLayout

/// SSCollectionViewPresenter's paging arithmetic along the scroll axis, as a pure function of
/// the laid-out section (spec: seeds-and-data §1.1 "Paging subsystem").
///
/// "Leading" and "trailing" are left/right for horizontal scrolling and top/bottom for vertical.
/// Pages are fractional where the formulas make them so.
public struct PagingGeometry: Sendable, Hashable {
  /// The first item's length along the axis.
  public var itemLength: Double
  /// The spacing between consecutive items along the axis.
  public var lineSpacing: Double
  /// The section's leading and trailing insets.
  public var sectionInsetLeading: Double, sectionInsetTrailing: Double
  /// The content's length along the axis.
  public var contentLength: Double
  /// The bounds' length along the axis.
  public var boundsLength: Double
  /// The adjusted content inset, leading and trailing.
  public var contentInsetLeading: Double, contentInsetTrailing: Double
  /// Whether pages are centred.
  public var isAlignCenter: Bool
  /// Whether the scroll axis is vertical.
  public var isVertical: Bool

  /// The geometry of a computed flow layout's first section.
  /// - Throws: unless the layout has exactly one section of items with one size and no
  ///   supplementary views (the presenter's requirements).
  public init(layout: ComputedLayout, isAlignCenter: Bool) throws(RuntimeError) {
    guard layout.numberOfSections == 1, layout.numberOfItems(inSection: 0) > 0 else {
      throw RuntimeError("paging needs exactly one section with items (SSCollectionViewPresenter consults only the first section); the layout has \(layout.numberOfSections) sections")
    }
    if let supplementary = layout.attributes.first(where: { if case .supplementary = $0.category { return true } else { return false } }) {
      throw RuntimeError("paging needs a section without headers or footers; the layout has \(supplementary.category) at \(supplementary.indexPath)")
    }
    let count = layout.numberOfItems(inSection: 0)
    let frames = (0..<count).compactMap { layout.attributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    guard let first = frames.first, let last = frames.last else {
      throw RuntimeError("paging needs items in section 0")
    }
    if let odd = frames.firstIndex(where: { $0.size != first.size }) {
      throw RuntimeError("paging needs items of one size; item [0,\(odd)] is \(frames[odd].size), item [0,0] is \(first.size)")
    }
    let vertical = layout.scrollDirection == .vertical
    func lo(_ r: Rect) -> Double { vertical ? r.minY : r.minX }
    func hi(_ r: Rect) -> Double { vertical ? r.maxY : r.maxX }
    for i in frames.indices.dropFirst() where lo(frames[i]) < hi(frames[i - 1]) {
      throw RuntimeError("paging needs one item per line along the scroll axis; items [0,\(i - 1)] and [0,\(i)] share a line")
    }
    let environment = layout.environment
    itemLength = vertical ? first.height : first.width
    lineSpacing = frames.count > 1 ? lo(frames[1]) - hi(first) : 0
    sectionInsetLeading = lo(first)
    contentLength = vertical ? layout.contentSize.height : layout.contentSize.width
    sectionInsetTrailing = contentLength - hi(last)
    boundsLength = vertical ? environment.containerSize.height : environment.containerSize.width
    contentInsetLeading = vertical ? environment.adjustedContentInset.top : environment.adjustedContentInset.left
    contentInsetTrailing = vertical ? environment.adjustedContentInset.bottom : environment.adjustedContentInset.right
    self.isAlignCenter = isAlignCenter
    isVertical = vertical
    guard pageLength >= 0.001 else { throw RuntimeError("paging needs items with a length along the scroll axis; item [0,0] is \(first.size)") }
  }

  /// `itemLength + lineSpacing`.
  public var pageLength: Double { itemLength + lineSpacing }
  /// Half the bounds not covered by an item, when centring (else 0).
  public var centerAdjustment: Double { isAlignCenter ? (boundsLength - itemLength) / 2 : 0 }
  /// The section's length: the content less the section insets.
  public var sectionLength: Double { contentLength - sectionInsetLeading - sectionInsetTrailing }
  /// The last page, fractional when the last page does not fill the bounds.
  public var lastPage: Double { (sectionLength + lineSpacing) / pageLength - 1 }
  /// The smallest offset: minus the leading content inset.
  public var minOffset: Double { -contentInsetLeading }
  /// The largest offset: the content less the bounds, plus the trailing content inset.
  public var maxOffset: Double { contentLength - boundsLength + contentInsetTrailing }
  /// `contentInsetLeading − sectionInsetLeading`.
  public var baseOffset: Double { contentInsetLeading - sectionInsetLeading }
  /// The offset that centres the first item.
  public var centerInitialOffset: Double { sectionInsetLeading - (boundsLength - itemLength) / 2 }
  /// The offset that centres the last page.
  public var centerFinalOffset: Double { sectionInsetLeading + lastPage * pageLength - (boundsLength - itemLength) / 2 }
  /// Where paging starts: the centred first item, or the minimum offset.
  public var initialOffset: Double { isAlignCenter ? max(minOffset, centerInitialOffset) : minOffset }
  /// Where paging ends: the centred last page, or the maximum offset.
  public var finalOffset: Double { isAlignCenter ? min(maxOffset, centerFinalOffset) : maxOffset }
  /// What the presenter's "at the start" tests compare with: the centred first offset when
  /// centring (not clamped), else the minimum offset.
  public var startBoundary: Double { isAlignCenter ? centerInitialOffset : minOffset }
  /// What its "at the end" tests compare with: the centred final offset when centring (not
  /// clamped, so a clamped final offset may never count as the end), else the maximum offset.
  public var endBoundary: Double { isAlignCenter ? centerFinalOffset : maxOffset }
  /// One copy's length (with its trailing spacing) when the content is shown three times.
  public var copyLength: Double { (sectionLength - 2 * lineSpacing) / 3 + lineSpacing }

  /// The page at an offset (fractional).
  public func currentPage(offset: Double) -> Double {
    (offset - sectionInsetLeading + centerAdjustment) / pageLength
  }

  /// The offset that centres the nearest page.
  public func centerCurrentOffset(offset: Double) -> Double {
    sectionInsetLeading + currentPage(offset: offset).rounded() * pageLength - (boundsLength - itemLength) / 2
  }

  /// Where a drag ending at `offset` with `velocity` (points per millisecond, along the axis)
  /// comes to rest: the projected offset `offset + velocity × 60` taken to a page index
  /// (up when moving forward, down when moving back, nearest when still; near the end, the
  /// fractional last page when past half of its remainder), then to that page's offset.
  public func dragTarget(offset: Double, velocity: Double) -> Double {
    let projected = offset + velocity * 60
    let raw = (baseOffset + centerAdjustment + projected) / pageLength
    var index = velocity > 0 ? raw.rounded(.up) : velocity < 0 ? raw.rounded(.down) : raw.rounded()
    let whole = lastPage.rounded(.down)
    if index > whole {
      let remainder = lastPage - whole
      index = raw - whole > remainder / 2 ? lastPage : whole
    }
    if index >= lastPage { return maxOffset }
    if index <= 0 { return minOffset }
    return (isAlignCenter ? centerInitialOffset : minOffset) + pageLength * index
  }

  /// Where a programmatic step of `steps` pages from `offset` goes (`scrollPages(by:)`):
  /// `nil` when it stops (at an end — ``endBoundary`` or ``startBoundary`` — not looping); the
  /// other end when looping past an end;
  /// else the page `steps` away, clamped to the initial and final offsets and snapped to them
  /// within half a page.
  public func pageStep(offset: Double, steps: Int, isLooping: Bool) -> Double? {
    let tolerance = 0.5 / 1_000
    if steps > 0, offset >= endBoundary - tolerance { return isLooping ? initialOffset : nil }
    if steps < 0, offset <= startBoundary + tolerance { return isLooping ? finalOffset : nil }
    let page = currentPage(offset: offset)
    let start = isAlignCenter && page != page.rounded() ? centerCurrentOffset(offset: offset) : offset
    var target = min(max(start + Double(steps) * pageLength, initialOffset), finalOffset)
    if finalOffset - target < pageLength / 2 { target = finalOffset }
    if target - initialOffset < pageLength / 2 { target = initialOffset }
    return target
  }

  /// Where the offset moves to stay in the middle copy of a content shown three times, or
  /// `nil` when it is there already: at or before the start (``startBoundary``) it jumps one
  /// copy on from the (centred) first page; else by one copy when it left the middle copy.
  public func remapped(offset: Double) -> Double? {
    if offset <= startBoundary {
      return (isAlignCenter ? centerInitialOffset : offset) + copyLength
    }
    let check = baseOffset + offset + centerAdjustment
    if check < copyLength { return offset + copyLength }
    if check >= 2 * copyLength { return offset - copyLength }
    return nil
  }
}
