/// What changed between two traces: the first event that differs, with its line number, so a
/// reviewer starts reading where behaviour diverged (the unified diff follows it).
public enum TraceDiff {
  /// One line naming the first differing event, or nothing when the traces are equal.
  @Sendable public static func describe(reference: String, actual: String) -> [String] {
    let old = reference.splitLines()
    let new = actual.splitLines()
    for index in 0..<max(old.count, new.count) {
      let a = index < old.count ? old[index] : nil
      let b = index < new.count ? new[index] : nil
      if a == b { continue }
      switch (a, b) {
      case (let a?, let b?): return ["first differing event, line \(index + 1): \(a) → \(b)"]
      case (let a?, nil): return ["the trace ends early, at line \(index + 1); expected next: \(a)"]
      case (nil, let b?): return ["the trace goes on after line \(index): \(b)"]
      default: return []
      }
    }
    return []
  }
}
