import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation
import Testing

@testable import CollectionSnapshotRuntime

/// The headless runtime driving table screens: `UITableView`'s callbacks in the trace, reuse as
/// rows scroll, floating headers, and editing — delete and insert controls, the reorder
/// control, swipes. Expected traces are worked out in the comments from the table rules (rows
/// of 44 pt) and the runtime's stated order of callbacks.
@Suite("Runtime: table screens")
struct TableRuntimeTests {
  /// A plain table of `count` rows on a 375 × 667 phone (no safe area, no adjustment): 44-pt
  /// rows of the system's content; `editing` shows the editing controls.
  static func table(_ count: Int, titled: Bool = false, editing: Bool = false, reorder: Bool = false) -> Screen {
    let items = (0..<count).map { i -> Item in
      var item = Item(id: "r\(i)", kind: "Row", content: .list(.cell, text: "Row \(i)"))
      item.tableRow.showsReorderControl = reorder
      return item
    }
    var section = Section(id: "s", items: items)
    if titled { section.headerTitle = "Inbox" }
    let device = Device(name: "phone", portraitSize: Size(width: 375, height: 667), scale: 2, portraitSafeArea: .zero, landscapeSafeArea: .zero, sideMargin: 16)
    var screen = Screen(model: ViewModel(sections: [section]), layout: .table(TableLayout(style: .plain, isEditing: editing, systemVersion: .iOS14)), device: device)
    screen.host = CollectionViewHost(contentInsetAdjustmentBehavior: .never)
    return screen
  }

  func events(_ view: HeadlessCollectionView, since index: Int) -> [String] {
    view.trace.events(since: index).map { "\($0.name) \($0.detail)" }
  }

  @Test("A table's first layout pass and a scroll: cellForRowAt and willDisplay for each row, rows reused as they scroll")
  func scrollAndReuse() throws {
    var view = try HeadlessCollectionView(Self.table(30))
    // 667 pt of 44-pt rows: rows 0–15 (row 15 from 660) show, each a new cell.
    let first = view.trace.events.filter { $0.name == "cellForRowAt" }.map(\.detail)
    #expect(first == (0...15).map { "cell [0,\($0)] Row id=r\($0) view=#\($0 + 1)" })
    #expect(view.trace.events.filter { $0.name == "willDisplay" }.count == 16)
    let before = view.trace.events.count
    try view.scroll(to: Point(x: 0, y: 100))
    // The bounds 100 … 767: rows 0 and 1 (to 88) leave, rows 16 (704) and 17 (748) enter and
    // take the cells rows 0 and 1 left, the last queued first.
    #expect(
      events(view, since: before) == [
        "didScroll (0, 100)",
        "didEndDisplaying cell [0,0] Row id=r0 view=#1", "didEndDisplaying cell [0,1] Row id=r1 view=#2",
        "cellForRowAt cell [0,16] Row id=r16 view=#2 reused", "willDisplay cell [0,16] Row id=r16",
        "cellForRowAt cell [0,17] Row id=r17 view=#1 reused", "willDisplay cell [0,17] Row id=r17",
      ])
  }

  @Test("Prefetching names the table's callback: prefetchRowsAt, nearest first")
  func prefetch() throws {
    let view = try HeadlessCollectionView(Self.table(30), options: HeadlessCollectionView.Options(prefetchDistance: 100))
    // Bounds 0 … 667, the window 100 further: rows 16 (704, 37 below) and 17 (748, 81 below)
    // are not shown and are within it.
    #expect(view.trace.events.contains { $0.name == "prefetchRowsAt" && $0.detail == "[0,16] [0,17]" })
  }

  @Test("A plain table's header floats: displayed while its section scrolls, named as a table's header callbacks")
  func floatingHeader() throws {
    var view = try HeadlessCollectionView(Self.table(30, titled: true))
    #expect(view.trace.events.contains { $0.name == "viewForHeaderInSection" && $0.detail == "header [0,0] UITableViewHeaderFooterView view=#1" })
    #expect(view.trace.events.contains { $0.name == "willDisplayHeaderView" })
    let before = view.trace.events.count
    try view.scroll(to: Point(x: 0, y: 600))
    // The header pins to the top of the bounds while its section shows: it never ends.
    #expect(!events(view, since: before).contains { $0.hasPrefix("didEndDisplayingHeaderView") })
    let header = view.layout.attributes(at: view.scrollState).first { $0.category == .supplementary(kind: ElementCategory.sectionHeaderKind) }
    #expect(header?.frame.y == 600)
  }

  @Test("Editing: delete through the delete control, insert through the insert control, each committed and shown as a batch of rows")
  func deleteAndInsert() throws {
    var screen = Self.table(3, editing: true)
    screen.model.sections[0].items[2].tableRow.editingStyle = .insert
    var view = try HeadlessCollectionView(screen)
    var before = view.trace.events.count
    try view.deleteRow(at: IndexPath(item: 0, section: 0))
    #expect(
      events(view, since: before) == [
        "commit editingStyle=delete cell [0,0] Row id=r0", "performBatchUpdates delete row [0,0]", "didEndDisplaying cell [0,0] Row id=r0 view=#1",
      ])
    // r2 is now at [0,1], with the insert control: the new row goes before it.
    before = view.trace.events.count
    try view.insertRow(Item(id: "new", kind: "Row", content: .list(.cell, text: "New")), at: IndexPath(item: 1, section: 0))
    #expect(
      events(view, since: before) == [
        "commit editingStyle=insert cell [0,1] Row id=r2", "performBatchUpdates insert row [0,1]", "cellForRowAt cell [0,1] Row id=new view=#1 reused",
        "willDisplay cell [0,1] Row id=new",
      ])
    #expect(view.screen.model.sections[0].items.map(\.id) == ["r1", "new", "r2"])
    // The insert row cannot delete; a table that is not editing neither.
    #expect(throws: RuntimeError("cannot delete [0,2]: its editing style is insert, not delete")) { try view.deleteRow(at: IndexPath(item: 2, section: 0)) }
  }

  @Test("The reorder control: the row moves past the others, then the data source's moveRowAt")
  func reorder() throws {
    var view = try HeadlessCollectionView(Self.table(3, editing: true, reorder: true))
    let before = view.trace.events.count
    try view.reorderRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    #expect(
      events(view, since: before) == [
        "canMoveRowAt cell [0,0] Row id=r0 -> true", "movementTarget cell [0,2] Row id=r0 from [0,0]", "moveRowAt [0,0] -> [0,2]",
      ])
    #expect(view.screen.model.sections[0].items.map(\.id) == ["r1", "r2", "r0"])
    // Without the control (not editing), a reorder is refused.
    var still = try HeadlessCollectionView(Self.table(3, reorder: true))
    #expect(throws: RuntimeError("cannot reorder [0,0]: it shows no reorder control (the table must be editing and the row movable)")) {
      try still.reorderRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
    }
  }

  @Test("A swipe shows the row's actions — Delete for a deletable row — and tapping Delete commits it")
  func swipe() throws {
    var view = try HeadlessCollectionView(Self.table(3))
    let before = view.trace.events.count
    try view.swipeRow(at: IndexPath(item: 1, section: 0), edge: .trailing, perform: "Delete")
    #expect(
      events(view, since: before) == [
        "willBeginEditingRowAt cell [0,1] Row id=r1", #"trailingSwipeActionsConfigurationForRowAt cell [0,1] Row id=r1 -> ["Delete"]"#,
        #"performAction "Delete" cell [0,1] Row id=r1"#, "commit editingStyle=delete cell [0,1] Row id=r1", "performBatchUpdates delete row [0,1]",
        "didEndDisplaying cell [0,1] Row id=r1 view=#2", "didEndEditingRowAt cell [0,1] Row id=r1",
      ])
    // A leading swipe shows nothing; an action that is not there is an error.
    #expect(throws: RuntimeError(#"the swipe shows no action titled "Archive" (its actions: none)"#)) {
      try view.swipeRow(at: IndexPath(item: 0, section: 0), edge: .leading, perform: "Archive")
    }
  }

  @Test("Table steps in a JSON script; a collection screen refuses them")
  func script() throws {
    let script = try ScriptDocument.decode(
      Data(#"{"steps": [{"setEditing": true}, {"delete": [0, 0]}, {"swipe": [0, 0], "edge": "leading"}, {"setEditing": false}]}"#.utf8))
    var view = try HeadlessCollectionView(Self.table(3), options: script.options)
    try view.run(script.steps)
    #expect(view.screen.model.sections[0].items.map(\.id) == ["r1", "r2"])
    #expect(view.trace.events.contains { $0.name == "leadingSwipeActionsConfigurationForRowAt" && $0.detail == "cell [0,0] Row id=r1 -> []" })
    var collection = try HeadlessCollectionView(Screen(model: Self.table(3).model, layout: .flow(FlowLayout())))
    #expect(throws: RuntimeError("step 'delete row [0,0]': delete needs a table screen ({\"table\": …} layout, or a screen made from a UITableView); this screen's layout is a collection view's")) {
      try collection.run(.deleteRow(IndexPath(item: 0, section: 0)))
    }
  }
}
