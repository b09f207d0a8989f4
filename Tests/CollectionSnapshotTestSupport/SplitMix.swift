/// A small deterministic generator (SplitMix64) for the project's generated and fuzzed tests,
/// so every run checks the same cases.
public struct SplitMix: RandomNumberGenerator {
  /// The generator's state; the seed.
  public var state: UInt64

  /// A generator seeded with `state`.
  public init(state: UInt64) { self.state = state }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An integer in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }

  /// A number in `range`, in millionths of its width.
  public mutating func double(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + Double(next() % 1_000_000) / 1_000_000 * (range.upperBound - range.lowerBound)
  }

  /// True `percent` times in a hundred.
  public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}
