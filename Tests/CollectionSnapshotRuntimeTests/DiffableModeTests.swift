import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Testing

/// SSCollectionViewPresenter in its two data-source modes, side by side (seed: the presenter
/// sets itself as the data source only for `.traditional`, `SSCollectionViewPresenter.swift`
/// `configureDataSource`; its `numberOfSections` does the page request, centring, remap and
/// auto-rolling start; `numberOfItemsInSection` triples infinite items and empties collapsed
/// sections; the diffable snapshot appends every section's items, collapsed or not; the
/// `willDisplay` filter forwards only items in `n ..< 2n` under infinite paging).
@Suite("Diffable mode: the presenter is not the data source")
struct DiffableModeTests {
  func banners(_ mode: HeadlessCollectionView.DataSourceMode) throws -> HeadlessCollectionView {
    try HeadlessCollectionView(
      RuntimeScreens.banners(), options: .init(dataSourceMode: mode, paging: PagingConfiguration(isInfinitePage: true, isAutoRolling: true)))
  }

  @Test("Infinite auto-rolling banners: traditional triples, moves into the middle copy and schedules the first step; diffable does none of it and forwards no willDisplay")
  func infiniteBannerLoad() throws {
    // Traditional: 5 items → 15 laid out; the load shows items 0 and 1 (20…320, 330…630 in
    // 0…375), not forwarded (item < 5); the deferred remap: at the start (0 ≤ 0) one copy on,
    // (1540 − 20) / 3 + 10 = 1550; items 0 and 1 leave (not forwarded, views #1 #2 queued),
    // items 4 (1260…1560, not forwarded), 5 (1570…1870) and 6 (1880…2180) come, taking #2,
    // #1 and a new #3; 5 and 6 are forwarded.
    let traditional = try banners(.traditional)
    #expect(traditional.trace.events.map(\.description) == [
      "0.000s pageWillAppear page=0",
      "0.000s pageDidAppear page=0",
      "0.000s cellForItemAt cell [0,0] BannerCell id=b0 view=#1",
      "0.000s cellForItemAt cell [0,1] BannerCell id=b1 view=#2",
      "0.000s didScroll (1550, 0)",
      "0.000s cellForItemAt cell [0,4] BannerCell id=b4 view=#2 reused",
      "0.000s cellForItemAt cell [0,5] BannerCell id=b0 view=#1 reused",
      "0.000s willDisplay cell [0,5] BannerCell id=b0",
      "0.000s cellForItemAt cell [0,6] BannerCell id=b1 view=#3",
      "0.000s willDisplay cell [0,6] BannerCell id=b1",
    ])
    #expect(traditional.layout.numberOfItems(inSection: 0) == 15)
    #expect(traditional.timers.map(\.fireTime) == [VirtualTime(seconds: 3)])
    // Diffable: the snapshot has the 5 items; nothing runs after the load; items 0 and 1 are
    // dequeued but the willDisplay filter (item ≥ 5) forwards neither.
    let diffable = try banners(.diffable)
    #expect(diffable.trace.events.map(\.description) == [
      "0.000s pageWillAppear page=0",
      "0.000s pageDidAppear page=0",
      "0.000s cellForItemAt cell [0,0] BannerCell id=b0 view=#1",
      "0.000s cellForItemAt cell [0,1] BannerCell id=b1 view=#2",
    ])
    #expect(diffable.layout.numberOfItems(inSection: 0) == 5)
    #expect(diffable.contentOffset == Point(x: 0, y: 0))
    #expect(diffable.timers.isEmpty)
  }

  @Test("Diffable infinite paging: the remap at the end of a drag runs on the untripled content, one third of it")
  func diffableRemap() throws {
    var view = try banners(.diffable)
    let mark = view.trace.events.count
    try view.drag(by: Point(x: 100, y: 0), velocity: Point(x: 0.5, y: 0))
    // Target: (−20 + 100 + 30) / 310 = 0.35 → up to page 1 → 310. At rest the presenter
    // schedules auto-rolling and remaps: one "copy" of the 5-item content is
    // (1540 − 20) / 3 + 10 = 516.67; −20 + 310 = 290 < 516.67 → 310 + 516.67 = 826.67, page
    // round((826.67 − 20) / 310) = round(2.6) = 3.
    let pages = view.trace.events(since: mark).filter { $0.name.hasPrefix("page") || $0.name == "didScroll" }.map(\.description)
    #expect(pages == [
      "0.000s pageWillDisappear page=0",
      "0.200s didScroll (100, 0)",
      "0.546s didScroll (205, 0)",
      "0.546s pageDidDisappear page=0",
      "0.546s pageWillAppear page=1",
      "3.564s didScroll (310, 0)",
      "3.564s didScroll (826.6666666666667, 0)",
      "3.564s pageDidDisappear page=1",
      "3.564s pageWillAppear page=3",
      "3.564s pageDidAppear page=3",
    ])
    // The deceleration's times as in PagingTests.swipeCallbacks (half of 210 at 346.2 ms, the
    // end at 3364 ms); auto-rolling 3 s after it.
    #expect(view.timers.map(\.fireTime) == [VirtualTime(seconds: 6.564)])
  }

  @Test("An empty model with a next page asks for it from the traditional data source only")
  func emptyModelRequest() throws {
    var empty = RuntimeScreens.rows(0)
    empty.model = ViewModel(sections: [], page: 0, hasNext: true)
    let traditional = try HeadlessCollectionView(empty)
    #expect(traditional.trace.events.map(\.description) == ["0.000s nextRequest page=0 hasNext=true"])
    let diffable = try HeadlessCollectionView(empty, options: .init(dataSourceMode: .diffable))
    #expect(diffable.trace.events.isEmpty)
    #expect(!diffable.isLoadingNextPage)
  }

  @Test("A collapsed section shows no items from the traditional data source and all of them from the diffable one")
  func collapsedSection() throws {
    var screen = RuntimeScreens.rows(4)
    screen.model.sections[0].isCollapsed = true
    #expect(try HeadlessCollectionView(screen).layout.numberOfItems(inSection: 0) == 0)
    #expect(try HeadlessCollectionView(screen, options: .init(dataSourceMode: .diffable)).layout.numberOfItems(inSection: 0) == 4)
  }

  @Test("reloadData in diffable mode shows the applied snapshot again, not the presenter's new model; applySnapshot shows it")
  func reloadShowsAppliedSnapshot() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows(3), options: .init(dataSourceMode: .diffable))
    try view.reloadData(RuntimeScreens.rows(5).model)
    #expect(view.layout.numberOfItems(inSection: 0) == 3)
    #expect(view.presenterModel.sections[0].items.count == 5)
    let mark = view.trace.events.count
    try view.applySnapshot()
    // By identifier r0…r2 stay, r3 (350…450) and r4 (450…550) are inserted and come into view.
    #expect(view.trace.events(since: mark).prefix(1).map(\.description) == ["0.000s performBatchUpdates insert items [0,3]…[0,4]"])
    #expect(view.layout.numberOfItems(inSection: 0) == 5)
    var traditional = try HeadlessCollectionView(RuntimeScreens.rows(3))
    #expect(throws: RuntimeError("cannot apply a snapshot: the view's data source is traditional (SSCollectionViewPresenter's applySnapshot does nothing there); make the view with dataSourceMode .diffable, or reload the data")) {
      try traditional.applySnapshot()
    }
  }
}
