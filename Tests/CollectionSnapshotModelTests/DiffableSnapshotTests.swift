import CollectionSnapshotTestSupport
import CollectionSnapshotLayout
import Testing

@testable import CollectionSnapshotModel

typealias Snapshot = DiffableDataSourceSnapshot<String, String>

@Suite("Diffable snapshot: UIKit's semantics and errors")
struct DiffableSnapshotTests {
  func sample() throws -> Snapshot {
    var s = Snapshot()
    try s.appendSections(["A", "B"])
    try s.appendItems(["a1", "a2"], toSection: "A")
    try s.appendItems(["b1"], toSection: "B")
    return s
  }

  @Test("Queries")
  func queries() throws {
    let s = try sample()
    #expect(s.numberOfSections == 2)
    #expect(s.numberOfItems == 3)
    #expect(s.itemIdentifiers == ["a1", "a2", "b1"])
    #expect(try s.itemIdentifiers(inSection: "B") == ["b1"])
    #expect(s.indexOfItem("b1") == 2)
    #expect(s.indexOfSection("B") == 1)
    #expect(s.sectionIdentifier(containingItem: "a2") == "A")
    #expect(s.indexOfItem("zz") == nil)
    #expect(throws: DataSourceError("Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)")) {
      try s.numberOfItems(inSection: "Z")
    }
  }

  @Test("Duplicate and existing identifiers are refused with UIKit's texts")
  func duplicates() throws {
    var s = try sample()
    #expect(throws: DataSourceError("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(C)}")) {
      try s.appendSections(["C", "C"])
    }
    #expect(throws: DataSourceError("Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: A")) {
      try s.appendSections(["A"])
    }
    #expect(throws: DataSourceError("Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (A, B)")) {
      try s.appendSections(["A", "B"])
    }
    #expect(throws: DataSourceError("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(x)}")) {
      try s.appendItems(["x", "y", "x"])
    }
    #expect(s.numberOfItems == 3)
  }

  @Test("Appending an item that exists elsewhere moves it, with UIKit's warning")
  func moveOnAppend() throws {
    var s = try sample()
    try s.appendItems(["a1"], toSection: "B")
    #expect(try s.itemIdentifiers(inSection: "A") == ["a2"])
    #expect(try s.itemIdentifiers(inSection: "B") == ["b1", "a1"])
    #expect(s.warnings.count == 1)
    #expect(s.warnings[0].hasSuffix("Item identifier that already exists: a1"))
  }

  @Test("Insertions and moves relative to other identifiers")
  func relative() throws {
    var s = try sample()
    try s.insertItems(["a0"], beforeItem: "a1")
    try s.insertItems(["b2"], afterItem: "b1")
    try s.insertSections(["Z"], beforeSection: "A")
    try s.moveItem("b2", beforeItem: "a0")
    try s.moveSection("Z", afterSection: "B")
    #expect(s.sectionIdentifiers == ["A", "B", "Z"])
    #expect(try s.itemIdentifiers(inSection: "A") == ["b2", "a0", "a1", "a2"])
    #expect(throws: DataSourceError("Invalid parameter not satisfying: insertIndex != NSNotFound")) { try s.insertSections(["Q"], afterSection: "nope") }
    #expect(throws: DataSourceError("Invalid parameter not satisfying: section != NSNotFound")) { try s.insertItems(["q"], beforeItem: "nope") }
    #expect(throws: DataSourceError("Invalid parameter not satisfying: fromIndex != NSNotFound")) { try s.moveItem("nope", beforeItem: "a1") }
    #expect(throws: DataSourceError("Invalid parameter not satisfying: toIndex != NSNotFound")) { try s.moveItem("a1", beforeItem: "nope") }
    #expect(throws: DataSourceError("Invalid parameter not satisfying: fromSection != NSNotFound")) { try s.moveSection("nope", beforeSection: "A") }
    #expect(throws: DataSourceError("Invalid parameter not satisfying: toSection != NSNotFound")) { try s.moveSection("A", beforeSection: "nope") }
    do {
      try s.moveItem("a1", afterItem: "a1")
      Issue.record("moved onto itself")
    } catch {
      #expect(error.message.hasPrefix("Invalid update: destination for item move is the same as the source [a1] for update: <"))
    }
  }

  @Test("No sections, unknown sections; deleting unknown identifiers is ignored")
  func edges() throws {
    var empty = Snapshot()
    #expect(throws: DataSourceError("There are currently no sections in the data source. Please add a section first.")) { try empty.appendItems(["a"]) }
    var s = try sample()
    #expect(throws: DataSourceError("Invalid parameter not satisfying: section != NSNotFound")) { try s.appendItems(["c"], toSection: "Q") }
    try s.deleteItems(["zz", "a1"])
    try s.deleteSections(["nope", "B"])
    #expect(s.itemIdentifiers == ["a2"])
    s.deleteAllItems()
    #expect(s.numberOfSections == 0)
  }

  @Test("Reload and reconfigure marks, with their errors; equality ignores marks")
  func marks() throws {
    var s = try sample()
    try s.reloadItems(["a1"])
    try s.reconfigureItems(["b1"])
    try s.reloadSections(["B"])
    #expect(s.reloadedItemIdentifiers == ["a1"])
    #expect(s.reconfiguredItemIdentifiers == ["b1"])
    #expect(s.reloadedSectionIdentifiers == ["B"])
    #expect(throws: DataSourceError("Attempted to reload item identifier that does not exist in the snapshot: q")) { try s.reloadItems(["q"]) }
    #expect(throws: DataSourceError("Attempted to reload section identifier that does not exist in the snapshot: Q")) { try s.reloadSections(["Q"]) }
    #expect(s == (try sample()))
    #expect(s.withoutMarks.reloadedItemIdentifiers.isEmpty)
  }
}

@Suite("Snapshot diff: the batch apply(_:) computes")
struct SnapshotDiffTests {
  @Test("Moves across sections, deletes and inserts, reloads at new positions")
  func worked() throws {
    var old = Snapshot()
    try old.appendSections(["A", "B", "C"])
    try old.appendItems(["a1", "a2", "a3"], toSection: "A")
    try old.appendItems(["b1"], toSection: "B")
    try old.appendItems(["c1", "c2"], toSection: "C")
    var new = Snapshot()
    try new.appendSections(["A", "C", "D"])
    try new.appendItems(["a2", "c2", "a1", "x"], toSection: "A")
    try new.appendItems(["c1"], toSection: "C")
    try new.appendItems(["d1", "a3"], toSection: "D")
    try new.reloadItems(["a1", "x"])
    let update = new.update(from: old)
    #expect(
      update.lines == [
        "delete section 1", "insert section 2",
        "delete item [0,2]",
        "insert item [0,3]",
        "move item [0,0] -> [0,2]", "move item [2,1] -> [0,1]",
        "reload item [0,2]",
      ] || update.lines == [
        "delete section 1", "insert section 2",
        "delete item [0,2]",
        "insert item [0,3]",
        "move item [2,1] -> [0,1]", "move item [0,0] -> [0,2]",
        "reload item [0,2]",
      ], "\(update.lines)")
    try update.validate(before: old.itemCounts, after: new.itemCounts)
  }

  @Test("Random snapshot pairs: the batch is valid, and applying it gives the new snapshot")
  func property() throws {
    var rng = SplitMix(state: 77)
    for round in 0..<2000 {
      let old = randomSnapshot(&rng, pool: 30)
      var new = randomSnapshot(&rng, pool: 30)
      if round % 3 == 0 {
        // A close relative: shuffle a little instead of starting over.
        new = old
        for item in old.itemIdentifiers where rng.chance(15) { try new.deleteItems([item]) }
        let items = new.itemIdentifiers
        if items.count > 2 {
          let moving = items[rng.int(0...items.count - 1)]
          let anchor = items[rng.int(0...items.count - 1)]
          if moving != anchor { try new.moveItem(moving, afterItem: anchor) }
        }
      }
      let update = new.update(from: old)
      try update.validate(before: old.itemCounts, after: new.itemCounts)
      let oldItems = old.sectionIdentifiers.map { try! old.itemIdentifiers(inSection: $0) }
      let rebuilt = update.applied(
        to: oldItems, sectionCountAfter: new.numberOfSections,
        insertedSection: { try! new.itemIdentifiers(inSection: new.sectionIdentifiers[$0]) },
        inserted: { try! new.itemIdentifiers(inSection: new.sectionIdentifiers[$0.section])[$0.item!] },
        itemCountAfter: { new.itemCounts[$0] })
      #expect(rebuilt == new.sectionIdentifiers.map { try! new.itemIdentifiers(inSection: $0) })
    }
  }

  func randomSnapshot(_ rng: inout SplitMix, pool: Int) -> Snapshot {
    var s = Snapshot()
    let sections = (0..<6).map { "S\($0)" }.filter { _ in rng.chance(70) }.shuffled(using: &rng)
    try! s.appendSections(sections)
    guard !sections.isEmpty else { return s }
    for i in 0..<pool where rng.chance(60) {
      try! s.appendItems(["i\(i)"], toSection: sections[rng.int(0...sections.count - 1)])
    }
    return s
  }
}

