import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Testing

/// SSCollectionViewPresenter's paging arithmetic, worked by hand on the banner strip of
/// `RuntimeScreens.banners`: items 300 wide, spacing 10, section insets 20, bounds 375.
@Suite("Paging: the presenter's geometry, drags, page callbacks, infinite scrolling, auto-rolling")
struct PagingTests {
  /// The presenter's geometry of a strip as a view reads it.
  func geometry(_ count: Int = 5, center: Bool = false) throws -> PagingGeometry {
    try HeadlessCollectionView(RuntimeScreens.banners(count), options: .init(paging: PagingConfiguration(isAlignCenter: center))).pagingGeometry
  }

  @Test("Geometry of five banners: page 310, last page 4, offsets 0…1205, centred start −17.5")
  func geometryNumbers() throws {
    let g = try geometry()
    #expect(g.pageLength == 310)
    #expect(g.contentLength == 1580)  // 20 + 5 × 300 + 4 × 10 + 20
    #expect(g.lastPage == 4)  // (1540 + 10) / 310 − 1
    #expect(g.minOffset == 0 && g.maxOffset == 1205)
    #expect(g.baseOffset == -20)
    #expect(g.centerInitialOffset == -17.5)  // 20 − (375 − 300) / 2
    #expect(g.centerFinalOffset == 1222.5)  // 20 + 4 × 310 − 37.5
    #expect(g.currentPage(offset: 640) == 2)  // (640 − 20) / 310
    let c = try geometry(center: true)
    #expect(c.initialOffset == 0 && c.finalOffset == 1205)  // max(0, −17.5), min(1205, 1222.5)
    #expect(c.currentPage(offset: 602.5) == 2)  // (602.5 − 20 + 37.5) / 310
  }

  @Test("Drag targets: forward rounds up, back rounds down, still rounds, the end goes to the maximum", arguments: [
    (100.0, 0.5, 310.0),  // (−20 + 100 + 30) / 310 = 0.35 → 1
    (200.0, 0.0, 310.0),  // 180 / 310 = 0.58 → 1
    (400.0, -0.5, 310.0),  // (−20 + 370) / 310 = 1.13 → 1
    (1100.0, 1.0, 1205.0),  // 1140 / 310 = 3.68 → 4 = last page → maximum
    (30.0, -1.0, 0.0),  // (−20 − 30) / 310 < 0 → minimum
  ])
  func dragTargets(offset: Double, velocity: Double, expected: Double) throws {
    #expect(try geometry().dragTarget(offset: offset, velocity: velocity) == expected)
  }

  @Test("Programmatic steps stop at the ends unless looping, and go to the final (initial) offset past the maximum (minimum)")
  func pageSteps() throws {
    let g = try geometry()
    #expect(g.pageStep(offset: 0, steps: 1, isLooping: false) == .move(to: 310))  // 310 + 155 ≤ 1205
    #expect(g.pageStep(offset: 930, steps: 1, isLooping: false) == .move(to: 1205))  // 1240 > 1205: the final offset
    #expect(g.pageStep(offset: 1205, steps: 1, isLooping: false) == .stop)  // at the maximum, not looping
    #expect(g.pageStep(offset: 1205, steps: 1, isLooping: true) == .move(to: 0))
    #expect(g.pageStep(offset: 0, steps: -1, isLooping: true) == .move(to: 1205))
    #expect(g.pageStep(offset: 1000, steps: 1, isLooping: false) == .move(to: 1205))  // 1310 > 1205
    #expect(g.pageStep(offset: 100, steps: -1, isLooping: false) == .move(to: 0))  // −210 < 0
    #expect(g.pageStep(offset: 620, steps: 0, isLooping: false) == .stop)
  }

  @Test("Infinite paging: 15 banners laid out, one copy is 1550 pt, the first load moves into the middle copy")
  func infiniteRemap() throws {
    let g = try geometry(15)
    #expect(g.copyLength == 1550)  // (4640 − 20) / 3 + 10
    #expect(g.remapped(offset: 0) == 1550)
    #expect(g.remapped(offset: 1000) == 2550)  // −20 + 1000 < 1550
    #expect(g.remapped(offset: 3410) == 1860)  // −20 + 3410 ≥ 3100
    #expect(g.remapped(offset: 2170) == nil)

    let view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isInfinitePage: true)))
    #expect(view.copies(inSection: 0) == 3)
    #expect(view.contentOffset == Point(x: 1550, y: 0))
    #expect(view.currentPageIndex == 0)  // round((1550 − 20) / 310) = 5, 5 % 5 = 0
    // Cells of every copy are dequeued (with the modulo-mapped model) but only the middle
    // copy's display callbacks are forwarded.
    let displays = view.trace.events.filter { $0.name == "willDisplay" }.map(\.detail)
    #expect(displays == ["cell [0,5] BannerCell id=b0", "cell [0,6] BannerCell id=b1"])
    #expect(view.trace.events.contains { $0.description == "0.000s cellForItemAt cell [0,0] BannerCell id=b0 view=#1" })
  }

  @Test("A swipe fires willDisappear at the start, didDisappear and willAppear at the first didScroll past the half-page point, didAppear at rest")
  func swipeCallbacks() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration()))
    let mark = view.trace.events.count
    try view.drag(by: Point(x: 100, y: 0), velocity: Point(x: 0.5, y: 0))
    // Deceleration 100 → 310 (the presenter's target) in steps of at most half a page (155):
    // two frames. The decay covers D·(1 − 0.998ᵗ) after t ms, so half of it, 205, at
    // t = ln 0.5 / ln 0.998 = 346.2 ms (0.546 s); it ends when within half a pixel (@2x: 0.25
    // pt) of 310: 210 × 0.998ⁿ ≤ 0.25, n = ⌈ln(0.25 / 210) / ln 0.998⌉ = ⌈3363.3⌉ = 3364 ms
    // (3.564 s). The page is round((offset − 20) / 310): it turns 1 past 175, at 205.
    let events = view.trace.events(since: mark).filter { !$0.name.contains("isplay") && $0.name != "cellForItemAt" }.map(\.description)
    #expect(events == [
      "0.000s willBeginDragging (0, 0)",
      "0.000s pageWillDisappear page=0",
      "0.200s didScroll (100, 0)",
      "0.200s willEndDragging velocity (0.5, 0) target (310, 0)",
      "0.200s didEndDragging willDecelerate=true",
      "0.200s willBeginDecelerating",
      "0.546s didScroll (205, 0)",
      "0.546s pageDidDisappear page=0",
      "0.546s pageWillAppear page=1",
      "3.564s didScroll (310, 0)",
      "3.564s didEndDecelerating (310, 0)",
      "3.564s pageDidAppear page=1",
    ])
    #expect(view.currentPageIndex == 1)
  }

  @Test("Auto-rolling every second over 12 s: first step 3 s after the load, then one interval apart; the sixth step is re-centred; the last is in flight")
  func autoRolling() throws {
    var view = try HeadlessCollectionView(
      RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isInfinitePage: true, isAutoRolling: true, autoRollingTimeInterval: 1)))
    let mark = view.trace.events.count
    try view.advance(seconds: 12)
    // Each step (runAutoRolling) starts its 0.3 s animation and schedules the next step one
    // interval on; the animation's end schedules another (1.3 s on) that the earlier one
    // cancels.
    let rolls = view.trace.events(since: mark).filter { $0.name == "autoRoll" }.map(\.time)
    #expect(rolls == (3...12).map { VirtualTime(seconds: Double($0)) })
    // Nine animations end (3.3 … 11.3 s); the tenth, started at 12.0, is in flight.
    let appeared = view.trace.events(since: mark).filter { $0.name == "pageDidAppear" }.map(\.detail)
    #expect(appeared == ["page=1", "page=2", "page=3", "page=4", "page=0", "page=1", "page=2", "page=3", "page=4"])
    // Step 6 (8.0 → 8.3 s) ends at 1550 + 6 × 310 = 3410: −20 + 3410 ≥ 3100, back by 1550.
    #expect(view.trace.events.contains { $0.description == "8.300s didScroll (1860, 0)" })
    // Steps 7 to 9 go on from 1860 to 2790; step 10 (to 3100, frames at 12.15 and 12.3 s) has
    // not moved yet when the clock stops at 12 s.
    #expect(view.contentOffset == Point(x: 2790, y: 0))
    #expect(view.now == VirtualTime(seconds: 12))
    #expect(view.animation?.to == Point(x: 3100, y: 0))
    #expect(view.timers.map(\.fireTime) == [VirtualTime(seconds: 12.15), VirtualTime(seconds: 13)])
  }

  @Test("A drag cancels auto-rolling; its end schedules it again one interval later")
  func dragCancelsAutoRolling() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isAutoRolling: true)))
    try view.advance(seconds: 1)
    // 1.0 → 1.2 drag to 50; released without velocity the presenter's target is page 0, 50
    // back: 50 × 0.998ⁿ ≤ 0.25 (half a pixel @2x), n = ⌈ln(0.25 / 50) / ln 0.998⌉ = ⌈2646.5⌉ =
    // 2647 ms, so at rest at 3.847 s; the next step an interval (3 s) later.
    try view.drag(by: Point(x: 50, y: 0))
    #expect(view.timers.map(\.fireTime) == [VirtualTime(seconds: 6.847)])
  }

  @Test("A script that never settles is an error")
  func pagingErrors() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isAutoRolling: true)))
    // Steps at 3, 6 and 9; the next, at 12, is past the limit.
    #expect(throws: RuntimeError("the screen did not settle within 10 s of virtual time: auto-rolling at 12.000s is still scheduled (auto-rolling re-schedules itself; cancel it, or advance by a fixed time)")) {
      try view.settle(within: 10)
    }
    view.cancelAutoRolling()
    try view.settle()
    #expect(view.timers.isEmpty)
  }

  @Test("Centred paging tests its ends against the unclamped centred offsets")
  func centredEnds() throws {
    let c = try geometry(center: true)
    // 1205 is below the centred final offset 1222.5: not the end, so no loop; the step from
    // the centred page 4 (1222.5 + 310) clamps back to 1205.
    #expect(c.pageStep(offset: 1205, steps: 1, isLooping: true) == .move(to: 1205))
    let infinite = try geometry(15, center: true)
    // 0 is after the centred start −17.5; −20 + 0 + 37.5 = 17.5 < 1550: one copy on.
    #expect(infinite.remapped(offset: 0) == 1550)  // no content inset: max(0, (375 − 300 − 0) / 2) = 37.5
    #expect(infinite.remapped(offset: -17.5) == 1532.5)  // at the start: centred first page + 1550
  }

  @Test("Pages before the first are negative, as Swift's % leaves them")
  func negativePage() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration()))
    try view.drag(by: Point(x: -200, y: 0))
    // At −200: round((−200 − 20) / 310) = round(−0.71) = −1; the target is the start again.
    let pages = view.trace.events.filter { $0.name.hasPrefix("page") }.map(\.description)
    #expect(pages.contains("0.200s pageWillAppear page=-1"))
    #expect(view.contentOffset == Point(x: 0, y: 0))
    #expect(view.currentPageIndex == 0)
  }

  @Test("An empty model with a next page asks for it even with paging on; cancelling auto-rolling stops the page callbacks")
  func emptyAndCancelled() throws {
    var empty = RuntimeScreens.banners()
    empty.model = ViewModel(sections: [], page: 0, hasNext: true)
    let view = try HeadlessCollectionView(empty, options: .init(paging: PagingConfiguration()))
    #expect(view.trace.events.map(\.description) == ["0.000s pageWillAppear page=0", "0.000s pageDidAppear page=0", "0.000s nextRequest page=0 hasNext=true"])
    var rolling = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isEnabled: false, isAutoRolling: true)))
    rolling.cancelAutoRolling()
    let mark = rolling.trace.events.count
    try rolling.scroll(to: Point(x: 310, y: 0))
    #expect(!rolling.trace.events(since: mark).contains { $0.name.hasPrefix("page") })
    #expect(rolling.timers.isEmpty)
  }

  @Test("Every model assignment resets the loading flag: a diffable apply near the end asks again")
  func applyResetsLoading() throws {
    // 3 rows: content 350, so the first cellForItemAt asks (−20 > 350 − 2001).
    var view = try HeadlessCollectionView(RuntimeScreens.rows(3, page: 1, hasNext: true), options: .init(dataSourceMode: .diffable))
    #expect(view.isLoadingNextPage)
    try view.apply(RuntimeScreens.rows(5, page: 1, hasNext: true).model)
    #expect(view.trace.events.filter { $0.name == "nextRequest" }.count == 2)
  }
}
