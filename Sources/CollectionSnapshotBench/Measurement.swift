/// Runs a piece of work repeatedly and reports its median time in the benchmark line format.
struct Measurement {
  let name: String
  let milliseconds: [Double]

  /// Times `work` `iterations` times after one untimed warm-up run.
  static func run(_ name: String, iterations: Int, _ work: () throws -> Void) rethrows -> Measurement {
    try work()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<max(1, iterations) {
      let start = clock.now
      try work()
      let elapsed = clock.now - start
      let (seconds, attoseconds) = elapsed.components
      samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    return Measurement(name: name, milliseconds: samples)
  }

  var median: Double {
    let sorted = milliseconds.sorted()
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
  }

  /// `<name>: median <x> ms (min <a>, max <b>, n=<k>)`.
  var line: String {
    "\(name): median \(Self.format(median)) ms (min \(Self.format(milliseconds.min() ?? 0)), "
      + "max \(Self.format(milliseconds.max() ?? 0)), n=\(milliseconds.count))"
  }

  /// Three decimals.
  static func format(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    var fraction = String(thousandths % 1000)
    while fraction.count < 3 { fraction = "0" + fraction }
    return "\(thousandths / 1000).\(fraction)"
  }
}
