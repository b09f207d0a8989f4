import CollectionSnapshotLayout

extension HeadlessCollectionView {
  /// Prefetching after a layout pass (when ``Options/prefetchDistance`` is set): cells within
  /// that distance of the bounds along the scroll axis, not displayed and not yet prefetched,
  /// are announced in one `prefetchItemsAt`, nearest first (ties by index path); prefetched
  /// cells that fell out of the window without being displayed are withdrawn in one
  /// `cancelPrefetchingForItemsAt`. Index paths are the layout's own (not modulo-mapped for
  /// infinite paging, as SSCollectionViewPresenter passes them).
  mutating func updatePrefetching() {
    guard let distance = options.prefetchDistance, distance > 0 else { return }
    let vertical = layout.scrollDirection == .vertical
    let b = bounds
    let window = vertical
      ? Rect(x: b.x, y: b.y - distance, width: b.width, height: b.height + 2 * distance)
      : Rect(x: b.x - distance, y: b.y, width: b.width + 2 * distance, height: b.height)
    var inWindow: [(gap: Double, path: IndexPath)] = []
    for attributes in layout.attributes(in: window, at: scrollState) where attributes.category == .cell && !attributes.isHidden {
      let path = attributes.indexPath
      guard displayed[.cell(path)] == nil else { continue }
      let f = attributes.frame
      let gap = vertical ? max(b.minY - f.maxY, f.minY - b.maxY, 0) : max(b.minX - f.maxX, f.minX - b.maxX, 0)
      inWindow.append((gap, path))
    }
    let windowPaths = Set(inWindow.map(\.path))
    let cancelled = prefetched.filter { !windowPaths.contains($0) }.sorted()
    if !cancelled.isEmpty {
      record("cancelPrefetchingForItemsAt", cancelled.map(\.description).joined(separator: " "))
      prefetched.subtract(cancelled)
    }
    let fresh = inWindow.filter { !prefetched.contains($0.path) }.sorted { $0.gap != $1.gap ? $0.gap < $1.gap : $0.path < $1.path }
    if !fresh.isEmpty {
      record("prefetchItemsAt", fresh.map(\.path.description).joined(separator: " "))
      prefetched.formUnion(fresh.map(\.path))
      checkPrefetchRequest(fresh.map(\.path))
    }
  }
}
