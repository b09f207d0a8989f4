import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Testing

/// Programmatic page moves as SSCollectionViewPresenter runs them (`moveToNextPage(animated:)`
/// sets `isProgrammaticScrollAnimating` or, when it is set, grows `pendingPageOffset`;
/// `scrollViewDidEndScrollingAnimation` clears the flag and flushes the queue as one
/// `scrollPages(by:)`; `scrollPages` ends the flag at an end it does not loop past), on the
/// banner strip of `RuntimeScreens.banners`: pages 310, offsets 0…1205.
@Suite("Paging in flight: queued moves, moves without animation, moves to the current offset")
struct InFlightPagingTests {
  func events(_ view: HeadlessCollectionView, since mark: Int) -> [String] {
    view.trace.events(since: mark).filter { ["didScroll", "didEndScrollingAnimation", "pageMoveQueued", "pageMoveFlush", "autoRoll"].contains($0.name) || $0.name.hasPrefix("page") }
      .map(\.description)
  }

  @Test("Moves asked for while one is in flight are queued and flushed as one move when it ends")
  func queuedMoves() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration()))
    let mark = view.trace.events.count
    try view.run([.nextPage, .nextPage, .nextPage, .advance(1)])
    // 0 → 310 in two frames (0.15, 0.3 s); the two later calls only count up. At 0.3 s the
    // queue (2) goes as one move from 310: 930 (930 + 155 ≤ 1205), four frames of 155 at
    // 0.375 … 0.6 s. Pages round((offset − 20) / 310): 1 at 310, 2 at 620, 3 at 930.
    #expect(events(view, since: mark) == [
      "0.000s pageMoveQueued pendingPageOffset=1",
      "0.000s pageMoveQueued pendingPageOffset=2",
      "0.150s didScroll (155, 0)",
      "0.300s didScroll (310, 0)",
      "0.300s pageDidDisappear page=0",
      "0.300s pageWillAppear page=1",
      "0.300s didEndScrollingAnimation (310, 0)",
      "0.300s pageMoveFlush by=2",
      "0.375s didScroll (465, 0)",
      "0.450s didScroll (620, 0)",
      "0.450s pageDidDisappear page=1",
      "0.450s pageWillAppear page=2",
      "0.525s didScroll (775, 0)",
      "0.600s didScroll (930, 0)",
      "0.600s pageDidDisappear page=2",
      "0.600s pageWillAppear page=3",
      "0.600s didEndScrollingAnimation (930, 0)",
      "0.600s pageDidAppear page=3",
    ])
    #expect(!view.isProgrammaticScrollAnimating && view.pendingPageOffset == 0)
  }

  @Test("A move without animation jumps and leaves the presenter's flag set: later moves only queue until some animation ends")
  func moveWithoutAnimation() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration()))
    let mark = view.trace.events.count
    try view.moveToNextPage(animated: false)
    #expect(view.isProgrammaticScrollAnimating)  // the seed's test_move_to_next_page_sets_programmatic_scroll_flag
    try view.moveToNextPage()
    try view.moveToNextPage()
    try view.advance(seconds: 5)
    #expect(events(view, since: mark) == [
      "0.000s didScroll (310, 0)",
      "0.000s pageDidDisappear page=0",
      "0.000s pageWillAppear page=1",
      "0.000s pageMoveQueued pendingPageOffset=1",
      "0.000s pageMoveQueued pendingPageOffset=2",
    ])
    // Any animation's end flushes the queue: a scroll back to 0 (frames 155 and 0 within the
    // call; page round((155 − 20) / 310) = 0 at the first), then the two pages from 0 to 620
    // on the clock.
    let flush = view.trace.events.count
    try view.scroll(to: Point(x: 0, y: 0), animated: true)
    try view.advance(seconds: 1)
    #expect(events(view, since: flush) == [
      "5.150s didScroll (155, 0)",
      "5.150s pageDidDisappear page=1",
      "5.150s pageWillAppear page=0",
      "5.300s didScroll (0, 0)",
      "5.300s didEndScrollingAnimation (0, 0)",
      "5.300s pageMoveFlush by=2",
      "5.375s didScroll (155, 0)",
      "5.450s didScroll (310, 0)",
      "5.450s pageDidDisappear page=0",
      "5.450s pageWillAppear page=1",
      "5.525s didScroll (465, 0)",
      "5.600s didScroll (620, 0)",
      "5.600s pageDidDisappear page=1",
      "5.600s pageWillAppear page=2",
      "5.600s didEndScrollingAnimation (620, 0)",
      "5.600s pageDidAppear page=2",
    ])
  }

  @Test("An animated move to the current offset calls nothing: the flag stays set and the next move only queues")
  func moveToCurrentOffset() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isAlignCenter: true)))
    let mark = view.trace.events.count
    // Centred, at 0 (the centred start −17.5 is clamped to the minimum 0): page
    // (0 − 20 + 37.5) / 310 = 0.056 is fractional, so the step back starts from the centred
    // page 0, −17.5 − 310 = −327.5 < 0: the initial offset, 0 — where the view is.
    try view.moveToPreviousPage()
    try view.moveToNextPage()
    try view.advance(seconds: 1)
    #expect(events(view, since: mark) == ["0.000s pageMoveQueued pendingPageOffset=1"])
    #expect(view.isProgrammaticScrollAnimating && view.pendingPageOffset == 1)
  }

  @Test("Auto-rolling a centred strip that does not loop: at the clamped end each step moves nothing and calls nothing")
  func autoRollingAtTheEnd() throws {
    var view = try HeadlessCollectionView(
      RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isAlignCenter: true, isAutoRolling: true, autoRollingTimeInterval: 1)))
    let mark = view.trace.events.count
    try view.advance(seconds: 10.5)
    // Steps at 3, 4, 5, 6 s: 0 → 292.5 (from the centred page 0 at −17.5), 602.5, 912.5
    // (page (912.5 − 20 + 37.5) / 310 = 3 exactly), then 1222.5 > 1205: the final offset
    // min(1205, 1222.5) = 1205. From 1205 (page 3.94: from the centred page 4, 1222.5 + 310 >
    // 1205) the final offset again, the current one: nothing from 7 s on but the steps.
    let ends = view.trace.events(since: mark).filter { $0.name == "didEndScrollingAnimation" || $0.name == "pageDidAppear" }.map(\.description)
    #expect(ends == [
      "3.300s didEndScrollingAnimation (292.5, 0)", "3.300s pageDidAppear page=1",
      "4.300s didEndScrollingAnimation (602.5, 0)", "4.300s pageDidAppear page=2",
      "5.300s didEndScrollingAnimation (912.5, 0)", "5.300s pageDidAppear page=3",
      "6.300s didEndScrollingAnimation (1205, 0)", "6.300s pageDidAppear page=4",
    ])
    #expect(view.trace.events(since: mark).filter { $0.name == "autoRoll" }.map(\.time) == (3...10).map { VirtualTime(seconds: Double($0)) })
    #expect(view.contentOffset == Point(x: 1205, y: 0))
  }

  @Test("Auto-rolling a model still waiting for its first page steps nothing and goes on")
  func autoRollingEmptyModel() throws {
    var screen = RuntimeScreens.banners()
    screen.model = ViewModel(sections: [], page: 0, hasNext: true)
    var view = try HeadlessCollectionView(screen, options: .init(paging: PagingConfiguration(isAutoRolling: true)))
    // The load asks for page 1 and schedules the first step at 3 s. There, with no content,
    // the offset 0 is past the maximum (0 − 375 < 0): the step stops; the next is at 6 s.
    try view.advance(seconds: 7)
    #expect(view.trace.events.map(\.description) == [
      "0.000s pageWillAppear page=0", "0.000s pageDidAppear page=0", "0.000s nextRequest page=0 hasNext=true",
      "3.000s autoRoll page=0", "6.000s autoRoll page=0",
    ])
  }

  @Test("A drag or a scroll while a page animation is in flight is refused; data changes are not")
  func interruptions() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration()))
    try view.moveToNextPage()
    #expect(throws: RuntimeError("cannot drag while a page animation is in flight (to (310, 0), ending at 0.300s); advance the clock past its end first")) {
      try view.drag(by: Point(x: 50, y: 0))
    }
    #expect(throws: RuntimeError("cannot scroll while a page animation is in flight (to (310, 0), ending at 0.300s); advance the clock past its end first")) {
      try view.scroll(to: Point(x: 0, y: 0))
    }
    try view.reloadData()
    try view.advance(seconds: 0.3)
    #expect(view.contentOffset == Point(x: 310, y: 0) && view.animation == nil)
  }
}
