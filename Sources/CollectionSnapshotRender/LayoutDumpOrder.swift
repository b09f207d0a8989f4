import CollectionSnapshotLayout

/// The order of a layout dump's element lines (spec §0.5): cells, then supplementary views,
/// then decorations; within a category by the kind as printed, then by index path; elements
/// alike in all three keep the layout's order.
///
/// Elements are first gathered by category and kind, keeping their order (a stable bucket
/// sort), and each kind's elements are sorted by index path only when they are not in order
/// already — the usual case, which then costs one pass.
enum LayoutDumpOrder {
  /// The elements of one category and kind, as indices into the elements.
  private struct Bucket {
    var rank: Int
    var kind: String
    var printed: String
    var members: [Int]
  }

  /// `elements` in dump order.
  static func sorted(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
    var buckets: [Bucket] = []
    var paths: [IndexPath] = []
    paths.reserveCapacity(elements.count)
    // The last bucket's rank and kind, kept apart: reading them from the bucket copies it in
    // a debug build.
    var last = -1
    var lastRank = -1
    var lastKind = ""
    var i = 0
    while i < elements.count {
      let element = elements[i]
      paths.append(element.indexPath)
      let rank = rank(element.category)
      let kind = element.category.kind ?? ""
      if last < 0 || lastRank != rank || lastKind != kind {
        last = -1
        var b = 0
        while b < buckets.count {
          if buckets[b].rank == rank && buckets[b].kind == kind {
            last = b
            break
          }
          b += 1
        }
        if last < 0 {
          buckets.append(Bucket(rank: rank, kind: kind, printed: printedKind(element.category), members: []))
          last = buckets.count - 1
        }
        lastRank = rank
        lastKind = kind
      }
      buckets[last].members.append(i)
      i += 1
    }
    buckets.sort { a, b in a.rank != b.rank ? a.rank < b.rank : a.printed < b.printed }
    var result: [LayoutAttributes] = []
    result.reserveCapacity(elements.count)
    // Index loops: a `for … in` over an array calls the generic iterator, and allocates, at
    // every element in a debug build.
    var b = 0
    while b < buckets.count {
      var members = buckets[b].members
      b += 1
      var inOrder = true
      var j = 1
      while j < members.count {
        if paths[members[j]] < paths[members[j - 1]] {
          inOrder = false
          break
        }
        j += 1
      }
      // `sort` is stable: elements at the same index path keep the layout's order.
      if !inOrder { members.sort { paths[$0] < paths[$1] } }
      j = 0
      while j < members.count {
        result.append(elements[members[j]])
        j += 1
      }
    }
    return result
  }

  /// The kind as a line prints it ("" for cells).
  private static func printedKind(_ category: ElementCategory) -> String {
    switch category {
    case .cell: return ""
    case .supplementary(let kind): return LayoutDump.shortKind(kind)
    case .decoration(let kind): return kind
    }
  }

  private static func rank(_ category: ElementCategory) -> Int {
    switch category {
    case .cell: return 0
    case .supplementary: return 1
    case .decoration: return 2
    }
  }
}
