import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import class Foundation.NSLock
import Testing

@Suite("Headless collection view: updates, pagination, prefetching, cell events")
struct UpdateTests {
  func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  @Test("A diffable apply by identifier: the deleted row ends, moved rows keep their views, the changed row is not reconfigured (it stays stale), the new row reuses a view")
  func diffableApply() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows(5), options: .init(dataSourceMode: .diffable))
    let rows = [Row(id: "r4"), Row(id: "r0"), Row(id: "r2", title: "changed"), Row(id: "r3"), Row(id: "r5")]
    let mark = view.trace.events.count
    try view.apply(RuntimeScreens.rows(rows: rows).model)
    // By identifier r0 r2 r3 stay in order (the longest increasing run), r4 is the one move,
    // r1 goes, r5 comes. UIKit does not reconfigure a kept identifier: r2's cell keeps "r2".
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s performBatchUpdates delete item [0,1]; insert item [0,4]; move item [0,4] -> [0,0]",
      "0.000s didEndDisplaying cell [0,1] RowCell id=r1 view=#2",
      "0.000s cellForItemAt cell [0,4] RowCell id=r5 view=#2 reused",
      "0.000s willDisplay cell [0,4] RowCell id=r5",
    ])
    #expect(view.displayed[.cell(ip(0))]?.number == 5)  // r4's view moved with it
    #expect(view.screen.model.sections[0].items[2].content.title == "changed")
    #expect(view.currentScreen.model.sections[0].items[2].content.title == "r2")  // drawn stale
  }

  @Test("The same apply by instance (SSCollectionViewPresenter's rule): a rebuilt model is every section and item deleted and inserted")
  func instanceApply() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows(5), options: .init(dataSourceMode: .diffable, identity: .instance))
    let rows = [Row(id: "r4"), Row(id: "r0"), Row(id: "r2", title: "changed"), Row(id: "r3"), Row(id: "r5")]
    let mark = view.trace.events.count
    try view.apply(RuntimeScreens.rows(rows: rows).model)
    // The built model's section and rows are new values: section 0 goes and comes. Its five
    // cells (views #1 to #5) and header end; the new ones take the views back last-in first.
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s performBatchUpdates delete section 0; insert section 0",
      "0.000s didEndDisplaying cell [0,0] RowCell id=r0 view=#1",
      "0.000s didEndDisplaying cell [0,1] RowCell id=r1 view=#2",
      "0.000s didEndDisplaying cell [0,2] RowCell id=r2 view=#3",
      "0.000s didEndDisplaying cell [0,3] RowCell id=r3 view=#4",
      "0.000s didEndDisplaying cell [0,4] RowCell id=r4 view=#5",
      "0.000s didEndDisplayingSupplementary header [0,0] TitleHeader view=#1",
      "0.000s cellForItemAt cell [0,0] RowCell id=r4 view=#5 reused",
      "0.000s willDisplay cell [0,0] RowCell id=r4",
      "0.000s cellForItemAt cell [0,1] RowCell id=r0 view=#4 reused",
      "0.000s willDisplay cell [0,1] RowCell id=r0",
      "0.000s cellForItemAt cell [0,2] RowCell id=r2 view=#3 reused",
      "0.000s willDisplay cell [0,2] RowCell id=r2",
      "0.000s cellForItemAt cell [0,3] RowCell id=r3 view=#2 reused",
      "0.000s willDisplay cell [0,3] RowCell id=r3",
      "0.000s cellForItemAt cell [0,4] RowCell id=r5 view=#1 reused",
      "0.000s willDisplay cell [0,4] RowCell id=r5",
      "0.000s viewForSupplementary header [0,0] TitleHeader view=#1 reused",
      "0.000s willDisplaySupplementary header [0,0] TitleHeader",
    ])
    #expect(view.currentScreen.model.sections[0].items[2].content.title == "changed")
  }

  @Test("An invalid batch update throws UIKit's text and changes nothing")
  func invalidBatch() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows(5))
    let before = view.trace
    #expect {
      try view.performBatchUpdates { $0.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
    } throws: { error in
      "\(error)".hasPrefix("Invalid update: invalid number of items in section 0.")
    }
    #expect(view.trace == before)
    #expect(view.screen.model.sections[0].items.count == 5)
  }

  @Test("A batch that deletes a row and really removes it: the row ends, the rows below move up and one comes into view")
  func validBatch() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows(8))
    let mark = view.trace.events.count
    try view.performBatchUpdates { batch in
      batch.sections[0].items.remove(at: 1)
      batch.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    // Rows 0…5 were visible; after the delete, rows 0…5 are r0 r2 … r6: r6 comes into view.
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s performBatchUpdates delete item [0,1]",
      "0.000s didEndDisplaying cell [0,1] RowCell id=r1 view=#2",
      "0.000s cellForItemAt cell [0,5] RowCell id=r6 view=#2 reused",
      "0.000s willDisplay cell [0,5] RowCell id=r6",
    ])
  }

  func feed(_ mode: HeadlessCollectionView.DataSourceMode) throws -> HeadlessCollectionView {
    let loader = PageLoader(pages: [
      RuntimeScreens.rowsPage(2, from: 20, count: 10, hasNext: true), RuntimeScreens.rowsPage(3, from: 30, count: 10, hasNext: false),
    ], latency: 0.5)
    var view = try HeadlessCollectionView(RuntimeScreens.rows(20, page: 1, hasNext: true), options: .init(dataSourceMode: mode, pageLoader: loader))
    // Content 2050, bounds 667: a request once the offset passes 2050 − 3 × 667 = 49.
    try view.run([.scroll(to: Point(x: 0, y: 100)), .advance(1), .scroll(to: Point(x: 0, y: 1100)), .advance(1), .scroll(to: Point(x: 0, y: 3383))])
    return view
  }

  @Test("Pagination: requests within three bounds of the end, one at a time; pages 2 and 3 arrive after the latency", arguments: [
    HeadlessCollectionView.DataSourceMode.traditional, .diffable,
  ])
  func pagination(mode: HeadlessCollectionView.DataSourceMode) throws {
    let view = try feed(mode)
    let pages = view.trace.events.filter { $0.name == "nextRequest" || $0.name == "pageResponse" }.map(\.description)
    #expect(pages == [
      "0.000s nextRequest page=1 hasNext=true",  // at the first cellForItemAt after the scroll to 100 > 49
      "0.500s pageResponse page=2 items=10 hasNext=true",
      "1.000s nextRequest page=2 hasNext=true",  // 1100 > 3050 − 2001 = 1049
      "1.500s pageResponse page=3 items=10 hasNext=false",
    ])
    #expect(view.screen.model.sections[0].items.count == 40)
    #expect(view.screen.model.page == 3 && !view.screen.model.hasNext)
    #expect(view.visibleItems.last == ip(39))
    let batches = view.trace.events.filter { $0.name == "performBatchUpdates" || $0.name == "reloadData" }.map(\.name)
    #expect(batches == (mode == .diffable ? ["performBatchUpdates", "performBatchUpdates"] : ["reloadData", "reloadData"]))
  }

  @Test("Prefetching announces the nearest cells first and withdraws the ones scrolled away from")
  func prefetching() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows(), options: .init(prefetchDistance: 200))
    // At rest the window is −220…847: rows 6 (650…750) and 7 (750…850).
    #expect(view.trace.events.filter { $0.name.contains("refetch") }.map(\.description) == ["0.000s prefetchItemsAt [0,6] [0,7]"])
    let mark = view.trace.events.count
    try view.scroll(to: Point(x: 0, y: 300))
    // Window 100…1167 around bounds 300…967: rows 1 (gap 50), 10 (83), 0 (150), 11 (183).
    try view.scroll(to: Point(x: 0, y: -20))
    #expect(view.trace.events(since: mark).filter { $0.name.contains("refetch") }.map(\.description) == [
      "0.000s prefetchItemsAt [0,1] [0,10] [0,0] [0,11]",
      "0.000s cancelPrefetchingForItemsAt [0,10] [0,11]",
      "0.000s prefetchItemsAt [0,6] [0,7]",
    ])
  }

  final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [(String, String, String?)] = []
    func add(_ event: CellEvent) {
      lock.withLock { events.append((event.name, event.itemIdentifier, (event.model as? Banner)?.id)) }
    }
    var all: [(String, String, String?)] { lock.withLock { events } }
  }

  @Test("A button tap inside a cell reaches the one action handler with the item's model")
  func buttonEvents() throws {
    let received = Received()
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(actionHandler: { received.add($0) }))
    try view.tapButton(in: ip(1))
    #expect(view.trace.events.last?.description == "0.000s event button \"More\" cell [0,1] BannerCell id=b1")
    #expect(received.all.count == 1)
    #expect(received.all.first.map { [$0.0, $0.1, $0.2 ?? "nil"] } == ["More", "b1", "b1"])
    var rows = try HeadlessCollectionView(RuntimeScreens.rows())
    #expect(throws: RuntimeError("cannot tap a button in item [0,0]: its RowCell placeholder has no button")) {
      try rows.tapButton(in: ip(0))
    }
  }
}

@Suite("Headless collection view: identifier snapshots, centred paging, pagination beyond flow")
struct MoreRuntimeTests {
  @Test("Applying an identifier snapshot reorders the model's own items as one batch")
  func identifierSnapshot() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows(4), options: .init(dataSourceMode: .diffable))
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    try snapshot.appendSections(["rows"])
    try snapshot.appendItems(["r3", "r0", "r1"], toSection: "rows")
    let mark = view.trace.events.count
    try view.apply(snapshot: snapshot)
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s performBatchUpdates delete item [0,2]; move item [0,3] -> [0,0]",
      "0.000s didEndDisplaying cell [0,2] RowCell id=r2 view=#3",
    ])
    #expect(view.screen.model.sections[0].items.map(\.id) == ["r3", "r0", "r1"])
    try snapshot.appendItems(["r9"], toSection: "rows")
    #expect(throws: RuntimeError("the snapshot names item 'r9', which the model does not have; apply a model to add items")) {
      try view.apply(snapshot: snapshot)
    }
  }

  @Test("Centred paging: a swipe from page 1 lands on page 2 centred at 20 + 2 × 310 − 37.5 = 602.5")
  func centredDrag() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isAlignCenter: true)))
    try view.scroll(to: Point(x: 292.5, y: 0))  // page 1 centred: 20 + 310 − 37.5
    #expect(view.currentPageIndex == 1)
    try view.drag(by: Point(x: 60, y: 0), velocity: Point(x: 0.3, y: 0))
    // Projected 352.5 + 18 = 370.5; (−20 + 37.5 + 370.5) / 310 = 1.25 → up to 2.
    #expect(view.contentOffset == Point(x: 602.5, y: 0))
    #expect(view.currentPageIndex == 2)
  }

  @Test("Next-page requests: never while scrolling a compositional layout by the presenter's rule; within three bounds of the end with the any-layout rule", arguments: [
    NextPageTrigger.presenter, .anyLayout,
  ])
  func compositionalPagination(trigger: NextPageTrigger) throws {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [.item(item)])
    var screen = RuntimeScreens.rows(30, page: 1, hasNext: true)
    screen.layout = .compositional(CompositionalLayout(sections: .uniform(.section(LayoutSection(group: group)))))
    // The model's header becomes a 40 pt boundary header, then 30 rows of 100: content 3040,
    // a request past 3040 − 3 × 667 = 1039 by the distance rule, checked when a cell is
    // dequeued. The presenter's helpers answer 0 for a non-flow layout: 0 > 0 − 3 × 0 never holds.
    var view = try HeadlessCollectionView(screen, options: .init(nextPageTrigger: trigger))
    #expect(view.layout.contentSize.height == 3040)
    try view.scroll(to: Point(x: 0, y: 990))  // rows up to [0,16] dequeued; 990 < 1039
    #expect(!view.trace.events.contains { $0.name == "nextRequest" })
    try view.scroll(to: Point(x: 0, y: 1100))  // row [0,17] dequeued; 1100 > 1039
    let requests = view.trace.events.filter { $0.name == "nextRequest" }.map(\.description)
    #expect(requests == (trigger == .anyLayout ? ["0.000s nextRequest page=1 hasNext=true"] : []))
    #expect(view.isLoadingNextPage == (trigger == .anyLayout))
  }
}
