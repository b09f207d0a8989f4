import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Testing

@Suite("Headless collection view: visibility, reuse, scrolling")
struct VisibilityTests {
  @Test("The first layout pass displays what intersects the bounds, cells then supplementaries")
  func firstPass() throws {
    let view = try HeadlessCollectionView(RuntimeScreens.rows())
    // Bounds y -20…647: the header (0…50) and rows 0…5 (row 5 spans 550…650).
    #expect(view.contentOffset == Point(x: 0, y: -20))
    #expect(view.visibleItems == (0...5).map { IndexPath(item: $0, section: 0) })
    #expect(view.visibleSupplementaries.map(\.description) == ["header [0,0]"])
    #expect(view.trace.text == """
      0.000s cellForItemAt cell [0,0] RowCell id=r0 view=#1
      0.000s willDisplay cell [0,0] RowCell id=r0
      0.000s cellForItemAt cell [0,1] RowCell id=r1 view=#2
      0.000s willDisplay cell [0,1] RowCell id=r1
      0.000s cellForItemAt cell [0,2] RowCell id=r2 view=#3
      0.000s willDisplay cell [0,2] RowCell id=r2
      0.000s cellForItemAt cell [0,3] RowCell id=r3 view=#4
      0.000s willDisplay cell [0,3] RowCell id=r3
      0.000s cellForItemAt cell [0,4] RowCell id=r4 view=#5
      0.000s willDisplay cell [0,4] RowCell id=r4
      0.000s cellForItemAt cell [0,5] RowCell id=r5 view=#6
      0.000s willDisplay cell [0,5] RowCell id=r5
      0.000s viewForSupplementary header [0,0] TitleHeader view=#1
      0.000s willDisplaySupplementary header [0,0] TitleHeader

      """)
  }

  @Test("Scrolling ends what left, then dequeues what entered, reusing the last enqueued view first")
  func scrollReuses() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows())
    let mark = view.trace.events.count
    try view.scroll(to: Point(x: 0, y: 300))
    // Bounds 300…967: rows 2…9 (row 9 spans 950…1050); rows 0, 1 and the header leave.
    #expect(view.visibleItems == (2...9).map { IndexPath(item: $0, section: 0) })
    #expect(view.visibleSupplementaries.isEmpty)
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s didScroll (0, 300)",
      "0.000s didEndDisplaying cell [0,0] RowCell id=r0 view=#1",
      "0.000s didEndDisplaying cell [0,1] RowCell id=r1 view=#2",
      "0.000s didEndDisplayingSupplementary header [0,0] TitleHeader view=#1",
      "0.000s cellForItemAt cell [0,6] RowCell id=r6 view=#2 reused",
      "0.000s willDisplay cell [0,6] RowCell id=r6",
      "0.000s cellForItemAt cell [0,7] RowCell id=r7 view=#1 reused",
      "0.000s willDisplay cell [0,7] RowCell id=r7",
      "0.000s cellForItemAt cell [0,8] RowCell id=r8 view=#7",
      "0.000s willDisplay cell [0,8] RowCell id=r8",
      "0.000s cellForItemAt cell [0,9] RowCell id=r9 view=#8",
      "0.000s willDisplay cell [0,9] RowCell id=r9",
    ])
    #expect(view.reuseQueue.createdCount("RowCell") == 8)
  }

  @Test("scrollToItem puts the item at the position in the visible area, clamped to the content", arguments: [
    (10, ScrollPosition.top, 1030.0),  // row 10 top 1050, minus the 20 pt inset
    (10, .centeredVertically, 756.5),  // middle 1100 − 20 − 647 / 2
    (10, .bottom, 483.0),  // bottom 1150 − 667
    (19, .top, 1383.0),  // 1930 clamped to the end: 2050 − 667
    (0, .bottom, -20.0),  // −417 clamped to the start
  ])
  func scrollToItem(item: Int, position: ScrollPosition, expected: Double) throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows())
    try view.scrollToItem(at: IndexPath(item: item, section: 0), at: position)
    #expect(view.contentOffset == Point(x: 0, y: expected))
    #expect(view.visibleItems.contains(IndexPath(item: item, section: 0)))
  }

  @Test("An animated scroll takes 0.3 s in steps of at most one bounds height and displays what it passes")
  func animatedScroll() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows())
    let mark = view.trace.events.count
    try view.scrollToItem(at: IndexPath(item: 19, section: 0), at: .bottom, animated: true)
    // −20 → 1383 is 1403 pt, 2.1 bounds heights: three steps of 467.666… pt, 0.1 s apart.
    let scrolls = view.trace.events(since: mark).filter { $0.name.hasPrefix("didScroll") || $0.name == "didEndScrollingAnimation" }
    #expect(scrolls.map(\.description) == [
      "0.100s didScroll (0, 447.6666666666667)",
      "0.200s didScroll (0, 915.3333333333334)",
      "0.300s didScroll (0, 1383)",
      "0.300s didEndScrollingAnimation (0, 1383)",
    ])
    // The steps' bounds (447.67…1114.67, 915.33…1582.33, 1383…2050) together cover every row
    // from 4 to 19; rows 0…5 were displayed at rest, so all 20 rows were displayed once.
    let displayed = Set(view.trace.events.filter { $0.name == "willDisplay" }.map(\.detail))
    #expect(displayed.count == 20)
    #expect(view.now == VirtualTime(seconds: 0.3))
  }

  @Test("Bad requests throw and leave the view as it was")
  func errors() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows())
    let before = view.trace
    #expect(throws: RuntimeError("cannot scroll to item [1,0]: the collection has 1 section: [0] 20 items")) {
      try view.scrollToItem(at: IndexPath(item: 0, section: 1), at: .top)
    }
    #expect(throws: RuntimeError("cannot scroll to (nan, 0): values must be finite and within ±1000000000 points")) {
      try view.scroll(to: Point(x: .nan, y: 0))
    }
    #expect(throws: RuntimeError("section 0 does not scroll orthogonally (orthogonal sections: none)")) {
      try view.scrollOrthogonalSection(0, to: 10)
    }
    #expect(throws: RuntimeError("cannot advance the clock by -1.0 seconds: the duration must be finite, not negative and at most 1000000 seconds")) {
      try view.advance(seconds: -1)
    }
    #expect(view.trace == before)
  }

  @Test("Dequeuing an unregistered kind throws UIKit's message; registering it fixes that")
  func registration() throws {
    #expect(throws: RuntimeError("could not dequeue a view of kind: UICollectionElementKindCell with identifier RowCell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")) {
      _ = try HeadlessCollectionView(RuntimeScreens.rows(), registration: .manual(cells: []))
    }
    #expect(throws: RuntimeError("could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier TitleHeader - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")) {
      _ = try HeadlessCollectionView(RuntimeScreens.rows(), registration: .manual(cells: ["RowCell"]))
    }
    let view = try HeadlessCollectionView(
      RuntimeScreens.rows(), registration: .manual(cells: ["RowCell"], supplementaries: [ElementCategory.sectionHeaderKind: ["TitleHeader"]]))
    #expect(view.visibleItems.count == 6)
  }
}
