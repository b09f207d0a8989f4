import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Testing

/// SSCollectionViewPresenter's model API on a headless view: edits with their no-op rules and
/// page callbacks (`updateViewModel`), `toggleSection`, visible-only `reconfigureItem/Header`,
/// selection vetoes and flags (`CellInfo.shouldSelect`, `isSelected`), `clearSelectedItems`,
/// batches validated against the counts the presenter reports.
@Suite("The presenter's model API")
struct ModelAPITests {
  func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }
  func row(_ id: String, title: String? = nil) -> Item { Item(Row(id: id, title: title), as: RowCell.self, id: id) }

  @Test("Edits: a miss records nothing; an edit records itself and, with paging, the page callbacks; the screen changes at the next reload")
  func edits() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration()))
    let mark = view.trace.events.count
    let outOfRange = try view.edit(.insertItems([row("x")], at: ip(9)))  // 9 > 5 items
    let unknown = try view.edit(.removeSectionIdentified("missing"))
    #expect(!outOfRange && !unknown && view.trace.events.count == mark)
    let moved = try view.edit(.moveItem(from: ip(0), to: ip(99)))  // clamped to the end
    #expect(moved)
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s edit moveItem [0,0] -> [0,99]", "0.000s pageWillAppear page=0", "0.000s pageDidAppear page=0",
    ])
    #expect(view.presenterModel.sections[0].items.map(\.id) == ["b1", "b2", "b3", "b4", "b0"])
    #expect(view.screen.model.sections[0].items.map(\.id) == ["b0", "b1", "b2", "b3", "b4"])  // not reloaded yet
    #expect(throws: RuntimeError("removeItem at [2]: the presenter would trap: index path [2] has a negative index (or none), which passes its bounds check and reaches an array subscript")) {
      try view.edit(.removeItem(at: IndexPath(index: 2)))
    }
    #expect(throws: RuntimeError("moveItem [0,1] -> [-1,0]: the presenter would trap: negative section -1 passes its bounds check and reaches an array subscript")) {
      try view.edit(.moveItem(from: ip(1), to: ip(0, -1)))
    }
    try view.reloadData()
    #expect(view.displayed[.cell(ip(0))]?.itemIdentifier == "b1")
  }

  @Test("Edits kept by instance then applied: only what changed is deleted and inserted")
  func editsApplied() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows(5), options: .init(dataSourceMode: .diffable, identity: .instance))
    try view.edit(.removeItem(at: ip(0)))
    try view.edit(.appendItems([row("r9")], toSection: 0))
    let mark = view.trace.events.count
    try view.applySnapshot()
    // r1…r4 are the same values (kept in order); r0 goes, r9 comes at [0,4] (450…550, in view),
    // taking r0's view #1.
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s performBatchUpdates delete item [0,0]; insert item [0,4]",
      "0.000s didEndDisplaying cell [0,0] RowCell id=r0 view=#1",
      "0.000s cellForItemAt cell [0,4] RowCell id=r9 view=#1 reused",
      "0.000s willDisplay cell [0,4] RowCell id=r9",
    ])
  }

  @Test("toggleSection: the items go or come as one batch, then the completion gets the new collapsed state")
  func toggle() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows(3))
    let mark = view.trace.events.count
    try view.toggleSection(0)
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s performBatchUpdates delete items [0,0]…[0,2]",
      "0.000s didEndDisplaying cell [0,0] RowCell id=r0 view=#1",
      "0.000s didEndDisplaying cell [0,1] RowCell id=r1 view=#2",
      "0.000s didEndDisplaying cell [0,2] RowCell id=r2 view=#3",
      "0.000s toggleSectionCompletion section=0 value=true",
    ])
    let again = view.trace.events.count
    try view.toggleSection(0)
    #expect(view.trace.events(since: again).map(\.name) == [
      "performBatchUpdates", "cellForItemAt", "willDisplay", "cellForItemAt", "willDisplay", "cellForItemAt", "willDisplay", "toggleSectionCompletion",
    ])
    #expect(view.trace.events.last?.detail == "section=0 value=false")
  }

  @Test("toggleSection where UIKit refuses it: a diffable data source (the snapshot keeps the count) and tripled infinite items")
  func toggleRefused() throws {
    var diffable = try HeadlessCollectionView(RuntimeScreens.rows(3), options: .init(dataSourceMode: .diffable))
    #expect(throws: RuntimeError(
      "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 3 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    ) { try diffable.toggleSection(0) }
    var infinite = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isInfinitePage: true)))
    #expect(throws: RuntimeError(
      "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (0) must be equal to the number of items contained in that section before the update (15), plus or minus the number of items inserted or deleted from that section (0 inserted, 5 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    ) { try infinite.toggleSection(0) }
    #expect(!infinite.presenterModel.sections[0].isCollapsed)  // left as it was
  }

  @Test("reconfigureItem and reconfigureHeader change a visible view in place; hidden or of another kind, nothing changes")
  func reconfigure() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows())
    let visible = view.reconfigureItem(row("new", title: "fresh"), at: ip(1))
    #expect(visible)
    #expect(view.trace.events.last?.description == "0.000s reconfigureItem cell [0,1] RowCell id=r1")
    #expect(view.presenterModel.sections[0].items[1].id == "r1" && view.presenterModel.sections[0].items[1].content.title == "fresh")
    #expect(view.currentScreen.model.sections[0].items[1].content.title == "fresh")
    let hidden = view.reconfigureItem(row("new", title: "late"), at: ip(15))  // rows 0…5 are visible
    #expect(!hidden)
    #expect(view.presenterModel.sections[0].items[15].content.title == "r15")
    let otherKind = view.reconfigureItem(Item(id: "h", kind: "TitleHeader"), at: ip(2))
    let header = view.reconfigureHeader(SupplementaryView("Renamed", as: TitleHeader.self), at: 0)
    #expect(!otherKind && header)
    #expect(view.trace.events.last?.description == "0.000s reconfigureHeader header [0,0] TitleHeader")
    try view.scroll(to: Point(x: 0, y: 300))  // the header (0…50) leaves
    let hiddenHeader = view.reconfigureHeader(SupplementaryView("Hidden", as: TitleHeader.self), at: 0)
    #expect(!hiddenHeader)
  }

  @Test("Several kinds naming a header: only the view of UIKit's header kind stands for the section's header in the current screen")
  func headerOfItsOwnKind() throws {
    // Five more header kinds stacked above UIKit's: each is dequeued with the model's header
    // ("Rows"); reconfigureHeader then changes only the view of UIKit's kind. Had any of the
    // others written the section's header, the result would follow the dictionary's order.
    let others = (0..<5).map { "extra-header-\($0)" }
    let kinds = others + [ElementCategory.sectionHeaderKind]
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
    var section = LayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [.item(item)]))
    section.boundarySupplementaryItems = kinds.map {
      BoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), elementKind: $0, alignment: .top)
    }
    var screen = RuntimeScreens.rows(3)
    screen.layout = .compositional(CompositionalLayout(section: section))
    var view = try HeadlessCollectionView(screen)
    #expect(view.visibleSupplementaries.count == 6)
    let reconfigured = view.reconfigureHeader(SupplementaryView("Renamed", as: TitleHeader.self), at: 0)
    #expect(reconfigured)
    let stale = view.displayed.filter { $0.key.category != .supplementary(kind: ElementCategory.sectionHeaderKind) && $0.key.category != .cell }
    #expect(stale.count == 5 && stale.values.allSatisfy { $0.supplementary?.content.title == "Rows" })
    #expect(view.currentScreen.model.sections[0].header?.content.title == "Renamed")
  }

  @Test("Selection vetoes: a refused select keeps nothing, a refused highlight ends the tap; model flags, and clearSelectedItems")
  func vetoes() throws {
    var screen = RuntimeScreens.rows()
    screen.model.sections[0].items[2].vetoes = .select
    screen.model.sections[0].items[3].vetoes = .highlight
    var view = try HeadlessCollectionView(screen)
    var mark = view.trace.events.count
    try view.tap(ip(2))
    try view.tap(ip(3))
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s shouldHighlight cell [0,2] RowCell id=r2",
      "0.000s didHighlight cell [0,2] RowCell id=r2",
      "0.000s shouldSelect cell [0,2] RowCell id=r2 -> false",
      "0.000s didUnhighlight cell [0,2] RowCell id=r2",
      "0.000s shouldHighlight cell [0,3] RowCell id=r3 -> false",
    ])
    #expect(view.selectedItems.isEmpty)
    try view.tap(ip(1))
    #expect(view.selectedItems == [ip(1)] && view.selectedModelItems == [ip(1)])
    mark = view.trace.events.count
    view.clearSelectedItems()
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s clearSelectedItems", "0.000s deselectItem cell [0,1] RowCell id=r1", "0.000s didDeselect(with:) cell [0,1] RowCell id=r1",
    ])
    #expect(view.selectedItems.isEmpty && view.selectedModelItems.isEmpty)
  }

  @Test("With infinite paging the presenter asks the first copy's cell, usually hidden: vetoes and flags do not apply")
  func infiniteSelection() throws {
    var screen = RuntimeScreens.banners()
    screen.model.sections[0].items[0].vetoes = .select
    var view = try HeadlessCollectionView(screen, options: .init(paging: PagingConfiguration(isInfinitePage: true)))
    // At 1550, item 5 (b0) shows; its first-copy cell [0,0] (20…320) is not displayed.
    try view.tap(ip(5))
    #expect(view.selectedItems == [ip(5)] && view.selectedModelItems.isEmpty)
  }

  @Test("A batch under infinite paging is validated against the tripled counts the presenter reports; a diffable batch against the snapshot")
  func infiniteBatch() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isEnabled: false, isInfinitePage: true)))
    #expect(throws: RuntimeError(
      "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (18) must be equal to the number of items contained in that section before the update (15), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    ) {
      try view.performBatchUpdates { batch in
        batch.sections[0].items.append(Item(Banner(id: "b5"), as: BannerCell.self, id: "b5"))
        batch.insertItems(at: [IndexPath(item: 5, section: 0)])
      }
    }
    var diffable = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(dataSourceMode: .diffable, paging: PagingConfiguration(isInfinitePage: true)))
    let mark = diffable.trace.events.count
    try diffable.performBatchUpdates { $0.reconfigureItems(at: [IndexPath(item: 1, section: 0)]) }
    #expect(diffable.trace.events(since: mark).map(\.description) == [
      "0.000s performBatchUpdates reconfigure item [0,1]", "0.000s cellForItemAt cell [0,1] BannerCell id=b1 view=#2 reconfigured",
    ])
  }

  @Test("A traditional batch runs the presenter's numberOfSections again: auto-rolling restarts 3 s after it")
  func batchRestartsAutoRolling() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isAutoRolling: true)))
    try view.advance(seconds: 1)
    try view.performBatchUpdates { $0.reconfigureItems(at: [IndexPath(item: 0, section: 0)]) }
    #expect(view.timers.map(\.fireTime) == [VirtualTime(seconds: 4)])
  }
}

@Suite("Smaller presenter quirks")
struct PresenterQuirkTests {
  @Test("A cell's action closure keeps the index path it was dequeued at: after an insert before it without a reload, the event names the old path")
  func staleActionPath() throws {
    final class Paths: @unchecked Sendable {
      var all: [IndexPath] = []
    }
    let paths = Paths()
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(actionHandler: { paths.all.append($0.indexPath) }))
    try view.performBatchUpdates { batch in
      batch.sections[0].items.insert(Item(Banner(id: "new"), as: BannerCell.self, id: "new"), at: 0)
      batch.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    // b1 was dequeued at [0,1] and now sits at [0,2] (x 640…940 is off screen at 0: use b0, dequeued at [0,0], now [0,1]).
    try view.tapButton(in: IndexPath(item: 1, section: 0))
    #expect(view.trace.events.last?.description == "0.000s event button \"More\" cell [0,1] BannerCell id=b0 dequeuedAt=[0,0]")
    #expect(paths.all == [IndexPath(item: 0, section: 0)])
  }

  @Test("A grid of 0 columns scrolling horizontally: the presenter's insets drop top and bottom and take the bottom inset as the right one")
  func gridZeroHorizontalInset() throws {
    var flow = FlowLayout()
    flow.scrollDirection = .horizontal
    flow.minimumLineSpacing = 0
    let items = (0..<2).map { Item(Banner(id: "g\($0)"), as: BannerCell.self, id: "g\($0)") }
    let section = Section(id: "g", items: items, layout: .flow(FlowSectionValues(sectionInset: EdgeInsets(top: 8, left: 16, bottom: 40, right: 4), gridColumnCount: 0)))
    let screen = Screen(model: ViewModel(sections: [section]), layout: .flow(flow), device: .iPhoneSE, contentInsetAdjustment: .never)
    let layout = try screen.computeLayout()
    // insetForSectionAt returns (0, 16, 0, 40): the two 300-wide banners span 16…616, the
    // content ends 40 after them.
    #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.x == 16)
    #expect(layout.contentSize.width == 656)
  }
}
