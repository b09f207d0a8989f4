import Testing
import UIKit

/// Three photos of 100 pt for the mosaic, as a view controller would answer.
@MainActor
final class PhotoSource: UICollectionViewDataSource, MosaicLayoutDelegate {
  let count: Int
  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }

  nonisolated func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, with width: CGFloat) -> CGFloat { 100 }
}

/// The custom layout styles of this target, driven as UIKit drives them.
@MainActor @Suite struct CustomLayoutStylesTests {
  /// In a 375-pt view, two columns of 187.5 with 6 of padding: photos 175.5 wide, rows of 112.
  @Test func mosaicAsUIKitDrivesIt() throws {
    let source = PhotoSource(count: 3)
    let layout = MosaicLayout()
    layout.delegate = source
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    view.dataSource = source
    layout.prepare()
    #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 224))
    let attributes = try #require(layout.layoutAttributesForElements(in: view.bounds))
    #expect(attributes.map(\.frame) == [
      CGRect(x: 6, y: 6, width: 175.5, height: 100), CGRect(x: 193.5, y: 6, width: 175.5, height: 100), CGRect(x: 6, y: 118, width: 175.5, height: 100),
    ])
    // Its attributes are of its class, and copies keep their own property.
    let copy = try #require(attributes[0].copy() as? MosaicLayoutAttributes)
    #expect(copy !== attributes[0] && copy.photoHeight == 100 && copy.isEqual(attributes[0]))
    #expect(!copy.isEqual(attributes[1]))
    // Invalidated, it builds its cache again.
    layout.invalidateLayout()
    layout.prepare()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 118)
  }

  @Test func geometryAsOnIOS() {
    #expect(GeometryInLayouts.equalSizes())
    let square = GeometryInLayouts.rotatedSquare()
    #expect(abs(square.minX + 5) < 1e-12 && abs(square.minY + 5) < 1e-12 && abs(square.width - 10) < 1e-12 && abs(square.height - 10) < 1e-12)
    #expect(GeometryInLayouts.scaledPoint() == CGPoint(x: 6, y: 12))
    #expect(GeometryInLayouts.nullUnion() == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(GeometryInLayouts.emptyIntersection())
    #expect(GeometryInLayouts.slices().slice == CGRect(x: 70, y: 0, width: 30, height: 40))
    #expect(GeometryInLayouts.slices().remainder == CGRect(x: 0, y: 0, width: 70, height: 40))
    #expect(GeometryInLayouts.inverse() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: 0, ty: 0))
    // Rotating about y keeps the perspective entry, turned by the rotation: m34 = −cos(π/6)/500,
    // m14 = sin(π/6)/500.
    let perspective = GeometryInLayouts.perspective()
    #expect(abs(perspective.m34 + 3.0.squareRoot() / 2 / 500) < 1e-15 && abs(perspective.m14 - 0.001) < 1e-15)
  }

  @Test func attributesAsOnIOS() {
    let attributes = MosaicLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 1, section: 2))
    #expect(attributes.representedElementCategory == .supplementaryView && attributes.representedElementKind == "badge")
    attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    // The size changes about the centre; a transform leaves the frame as it is.
    attributes.size = CGSize(width: 50, height: 60)
    #expect(attributes.frame == CGRect(x: 0, y: 10, width: 50, height: 60))
    attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(attributes.frame == CGRect(x: 0, y: 10, width: 50, height: 60))
    #expect(CATransform3DGetAffineTransform(attributes.transform3D) == CGAffineTransform(scaleX: 2, y: 2))
    #expect(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)).representedElementKind == nil)
  }

  @Test func flowInvalidationContexts() {
    let layout = UICollectionViewFlowLayout()
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: .zero))
    layout.sectionHeadersPinToVisibleBounds = true
    let context = layout.invalidationContext(forBoundsChange: .zero) as? UICollectionViewFlowLayoutInvalidationContext
    #expect(context?.invalidateFlowLayoutDelegateMetrics == true)
    #expect(layout.shouldInvalidateLayout(forBoundsChange: .zero))
  }
}
