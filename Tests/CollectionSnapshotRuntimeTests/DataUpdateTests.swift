import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Foundation
import Testing

/// Data updates a JSON script makes: model and page documents, and batches by identifier, with
/// the batches and callbacks derived by hand from UIKit's snapshot rules.
@Suite("Data updates in scripts: models, pages and batches by identifier")
struct DataUpdateTests {
  /// Decodes a script's steps.
  func steps(_ json: String, directory: String = ".") throws -> [ScriptStep] {
    try ScriptDocument.decode(Data(json.utf8), directory: directory).steps
  }

  /// Six rows on an iPhone SE (all visible: row 5 spans 550…650 in the bounds −20…647), views
  /// #1…#6 for r0…r5.
  func rows(_ mode: HeadlessCollectionView.DataSourceMode) throws -> HeadlessCollectionView {
    try HeadlessCollectionView(RuntimeScreens.rows(6), options: .init(dataSourceMode: mode))
  }

  /// Delete r1, insert n1 after r3, move r0 after r4, reconfigure r2 with a new title.
  let batchJSON = """
    {"steps": [{"update": [
      {"deleteItems": ["r1"]},
      {"insertItems": [{"id": "n1", "kind": "RowCell", "title": "new"}], "after": "r3"},
      {"moveItem": "r0", "after": "r4"},
      {"reconfigureItems": [{"id": "r2", "kind": "RowCell", "title": "r2 edited"}]}
    ]}]}
    """

  @Test("A batch by identifier on a diffable data source: one batch, the reconfigured cell kept, the new one displayed")
  func diffableBatch() throws {
    var view = try rows(.diffable)
    let mark = view.trace.events.count
    try view.run(try steps(batchJSON))
    // r0 r1 r2 r3 r4 r5 → (delete r1) r0 r2 r3 r4 r5 → (n1 after r3) r0 r2 r3 n1 r4 r5 →
    // (r0 after r4) r2 r3 n1 r4 r0 r5. Of the survivors r0 r2 r3 r4 r5 (new places 4 0 1 3 5)
    // the longest run in order is r2 r3 r4 r5, so r0 is the move: [0,0] → [0,4]; r1's [0,1]
    // is deleted; n1 is inserted at [0,2]; r2, reconfigured, is now [0,0]. r1's view (#2)
    // goes back to the queue and n1 takes it.
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s step update: delete items [r1]; insert items [n1] after r3; move item r0 after r4; reconfigure items [r2]",
      "0.000s performBatchUpdates delete item [0,1]; insert item [0,2]; move item [0,0] -> [0,4]; reconfigure item [0,0]",
      "0.000s didEndDisplaying cell [0,1] RowCell id=r1 view=#2",
      "0.000s cellForItemAt cell [0,0] RowCell id=r2 view=#3 reconfigured",
      "0.000s cellForItemAt cell [0,2] RowCell id=n1 view=#2 reused",
      "0.000s willDisplay cell [0,2] RowCell id=n1",
    ])
    #expect(view.screen.model.sections[0].items.map(\.id) == ["r2", "r3", "n1", "r4", "r0", "r5"])
    #expect(view.presenterModel.sections[0].items.map(\.id) == ["r2", "r3", "n1", "r4", "r0", "r5"])
    #expect(view.currentScreen.model.sections[0].items[0].content.title == "r2 edited")
  }

  @Test("The same batch on the traditional data source is declared as performBatchUpdates with the same changes")
  func traditionalBatch() throws {
    var diffable = try rows(.diffable)
    var traditional = try rows(.traditional)
    let (a, b) = (diffable.trace.events.count, traditional.trace.events.count)
    try diffable.run(try steps(batchJSON))
    try traditional.run(try steps(batchJSON))
    #expect(traditional.trace.events(since: b) == diffable.trace.events(since: a))
  }

  @Test("A reload with new content: the old cell ends and a cell is dequeued for the new content (UIKit reloads as delete and insert)")
  func reloadItem() throws {
    var view = try rows(.diffable)
    let mark = view.trace.events.count
    try view.run(try steps(#"{"steps": [{"update": [{"reloadItems": [{"id": "r2", "kind": "RowCell", "title": "fresh"}]}]}]}"#))
    // r2's view #3 goes back to the queue and is the one dequeued again (the last enqueued).
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s step update: reload items [r2]",
      "0.000s performBatchUpdates reload item [0,2]",
      "0.000s didEndDisplaying cell [0,2] RowCell id=r2 view=#3",
      "0.000s cellForItemAt cell [0,2] RowCell id=r2 view=#3 reused",
      "0.000s willDisplay cell [0,2] RowCell id=r2",
    ])
    #expect(view.currentScreen.model.sections[0].items[2].content.title == "fresh")
  }

  @Test("Sections: appended with their items, moved, reloaded, deleted")
  func sectionOperations() throws {
    var view = try rows(.diffable)
    try view.run(try steps("""
      {"steps": [{"update": [{"appendSections": [{"id": "more", "items": [{"id": "m0", "kind": "RowCell"}]}]}]},
                 {"update": [{"moveSection": "more", "before": "rows"}, {"reloadSections": ["rows"]}]},
                 {"update": [{"deleteSections": ["more", "unknown"]}]}]}
      """))
    // Step 1 appends section 1 (m0 below the six rows, out of the bounds). Step 2 puts it
    // before "rows": old [rows, more] at new places [1, 0]; either could stay, and the diff
    // keeps the run ending at the smallest new place ("more", patience sorting), so "rows"
    // moves 0 → 1, reloaded at its new index 1. Step 3 deletes "more", now section 0 (the
    // unknown identifier is ignored, as UIKit ignores it).
    let batches = view.trace.events.filter { $0.name == "performBatchUpdates" }.map(\.detail)
    #expect(batches == ["insert section 1", "move section 0 -> 1; reload section 1", "delete section 0"])
    #expect(view.screen.model.sections.map(\.id) == ["rows"])
  }

  @Test("An invalid operation fails with UIKit's text, the step number and the JSON path; the view stays as it was")
  func invalidOperation() throws {
    var view = try rows(.diffable)
    let before = view.trace
    let script = try steps("""
      {"steps": [{"advance": 1}, {"update": [{"deleteItems": ["r1"]}, {"moveItem": "r9", "after": "r2"}]}]}
      """)
    #expect(
      throws: RuntimeError(
        "script step 2 of 2, step 'update: delete items [r1]; move item r9 after r2': $.steps[1].update[1]: Invalid parameter not satisfying: fromIndex != NSNotFound")
    ) {
      try view.run(script)
    }
    #expect(view.screen.model.sections[0].items.count == 6)
    #expect(view.trace.events.count == before.events.count + 1)  // the advance step ran: "step advance 1s"
    for (json, reason) in [
      (#"{"insertItems": [{"id": "n", "kind": "RowCell"}], "before": "zz"}"#, "Invalid parameter not satisfying: section != NSNotFound"),
      (#"{"appendItems": [{"id": "r3", "kind": "RowCell"}, {"id": "r3", "kind": "RowCell"}]}"#, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(r3)}"),
      (#"{"reloadItems": ["gone"]}"#, "Attempted to reload item identifier that does not exist in the snapshot: gone"),
      (#"{"moveSection": "rows", "after": "rows"}"#,
       "Invalid update: destination for section move is the same as the source [rows] for update: <_UIDiffableDataSourceUpdate - action: MOVE; destinationIdentifier:rows; destIsSection: 1; identifiers: [rows]>."),
    ] {
      var fresh = try rows(.diffable)
      #expect(throws: RuntimeError("script step 1 of 1, step 'update: \(try steps(#"{"steps": [{"update": [\#(json)]}]}"#)[0].description.dropFirst(8))': $.steps[0].update[0]: \(reason)")) {
        try fresh.run(try steps(#"{"steps": [{"update": [\#(json)]}]}"#))
      }
    }
  }

  @Test("Under infinite paging the traditional data source reports three times the items, so UIKit refuses the batch")
  func infiniteBatch() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isInfinitePage: true)))
    // Five banners laid out three times: 15 before; deleting b1 leaves 4, 12 reported after;
    // the declared delete of [0,1] expects 14.
    #expect(
      throws: RuntimeError(
        "$.steps[0].update: Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (12) must be equal to the number of items contained in that section before the update (15), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    ) {
      try view.update(try #require(steps(#"{"steps": [{"update": [{"deleteItems": ["b1"]}]}]}"#).first.flatMap { step -> IdentifierBatch? in
        if case .update(let batch) = step { return batch }
        return nil
      }))
    }
  }

  @Test("Model and page documents, inline or in files beside the script; errors name the step's path and the file's")
  func documents() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cs-data-steps-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"sections": [{"id": "rows", "items": [{"id": "r5", "kind": "RowCell"}, {"id": "r0", "kind": "RowCell"}]}]}"#.utf8)
      .write(to: folder.appendingPathComponent("two.json"))
    try Data(#"{"page": 2, "hasNext": false, "sections": [{"id": "rows", "items": [{"id": "r6", "kind": "RowCell"}]}]}"#.utf8)
      .write(to: folder.appendingPathComponent("page2.json"))
    try Data(#"{"sections": [{"items": [{"kind": ""}]}]}"#.utf8).write(to: folder.appendingPathComponent("bad.json"))

    var view = try rows(.diffable)
    let mark = view.trace.events.count
    try view.run(try steps(#"{"steps": [{"apply": "two.json"}, {"page": "page2.json"}]}"#, directory: folder.path))
    // Apply: r1…r4 go ([0,1]…[0,4]); r0 and r5 survive at new places [1, 0]: the run kept is
    // the one ending at the smallest new place (r5), so r0 moves [0,0] → [0,1]. Page 2
    // appends r6 at [0,2].
    let events = view.trace.events(since: mark).filter { ["step", "performBatchUpdates", "pageResponse"].contains($0.name) }.map(\.description)
    #expect(events == [
      "0.000s step apply a new model",
      "0.000s performBatchUpdates delete items [0,1]…[0,4]; move item [0,0] -> [0,1]",
      "0.000s step page 2 arrives (1 items, hasNext false)",
      "0.000s pageResponse page=2 items=1 hasNext=false",
      "0.000s performBatchUpdates insert item [0,2]",
    ])
    #expect(view.presenterModel.page == 2)

    var traditional = try rows(.traditional)
    try traditional.run(try steps(#"{"steps": [{"reload": {"sections": [{"id": "rows", "items": [{"id": "x", "kind": "RowCell"}]}]}}, {"setViewModel": {"page": 3, "sections": []}}]}"#))
    #expect(traditional.screen.model.sections[0].items.map(\.id) == ["x"])
    #expect(traditional.presenterModel.page == 3)

    #expect(throws: ScreenDecodingError(path: "$.steps[0].apply", reason: "\(folder.path)/bad.json: $.sections[0].items[0].kind: must not be empty")) {
      _ = try steps(#"{"steps": [{"apply": "bad.json"}]}"#, directory: folder.path)
    }
  }

  @Test("Bad batches are refused when the script is read, with their JSON path")
  func decodingErrors() throws {
    for (json, path, reason) in [
      (#"[{"moveItem": "r1"}]"#, "$.steps[0].update[0].moveItem", "moveItem needs exactly one of before, after"),
      (#"[{"appendSections": [{"items": []}]}]"#, "$.steps[0].update[0].appendSections[0]", "a section in a batch needs an id"),
      (#"[{"appendItems": [{"kind": "RowCell"}]}]"#, "$.steps[0].update[0].appendItems[0]", "an item in a batch needs an id"),
      (#"[{"deleteItems": ["a"], "after": "b"}]"#, "$.steps[0].update[0].after", "only insertSections, moveSection, insertItems and moveItem take before or after"),
      (#"[]"#, "$.steps[0].update", "a batch needs at least one operation"),
    ] {
      #expect(throws: ScreenDecodingError(path: path, reason: reason), "\(json)") {
        _ = try steps(#"{"steps": [{"update": \#(json)}]}"#)
      }
    }
  }
}
