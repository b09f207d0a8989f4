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
  /// The size of the visible area: the bounds' size.
  public var visibleSize: CGSize { bounds.size }
}
