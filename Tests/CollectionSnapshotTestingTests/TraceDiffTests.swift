import CollectionSnapshotTesting
import Testing

@Suite("Trace diffs")
struct TraceDiffTests {
  let reference = "0.000s willDisplay cell [0,0] Row id=a\n0.000s willDisplay cell [0,1] Row id=b\n0.300s didScroll (0, 100)\n"

  @Test("A changed trace names the first differing event and its line")
  func firstDifference() {
    let actual = "0.000s willDisplay cell [0,0] Row id=a\n0.000s willDisplay cell [0,1] Row id=c\n0.300s didScroll (0, 120)\n"
    #expect(TraceDiff.describe(reference: reference, actual: actual) == [
      "first differing event, line 2: 0.000s willDisplay cell [0,1] Row id=b → 0.000s willDisplay cell [0,1] Row id=c"
    ])
  }

  @Test("A trace that stops early or goes on says so")
  func lengths() {
    let short = "0.000s willDisplay cell [0,0] Row id=a\n"
    #expect(TraceDiff.describe(reference: reference, actual: short) == [
      "the trace ends early, at line 2; expected next: 0.000s willDisplay cell [0,1] Row id=b"
    ])
    #expect(TraceDiff.describe(reference: short, actual: reference) == [
      "the trace goes on after line 1: 0.000s willDisplay cell [0,1] Row id=b"
    ])
    #expect(TraceDiff.describe(reference: reference, actual: reference).isEmpty)
  }
}
