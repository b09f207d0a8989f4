/// A line diff (Myers' O(ND) algorithm on interned lines, after trimming the common prefix and
/// suffix), printed as a unified diff. Fast on repetitive text — lifecycle traces repeat the
/// same few lines thousands of times — where an LCS table is quadratic.
public struct LineDiff: Sendable, Hashable {
  /// One line of the diff.
  public enum Line: Sendable, Hashable {
    /// A line in both texts (printed with a leading space).
    case same(String)
    /// A line only in the old text — the reference, in a snapshot's diff (printed with `-`).
    case removed(String)
    /// A line only in the new text — the snapshot just taken (printed with `+`).
    case added(String)
  }

  /// Every line of both texts, in order, marked.
  public var lines: [Line]

  /// The most edits the minimal search looks for; past it the differing middle is reported as
  /// removed then added, which is still a correct (if longer) diff.
  public static let maxEdits = 2000

  /// The diff from `old` to `new`.
  public init(from old: [String], to new: [String]) {
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    var result: [Line] = old[0..<prefix].map { .same($0) }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    result += Self.middle(a, b)
    result += old[(old.count - suffix)...].map { .same($0) }
    lines = result
  }

  /// True when the texts are equal.
  public var isEmpty: Bool { !lines.contains { if case .same = $0 { return false } else { return true } } }

  private static func middle(_ a: [String], _ b: [String]) -> [Line] {
    if a.isEmpty { return b.map { .added($0) } }
    if b.isEmpty { return a.map { .removed($0) } }
    // Intern lines so comparisons are integer compares.
    var ids: [String: Int] = [:]
    let x = a.map { line -> Int in
      if let id = ids[line] { return id }
      ids[line] = ids.count
      return ids.count - 1
    }
    let y = b.map { line -> Int in
      if let id = ids[line] { return id }
      ids[line] = ids.count
      return ids.count - 1
    }
    let n = x.count
    let m = y.count
    let maxD = min(n + m, maxEdits)
    let offset = maxD + 1
    var v = [Int](repeating: 0, count: 2 * maxD + 3)
    var trace: [[Int]] = []
    var found = false
    search: for d in 0...maxD {
      trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
      var k = -d
      while k <= d {
        var px: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          px = v[offset + k + 1]
        } else {
          px = v[offset + k - 1] + 1
        }
        var py = px - k
        while px < n && py < m && x[px] == y[py] {
          px += 1
          py += 1
        }
        v[offset + k] = px
        if px >= n && py >= m {
          found = true
          break search
        }
        k += 2
      }
    }
    guard found else { return a.map { .removed($0) } + b.map { .added($0) } }
    // Walk the trace back from (n, m).
    var result: [Line] = []
    var px = n
    var py = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let snapshot = trace[d]
      func value(_ k: Int) -> Int { snapshot[k + d + 1] }
      let k = px - py
      let previousK: Int
      if k == -d || (k != d && value(k - 1) < value(k + 1)) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : value(previousK)
      let previousY = previousX - previousK
      while px > previousX && py > previousY {
        px -= 1
        py -= 1
        result.append(.same(a[px]))
      }
      if d > 0 {
        if px == previousX {
          py -= 1
          result.append(.added(b[py]))
        } else {
          px -= 1
          result.append(.removed(a[px]))
        }
      }
    }
    return result.reversed()
  }

  /// A unified diff with `context` lines around each change (`--- reference`, `+++ actual`,
  /// `@@ -a,b +c,d @@` hunks).
  public func unified(context: Int = 3, referenceName: String = "reference", actualName: String = "actual") -> String {
    guard !isEmpty else { return "" }
    var output = ["--- \(referenceName)", "+++ \(actualName)"]
    var oldLine = 1
    var newLine = 1
    var positions: [(old: Int, new: Int)] = []
    for line in lines {
      positions.append((oldLine, newLine))
      switch line {
      case .same:
        oldLine += 1
        newLine += 1
      case .removed: oldLine += 1
      case .added: newLine += 1
      }
    }
    let changed = lines.indices.filter { if case .same = lines[$0] { return false } else { return true } }
    var i = 0
    while i < changed.count {
      let start = max(0, changed[i] - context)
      var end = min(lines.count, changed[i] + context + 1)
      while i + 1 < changed.count && changed[i + 1] - context <= end {
        i += 1
        end = min(lines.count, changed[i] + context + 1)
      }
      var oldCount = 0
      var newCount = 0
      var body: [String] = []
      for line in lines[start..<end] {
        switch line {
        case .same(let text):
          body.append(" " + text)
          oldCount += 1
          newCount += 1
        case .removed(let text):
          body.append("-" + text)
          oldCount += 1
        case .added(let text):
          body.append("+" + text)
          newCount += 1
        }
      }
      let oldStart = oldCount == 0 ? positions[start].old - 1 : positions[start].old
      let newStart = newCount == 0 ? positions[start].new - 1 : positions[start].new
      output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
      output += body
      i += 1
    }
    return output.joined(separator: "\n") + "\n"
  }
}
