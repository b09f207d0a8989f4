import CollectionSnapshotPixels
import Testing

@Suite("inParallel")
struct InParallelTests {
  @Test("Both results come back in their places, with two threads or one", arguments: [true, false])
  func results(parallel: Bool) {
    let (sum, text) = inParallel({ (1...100).reduce(0, +) }, { String(repeating: "ab", count: 3) }, when: parallel)
    #expect(sum == 5050)
    #expect(text == "ababab")
  }
}
