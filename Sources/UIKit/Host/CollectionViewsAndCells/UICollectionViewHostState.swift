import CollectionSnapshotLayout
import Foundation

/// What the package sets on a collection view for the screen it lays out: the item counts the
/// view reports and the traits of the device under test. UIKit reads a collection view's
/// counts from its data source when it lays out and keeps them until the next update; the
/// package sets them from the screen's data (its snapshot, item counts or data source), and
/// again after every update the headless collection view applies.
struct UICollectionViewHostState {
  /// The number of items of each section.
  var itemCounts: [Int]
  /// The traits the view reports.
  var traitCollection: UITraitCollection
  /// The axis a custom layout scrolls along, as the package decided it (its content's); `nil`
  /// for the flow and compositional layouts, whose own direction says.
  var scrollDirection: ScrollDirection?
}

extension UIKitHost {
  /// Configures a collection view — the app's own, or one the package makes for a layout —
  /// as the view the host places on the device: its frame, bounds and resting content
  /// offset, insets, safe area, margins and traits (``configure(_:)``), and the counts of
  /// `itemCounts`.
  @MainActor
  func configure(_ collectionView: UICollectionView, itemCounts: [Int], scrollDirection: ScrollDirection? = nil) {
    configure(collectionView as UIScrollView)
    collectionView.hostState = UICollectionViewHostState(itemCounts: itemCounts, traitCollection: traitCollection, scrollDirection: scrollDirection)
    collectionView.contentOffset = CGPoint(x: 0 - adjustedContentInset.left, y: 0 - adjustedContentInset.top)
  }
}

extension UICollectionView {
  /// The number of items of each section as the data source reports them now (not the counts
  /// of a screen the view was laid out for before).
  var dataSourceItemCounts: [Int] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections(in: self)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
  }
}
