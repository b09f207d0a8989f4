import ArgumentParser
import CollectionSnapshot

/// `model`: the diff of 10k and 100k identifiers with 10 % deletes, 10 % inserts, 2 % moves and
/// 5 % content changes, against Swift's `CollectionDifference` with `inferringMoves()` on the
/// same data, in the same run.
struct ModelBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "model",
    abstract: "Time the identifier diff against CollectionDifference on 10k and 100k elements."
  )

  @Option(help: "Timed repetitions per measurement.")
  var iterations = 11

  @Flag(help: "Skip CollectionDifference (it takes about 25 s at 100k).")
  var skipBaseline = false

  @Option(help: "Write the generated old and new lists as text files here (one 'id content' per line).")
  var writeDir: String?

  struct Element: Hashable {
    var id: String
    var version: Int
  }

  func run() throws {
    for count in [10_000, 100_000] {
      let (old, new, trueMoves) = Self.workload(count: count)
      if let writeDir {
        try BinaryFile.writeAtomically(Array(old.map { "\($0.id) \($0.version)" }.joined(separator: "\n").utf8), to: writeDir + "/old-\(count).txt")
        try BinaryFile.writeAtomically(Array(new.map { "\($0.id) \($0.version)" }.joined(separator: "\n").utf8), to: writeDir + "/new-\(count).txt")
      }
      var diff: ListDiff?
      let ours = Measurement.run("model.diff.\(count)", iterations: iterations) {
        diff = ListDiff(from: old, to: new, id: \.id, isContentEqual: { $0.version == $1.version })
      }
      print(ours.line)
      if let diff {
        print("model.diff.\(count).changes: \(diff.deletions.count) deletes, \(diff.insertions.count) inserts, \(diff.moves.count) moves (\(trueMoves) elements were moved), \(diff.updates.count) updates")
      }
      if skipBaseline { continue }
      var reference: CollectionDifference<Element>?
      let oldIDs = old.map(\.id)
      let newIDs = new.map(\.id)
      let stdlib = Measurement.run("model.collection-difference.\(count)", iterations: max(3, iterations / 3)) {
        // By identifier, as a diff for a collection view must; then moves inferred.
        _ = newIDs.difference(from: oldIDs).inferringMoves()
        reference = nil
      }
      print(stdlib.line)
      let inferred = newIDs.difference(from: oldIDs).inferringMoves()
      let stdlibMoves = inferred.insertions.filter { if case .insert(_, _, let associated) = $0 { return associated != nil } else { return false } }.count
      _ = reference
      print("model.collection-difference.\(count).moves: \(stdlibMoves)")
      print("model.ratio.\(count): CollectionDifference / ours = \(Measurement.format(stdlib.median / ours.median))")
    }
  }

  /// Deterministic identifiers (UUID-like strings) with 10 % deleted, 10 % inserted, 2 % moved
  /// to random places and 5 % changed in content.
  static func workload(count: Int) -> (old: [Element], new: [Element], moved: Int) {
    var state: UInt64 = 0x5EED
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    func identifier() -> String {
      let hex = Array("0123456789ABCDEF")
      var text = ""
      for i in 0..<32 {
        if i == 8 || i == 12 || i == 16 || i == 20 { text.append("-") }
        text.append(hex[Int(next() % 16)])
      }
      return text
    }
    let old = (0..<count).map { _ in Element(id: identifier(), version: 0) }
    var new = old.filter { _ in next() % 100 >= 10 }
    // Moves of survivors first (an inserted element that moves is still an insert).
    var moved = Set<String>()
    while moved.count < count / 50 {
      let element = new.remove(at: Int(next() % UInt64(new.count)))
      new.insert(element, at: Int(next() % UInt64(new.count + 1)))
      moved.insert(element.id)
    }
    for _ in 0..<(count / 10) { new.insert(Element(id: identifier(), version: 0), at: Int(next() % UInt64(new.count + 1))) }
    for i in new.indices where next() % 100 < 5 { new[i].version = 1 }
    return (old, new, moved.count)
  }
}
