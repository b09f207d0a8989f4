import CollectionSnapshot
import FuzzSupport

typealias Snapshot = DiffableDataSourceSnapshot<UInt8, UInt8>
typealias SectionTree = DiffableDataSourceSectionSnapshot<UInt8>

/// Reads the input a byte at a time; past its end every read is 0.
struct Reader {
  var bytes: [UInt8]
  var position = 0
  var isAtEnd: Bool { position >= bytes.count }
  mutating func byte() -> UInt8 {
    defer { position += 1 }
    return position < bytes.count ? bytes[position] : 0
  }
  /// A section identifier from a small pool, so operations meet existing ones.
  mutating func section() -> UInt8 { byte() % 8 }
  /// An item identifier from a small pool.
  mutating func item() -> UInt8 { byte() % 48 }
  mutating func items() -> [UInt8] { (0..<Int(byte() % 5)).map { _ in item() } }
  mutating func flag() -> Bool { byte() & 1 == 1 }
  /// A small index, sometimes out of range or negative.
  mutating func index() -> Int { Int(Int8(bitPattern: byte())) % 12 }
  mutating func path() -> IndexPath { IndexPath(item: index(), section: index()) }
}

/// The update must be valid for the counts before and after, and applying it to the old items must
/// give the new snapshot's items.
func check(_ update: CollectionUpdate, from old: Snapshot, to new: Snapshot) {
  guard !update.isReloadData else { return }
  do {
    try update.validate(before: old.itemCounts, after: new.itemCounts)
  } catch {
    fatalError("apply produced an invalid batch: \(error)\n\(update.lines)")
  }
  let oldItems = old.sectionIdentifiers.map { (try? old.itemIdentifiers(inSection: $0)) ?? [] }
  let newItems = new.sectionIdentifiers.map { (try? new.itemIdentifiers(inSection: $0)) ?? [] }
  let rebuilt = update.applied(
    to: oldItems, sectionCountAfter: newItems.count, insertedSection: { newItems[$0] }, inserted: { newItems[$0.section][$0.item ?? 0] },
    itemCountAfter: { newItems[$0].count })
  guard rebuilt == newItems else { fatalError("the batch does not turn \(oldItems) into \(newItems): \(update.lines)") }
}

/// The snapshot's queries must agree with each other.
func checkConsistency(_ s: Snapshot) {
  let all = s.itemIdentifiers
  guard Set(all).count == all.count, s.numberOfItems == all.count, s.itemCounts.reduce(0, +) == all.count,
    Set(s.sectionIdentifiers).count == s.numberOfSections
  else { fatalError("inconsistent snapshot: \(s.sectionIdentifiers) \(all)") }
  for section in s.sectionIdentifiers {
    for item in (try? s.itemIdentifiers(inSection: section)) ?? [] where s.sectionIdentifier(containingItem: item) != section {
      fatalError("item \(item) is in section \(section) but the snapshot says otherwise")
    }
  }
}

/// A cell for the traditional data source.
func cell(_ n: UInt8) -> Item { Item(id: "i\(n)", kind: n % 2 == 0 ? "Even" : "Odd") }

// A sequence of operations, one opcode byte and its arguments each: diffable-snapshot edits
// (valid and invalid), applies of the snapshot to a diffable data source, section-snapshot
// trees, and traditional CRUD and batch updates with declared changes that may not match.
runFuzzer { data, size in
  var r = Reader(bytes: bytes(data, size))
  var snapshot = Snapshot()
  var source = DiffableDataSource<UInt8, UInt8>()
  var tree = SectionTree()
  var traditional = CollectionDataSource()
  var operations = 0
  while !r.isAtEnd && operations < 500 {
    operations += 1
    switch r.byte() % 20 {
    case 0: try? snapshot.appendSections([r.section()])
    case 1:
      let (new, anchor) = (r.section(), r.section())
      if r.flag() { try? snapshot.insertSections([new], beforeSection: anchor) } else { try? snapshot.insertSections([new], afterSection: anchor) }
    case 2: try? snapshot.deleteSections([r.section(), r.section()])
    case 3:
      let (moving, anchor) = (r.section(), r.section())
      if r.flag() { try? snapshot.moveSection(moving, beforeSection: anchor) } else { try? snapshot.moveSection(moving, afterSection: anchor) }
    case 4: try? snapshot.appendItems(r.items(), toSection: r.flag() ? r.section() : nil)
    case 5:
      let (new, anchor) = (r.items(), r.item())
      if r.flag() { try? snapshot.insertItems(new, beforeItem: anchor) } else { try? snapshot.insertItems(new, afterItem: anchor) }
    case 6: try? snapshot.deleteItems(r.items())
    case 7:
      let (moving, anchor) = (r.item(), r.item())
      if r.flag() { try? snapshot.moveItem(moving, beforeItem: anchor) } else { try? snapshot.moveItem(moving, afterItem: anchor) }
    case 8: try? snapshot.reloadItems(r.items())
    case 9: try? snapshot.reconfigureItems(r.items())
    case 10: try? snapshot.reloadSections([r.section()])
    case 11: if r.byte() % 8 == 0 { snapshot.deleteAllItems() }
    case 12:
      let old = source.snapshot()
      check(source.apply(snapshot), from: old, to: snapshot)
      snapshot = source.snapshot()
    case 13:
      _ = source.applySnapshotUsingReloadData(snapshot)
    case 14:
      let parent: UInt8? = r.flag() ? r.item() : nil
      switch r.byte() % 6 {
      case 0: try? tree.append(r.items(), to: parent)
      case 1: try? tree.insert(r.items(), before: r.item())
      case 2: try? tree.insert(r.items(), after: r.item())
      case 3: try? tree.delete(r.items())
      case 4: tree.expand(r.items())
      default: tree.collapse(r.items())
      }
      let visible = tree.visibleItems
      guard Set(visible).count == visible.count, Set(tree.items).count == tree.items.count,
        Set(visible).isSubset(of: Set(tree.items))
      else { fatalError("inconsistent section snapshot: \(tree.items) visible \(visible)") }
    case 15:
      let old = source.snapshot()
      if let update = try? source.apply(tree, to: r.section()) { check(update, from: old, to: source.snapshot()) }
    case 16:
      let before = traditional.itemCounts
      let result: CollectionUpdate?
      switch r.byte() % 7 {
      case 0: result = try? traditional.appendItems(r.items().map(cell), toSection: r.index())
      case 1: result = try? traditional.insertItems(r.items().map(cell), at: r.path())
      case 2: result = try? traditional.updateItem(cell(r.item()), at: r.path())
      case 3: result = try? traditional.deleteItems(at: [r.path(), r.path()])
      case 4: result = try? traditional.deleteAllItems(inSection: r.index())
      case 5: result = try? traditional.appendSections([Section(id: "s\(r.section())", items: r.items().map(cell))])
      default: result = try? traditional.deleteSections([r.index()])
      }
      if let result { checkValid(result, before: before, after: traditional.itemCounts) }
    default:
      // A batch: real changes to the sections, declared changes that may or may not match.
      let before = traditional.sections
      let counts = traditional.itemCounts
      let result = try? traditional.performBatchUpdates { batch in
        for _ in 0..<Int(r.byte() % 4) {
          switch r.byte() % 10 {
          case 0: batch.insertItems(at: [r.path()])
          case 1: batch.deleteItems(at: [r.path()])
          case 2: batch.moveItem(at: r.path(), to: r.path())
          case 3: batch.reloadItems(at: [r.path()])
          case 4: batch.reconfigureItems(at: [r.path()])
          case 5: batch.insertSections([r.index()])
          case 6: batch.deleteSections([r.index()])
          case 7: batch.moveSection(r.index(), toSection: r.index())
          case 8: batch.reloadSections([r.index()])
          default:
            // Change the data itself.
            let s = r.index()
            if s >= 0, s < batch.sections.count {
              if r.flag() {
                batch.sections[s].items.append(cell(r.item()))
              } else if !batch.sections[s].items.isEmpty {
                batch.sections[s].items.removeLast()
              }
            } else if r.flag() {
              batch.sections.append(Section(id: "s\(r.section())"))
            } else if !batch.sections.isEmpty {
              batch.sections.removeLast()
            }
          }
        }
      }
      if let result {
        checkValid(result, before: counts, after: traditional.itemCounts)
      } else if traditional.sections.map(\.id) != before.map(\.id) || traditional.itemCounts != counts {
        fatalError("a failed batch changed the data")
      }
    }
    checkConsistency(snapshot)
    checkConsistency(source.snapshot())
  }
  return 0
}

func checkValid(_ update: CollectionUpdate, before: [Int], after: [Int]) {
  guard !update.isReloadData else { return }
  do {
    try update.validate(before: before, after: after)
  } catch {
    fatalError("an accepted update is invalid: \(error)\n\(update.lines)")
  }
}
