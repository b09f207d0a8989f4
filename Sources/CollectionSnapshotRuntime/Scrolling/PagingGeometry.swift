/// SSCollectionViewPresenter's paging arithmetic along the scroll axis (its
/// `UICollectionView+Presenter` helpers), as a pure function of the numbers it reads.
///
/// The presenter reads them from a flow layout: the size of item 0 of the first section that
/// has a visible item (section 0 when none), that section's line spacing and insets as its
/// delegate answers them, the content and bounds lengths, and the collection view's own
/// `contentInset` (not the adjusted one). For any other layout every helper answers 0 and its
/// offset changes do nothing (``isFlowLayout`` false). Headers, several sections, unequal items
/// or several items per line are read the same way: the numbers may come out skewed (a header
/// makes the last page fractional), as they do for the presenter.
///
/// "Leading" and "trailing" are left/right for horizontal scrolling and top/bottom for vertical.
public struct PagingGeometry: Sendable, Hashable {
  /// Whether the layout is a flow layout (else every value is 0 and offsets are not moved).
  public var isFlowLayout: Bool
  /// Whether the scroll axis is vertical.
  public var isVertical: Bool
  /// Item 0's length along the axis.
  public var itemLength: Double
  /// The section's line spacing.
  public var lineSpacing: Double
  /// The section's leading and trailing insets.
  public var sectionInsetLeading: Double, sectionInsetTrailing: Double
  /// The content's length along the axis.
  public var contentLength: Double
  /// The bounds' length along the axis.
  public var boundsLength: Double
  /// The collection view's `contentInset`, leading and trailing.
  public var contentInsetLeading: Double, contentInsetTrailing: Double
  /// Whether pages are centred.
  public var isAlignCenter: Bool

  /// A geometry from the numbers the presenter reads.
  public init(
    isFlowLayout: Bool = true, isVertical: Bool, itemLength: Double, lineSpacing: Double, sectionInsetLeading: Double, sectionInsetTrailing: Double,
    contentLength: Double, boundsLength: Double, contentInsetLeading: Double = 0, contentInsetTrailing: Double = 0, isAlignCenter: Bool
  ) {
    self.isFlowLayout = isFlowLayout
    self.isVertical = isVertical
    self.itemLength = isFlowLayout ? itemLength : 0
    self.lineSpacing = isFlowLayout ? lineSpacing : 0
    self.sectionInsetLeading = isFlowLayout ? sectionInsetLeading : 0
    self.sectionInsetTrailing = isFlowLayout ? sectionInsetTrailing : 0
    self.contentLength = isFlowLayout ? contentLength : 0
    self.boundsLength = isFlowLayout ? boundsLength : 0
    self.contentInsetLeading = isFlowLayout ? contentInsetLeading : 0
    self.contentInsetTrailing = isFlowLayout ? contentInsetTrailing : 0
    self.isAlignCenter = isAlignCenter
  }

  /// What a programmatic step does (`scrollPages(by:animated:)`).
  public enum PageStep: Sendable, Hashable {
    /// Nothing moves and the presenter ends its programmatic-animation flag (no steps, or an
    /// end reached without looping).
    case stop
    /// The offset is set to this value (animated or not, as asked).
    case move(to: Double)
  }

  /// `itemLength + lineSpacing`.
  public var pageLength: Double { itemLength + lineSpacing }
  /// The section's length: the content less the section insets.
  public var sectionLength: Double { contentLength - sectionInsetLeading - sectionInsetTrailing }
  /// The last page, fractional when the last page does not fill the bounds; 0 with no page length.
  public var lastPage: Double { pageLength > 0 ? (sectionLength + lineSpacing) / pageLength - 1 : 0 }
  /// `-contentInsetLeading`.
  public var minOffset: Double { -contentInsetLeading }
  /// `contentLength − boundsLength + contentInsetTrailing`.
  public var maxOffset: Double { contentLength - boundsLength + contentInsetTrailing }
  /// `contentInsetLeading − sectionInsetLeading`.
  public var baseOffset: Double { contentInsetLeading - sectionInsetLeading }
  /// The offset that centres the first item.
  public var centerInitialOffset: Double { sectionInsetLeading - (boundsLength - itemLength) / 2 }
  /// The offset that centres the last page.
  public var centerFinalOffset: Double { sectionInsetLeading + lastPage * pageLength - (boundsLength - itemLength) / 2 }
  /// `setInitialOffsetIfNeeded`: the centred first item (not before the minimum), or the minimum.
  public var initialOffset: Double { isAlignCenter ? max(minOffset, centerInitialOffset) : minOffset }
  /// `setFinalOffsetIfNeeded`: the centred last page (not after the maximum), or the maximum.
  public var finalOffset: Double { isAlignCenter ? min(maxOffset, centerFinalOffset) : maxOffset }
  /// One copy's length (with its trailing spacing) when the content is shown three times: the
  /// remap's bound.
  public var copyLength: Double { (sectionLength - lineSpacing * 2) / 3 + lineSpacing }

  /// The page at an offset (fractional; 0 with no page length).
  public func currentPage(offset: Double) -> Double {
    guard pageLength > 0 else { return 0 }
    return (offset - sectionInsetLeading + (isAlignCenter ? (boundsLength - itemLength) / 2 : 0)) / pageLength
  }

  /// The offset that centres the nearest page.
  public func centerCurrentOffset(offset: Double) -> Double {
    sectionInsetLeading + currentPage(offset: offset).rounded() * pageLength - (boundsLength - itemLength) / 2
  }

  /// "At or before the start": against the unclamped centred first offset when centring.
  public func isOverMinOffset(_ offset: Double) -> Bool { isAlignCenter ? offset <= centerInitialOffset : offset <= minOffset }
  /// "At or past the end": against the unclamped centred final offset when centring (so a
  /// clamped final offset may never count as the end).
  public func isOverMaxOffset(_ offset: Double) -> Bool { isAlignCenter ? offset >= centerFinalOffset : offset >= maxOffset }

  /// `remapTargetContentOffset`: where a drag released at `offset` with `velocity` (points per
  /// millisecond along the axis) comes to rest, or `nil` when the presenter leaves UIKit's
  /// target (not a flow layout, or no page length). The projected offset `offset + velocity ×
  /// 60` becomes a page index — up when moving forward, down when moving back; when still,
  /// nearest, except past the last whole page, where it is the fractional last page once past
  /// half of the remainder — then the page's offset: the maximum from the last page on, the
  /// minimum at page 0 or before.
  public func dragTarget(offset: Double, velocity: Double) -> Double? {
    guard isFlowLayout, pageLength > 0 else { return nil }
    let check = baseOffset + (isAlignCenter ? (boundsLength - itemLength) / 2 : 0)
    var index = (check + offset + velocity * 60) / pageLength
    if velocity > 0 {
      index.round(.up)
    } else if velocity < 0 {
      index.round(.down)
    } else {
      let maxFloorIndex = lastPage.rounded(.towardZero)
      let lastInterval = lastPage - maxFloorIndex
      if index > maxFloorIndex {
        index = index >= lastInterval / 2 + maxFloorIndex ? lastPage : maxFloorIndex
      } else {
        index.round()
      }
    }
    if index >= lastPage { return maxOffset }
    if index <= 0 { return minOffset }
    return (isAlignCenter ? centerInitialOffset : minOffset) + pageLength * index
  }

  /// `scrollPages(by:)`: from the end going forward (or the start going back) the other end when
  /// looping, else a stop; otherwise `steps` pages from the offset (from the centred page when
  /// centring and between pages), to the final offset past the maximum or the initial one
  /// before the minimum, and snapped to the end a forward step lands within half a page of (to
  /// the start for a backward step).
  public func pageStep(offset: Double, steps: Int, isLooping: Bool) -> PageStep {
    guard steps != 0 else { return .stop }
    if isOverMaxOffset(offset) && steps > 0 { return isLooping ? .move(to: initialOffset) : .stop }
    if isOverMinOffset(offset) && steps < 0 { return isLooping ? .move(to: finalOffset) : .stop }
    let start = isAlignCenter && currentPage(offset: offset).truncatingRemainder(dividingBy: 1) != 0 ? centerCurrentOffset(offset: offset) : offset
    let target = start + Double(steps) * pageLength
    if target > maxOffset { return .move(to: finalOffset) }
    if target < minOffset { return .move(to: initialOffset) }
    if steps > 0 && target + pageLength / 2 > maxOffset { return .move(to: finalOffset) }
    if steps < 0 && target - pageLength / 2 < minOffset { return .move(to: initialOffset) }
    return .move(to: target)
  }

  /// `remapContentOffsetIfNeeded`: where the offset moves to stay in the middle copy of a
  /// content shown three times, or `nil` when it stays. At or before the start it jumps one copy
  /// on from the centred first page (from itself when not centring); otherwise the offset,
  /// shifted by the base offset and, when centring, by half the visible length the item does
  /// not cover (`max(0, (bounds − item − contentInsetLeading − contentInsetTrailing) / 2)`),
  /// is tested against one and two copies.
  public func remapped(offset: Double) -> Double? {
    let lower = copyLength
    if isOverMinOffset(offset) { return (isAlignCenter ? centerInitialOffset : offset) + lower }
    var check = baseOffset + offset
    if isAlignCenter { check += max(0, (boundsLength - itemLength - (contentInsetLeading + contentInsetTrailing)) / 2) }
    if check < lower { return offset + lower }
    if check >= 2 * lower { return offset - lower }
    return nil
  }
}
