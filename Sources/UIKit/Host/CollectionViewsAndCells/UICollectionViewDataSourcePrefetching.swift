import Foundation

/// A collection view's prefetching data source (kept; a screen prefetches nothing).
@MainActor @preconcurrency
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  /// Items about to be shown.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Items no longer about to be shown.
  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Nothing to cancel.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
