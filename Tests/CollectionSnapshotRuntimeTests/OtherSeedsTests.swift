import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Foundation
import Testing

/// The other seeds' mechanics: VSCollectionKit's lazy section handlers
/// (`VSCollectionViewSectionHandller.sectionHandler(sectionSnapshot:)`) and its example's
/// prefetch-driven pagination (`ConversationViewModel.shouldLoadNextPage(indexPaths:)`),
/// janodev's footer fallback (`CollectionDataSource` returns a bare `UICollectionReusableView()`
/// for other kinds) and its 50 ms deselection, space-cells' immediate deselection, the
/// BaseSection article's `set(contentInset:)`.
@Suite("VSCollectionKit, janodev, space-cells, BaseSection mechanics")
struct OtherSeedsTests {
  static let photos = SectionHandlerRegistry(["photos": .init(name: "PhotosSectionHandler", cells: ["RowCell"], supplementaries: [ElementCategory.sectionHeaderKind: ["TitleHeader"]])])

  func typed(_ type: String?, sections: Int = 1) -> Screen {
    var screen = RuntimeScreens.rows(3)
    screen.model.sections[0].type = type
    for s in 1..<max(1, sections) {
      screen.model.sections.append(Section(id: "album\(s)", items: [Item(Row(id: "x\(s)"), as: RowCell.self, id: "x\(s)")], type: type))
    }
    return screen
  }

  @Test("Section handlers are made per section identifier the first time the layout asks, and register their views")
  func sectionHandlers() throws {
    // Nothing registered by hand: the handler's registrations are what lets the cells dequeue.
    var view = try HeadlessCollectionView(typed("photos", sections: 2), options: .init(registration: .manual(cells: []), sectionHandlers: Self.photos))
    #expect(view.trace.events.prefix(2).map(\.description) == [
      "0.000s sectionHandler PhotosSectionHandler type=photos sectionId=rows",
      "0.000s sectionHandler PhotosSectionHandler type=photos sectionId=album1",
    ])
    #expect(view.sectionHandlers == ["rows": "PhotosSectionHandler", "album1": "PhotosSectionHandler"])
    var model = view.screen.model
    model.sections.append(Section(id: "album2", items: [], type: "photos"))
    let mark = view.trace.events.count
    try view.reloadData(model)
    #expect(view.trace.events(since: mark).filter { $0.name == "sectionHandler" }.map(\.detail) == ["PhotosSectionHandler type=photos sectionId=album2"])
  }

  @Test("A section type the registry does not have stops the view with the library's message")
  func unknownType() throws {
    #expect(throws: RuntimeError("[\"photos\": PhotosSectionHandler] doesnt not contain the sectionType: messages")) {
      _ = try HeadlessCollectionView(typed("messages"), options: .init(sectionHandlers: Self.photos))
    }
  }

  @Test("Prefetch-driven pagination: a prefetched index path at the section's last item asks once per page, whatever the offset")
  func prefetchPagination() throws {
    var view = try HeadlessCollectionView(
      RuntimeScreens.rows(10, page: 1, hasNext: true),
      options: .init(dataSourceMode: .diffable, nextPageTrigger: .prefetch(sectionIdentifier: "rows"), prefetchDistance: 200))
    // At rest (bounds −20…647, window −220…847) rows 6 and 7 are prefetched: 7 < 10 − 1.
    #expect(!view.trace.events.contains { $0.name == "nextRequest" })
    try view.scroll(to: Point(x: 0, y: 100))
    try view.scroll(to: Point(x: 0, y: -20))
    try view.scroll(to: Point(x: 0, y: 100))
    // At 100 (bounds 100…767, window −100…967) rows 8 (850…950) and 9 (950…1050) are
    // prefetched: 9 ≥ 9 asks for the page after page 1. Back at rest they are withdrawn and
    // rows 6 and 7 prefetched again; at 100 again rows 8 and 9 are, but page 1 was asked for.
    #expect(view.trace.events.filter { $0.name.contains("refetch") || $0.name == "nextRequest" }.map(\.description) == [
      "0.000s prefetchItemsAt [0,6] [0,7]", "0.000s prefetchItemsAt [0,8] [0,9]", "0.000s nextRequest page=1 hasNext=true",
      "0.000s cancelPrefetchingForItemsAt [0,8] [0,9]", "0.000s prefetchItemsAt [0,6] [0,7]", "0.000s prefetchItemsAt [0,8] [0,9]",
    ])
  }

  @Test("A footer the data source does not dequeue throws UIKit's exception when it is laid out and shown")
  func undequeuedFooter() throws {
    var screen = RuntimeScreens.rows(8)
    screen.model.sections[0].footer = SupplementaryView("End", as: TitleHeader.self)
    var view = try HeadlessCollectionView(screen, options: .init(undequeuedSupplementaryKinds: [ElementCategory.sectionFooterKind]))
    // Content 50 + 800 + 50: the footer (850…900) shows once the offset passes 850 − 667 = 183.
    #expect(throws: RuntimeError(
      "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionFooter,<NSIndexPath> {length = 2, path = 0 - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (<UICollectionReusableView>)")
    ) { try view.scroll(to: Point(x: 0, y: 233)) }
    #expect(view.contentOffset == Point(x: 0, y: -20))  // the step was undone
  }

  @Test("Deselection patterns: 50 ms after the selection (janodev), at once (space-cells); no didDeselect on the next tap")
  func deselection() throws {
    var delayed = try HeadlessCollectionView(RuntimeScreens.rows(), options: .init(deselection: .after(0.05)))
    try delayed.tap(IndexPath(item: 1, section: 0))
    try delayed.advance(seconds: 0.1)
    let mark = delayed.trace.events.count
    try delayed.tap(IndexPath(item: 2, section: 0))
    #expect(delayed.trace.events.contains { $0.description == "0.050s deselectItem cell [0,1] RowCell id=r1" })
    #expect(!delayed.trace.events(since: mark).contains { $0.name == "didDeselect" })
    var immediate = try HeadlessCollectionView(RuntimeScreens.rows(), options: .init(deselection: .immediate))
    let start = immediate.trace.events.count
    try immediate.tap(IndexPath(item: 1, section: 0))
    #expect(immediate.trace.events(since: start).map(\.name) == ["shouldHighlight", "didHighlight", "shouldSelect", "didSelect", "deselectItem", "didUnhighlight"])
    #expect(immediate.selectedItems.isEmpty)
  }

  @Test("An explicit content inset adds to the safe area in the adjusted inset: the view rests further up")
  func contentInset() throws {
    let json = """
      {"device": "iPhone SE", "host": {"contentInset": {"top": 10, "left": 0, "bottom": 0, "right": 0}},
       "layout": {"flow": {}}, "sections": [{"id": "s", "items": [{"kind": "Row", "size": {"width": 375, "height": 100}}]}]}
      """
    let screen = try ScreenDocument.decode(Data(json.utf8))
    #expect(screen.environment.adjustedContentInset.top == 30)  // safe area 20 + 10
    #expect(try HeadlessCollectionView(screen).contentOffset == Point(x: 0, y: -30))
  }

  @Test("Options in JSON: identity, trigger, deselection, undequeued kinds, section handlers")
  func optionsJSON() throws {
    let script = """
      {"options": {"dataSourceMode": "diffable", "identity": "instance", "nextPageTrigger": {"prefetch": "messages"},
                   "deselection": {"after": 0.05}, "undequeuedSupplementaryKinds": ["UICollectionElementKindSectionFooter"],
                   "sectionHandlers": {"photos": {"name": "PhotosSectionHandler", "cells": ["PhotoCell"]}}},
       "steps": [{"nextPage": true, "animated": false}, {"clearSelectedItems": true}]}
      """
    let (steps, options) = try ScriptDocument.decode(Data(script.utf8))
    #expect(options.identity == .instance && options.nextPageTrigger == .prefetch(sectionIdentifier: "messages") && options.deselection == .after(0.05))
    #expect(options.undequeuedSupplementaryKinds == [ElementCategory.sectionFooterKind])
    #expect(options.sectionHandlers?.types["photos"] == .init(name: "PhotosSectionHandler", cells: ["PhotoCell"]))
    #expect(steps.map(\.description) == ["moveToNextPage animated=false", "clearSelectedItems"])
  }

  @Test("Several bad section handlers or misspelt keys: the error names the same one every run (alphabetical order)")
  func severalBadKeys() {
    // Two handlers without a name: the first in name order ("albums" before "photos") is named,
    // not the first in the decoder's dictionary order.
    #expect(throws: ScreenDecodingError(path: "$.options.sectionHandlers.albums.name", reason: "missing required key 'name'")) {
      _ = try ScriptDocument.decode(Data(#"{"options": {"sectionHandlers": {"photos": {"cells": []}, "albums": {"cells": []}}}, "steps": []}"#.utf8))
    }
    #expect(throws: ScreenDecodingError(path: "$.options.sectionHandlers.albums", reason: "unknown keys 'cels', 'nmae'; expected one of: name, cells, supplementaries")) {
      _ = try ScriptDocument.decode(Data(#"{"options": {"sectionHandlers": {"albums": {"nmae": "A", "cels": []}}}, "steps": []}"#.utf8))
    }
  }
}
