import Foundation

/// A collection view's data source: section and item counts, cells and supplementary views. A
/// screen made without a cell closure asks it for its cells and views, as UIKit does.
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in a section.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell of an item: one dequeued from the collection view for this index path.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// The number of sections (1 by default).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// A supplementary view: one dequeued from the collection view for this kind and index path.
  func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No view, as a data source that does not implement the method gives UIKit, which raises for
  /// it when its layout has supplementary views.
  public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    UIKitMissingView(frame: .zero)
  }
}

/// What a data source that does not make a view returns in its place: UIKit's `nil`, which a
/// non-optional Swift signature cannot return — or, for a method UIKit's class does not
/// implement, the selector UIKit would fail to send. A screen reports it as UIKit reports it.
final class UIKitMissingView: UICollectionViewCell {
  /// The Objective-C selector of the method the data source does not implement, if that is why.
  private(set) var unimplementedSelector: String?

  /// A stand-in for a method that is not implemented.
  convenience init(unimplemented selector: String) {
    self.init(frame: .zero)
    unimplementedSelector = selector
  }
}
