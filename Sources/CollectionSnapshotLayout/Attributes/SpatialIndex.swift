/// Finds the elements overlapping a range of one axis in O(log n + k).
///
/// Elements are bucketed by extent (powers of two) and each bucket is sorted by start, with the
/// running maximum of the ends: a query binary-searches, in each bucket, the first element whose
/// running end passes the range start and the first element starting after the range end. Since
/// extents within a bucket differ by at most 2×, the elements scanned between those bounds are
/// the answer plus a bounded margin, even when a few elements (section backgrounds) are huge.
struct SpatialIndex: Sendable {
  private struct Bucket: Sendable {
    var starts: [Double] = []
    var runningEnds: [Double] = []
    var members: [Int32] = []
  }

  private var buckets: [Bucket]

  /// An index over `members`, each with its `[start, end)` along the axis.
  init(members: [Int], start: (Int) -> Double, end: (Int) -> Double) {
    var buckets = [Bucket](repeating: Bucket(), count: 66)
    var unsorted = [[(Double, Double, Int32)]](repeating: [], count: 66)
    for m in members {
      let s = start(m)
      let e = end(m)
      let extent = e - s
      let cls = extent >= 1 && extent.isFinite ? min(65, Int(extent.exponent) + 1) : 0
      unsorted[cls].append((s, e, Int32(m)))
    }
    for cls in 0..<66 where !unsorted[cls].isEmpty {
      // Layouts emit elements mostly in order along the scroll axis: the stable sort is then
      // close to linear.
      let sorted = unsorted[cls].sorted { $0.0 < $1.0 }
      var bucket = Bucket()
      bucket.starts.reserveCapacity(sorted.count)
      bucket.runningEnds.reserveCapacity(sorted.count)
      bucket.members.reserveCapacity(sorted.count)
      var running = -Double.infinity
      for (s, e, m) in sorted {
        running = max(running, e)
        bucket.starts.append(s)
        bucket.runningEnds.append(running)
        bucket.members.append(m)
      }
      buckets[cls] = bucket
    }
    self.buckets = buckets.filter { !$0.members.isEmpty }
  }

  /// Appends the members that may overlap `[lower, upper)` (a superset: callers check the
  /// exact intersection).
  func candidates(from lower: Double, to upper: Double, into result: inout [Int]) {
    for bucket in buckets {
      // First element whose running end is past `lower`.
      var lo = 0
      var hi = bucket.runningEnds.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if bucket.runningEnds[mid] > lower { hi = mid } else { lo = mid + 1 }
      }
      let first = lo
      // First element starting at or after `upper`.
      lo = first
      hi = bucket.starts.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if bucket.starts[mid] < upper { lo = mid + 1 } else { hi = mid }
      }
      for i in first..<lo { result.append(Int(bucket.members[i])) }
    }
  }
}
