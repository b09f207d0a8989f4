import Testing

@testable import CollectionSnapshotModel

@Suite("Small key table: a few keys found by comparison, more through a dictionary")
struct SmallKeyTableTests {
  struct Key: Hashable {
    var kind: String
    var identifier: String
  }

  @Test("Twelve keys: the first eight are compared in order, the last four looked up; each keeps its own value")
  func twelveKeys() {
    var table = SmallKeyTable<Key, Int>()
    #expect(SmallKeyTable<Key, Int>.linearCount == 8)
    for n in 0..<12 { table.set(n * 10, for: Key(kind: n % 2 == 0 ? "header" : "footer", identifier: "Title\(n)")) }
    #expect(table.count == 12)
    for n in 0..<12 {
      let key = Key(kind: n % 2 == 0 ? "header" : "footer", identifier: "Title\(n)")
      #expect(table[key] == n * 10)
      #expect(table.position(of: key) == n)
    }
    // The kind is part of the key: "Title0" is a header's, not a footer's.
    #expect(table[Key(kind: "footer", identifier: "Title0")] == nil)
    #expect(table.position(of: Key(kind: "cell", identifier: "Title11")) == nil)
  }

  @Test("update adds its default once, then changes the value in place; set replaces it")
  func update() {
    var table = SmallKeyTable<String, [Int]>()
    for n in 1...3 { table.update("queue", default: []) { $0.append(n) } }
    #expect(table["queue"] == [1, 2, 3])
    #expect(table.count == 1)
    // Past the eighth key the dictionary finds it the same way.
    for n in 0..<9 { table.set([n], for: "k\(n)") }
    let taken = table.update("k8", default: [99]) { $0.removeLast() }
    #expect(taken == 8)
    #expect(table["k8"] == [])
    table.set([1, 2], for: "k8")
    #expect(table["k8"] == [1, 2])
    #expect(table.count == 10)
  }
}
