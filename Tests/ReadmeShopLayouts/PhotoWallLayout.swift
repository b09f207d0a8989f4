// README: uikit-custom-layout
// Sources/ShopLayouts/PhotoWallLayout.swift
import UIKit

/// Gives the wall each photo's width-to-height ratio.
@MainActor
public protocol PhotoWallLayoutDelegate: AnyObject {
  func photoWall(_ layout: PhotoWallLayout, aspectRatioOfPhotoAt indexPath: IndexPath) -> CGFloat
}

/// Photos in two columns (three in a regular width), each placed in the shorter column.
public final class PhotoWallLayout: UICollectionViewLayout {
  public weak var delegate: PhotoWallLayoutDelegate?
  public var spacing: CGFloat = 10
  private var cache: [UICollectionViewLayoutAttributes] = []
  private var height: CGFloat = 0

  public override func prepare() {
    guard cache.isEmpty, let collectionView else { return }
    let columns = collectionView.traitCollection.horizontalSizeClass == .regular ? 3 : 2
    let scale = UIScreen.main.scale
    let width = floor((collectionView.bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns) * scale) / scale
    var bottoms = [CGFloat](repeating: spacing, count: columns)
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let indexPath = IndexPath(item: item, section: 0)
      let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] } ?? 0
      let ratio = delegate?.photoWall(self, aspectRatioOfPhotoAt: indexPath) ?? 1
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = CGRect(x: spacing + CGFloat(column) * (width + spacing), y: bottoms[column], width: width, height: width / ratio)
      cache.append(attributes)
      bottoms[column] = attributes.frame.maxY + spacing
    }
    height = bottoms.max() ?? 0
  }

  public override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: height)
  }

  public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    cache.filter { $0.frame.intersects(rect) }
  }

  public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cache.first { $0.indexPath == indexPath }
  }

  public override func invalidateLayout() {
    super.invalidateLayout()
    cache.removeAll()
  }
}
// README: end
