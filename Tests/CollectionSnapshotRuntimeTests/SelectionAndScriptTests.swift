import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Testing

@Suite("Headless collection view: taps, reloads, scripts")
struct SelectionAndScriptTests {
  func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  @Test("A tap calls highlight, select, unhighlight in UICollectionView.h's order; single selection deselects the previous item")
  func singleSelection() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows())
    try view.tap(ip(2))
    let mark = view.trace.events.count
    try view.tap(ip(3))
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s shouldHighlight cell [0,3] RowCell id=r3",
      "0.000s didHighlight cell [0,3] RowCell id=r3",
      "0.000s shouldSelect cell [0,3] RowCell id=r3",
      "0.000s didDeselect cell [0,2] RowCell id=r2",
      "0.000s didSelect cell [0,3] RowCell id=r3",
      "0.000s didUnhighlight cell [0,3] RowCell id=r3",
    ])
    #expect(view.selectedItems == [ip(3)])
  }

  @Test("In multiple selection a second tap on a selected item deselects it")
  func multipleSelection() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows())
    view.allowsMultipleSelection = true
    try view.tap(ip(4))
    try view.tap(ip(1))
    #expect(view.selectedItems == [ip(1), ip(4)])
    let mark = view.trace.events.count
    try view.tap(ip(4))
    #expect(view.trace.events(since: mark).map(\.name) == ["shouldHighlight", "didHighlight", "shouldDeselect", "didDeselect", "didUnhighlight"])
    #expect(view.selectedItems == [ip(1)])
  }

  @Test("Tapping a cell that is not visible, or an item that does not exist, is an error")
  func tapErrors() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows())
    #expect(throws: RuntimeError("cannot tap item [0,15]: its cell is not visible at offset (0, -20) (visible items: [0,0]…[0,5]); scroll to it first")) {
      try view.tap(ip(15))
    }
    #expect(throws: RuntimeError("cannot tap item [0,20]: the collection has 1 section: [0] 20 items")) {
      try view.tap(ip(20))
    }
    #expect(view.selectedItems.isEmpty)
  }

  @Test("reloadData ends every displayed view, then displays the new model's, reusing the views")
  func reload() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows(3))
    try view.tap(ip(1))
    let mark = view.trace.events.count
    try view.reloadData(RuntimeScreens.rows(2).model)
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s reloadData",
      "0.000s didEndDisplaying cell [0,0] RowCell id=r0 view=#1",
      "0.000s didEndDisplaying cell [0,1] RowCell id=r1 view=#2",
      "0.000s didEndDisplaying cell [0,2] RowCell id=r2 view=#3",
      "0.000s didEndDisplayingSupplementary header [0,0] TitleHeader view=#1",
      "0.000s cellForItemAt cell [0,0] RowCell id=r0 view=#3 reused",
      "0.000s willDisplay cell [0,0] RowCell id=r0",
      "0.000s cellForItemAt cell [0,1] RowCell id=r1 view=#2 reused",
      "0.000s willDisplay cell [0,1] RowCell id=r1",
      "0.000s viewForSupplementary header [0,0] TitleHeader view=#1 reused",
      "0.000s willDisplaySupplementary header [0,0] TitleHeader",
    ])
    #expect(view.selectedItems.isEmpty)
  }

  @Test("A script records each step before what it causes; a failing step is named and undone")
  func script() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows())
    let mark = view.trace.events.count
    try view.run([.advance(1.25), .scrollToItem(ip(12), .top), .tap(ip(12))])
    let steps = view.trace.events(since: mark).filter { $0.name == "step" }.map(\.description)
    #expect(steps == ["0.000s step advance 1.25s", "1.250s step scroll to item [0,12] at top", "1.250s step tap [0,12]"])
    let before = view
    // Bounds 1230…1897: row 11 (1150…1250) still shows under the 20 pt status bar.
    #expect(throws: RuntimeError("script step 2 of 2, step 'tap [0,0]': cannot tap item [0,0]: its cell is not visible at offset (0, 1230) (visible items: [0,11]…[0,18]); scroll to it first")) {
      try view.run([.advance(0.5), .tap(ip(0))])
    }
    #expect(view.trace.events.count == before.trace.events.count + 1)  // the advance step stays
    #expect(view.now == VirtualTime(seconds: 1.75))
  }
}
