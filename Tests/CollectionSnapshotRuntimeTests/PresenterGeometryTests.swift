import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Testing

/// SSCollectionViewPresenter's paging arithmetic on the geometries it accepts
/// (`UICollectionView+Presenter.swift`: `currentPage`, `lastPage`, `remapContentOffsetIfNeeded`,
/// `remapTargetContentOffset`, `scrollPages`; the several-sections assertion in
/// `+DataSource.swift` `numberOfSections`).
@Suite("The presenter's paging geometry: headers, several sections, short strips, insets, other layouts")
struct PresenterGeometryTests {
  /// Items 300 wide, 10 apart, section insets 20, bounds 375: the banner strip's numbers with
  /// any content length.
  func strip(content: Double, insetLeading: Double = 0, insetTrailing: Double = 0, center: Bool = false) -> PagingGeometry {
    PagingGeometry(
      isVertical: false, itemLength: 300, lineSpacing: 10, sectionInsetLeading: 20, sectionInsetTrailing: 20, contentLength: content, boundsLength: 375,
      contentInsetLeading: insetLeading, contentInsetTrailing: insetTrailing, isAlignCenter: center)
  }

  @Test("A header makes the last page fractional; paging still runs and its page callbacks follow the header-shifted pages")
  func header() throws {
    // rows(): header 50, rows 100 high, no spacing or insets, content 2050, bounds 667, no
    // content inset of its own (UIKit's resting −20 is the safe area's, not contentInset).
    var view = try HeadlessCollectionView(RuntimeScreens.rows(), options: .init(paging: PagingConfiguration()))
    let g = view.pagingGeometry
    #expect(g.itemLength == 100 && g.lineSpacing == 0 && g.sectionInsetLeading == 0)
    #expect(g.lastPage == 19.5)  // (2050 + 0) / 100 − 1
    #expect(g.minOffset == 0 && g.maxOffset == 1383)  // 2050 − 667
    let mark = view.trace.events.count
    try view.scroll(to: Point(x: 0, y: 150))  // round(150 / 100) = round(1.5) = 2
    #expect(view.trace.events(since: mark).filter { $0.name.hasPrefix("page") }.map(\.description) == [
      "0.000s pageDidDisappear page=0", "0.000s pageWillAppear page=2",
    ])
  }

  @Test("Several sections with custom paging: the assertion is recorded and custom paging turns off (traditional); a diffable data source never asserts")
  func severalSections() throws {
    var screen = RuntimeScreens.rows(3)
    screen.model.sections.append(Section(id: "more", items: [Item(Row(id: "m0"), as: RowCell.self, id: "m0")]))
    let view = try HeadlessCollectionView(screen, options: .init(paging: PagingConfiguration()))
    #expect(view.trace.events.prefix(3).map(\.description) == [
      "0.000s pageWillAppear page=0", "0.000s pageDidAppear page=0",
      "0.000s assertionFailure ⚠️ [SSCollectionViewPresenter] pagingConfig.isEnabled ignored: requires single section (count=2).",
    ])
    #expect(view.paging.isEnabled == false && !view.paging.isActive)
    let diffable = try HeadlessCollectionView(screen, options: .init(dataSourceMode: .diffable, paging: PagingConfiguration()))
    #expect(!diffable.trace.events.contains { $0.name == "assertionFailure" } && diffable.paging.isActive)
  }

  @Test("Infinite paging of several sections triples every section of more than one item (traditional)")
  func severalSectionsInfinite() throws {
    var screen = RuntimeScreens.rows(3)
    screen.model.sections.append(Section(id: "one", items: [Item(Row(id: "o0"), as: RowCell.self, id: "o0")]))
    screen.model.sections.append(Section(id: "two", items: [Item(Row(id: "t0"), as: RowCell.self, id: "t0"), Item(Row(id: "t1"), as: RowCell.self, id: "t1")]))
    let view = try HeadlessCollectionView(screen, options: .init(paging: PagingConfiguration(isEnabled: false, isInfinitePage: true)))
    #expect((0..<3).map { view.layout.numberOfItems(inSection: $0) } == [9, 1, 6])
  }

  @Test("Short strip: a forward step goes to the end, never back to the start")
  func shortStrip() {
    // Content 475: the maximum is 100, less than half a page (155).
    let g = strip(content: 475)
    #expect(g.pageStep(offset: 0, steps: 1, isLooping: false) == .move(to: 100))  // 310 > 100: the final offset
    #expect(g.pageStep(offset: 50, steps: -1, isLooping: false) == .move(to: 0))  // −260 < 0: the initial offset
    #expect(g.pageStep(offset: 100, steps: 1, isLooping: false) == .stop)  // at the maximum
  }

  @Test("The last-page rule applies to a drag released still, from the unrounded index", arguments: [
    (1340.0, 0.0, 1360.0),  // (−20 + 1340) / 310 = 4.26 > 4 and ≥ 4 + 0.5 / 2: the fractional last page 4.5 → the maximum
    (1335.0, 0.0, 1240.0),  // 4.24 < 4.25: the last whole page, 4 × 310
    (1300.0, 0.1, 1360.0),  // moving: (−20 + 1300 + 6) / 310 = 4.15 → up to 5 ≥ 4.5 → the maximum
  ])
  func lastPageRule(offset: Double, velocity: Double, expected: Double) {
    // Content 1735: section 1695, last page (1695 + 10) / 310 − 1 = 4.5, maximum 1360.
    let g = strip(content: 1735)
    #expect(g.lastPage == 4.5)
    #expect(g.dragTarget(offset: offset, velocity: velocity) == expected)
  }

  @Test("The remap's centring term subtracts the content insets: max(0, (375 − 300 − (10 + 50)) / 2) = 7.5, not 37.5")
  func remapCentringTerm() {
    // 15 banners: content 4680, one copy (4640 − 20) / 3 + 10 = 1550. At the centred page 5
    // (−17.5 + 5 × 310 = 1532.5): with content insets 10 and 50, −10 + 1532.5 + 7.5 = 1530 <
    // 1550 → one copy on; without insets −20 + 1532.5 + 37.5 = 1550: stays.
    let inset = strip(content: 4680, insetLeading: 10, insetTrailing: 50, center: true)
    #expect(inset.remapped(offset: 1532.5) == 3082.5)
    #expect(strip(content: 4680, center: true).remapped(offset: 1532.5) == nil)
  }

  @Test("The explicit content inset is what the presenter reads: a screen's contentInset moves its minimum offset")
  func contentInset() throws {
    var screen = RuntimeScreens.banners()
    screen.host.contentInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    let view = try HeadlessCollectionView(screen, options: .init(paging: PagingConfiguration()))
    #expect(view.pagingGeometry.minOffset == -30 && view.pagingGeometry.baseOffset == 10)
    #expect(view.layout.environment.adjustedContentInset.left == 30)
  }

  @Test("Paging on a compositional layout: every helper answers 0, drags keep UIKit's target, page moves do nothing, the page stays 0")
  func compositional() throws {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [.item(item)])
    var screen = RuntimeScreens.rows(20)
    screen.layout = .compositional(CompositionalLayout(sections: .uniform(.section(LayoutSection(group: group)))))
    var view = try HeadlessCollectionView(screen, options: .init(paging: PagingConfiguration()))
    #expect(!view.pagingGeometry.isFlowLayout && view.pagingGeometry.pageLength == 0)
    let mark = view.trace.events.count
    try view.drag(by: Point(x: 0, y: 100))
    try view.moveToNextPage()
    // The drag keeps UIKit's target (no velocity: where the finger left it, 80); at rest
    // pageDidAppear with page 0. The page move: the offset 0 the helpers read is past their
    // maximum 0, so it stops.
    #expect(view.trace.events(since: mark).filter { $0.name.hasPrefix("page") || $0.name == "willEndDragging" }.map(\.description) == [
      "0.000s pageWillDisappear page=0",
      "0.200s willEndDragging velocity (0, 0) target (0, 80)",
      "0.200s pageDidAppear page=0",
    ])
    #expect(!view.isProgrammaticScrollAnimating && view.contentOffset == Point(x: 0, y: 80))
  }
}
