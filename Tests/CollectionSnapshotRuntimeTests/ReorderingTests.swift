import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Foundation
import Testing

/// Interactive movement and SSCollectionViewPresenter's drag and drop, with traces derived by
/// hand from UIKit's documented order: `canMoveItemAt` when the movement begins,
/// `targetIndexPathForMove…` at each position update, `moveItemAt:to:` when it ends with the
/// item moved; a diffable data source's `canReorderItem`, `willReorder`, `didReorder`.
@Suite("Reordering: interactive movement, reordering handlers, the presenter's drag and drop")
struct ReorderingTests {
  /// Six rows r0…r5 on an iPhone SE: the header spans y 0…50, row i 50 + 100 i … 150 + 100 i,
  /// all visible (bounds −20…647); views #1…#6.
  func rows(_ options: HeadlessCollectionView.Options) throws -> HeadlessCollectionView {
    try HeadlessCollectionView(RuntimeScreens.rows(6), options: options)
  }

  /// Two sections a (a0…a2, y 0…300) and b (b0…b2, y 300…600) of 100-pt rows, no headers.
  func twoSections(_ options: HeadlessCollectionView.Options) throws -> HeadlessCollectionView {
    var flow = FlowLayout()
    flow.minimumLineSpacing = 0
    let model = ViewModel.build {
      section("a") { cells((0..<3).map { Row(id: "a\($0)") }, as: RowCell.self) }
      section("b") { cells((0..<3).map { Row(id: "b\($0)") }, as: RowCell.self) }
    }
    return try HeadlessCollectionView(Screen(name: "two", model: model, layout: .flow(flow), device: .iPhoneSE, contentInsetAdjustment: .never), options: options)
  }

  func events(_ view: HeadlessCollectionView, since mark: Int) -> [String] { view.trace.events(since: mark).map(\.description) }

  @Test("Traditional data source: canMoveItemAt, the delegate's target at each update, moveItemAt when it ends")
  func traditionalMovement() throws {
    var view = try rows(.init(reordering: Reordering(target: .proposed)))
    let mark = view.trace.events.count
    // Over [0,3]: its centre (187.5, 400) is in r3 (y 350…450), proposed [0,3]; the item moves
    // there, r2 and r3 shift up to [0,1] and [0,2]; all six rows stay visible, so no display
    // callbacks. At the end the data source moves r1 from [0,1] to [0,3].
    try view.run([.beginMove(IndexPath(item: 1, section: 0)), .moveOver(IndexPath(item: 3, section: 0)), .endMove])
    #expect(events(view, since: mark) == [
      "0.000s step begin moving [0,1]",
      "0.000s canMoveItemAt cell [0,1] RowCell id=r1 -> true",
      "0.000s step move over [0,3]",
      "0.000s targetIndexPathForMove original [0,1] current [0,1] proposed [0,3] -> [0,3]",
      "0.000s movementTarget cell [0,3] RowCell id=r1 from [0,1]",
      "0.000s step end moving",
      "0.000s moveItemAt [0,1] -> [0,3]",
    ])
    #expect(view.presenterModel.sections[0].items.map(\.id) == ["r0", "r2", "r3", "r1", "r4", "r5"])
    #expect(view.screen.model.sections[0].items.map(\.id) == ["r0", "r2", "r3", "r1", "r4", "r5"])
    // Each view kept its item: r1's view #2 is now at [0,3], r2's #3 at [0,1].
    #expect(view.displayed[.cell(IndexPath(item: 3, section: 0))]?.number == 2)
    #expect(view.displayed[.cell(IndexPath(item: 1, section: 0))]?.itemIdentifier == "r2")
    #expect(view.interactiveMovement == nil)
  }

  @Test("Without moveItemAt, or for an item the data source refuses, the movement does not begin")
  func refused() throws {
    var none = try rows(.init())
    var mark = none.trace.events.count
    #expect(try none.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)) == false)
    #expect(events(none, since: mark) == ["0.000s beginInteractiveMovement cell [0,1] RowCell id=r1 -> false"])
    var except = try rows(.init(reordering: Reordering(movable: .except(["r1"]))))
    mark = except.trace.events.count
    #expect(try except.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)) == false)
    #expect(events(except, since: mark) == [
      "0.000s canMoveItemAt cell [0,1] RowCell id=r1 -> false", "0.000s beginInteractiveMovement cell [0,1] RowCell id=r1 -> false",
    ])
    #expect(except.interactiveMovement == nil)
  }

  @Test("Diffable data source: canReorderItem; the delegate keeps the item in its section; willReorder and didReorder with the difference")
  func diffableMovement() throws {
    var view = try twoSections(.init(dataSourceMode: .diffable, reordering: Reordering(movable: .except(["b2"]), target: .sameSection)))
    let mark = view.trace.events.count
    // (187.5, 450) is in b1 (y 400…500): proposed [1,1], another section, so the delegate
    // answers the current place [0,0] and nothing moves. (187.5, 250) is in a2 (y 200…300):
    // [0,2]. Flattened, a0 a1 a2 b0 b1 b2 becomes a1 a2 a0 b0 b1 b2: the shortest difference
    // removes a0 at 0 and inserts it at 2.
    try view.run([
      .beginMove(IndexPath(item: 0, section: 0)), .moveTo(Point(x: 187.5, y: 450)), .moveTo(Point(x: 187.5, y: 250)), .endMove,
      .beginMove(IndexPath(item: 2, section: 1)),
    ])
    #expect(events(view, since: mark) == [
      "0.000s step begin moving [0,0]",
      "0.000s canReorderItem cell [0,0] RowCell id=a0 -> true",
      "0.000s step move to (187.5, 450)",
      "0.000s targetIndexPathForMove original [0,0] current [0,0] proposed [1,1] -> [0,0]",
      "0.000s step move to (187.5, 250)",
      "0.000s targetIndexPathForMove original [0,0] current [0,0] proposed [0,2] -> [0,2]",
      "0.000s movementTarget cell [0,2] RowCell id=a0 from [0,0]",
      "0.000s step end moving",
      "0.000s willReorder difference: remove a0 at 0, insert a0 at 2",
      "0.000s didReorder difference: remove a0 at 0, insert a0 at 2",
      "0.000s step begin moving [1,2]",
      "0.000s canReorderItem cell [1,2] RowCell id=b2 -> false",
      "0.000s beginInteractiveMovement cell [1,2] RowCell id=b2 -> false",
    ])
    #expect(view.screen.model.sections.map { $0.items.map(\.id) } == [["a1", "a2", "a0"], ["b0", "b1", "b2"]])
    #expect(view.presenterModel.sections.map { $0.items.map(\.id) } == [["a1", "a2", "a0"], ["b0", "b1", "b2"]])
  }

  @Test("A move across sections, and a cancel that puts the item back without telling the data source")
  func acrossAndCancel() throws {
    var view = try twoSections(.init(reordering: Reordering()))
    let mark = view.trace.events.count
    // No delegate target method: the proposal is taken. (10, 350) is in b0 (y 300…400): a1
    // shows at [1,0]; section a keeps a0 a2, section b shows a1 b0 b1 b2. Then back.
    try view.run([.beginMove(IndexPath(item: 1, section: 0)), .moveTo(Point(x: 10, y: 350))])
    #expect(view.currentScreen.model.sections.map { $0.items.map(\.id) } == [["a0", "a2"], ["a1", "b0", "b1", "b2"]])
    try view.run(.cancelMove)
    #expect(events(view, since: mark) == [
      "0.000s step begin moving [0,1]",
      "0.000s canMoveItemAt cell [0,1] RowCell id=a1 -> true",
      "0.000s step move to (10, 350)",
      "0.000s movementTarget cell [1,0] RowCell id=a1 from [0,1]",
      "0.000s step cancel moving",
      "0.000s movementTarget cell [0,1] RowCell id=a1 from [1,0]",
    ])
    #expect(view.presenterModel.sections.map { $0.items.map(\.id) } == [["a0", "a1", "a2"], ["b0", "b1", "b2"]])
    #expect(view.displayed[.cell(IndexPath(item: 1, section: 0))]?.itemIdentifier == "a1")
    #expect(view.interactiveMovement == nil)
  }

  @Test("Steps that change the data wait for the movement to end; JSON names the steps and options")
  func movementRules() throws {
    var view = try rows(.init(reordering: Reordering()))
    try view.run(.beginMove(IndexPath(item: 1, section: 0)))
    #expect(throws: RuntimeError("step 'reload': the interactive movement of [0,1] is in progress; end or cancel it first")) {
      try view.run(.reload(nil))
    }
    try view.run(.scroll(to: Point(x: 0, y: 10)))  // scrolling is allowed
    #expect(throws: RuntimeError("step 'end moving': cannot end the interactive movement: none is in progress")) {
      var other = try rows(.init())
      try other.run(.endMove)
    }
    let script = try ScriptDocument.decode(Data("""
      {"options": {"reordering": {"movable": {"kinds": ["RowCell"]}, "target": "sameSection"}, "presenterReordering": {"except": ["r0"]}},
       "steps": [{"beginMove": [0, 1]}, {"moveTo": {"x": 10, "y": 420}}, {"moveOver": [0, 4]}, {"endMove": true}, {"cancelMove": true},
                 {"dragAndDrop": [0, 1], "to": [0, 3]}, {"dragAndDrop": [0, 2]}]}
      """.utf8))
    #expect(script.steps.map(\.description) == [
      "begin moving [0,1]", "move to (10, 420)", "move over [0,4]", "end moving", "cancel moving", "drag [0,1] and drop at [0,3]", "drag [0,2] and drop at the end",
    ])
    #expect(script.options.reordering?.target.map { $0.target(original: IndexPath(item: 0, section: 0), current: IndexPath(item: 0, section: 0), proposed: IndexPath(item: 1, section: 1)) } == IndexPath(item: 0, section: 0))
    #expect(throws: ScreenDecodingError(path: "$.options.reordering.target", reason: "unknown target 'anywhere'; expected \"proposed\" or \"sameSection\"")) {
      _ = try ScriptDocument.decode(Data(#"{"options": {"reordering": {"target": "anywhere"}}, "steps": []}"#.utf8))
    }
  }

  @Test("The presenter's drop with the traditional data source: willReorder, its moveCellInfos, one batch of delete and insert, didReorder")
  func presenterDrop() throws {
    var view = try rows(.init(presenterReordering: .all))
    let mark = view.trace.events.count
    // moveCellInfos: r1 removed (r0 r2 r3 r4 r5), then inserted at 4 − 1 (the source was
    // before the destination in its section) = 3: r0 r2 r3 r1 r4 r5. The batch deletes [0,1]
    // and inserts [0,3]: r1's cell ends and a cell is dequeued for [0,3] (r1's view, #2).
    try view.run(.dragAndDrop(IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0)))
    #expect(events(view, since: mark) == [
      "0.000s step drag [0,1] and drop at [0,4]",
      "0.000s itemsForBeginning cell [0,1] RowCell id=r1 -> 1 item",
      "0.000s dropSessionDidUpdate destination [0,4] -> move insertAtDestinationIndexPath",
      "0.000s performDrop destination [0,4]",
      "0.000s willReorder [0,1] id=r1",
      "0.000s performBatchUpdates delete item [0,1]; insert item [0,3]",
      "0.000s didEndDisplaying cell [0,1] RowCell id=r1 view=#2",
      "0.000s cellForItemAt cell [0,3] RowCell id=r1 view=#2 reused",
      "0.000s willDisplay cell [0,3] RowCell id=r1",
      "0.000s didReorder [0,1] id=r1 destination [0,4]",
    ])
    #expect(view.presenterModel.sections[0].items.map(\.id) == ["r0", "r2", "r3", "r1", "r4", "r5"])
    // onCanDragItem refusing: no drag items, nothing else.
    var refusing = try rows(.init(presenterReordering: .except(["r1"])))
    let refusingMark = refusing.trace.events.count
    try refusing.dragAndDrop(IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0))
    #expect(events(refusing, since: refusingMark) == ["0.000s itemsForBeginning cell [0,1] RowCell id=r1 -> none"])
  }

  @Test("The presenter's drop with a diffable data source: UIKit's reordering handlers; the item ends at the destination")
  func presenterDiffableDrop() throws {
    var view = try rows(.init(dataSourceMode: .diffable, presenterReordering: .all))
    let mark = view.trace.events.count
    // r0 r1 r2 r3 r4 r5 → r0 r2 r3 r4 r1 r5 (r1 at [0,4]): remove r1 at 1, insert it at 4;
    // the cells keep their views (r1's #2 now at [0,4]).
    try view.dragAndDrop(IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0))
    #expect(events(view, since: mark) == [
      "0.000s itemsForBeginning cell [0,1] RowCell id=r1 -> 1 item",
      "0.000s canReorderItem cell [0,1] RowCell id=r1 -> true",
      "0.000s dropSessionDidUpdate destination [0,4] -> move insertAtDestinationIndexPath",
      "0.000s performDrop destination [0,4]",
      "0.000s willReorder difference: remove r1 at 1, insert r1 at 4",
      "0.000s didReorder difference: remove r1 at 1, insert r1 at 4",
    ])
    #expect(view.presenterModel.sections[0].items.map(\.id) == ["r0", "r2", "r3", "r4", "r1", "r5"])
    #expect(view.displayed[.cell(IndexPath(item: 4, section: 0))]?.number == 2)
  }

  @Test("With infinite paging the presenter's setReorderEnabled stops at its assertion: no drag starts")
  func presenterInfinite() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isInfinitePage: true), presenterReordering: .all))
    #expect(view.trace.events.contains { $0.description == "0.000s assertionFailure ⚠️ [SSCollectionViewPresenter] Reorder / External Drag&Drop is not supported with infinite paging." })
    let mark = view.trace.events.count
    try view.dragAndDrop(IndexPath(item: 5, section: 0), to: IndexPath(item: 6, section: 0))
    #expect(events(view, since: mark) == [
      "0.000s dragNotStarted cell [0,5] BannerCell id=b0 (dragInteractionEnabled is false: setReorderEnabled(true) was not called, or infinite paging turned it off)"
    ])
  }

  @Test("The presenter's model after a diffable reorder keeps each page's share of a section")
  func reorderedPages() {
    var model = ViewModel()
    model.setPage(1, sections: [Section(id: "s", items: [Item(id: "x0", kind: "K"), Item(id: "x1", kind: "K")])])
    model.setPage(2, sections: [Section(id: "s", items: [Item(id: "x2", kind: "K")])])
    var other = model
    other.sections[0].items = [model.sections[0].items[2], model.sections[0].items[0], model.sections[0].items[1]]
    let reordered = model.reordered(like: other)
    #expect(reordered.sections[0].items.map(\.id) == ["x2", "x0", "x1"])
    // Page 1 had two items of "s", page 2 one: filled in the new order.
    #expect(reordered.sections(forPage: 1)?[0].items.map(\.id) == ["x2", "x0"])
    #expect(reordered.sections(forPage: 2)?[0].items.map(\.id) == ["x1"])
  }
}
