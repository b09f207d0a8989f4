import Dispatch

/// Runs two independent pieces of work, one per core when `parallel` is set (in order on this
/// thread otherwise, for work too small to be worth a second thread), and returns both results.
/// The package's one way to split work in two: the renderer's bands, a pair of PNG decodes, the
/// digest's halves.
package func inParallel<A: Sendable, B: Sendable>(
  _ first: @Sendable () -> A, _ second: @Sendable () -> B, when parallel: Bool = true
) -> (A, B) {
  guard parallel else { return (first(), second()) }
  let results = TwoResults<A, B>()
  DispatchQueue.concurrentPerform(iterations: 2) { worker in
    if worker == 0 { results.first = first() } else { results.second = second() }
  }
  // concurrentPerform returns after both workers finished: both slots are set.
  return (results.first!, results.second!)
}

/// The two workers' results. Unchecked because each worker writes only its own slot, and the
/// slots are read only after `concurrentPerform` returns, which orders those writes before the
/// reads; no slot is ever touched by two threads at once.
private final class TwoResults<A, B>: @unchecked Sendable {
  var first: A?
  var second: B?
}
