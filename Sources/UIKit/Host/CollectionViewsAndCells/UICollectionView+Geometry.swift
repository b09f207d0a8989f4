import Foundation

extension UICollectionView {
  /// The item whose frame holds `point` (content coordinates), as the layout answers its
  /// elements there: the topmost cell (the highest `zIndex`, then the last returned); `nil`
  /// where there is none.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    let cells = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
      $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
    }
    return cells.enumerated().max { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }?.element.indexPath
  }
}

extension UIScrollView {
  /// False: a screen is asked at rest; the headless collection view's drags are not told to
  /// its views.
  public var isTracking: Bool { false }
  /// False (see ``isTracking``).
  public var isDragging: Bool { false }
  /// False (see ``isTracking``).
  public var isDecelerating: Bool { false }
  /// 1: a collection view's content is not zoomed.
  public var zoomScale: CGFloat { 1 }
  /// The size of the visible area: the bounds' size.
  public var visibleSize: CGSize { bounds.size }
}
