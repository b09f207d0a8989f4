import CollectionSnapshotLayout
import Testing

@testable import CollectionSnapshotModel

/// SSCollectionViewPresenter's page map (`SSCollectionViewModel.setPage`,
/// `rebuildMergedSections`, `removePage`, `findPage`) and model API no-op rules
/// (`SendingState+UICollectionView.swift`), with the numbers of its `PageBasedLoadingTests`.
@Suite("Page map and model edits as the presenter has them")
struct PageMapTests {
  func items(_ prefix: String, _ count: Int) -> [Item] { (0..<count).map { Item(id: "\(prefix)\($0)", kind: "Row") } }
  func section(_ id: String?, _ items: [Item], header: String? = nil, footer: String? = nil, flow: FlowSectionValues? = nil) -> Section {
    var s = Section(id: id ?? "", items: items, header: header.map { SupplementaryView(kind: $0) }, footer: footer.map { SupplementaryView(kind: $0) }, layout: flow.map { .flow($0) })
    s.isAnonymous = id == nil
    return s
  }

  @Test("Pages merge by section identifier in ascending page order: 3 + 5 = 8, 4 + 5 + 2 = 11, out of order sorted")
  func merge() {
    var model = ViewModel()
    model.setPage(1, sections: [section("products", items("a", 3))])
    model.setPage(2, sections: [section("products", items("b", 5))])
    #expect(model.sections.map(\.items.count) == [8] && model.page == 2)
    var three = ViewModel()
    three.setPage(1, sections: [section("p", items("a", 4))])
    three.setPage(2, sections: [section("p", items("b", 5))])
    three.setPage(3, sections: [section("p", items("c", 2))])
    #expect(three.sections.map(\.items.count) == [11])
    var unordered = ViewModel()
    unordered.setPage(2, sections: [section("p", items("late", 1))])
    unordered.setPage(1, sections: [section("p", items("early", 1))])
    #expect(unordered.sections[0].items.map(\.id) == ["early0", "late0"] && unordered.page == 1)
  }

  @Test("Sections without identifiers never merge; later headers and insets win, grid columns and the first page's identity stay")
  func mergeRules() {
    var model = ViewModel()
    let first = section("s", items("a", 1), header: "H1", footer: "F1", flow: FlowSectionValues(sectionInset: EdgeInsets(top: 1), gridColumnCount: 2))
    model.setPage(1, sections: [first, section(nil, items("x", 1))])
    model.setPage(2, sections: [section("s", items("b", 1), header: "H2", flow: FlowSectionValues(sectionInset: EdgeInsets(top: 9), gridColumnCount: 3)), section(nil, items("y", 1))])
    #expect(model.sections.count == 3)  // s, then the two anonymous sections
    #expect(model.sections[0].header?.kind == "H2" && model.sections[0].footer?.kind == "F1")
    #expect(model.sections[0].flowValues?.sectionInset == EdgeInsets(top: 9) && model.sections[0].flowValues?.gridColumnCount == 2)
    #expect(model.sections[0].instance == first.instance)
  }

  @Test("findPage names the highest page with the section; removing a page rebuilds, removing the last one leaves the sections; removeAllPages empties")
  func pagesLifecycle() {
    var model = ViewModel()
    model.setPage(1, sections: [section("filter", items("a", 1))])
    model.setPage(2, sections: [section("list", items("b", 2))])
    model.setPage(3, sections: [section("filter", items("c", 1))])
    #expect(model.findPage(forSectionIdentifier: "filter") == 3 && model.findPage(forSectionIdentifier: "none") == nil)
    model.removePage(3)
    #expect(model.sections.map(\.id) == ["filter", "list"] && model.sections[0].items.count == 1)
    model.removePage(1)
    model.removePage(2)
    #expect(model.sections.map(\.id) == ["list"])  // the map is empty: nothing rebuilt
    model.hasNext = true
    model.removeAllPages()
    #expect(model.sections.isEmpty && model.page == 0 && !model.hasNext && model.pages.isEmpty)
  }

  @Test("Model edits: silent no-ops out of range, the move destination clamped, the first section of an identifier, a trap for negative indices")
  func edits() throws {
    var model = ViewModel(sections: [section("a", items("a", 3)), section(nil, items("x", 1)), section("a", items("z", 1))])
    model.sections[1].id = "#1"
    #expect(try ModelEdit.insertItems(items("n", 1), at: IndexPath(item: 4, section: 0)).apply(to: &model) == false)
    #expect(try ModelEdit.insertItems(items("n", 1), at: IndexPath(item: 3, section: 0)).apply(to: &model))  // item == count is allowed
    #expect(try ModelEdit.removeSectionIdentified("#1").apply(to: &model) == false)  // an anonymous section has no identifier
    #expect(try ModelEdit.moveSection(from: 1, to: 1).apply(to: &model) == false)
    #expect(try ModelEdit.insertSections([section("end", [])], at: 3).apply(to: &model))  // index == count is allowed
    #expect(try ModelEdit.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 99, section: 0)).apply(to: &model))
    #expect(model.sections[0].items.map(\.id) == ["a1", "a2", "n0", "a0"])
    #expect(try ModelEdit.appendItemsIdentified(items("m", 1), section: "a").apply(to: &model))
    #expect(model.sections[0].items.last?.id == "m0" && model.sections[2].items.count == 1)  // the first "a" only
    #expect(try ModelEdit.removeItems(at: [IndexPath(item: 9, section: 9)]).apply(to: &model))  // nothing removed, still assigned
    #expect(throws: DataSourceError("the presenter would trap: negative row -1 passes its bounds check and reaches an array subscript")) {
      try ModelEdit.removeItemIdentified(row: -1, section: "a").apply(to: &model)
    }
  }
}
