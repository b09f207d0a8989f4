import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Testing

/// The page SSCollectionViewPresenter reports after a drag that comes to rest at offset 0 on a
/// centred, non-infinite strip whose centred first page lies before the minimum offset.
///
/// The presenter's sources (dSunny90/SSCollectionViewPresenter):
/// - `Sources/SSCollectionViewPresenter/SSCollectionViewPresenter+ScrollView.swift:58-87`:
///   `scrollViewDidEndDecelerating` (also reached from `scrollViewDidEndDragging` without
///   deceleration) calls `pageDidAppearBlock?(collectionView, currentPageIndex)` — the stored
///   index, not a new computation;
/// - `…+ScrollView.swift:18-27`: `scrollViewDidScroll` is the only place that stores it:
///   `Int(round(collectionView.currentPage)) % section.items.count`;
/// - `Sources/SSCollectionViewPresenter/Core/UICollectionView+Presenter.swift:127-135`:
///   `currentPage = (currentOffset − sectionInsetLeading + (boundsLength − itemLength) / 2) / pageLength`
///   when `isAlignCenter`;
/// - `…/UICollectionView+Presenter.swift:372-416`: `remapTargetContentOffset` aims a release at
///   `maxOffset = contentLength − boundsLength + contentInsetTrailing` from the last page on,
///   unclamped — negative when the content is shorter than the bounds — and UIKit's scroll view
///   springs back into its range, so the last `didScroll` is at the rest, 0.
///
/// So the page reported is the one `currentPage` gives at offset 0.
@Suite("The page after a drag that rests at the start of a centred strip")
struct CentredStartPageTests {
  /// Two items 157.5 × 400 (one a column on the 667-point iPhone SE), line spacing 16, section
  /// insets left 0 and right 16, the 375-point view, no content inset: the content is
  /// 157.5 + 16 + 157.5 + 16 = 347 wide, the page length 157.5 + 16 = 173.5, the centred first
  /// page 0 − (375 − 157.5) / 2 = −108.75, before the minimum offset 0.
  static func strip() -> Screen {
    var flow = FlowLayout()
    flow.scrollDirection = .horizontal
    flow.minimumLineSpacing = 16
    flow.itemSize = Size(width: 157.5, height: 400)
    flow.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 16)
    let items = ["a", "b"].map { Item(id: $0, kind: "BannerCell") }
    return Screen(name: "strip", model: ViewModel(sections: [Section(id: "strip", items: items)]), layout: .flow(flow), device: .iPhoneSE, contentInsetAdjustment: .never)
  }

  @Test("Released past the end, the strip springs back to 0 and reports page round((0 + 108.75) / 173.5) % 2 = 1")
  func releasedTowardTheEnd() throws {
    var view = try HeadlessCollectionView(Self.strip(), options: .init(paging: PagingConfiguration(isAlignCenter: true)))
    let geometry = view.pagingGeometry
    #expect(geometry.pageLength == 173.5 && geometry.centerInitialOffset == -108.75 && geometry.lastPage == 1)
    // Dragged to 60 and released still: the target index is (0 − 0 + 108.75 + 60) / 173.5 =
    // 0.97, rounded to 1 = the last page, so the target is maxOffset = 347 − 375 = −28.
    try view.drag(by: Point(x: 60, y: 0))
    let events = view.trace.events.map(\.description)
    #expect(events.contains("0.200s willEndDragging velocity (0, 0) target (-28, 0)"))
    #expect(view.contentOffset == Point(x: 0, y: 0))
    // At rest at 0: (0 − 0 + 108.75) / 173.5 = 0.627, round → 1, 1 % 2 = 1.
    #expect(Array(events.suffix(2)).map { $0.split(separator: " ").dropFirst().joined(separator: " ") } == [
      "didEndDecelerating (0, 0)", "pageDidAppear page=1",
    ])
    #expect(view.logicalPage == 1)
  }

  @Test("Released before the start, it decelerates to the minimum offset 0 and reports page 1 too")
  func releasedTowardTheStart() throws {
    var view = try HeadlessCollectionView(Self.strip(), options: .init(paging: PagingConfiguration(isAlignCenter: true)))
    // Dragged to −50: (108.75 − 50) / 173.5 = 0.34, rounded to 0 ≤ the first page: minOffset 0.
    try view.drag(by: Point(x: -50, y: 0))
    let events = view.trace.events.map(\.description)
    #expect(events.contains("0.200s willEndDragging velocity (0, 0) target (0, 0)"))
    #expect(Array(events.suffix(2)).map { $0.split(separator: " ").dropFirst().joined(separator: " ") } == [
      "didEndDecelerating (0, 0)", "pageDidAppear page=1",
    ])
  }

  /// Three rows 62.5 tall, line spacing 8, section insets top 16 and bottom 8, in a view 180
  /// points tall (a 320 × 180 device, no safe area, no content inset): the page length is
  /// 62.5 + 8 = 70.5, the content 16 + 3 × 62.5 + 2 × 8 + 8 = 227.5 tall, the last page
  /// (227.5 − 24 + 8) / 70.5 − 1 = 2, the centred first page 16 − (180 − 62.5) / 2 = −42.75,
  /// before the minimum offset 0, where the strip starts.
  static func rows() -> Screen {
    var flow = FlowLayout()
    flow.minimumLineSpacing = 8
    flow.itemSize = Size(width: 200, height: 62.5)
    flow.sectionInset = EdgeInsets(top: 16, left: 0, bottom: 8, right: 0)
    let device = Device(
      name: "Strip", portraitSize: Size(width: 320, height: 180), scale: 2, portraitSafeArea: .zero, landscapeSafeArea: .zero, sideMargin: 16)
    let items = ["a", "b", "c"].map { Item(id: $0, kind: "RowCell") }
    return Screen(name: "rows", model: ViewModel(sections: [Section(id: "rows", items: items)]), layout: .flow(flow), device: device, contentInsetAdjustment: .never)
  }

  @Test("A drag that does not move, at the start: the page is read from the offset, (0 − 16 + (180 − 62.5) / 2) / 70.5 = 0.606 → page 1, not the page stored before")
  func dragThatDoesNotMove() throws {
    var view = try HeadlessCollectionView(Self.rows(), options: .init(paging: PagingConfiguration(isAlignCenter: true)))
    let geometry = view.pagingGeometry
    #expect(geometry.pageLength == 70.5 && geometry.lastPage == 2 && geometry.centerInitialOffset == -42.75 && geometry.initialOffset == 0)
    #expect(view.contentOffset == Point(x: 0, y: 0) && view.currentPageIndex == 0)
    // Released upward at 2 points per millisecond without moving: the target index is
    // (0 − 16 + 58.75 − 2 × 60) / 70.5 = −1.10, rounded down to −2 ≤ 0: the minimum offset 0,
    // where the content already is — no deceleration, no `didScroll`. The second time the page
    // stored is already 1.
    for first in [true, false] {
      let mark = view.trace.events.count
      try view.drag(by: Point(x: 0, y: 0), velocity: Point(x: 0, y: -2))
      let events = view.trace.events[mark...].map { $0.description.split(separator: " ").dropFirst().joined(separator: " ") }
      #expect(events == [
        "willBeginDragging (0, 0)",
        first ? "pageWillDisappear page=0" : "pageWillDisappear page=1",
      ] + (first ? ["pageDidDisappear page=0", "pageWillAppear page=1"] : []) + [
        "willEndDragging velocity (0, -2) target (0, 0)",
        "didEndDragging willDecelerate=false",
        "pageDidAppear page=1",
      ])
      #expect(view.currentPageIndex == 1 && view.logicalPage == 1)
    }
  }
}
