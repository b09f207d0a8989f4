/// The difference between two lists of unique identifiers, as a collection view applies it:
/// deletions at old indices, insertions at new indices, and moves from old to new indices.
///
/// Moves are minimal: the elements that keep their order relative to each other stay (a longest
/// increasing subsequence of the survivors), and only the others are reported as moved — not
/// every element that shifted because something before it was inserted or deleted.
public struct ListDiff: Sendable, Hashable {
  /// Old indices of removed elements, ascending.
  public var deletions: [Int]
  /// New indices of added elements, ascending.
  public var insertions: [Int]
  /// Elements that changed order: old index → new index, by ascending new index.
  public var moves: [Move]
  /// Every surviving element: old index → new index (moved ones included), by ascending old index.
  public var matches: [Move]
  /// Survivors whose content changed, old index → new index (only with a content comparison).
  public var updates: [Move] = []

  /// An element's move.
  public struct Move: Sendable, Hashable {
    /// Its index in the old list.
    public var from: Int
    /// Its index in the new list.
    public var to: Int

    /// A move.
    @inlinable
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// True when nothing changed.
  public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty }

  /// The difference from `old` to `new`; identifiers must be unique within each list.
  ///
  /// - Complexity: O(n) when the survivors keep their order (the common case: inserts, deletes
  ///   and content changes); O(n log n) to find the longest increasing subsequence otherwise.
  @inlinable
  public init<ID: Hashable>(from old: [ID], to new: [ID]) {
    // Common prefix and suffix need no hashing.
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldEnd = old.count - suffix
    let newEnd = new.count - suffix
    // An open-addressing table of the new identifiers' positions, keyed by their hash values:
    // each identifier is hashed once, and equal identifiers are compared only when their hashes
    // are equal.
    let table = IdentifierTable(new, range: prefix..<newEnd)

    var deletions: [Int] = []
    var matches: [Move] = []
    matches.reserveCapacity(old.count)
    for i in 0..<prefix { matches.append(Move(from: i, to: i)) }
    var newMatched = [Bool](repeating: false, count: newEnd - prefix)
    var middle: [Move] = []
    middle.reserveCapacity(oldEnd - prefix)
    for i in prefix..<oldEnd {
      if let j = table.index(of: old[i], in: new) {
        middle.append(Move(from: i, to: j))
        newMatched[j - prefix] = true
      } else {
        deletions.append(i)
      }
    }
    // Survivors in old order; those outside a longest increasing run of new indices moved.
    let stays = Self.longestIncreasing(middle.map(\.to))
    var moves: [Move] = []
    for (k, match) in middle.enumerated() {
      matches.append(match)
      if !stays[k] { moves.append(match) }
    }
    for i in oldEnd..<old.count { matches.append(Move(from: i, to: i - oldEnd + newEnd)) }
    var insertions: [Int] = []
    for j in prefix..<newEnd where !newMatched[j - prefix] { insertions.append(j) }
    moves.sort { $0.to < $1.to }
    self.deletions = deletions
    self.insertions = insertions
    self.moves = moves
    self.matches = matches
  }

  /// The difference from `old` to `new` by identifier, with ``updates``: the survivors whose
  /// content changed (reloads at their old index).
  @inlinable
  public init<Element>(from old: [Element], to new: [Element], id: (Element) -> some Hashable, isContentEqual: (Element, Element) -> Bool) {
    self.init(from: old.map(id), to: new.map(id))
    updates = matches.filter { !isContentEqual(old[$0.from], new[$0.to]) }
  }

  /// Marks the members of one longest strictly increasing subsequence of `values`.
  /// - Complexity: O(n) when `values` is already increasing, O(n log n) otherwise.
  @usableFromInline
  static func longestIncreasing(_ values: [Int]) -> [Bool] {
    let n = values.count
    var increasing = true
    var k = 1
    while k < n {
      if values[k] <= values[k - 1] {
        increasing = false
        break
      }
      k += 1
    }
    if increasing { return [Bool](repeating: true, count: n) }
    // Patience sorting: tails[l] = index of the smallest tail of an increasing run of length l+1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: n)
    tails.reserveCapacity(64)
    for i in 0..<n {
      let v = values[i]
      var lo = 0
      var hi = tails.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
      }
      if lo > 0 { previous[i] = tails[lo - 1] }
      if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    var result = [Bool](repeating: false, count: n)
    var i = tails.last ?? -1
    while i >= 0 {
      result[i] = true
      i = previous[i]
    }
    return result
  }
}

/// Positions of identifiers in a list, found by hash value with linear probing.
@usableFromInline
struct IdentifierTable {
  @usableFromInline var slots: [Int32]
  @usableFromInline var hashes: [Int]
  @usableFromInline let mask: Int
  @usableFromInline let base: Int

  @inlinable
  init<ID: Hashable>(_ values: [ID], range: Range<Int>) {
    var capacity = 16
    while capacity < range.count * 2 { capacity *= 2 }
    mask = capacity - 1
    base = range.lowerBound
    slots = [Int32](repeating: -1, count: capacity)
    hashes = [Int](repeating: 0, count: range.count)
    for j in range {
      let h = values[j].hashValue
      hashes[j - base] = h
      var slot = h & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(j - base)
    }
  }

  /// The position of `value` in `values` (the list the table was built from), or `nil`.
  @inlinable
  func index<ID: Hashable>(of value: ID, in values: [ID]) -> Int? {
    let h = value.hashValue
    var slot = h & mask
    while true {
      let k = Int(slots[slot])
      if k < 0 { return nil }
      if hashes[k] == h && values[k + base] == value { return k + base }
      slot = (slot + 1) & mask
    }
  }
}
