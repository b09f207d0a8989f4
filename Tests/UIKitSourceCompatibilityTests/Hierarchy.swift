import UIKit

// The class hierarchy and the key paths layout code relies on.

@MainActor
func hierarchy() -> [AnyObject] {
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
  let group: NSCollectionLayoutGroup = .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
  let asItem: NSCollectionLayoutItem = group
  let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .top, absoluteOffset: CGPoint(x: 0, y: -4))
  let asSupplementary: NSCollectionLayoutSupplementaryItem = header
  let asItemToo: NSCollectionLayoutItem = header
  let decoration: NSCollectionLayoutItem = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
  let compositional: UICollectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  let flow: UICollectionViewLayout = UICollectionViewFlowLayout()
  let scroll: UIScrollView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
  let view: UIView = scroll
  return [asItem, asSupplementary, asItemToo, decoration, compositional, flow, view]
}

/// Writable key paths of the properties apps configure through key paths.
@MainActor
enum LayoutKeyPaths {
  static var sectionInsetTop: ReferenceWritableKeyPath<NSCollectionLayoutSection, CGFloat> { \NSCollectionLayoutSection.contentInsets.top }
  static var itemInsets: ReferenceWritableKeyPath<NSCollectionLayoutItem, NSDirectionalEdgeInsets> { \.contentInsets }
  static var groupSpacing: ReferenceWritableKeyPath<NSCollectionLayoutGroup, NSCollectionLayoutSpacing?> { \.interItemSpacing }
  static var lineSpacing: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGFloat> { \.minimumLineSpacing }
  static var direction: ReferenceWritableKeyPath<UICollectionViewCompositionalLayoutConfiguration, UICollectionView.ScrollDirection> { \.scrollDirection }
  static var widthKind: KeyPath<NSCollectionLayoutSize, NSCollectionLayoutDimension> { \.widthDimension }
}

@MainActor
func readDimensions(_ size: NSCollectionLayoutSize) -> (Bool, Bool, Bool, Bool, CGFloat) {
  (size.widthDimension.isFractionalWidth, size.heightDimension.isAbsolute, size.widthDimension.isEstimated, size.heightDimension.isFractionalHeight, size.widthDimension.dimension)
}

@MainActor
func readHost(_ collectionView: UICollectionView) -> CGFloat {
  let insets = collectionView.safeAreaInsets.left + collectionView.contentInset.right + collectionView.adjustedContentInset.top
  return collectionView.bounds.width - collectionView.frame.minX - insets + collectionView.traitCollection.displayScale
}
