import UIKit

/// Left-aligns each line of a flow layout, as several apps do.
final class LeadingAlignedFlowLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
    var x = sectionInset.left
    var lineY: CGFloat = -1
    return original.map { attributes in
      let copy = attributes.copy() as! UICollectionViewLayoutAttributes
      guard copy.representedElementCategory == .cell else { return copy }
      if copy.frame.origin.y >= lineY { x = sectionInset.left }
      copy.frame.origin.x = x
      x += copy.frame.width + minimumInteritemSpacing
      lineY = max(lineY, copy.frame.maxY)
      return copy
    }
  }
}

/// A layout with an initializer of its own, as subclasses write them.
final class PagedFlowLayout: UICollectionViewFlowLayout {
  override init() {
    super.init()
    scrollDirection = .horizontal
    minimumLineSpacing = 0
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    itemSize = collectionView.bounds.size
  }
}

// A lens operator in the style of functional-configuration libraries: key paths must be
// writable.
infix operator .~: MultiplicationPrecedence
func .~ <Root: AnyObject, Value>(keyPath: ReferenceWritableKeyPath<Root, Value>, value: Value) -> (Root) -> Root {
  { root in
    root[keyPath: keyPath] = value
    return root
  }
}

@MainActor
func configuredFlowLayout() -> UICollectionViewFlowLayout {
  let steps: [(UICollectionViewFlowLayout) -> UICollectionViewFlowLayout] = [
    \.minimumLineSpacing .~ 12,
    \.minimumInteritemSpacing .~ 8,
    \.sectionInset .~ UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16),
    \.scrollDirection .~ .vertical,
    \.headerReferenceSize .~ CGSize(width: 0, height: 40),
  ]
  return steps.reduce(UICollectionViewFlowLayout()) { layout, step in step(layout) }
}

final class GalleryController: NSObject, UICollectionViewDelegateFlowLayout {
  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  func setUp() {
    collectionView.delegate = self
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.alwaysBounceVertical = true
    if let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
      flow.estimatedItemSize = .zero
      flow.sectionInsetReference = .fromSafeArea
    }
  }

  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
    let flow = collectionViewLayout as! UICollectionViewFlowLayout
    let width = (collectionView.bounds.width - flow.sectionInset.left - flow.sectionInset.right - flow.minimumInteritemSpacing) / 2
    return CGSize(width: width, height: indexPath.item % 3 == 0 ? width * 1.5 : width)
  }

  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
    section == 0 ? .zero : CGSize(width: collectionView.frame.width, height: 32)
  }
}
