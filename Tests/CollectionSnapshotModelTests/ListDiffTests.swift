import CollectionSnapshotTestSupport
import CollectionSnapshotLayout
import Testing

@testable import CollectionSnapshotModel

@Suite("List diff")
struct ListDiffTests {
  /// Applies a diff the way a collection view does and returns the result.
  func apply(_ diff: ListDiff, old: [String], new: [String]) -> [String] {
    let update = CollectionUpdate(
      itemDeletions: diff.deletions.map { IndexPath(item: $0, section: 0) },
      itemInsertions: diff.insertions.map { IndexPath(item: $0, section: 0) },
      itemMoves: diff.moves.map { CollectionUpdate.ItemMove(from: IndexPath(item: $0.from, section: 0), to: IndexPath(item: $0.to, section: 0)) })
    return update.applied(to: [old], sectionCountAfter: 1, insertedSection: { _ in [] }, inserted: { new[$0.item!] }, itemCountAfter: { _ in new.count })[0]
  }

  @Test("Worked example: one delete, one insert, one real move")
  func example() {
    let diff = ListDiff(from: ["a", "b", "c", "d", "e"], to: ["b", "x", "c", "e", "d"])
    #expect(diff.deletions == [0])
    #expect(diff.insertions == [1])
    // c, d stay in order ahead of... the longest kept run is b, c, d (or b, c, e): one move.
    #expect(diff.moves.count == 1)
    #expect(apply(diff, old: ["a", "b", "c", "d", "e"], new: ["b", "x", "c", "e", "d"]) == ["b", "x", "c", "e", "d"])
  }

  @Test("Inserts and deletes alone cause no moves")
  func shiftsAreNotMoves() {
    let old = (0..<100).map { "\($0)" }
    var new = old.filter { Int($0)! % 7 != 0 }
    new.insert("new-a", at: 0)
    new.insert("new-b", at: 50)
    let diff = ListDiff(from: old, to: new)
    #expect(diff.moves.isEmpty)
    #expect(diff.deletions.count == 15)
    #expect(diff.insertions == [0, 50])
  }

  @Test("Moving one element reports one move, whatever the distance")
  func singleMove() {
    let old = (0..<1000).map { "\($0)" }
    var new = old
    new.insert(new.remove(at: 10), at: 900)
    let diff = ListDiff(from: old, to: new)
    #expect(diff.moves == [ListDiff.Move(from: 10, to: 900)])
    #expect(diff.deletions.isEmpty && diff.insertions.isEmpty)
  }

  @Test("Reversal keeps one element and moves the rest")
  func reversal() {
    let diff = ListDiff(from: ["a", "b", "c", "d"], to: ["d", "c", "b", "a"])
    #expect(diff.moves.count == 3)
    #expect(apply(diff, old: ["a", "b", "c", "d"], new: ["d", "c", "b", "a"]) == ["d", "c", "b", "a"])
  }

  @Test("Random pairs: applying the diff to the old list gives the new one, with minimal moves")
  func property() {
    var rng = SplitMix(state: 1)
    for _ in 0..<3000 {
      let n = rng.int(0...40)
      let old = (0..<n).map { "o\($0)" }
      var new = old.filter { _ in !rng.chance(20) }
      for _ in 0..<rng.int(0...8) { new.insert("n\(rng.next() % 1_000_000)", at: rng.int(0...new.count)) }
      new = Array(new.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } })
      if new.count > 1 && rng.chance(50) { new.swapAt(rng.int(0...new.count - 1), rng.int(0...new.count - 1)) }
      let diff = ListDiff(from: old, to: new)
      #expect(apply(diff, old: old, new: new) == new, "\(old) → \(new)")
      // Minimal: the survivors that stay form a longest increasing subsequence.
      let survivors = old.compactMap { new.firstIndex(of: $0) }
      #expect(survivors.count - diff.moves.count == lisLength(survivors))
    }
  }

  func lisLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }
}
