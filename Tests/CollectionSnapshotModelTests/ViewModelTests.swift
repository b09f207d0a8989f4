import CollectionSnapshotLayout
import Testing

@testable import CollectionSnapshotModel

@Suite("View model and builder")
struct ViewModelTests {
  let banners = [Banner(id: "b1", title: "Spring sale"), Banner(id: "b2", title: "New in")]
  let products = [Product(id: "p1", name: "Lamp", price: "$20"), Product(id: "p2", name: "Chair", price: "$80")]

  @Test("The DSL builds typed, heterogeneous sections with stable identifiers")
  func build() {
    let model = ViewModel.build(page: 1, hasNext: true) {
      section("banners") {
        cells(banners, as: BannerCell.self)
      }
      section("products") {
        header("Popular", as: TitleHeader.self)
        cells(products, as: ProductCell.self)
        cell("Loading more…", as: TextCell.self)
        sectionInset(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
      }
      section {
        cell("anonymous", as: TextCell.self)
      }
    }
    #expect(model.page == 1 && model.hasNext)
    #expect(model.sections.map(\.id) == ["banners", "products", "#2"])
    #expect(model.sections[1].items.map(\.id) == ["p1", "p2", "TextCell-2"])
    #expect(model.sections[1].items.map(\.kind) == ["ProductCell", "ProductCell", "TextCell"])
    #expect(model.sections[1].header?.content.title == "Popular")
    #expect((model.sections[1].items[0].model as? Product)?.name == "Lamp")
    #expect(model.sections[1].layout == .flow(FlowSectionValues(sectionInset: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))))
  }

  @Test("extend merges by identifier, replaces headers only when given, appends the rest")
  func extend() {
    var model = ViewModel.build(page: 1, hasNext: true) {
      section("products") {
        header("Popular", as: TitleHeader.self)
        cells(products, as: ProductCell.self)
      }
    }
    model.extend(page: 2, hasNext: false) {
      section("products") {
        cells([Product(id: "p3", name: "Desk", price: "$200")], as: ProductCell.self)
      }
      section("more") {
        cell("the end", as: TextCell.self)
      }
      section {
        cell("footer note", as: TextCell.self)
      }
    }
    #expect(model.page == 2 && !model.hasNext)
    #expect(model.sections.map(\.id) == ["products", "more", "#2"])
    #expect(model.sections[0].items.map(\.id) == ["p1", "p2", "p3"])
    #expect(model.sections[0].header?.content.title == "Popular")
  }

  @Test("A model diff by identifier: moves only; content and kind changes under a kept identifier are not reconfigured or reloaded (UIKit's rule)")
  func modelDiff() throws {
    let old = ViewModel.build {
      section("s") {
        cells(products, as: ProductCell.self)
        cell("note", as: TextCell.self, id: "note")
      }
    }
    var changed = products
    changed[0].price = "$25"
    let new = ViewModel.build {
      section("s") {
        cell("note", as: TextCell.self, id: "p2")
        cells([changed[0]], as: ProductCell.self)
        cell("note", as: TextCell.self, id: "note")
      }
    }
    // Old p1 p2 note, new p2 p1 note: by identifier p1 and p2 swap (one of them moves); p1's
    // new price and p2's new kind change nothing in the batch.
    let update = try new.update(from: old)
    #expect(update.itemMoves.count == 1)
    #expect(update.itemReconfigures.isEmpty && update.itemReloads.isEmpty)
    #expect(update.itemDeletions.isEmpty && update.itemInsertions.isEmpty)
    // By instance the rebuilt model shares nothing with the old one: section 0 goes and comes.
    let rebuilt = try new.update(from: old, identity: .instance)
    #expect(rebuilt.sectionDeletions == [0] && rebuilt.sectionInsertions == [0])
    #expect(rebuilt.itemMoves.isEmpty && rebuilt.itemDeletions.isEmpty && rebuilt.itemInsertions.isEmpty)
    // An edit of the old model keeps its values: removing p1 deletes [0,0] only.
    var edited = old
    edited.sections[0].items.remove(at: 0)
    let removal = try edited.update(from: old, identity: .instance)
    #expect(removal.itemDeletions == [IndexPath(item: 0, section: 0)] && removal.sectionDeletions.isEmpty && removal.itemInsertions.isEmpty)
  }
}

@Suite("Traditional data source: CRUD and batch validation")
struct CollectionDataSourceTests {
  func item(_ id: String) -> Item { Item(id: id, kind: "Row") }

  func source() -> CollectionDataSource {
    CollectionDataSource(sections: [Section(id: "a", items: (0..<8).map { item("a\($0)") }), Section(id: "b", items: [item("b0")])])
  }

  @Test("CRUD returns the batch the collection view receives")
  func crud() throws {
    var ds = source()
    #expect(try ds.appendItems([item("a8")], toSectionIdentifier: "a").itemInsertions == [IndexPath(item: 8, section: 0)])
    #expect(try ds.insertItems([item("x"), item("y")], at: IndexPath(item: 0, section: 1)).itemInsertions == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
    #expect(try ds.deleteItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 0)]).itemDeletions == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
    #expect(ds.sections[0].items.map(\.id) == ["a0", "a2", "a4", "a5", "a6", "a7", "a8"])
    #expect(try ds.updateItem(Item(id: "a2", kind: "Row", content: PlaceholderContent(title: "new")), at: IndexPath(item: 1, section: 0)).itemReconfigures == [IndexPath(item: 1, section: 0)])
    #expect(try ds.updateItem(Item(id: "a2", kind: "Card"), at: IndexPath(item: 1, section: 0)).itemReloads == [IndexPath(item: 1, section: 0)])
    #expect(try ds.deleteAllItems(inSectionIdentifier: "b").itemDeletions.count == 3)
    #expect(try ds.appendSections([Section(id: "c")]).sectionInsertions == [2])
    #expect(ds.itemCounts == [7, 0, 0])
    #expect(ds.reloadData([]) == .reloadData)
  }

  @Test("A batch whose declared changes do not match the data fails with UIKit's text")
  func itemCountMismatch() throws {
    var ds = source()
    #expect(throws: DataSourceError("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (9) must be equal to the number of items contained in that section before the update (8), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")) {
      try ds.performBatchUpdates { batch in batch.sections[0].items.append(item("a8")) }
    }
    #expect(ds.itemCounts == [8, 1], "a failed batch leaves the data as it was")
    #expect(throws: DataSourceError("Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")) {
      try ds.performBatchUpdates { batch in
        batch.sections.append(Section(id: "c"))
        batch.deleteSections([1])
      }
    }
    #expect(throws: DataSourceError("attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update")) {
      try ds.performBatchUpdates { batch in
        batch.sections[0].items.removeLast(2)
        batch.deleteItems(at: [IndexPath(item: 6, section: 0), IndexPath(item: 7, section: 0)])
        batch.insertItems(at: [IndexPath(item: 6, section: 0)])
      }
    }
    #expect(throws: DataSourceError("attempt to delete item 9 from section 0 which only contains 8 items before the update")) {
      try ds.deleteItems(at: [IndexPath(item: 9, section: 0)])
    }
  }

  @Test("Moves across sections balance: one out, one in")
  func moves() throws {
    var ds = source()
    let update = try ds.performBatchUpdates { batch in
      let moved = batch.sections[0].items.remove(at: 2)
      batch.sections[1].items.insert(moved, at: 0)
      batch.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))
      batch.reloadItems(at: [IndexPath(item: 0, section: 1)])
    }
    #expect(update.itemMoves == [CollectionUpdate.ItemMove(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))])
    // The reload named b0 at its old position [1,0]; after the move b0 is at [1,1].
    #expect(update.itemReloads == [IndexPath(item: 1, section: 1)])
    #expect(ds.sections[1].items.map(\.id) == ["a2", "b0"])
  }

  @Test("Repeated identifiers: the first repeat, where it is, and where it first appeared")
  func repeatedIdentifiers() {
    func failure(_ sections: [Section]) -> LayoutError? {
      do {
        try Screen(model: ViewModel(sections: sections), layout: .flow(FlowLayout())).validateIdentifiers()
        return nil
      } catch { return error }
    }
    func row(_ id: String) -> Item { Item(id: id, kind: "Row") }
    #expect(failure([Section(id: "a", items: [row("x"), row("y")]), Section(id: "b", items: [row("z")])]) == nil)
    // Items are unique across the whole screen, not per section.
    let item = failure([Section(id: "a", items: [row("x"), row("y")]), Section(id: "b", items: [row("z"), row("y")])])
    #expect(item?.path == "sections[1].items[1].id")
    #expect(item?.reason == "duplicate item identifier 'y' (also sections[0].items[1])")
    // Two identifiers repeated: the first repeat in screen order is reported.
    let two = failure([Section(id: "a", items: [row("x"), row("y")]), Section(id: "b", items: [row("y"), row("x")])])
    #expect(two?.path == "sections[1].items[0].id")
    #expect(two?.reason == "duplicate item identifier 'y' (also sections[0].items[1])")
    let section = failure([Section(id: "a"), Section(id: "b"), Section(id: "a", items: [row("x")])])
    #expect(section?.path == "sections[2].id")
    #expect(section?.reason == "duplicate section identifier 'a' (also sections[0])")
    // A section's own identifier is checked before its items.
    let order = failure([Section(id: "a", items: [row("x")]), Section(id: "a", items: [row("x")])])
    #expect(order?.path == "sections[1].id")
    // A section and an item may share an identifier.
    #expect(failure([Section(id: "x", items: [row("x")])]) == nil)
  }
}
