import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Foundation
import Testing

/// SSCollectionViewPresenter's model edits as steps of a JSON script. The presenter's CRUD
/// (`SendingState+UICollectionView.swift`, e.g. `insertItem` and `appendItem(_:sectionIdentifier:)`)
/// returns early — `guard … else { return }` — when an index is out of bounds or no section has
/// the identifier: the model is not assigned, so nothing is called and nothing is traced; an
/// edit that applies assigns the model through `updateViewModel`, which with paging calls
/// `pageWillAppear` and `pageDidAppear` for the current page around it. The collection view
/// shows the model at the next `reloadData()`.
@Suite("The presenter's model edits in JSON scripts")
struct EditJSONTests {
  func steps(_ json: String) throws(ScreenDecodingError) -> (steps: [ScriptStep], options: HeadlessCollectionView.Options) {
    try ScriptDocument.decode(Data(json.utf8))
  }

  /// Five banners b0…b4 in the section `banners` (RuntimeScreens.banners), paging on.
  let script = """
    {"options": {"paging": {"isEnabled": true}},
     "steps": [
      {"edit": {"insertItems": [{"id": "x", "kind": "BannerCell"}], "at": [0, 9]}},
      {"edit": {"appendItems": [{"id": "y", "kind": "BannerCell"}], "toSection": "missing"}},
      {"edit": {"removeItem": {"row": 7, "section": "banners"}}},
      {"edit": {"removeItem": [0, 1]}},
      {"edit": {"appendItems": [{"id": "z", "kind": "BannerCell"}], "toSection": "banners"}},
      {"edit": {"moveItem": [0, 0], "to": [0, 99]}},
      {"reload": true}
    ]}
    """

  @Test("Edits that do not apply trace nothing but their step; the others trace themselves and the page callbacks; reload shows the model")
  func noOpsAndEdits() throws {
    let (steps, options) = try steps(script)
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: options)
    let mark = view.trace.events.count
    try view.run(Array(steps.prefix(6)))
    #expect(view.trace.events(since: mark).map(\.description) == [
      // [0,9]: 9 > 5 items, no-op.
      "0.000s step insertItems [x] at [0,9]",
      // No section is named "missing", no-op.
      "0.000s step appendItems [y] to section missing",
      // Row 7 of "banners" (5 items), no-op.
      "0.000s step removeItem at row 7 of banners",
      // b1 goes: b0 b2 b3 b4.
      "0.000s step removeItem at [0,1]",
      "0.000s edit removeItem at [0,1]", "0.000s pageWillAppear page=0", "0.000s pageDidAppear page=0",
      // z is appended: b0 b2 b3 b4 z.
      "0.000s step appendItems [z] to section banners",
      "0.000s edit appendItems [z] to section banners", "0.000s pageWillAppear page=0", "0.000s pageDidAppear page=0",
      // b0 is removed, then inserted at min(99, 4): b2 b3 b4 z b0.
      "0.000s step moveItem [0,0] -> [0,99]",
      "0.000s edit moveItem [0,0] -> [0,99]", "0.000s pageWillAppear page=0", "0.000s pageDidAppear page=0",
    ])
    #expect(view.screen.model.sections[0].items.map(\.id) == ["b0", "b1", "b2", "b3", "b4"])  // not reloaded yet
    try view.run(steps[6])
    #expect(view.screen.model.sections[0].items.map(\.id) == ["b2", "b3", "b4", "z", "b0"])
  }

  @Test("Every edit of the presenter's model API decodes to its ModelEdit")
  func everyEdit() throws {
    let section = #"{"id": "s", "items": [{"id": "i", "kind": "K"}]}"#
    let item = #"{"id": "i", "kind": "K"}"#
    let page = #"{"page": 2, "hasNext": false, "sections": [\#(section)]}"#
    let cases: [(String, String)] = [
      (#"{"appendSections": [\#(section)]}"#, "appendSections [s]"),
      (#"{"insertSections": [\#(section)], "at": 1}"#, "insertSections [s] at 1"),
      (#"{"removeSection": 1}"#, "removeSection at 1"),
      (#"{"removeSection": "s"}"#, "removeSection identifier s"),
      (#"{"removeSections": [0, 2]}"#, "removeSections at 0,2"),
      (#"{"removeAllSections": true}"#, "removeAllSections"),
      (#"{"replaceSection": \#(section), "at": 1}"#, "replaceSection [s] at 1"),
      (#"{"replaceSection": \#(section), "at": "t"}"#, "replaceSection [s] identifier t"),
      (#"{"moveSection": 0, "to": 2}"#, "moveSection 0 -> 2"),
      (#"{"appendItems": [\#(item)], "toSection": 1}"#, "appendItems [i] to section 1"),
      (#"{"appendItems": [\#(item)], "toSection": "s"}"#, "appendItems [i] to section s"),
      (#"{"appendItems": [\#(item)]}"#, "appendItemsToLastSection [i]"),
      (#"{"insertItems": [\#(item)], "at": [0, 2]}"#, "insertItems [i] at [0,2]"),
      (#"{"insertItems": [\#(item)], "at": {"row": 2, "section": "s"}}"#, "insertItems [i] at row 2 of s"),
      (#"{"removeItem": [0, 2]}"#, "removeItem at [0,2]"),
      (#"{"removeItems": [[0, 1], [0, 3]]}"#, "removeItems at [0,1] [0,3]"),
      (#"{"removeAllItems": 0}"#, "removeAllItems in section 0"),
      (#"{"removeAllItems": "s"}"#, "removeAllItems of s"),
      (#"{"replaceItem": \#(item), "at": [0, 2]}"#, "replaceItem [i] at [0,2]"),
      (#"{"replaceItem": \#(item), "at": {"row": 2, "section": "s"}}"#, "replaceItem [i] at row 2 of s"),
      (#"{"moveItem": [0, 1], "to": [1, 0]}"#, "moveItem [0,1] -> [1,0]"),
      (#"{"extendViewModel": \#(page)}"#, "extendViewModel page=2 hasNext=false sections=[s]"),
      (#"{"loadPage": \#(page)}"#, "loadPage 2 hasNext=false sections=[s]"),
      (#"{"removePage": 2}"#, "removePage 2"),
      (#"{"resetViewModel": true}"#, "resetViewModel"),
    ]
    for (edit, description) in cases {
      let decoded = try steps(#"{"steps": [{"edit": \#(edit)}]}"#).steps
      #expect(decoded.map(\.description) == [description], "\(edit)")
    }
  }

  @Test("Decoding is strict: the JSON path and the reason")
  func strict() {
    let bad: [(String, String)] = [
      (#"{"removeItm": [0, 1]}"#, "$.steps[0].edit.removeItm: unknown key 'removeItm'; expected one of: "),
      (#"{"removeItem": [0, 1], "at": [0, 2]}"#, "$.steps[0].edit.at: only insertSections, replaceSection, insertItems, replaceItem take at"),
      (#"{"appendItems": [{"kind": "K"}], "toSection": 0}"#, "$.steps[0].edit.appendItems[0]: an item of an edit needs an id"),
      (#"{"removeSection": 1.5}"#, "$.steps[0].edit.removeSection: a section is its index (a number) or its identifier (a string)"),
      (#"{"removeAllSections": false}"#, "$.steps[0].edit.removeAllSections: must be true (leave the edit out instead)"),
      (#"{"removeItem": {"row": 1}}"#, "$.steps[0].edit.removeItem.section: missing required key 'section'"),
      (#"{}"#, "$.steps[0].edit: an edit needs exactly one of: appendSections, "),
    ]
    for (edit, message) in bad {
      do {
        _ = try steps(#"{"steps": [{"edit": \#(edit)}]}"#)
        Issue.record("\(edit) decoded")
      } catch {
        #expect("\(error.path): \(error.reason)".hasPrefix(message), "\(edit): \(error.path): \(error.reason)")
      }
    }
  }

  @Test("A negative index, where the presenter would trap, stops the script with the step and the reason")
  func negativeIndex() throws {
    let (steps, options) = try steps(#"{"steps": [{"edit": {"removeItem": [-1, 0]}}]}"#)
    var view = try HeadlessCollectionView(RuntimeScreens.banners(), options: options)
    #expect(throws: RuntimeError(
      "script step 1 of 1, step 'removeItem at [-1,0]': removeItem at [-1,0]: the presenter would trap: negative section -1 passes its bounds check and reaches an array subscript")
    ) { try view.run(steps) }
  }
}
