import Foundation

/// A view a collection view shows for a supplementary or decoration element. Subclasses
/// compile and may be registered; no view is made or run for a screen (its placeholder comes
/// from the test's `supplementary:` closure).
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
  /// The identifier it was registered with.
  open var reuseIdentifier: String? { nil }
  /// Not called.
  open func prepareForReuse() {}
  /// Not called.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
  /// The attributes, unchanged (views are not measured here; give a placeholder a measured
  /// size for what a view reports on a device).
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }
}
