import Foundation
import Testing
import UIKit

/// UIKit's additions to NSIndexPath, as layouts written against the Objective-C API use them:
/// `NSIndexPath(item: i, section: 0) as IndexPath` (UIKit's `indexPathForItem:inSection:`).
@Suite("NSIndexPath: UIKit's item, row and section")
struct NSIndexPathTests {
  @Test("An index path made from an item or a row and a section reads them back and bridges to IndexPath")
  func itemRowSection() {
    let item = NSIndexPath(item: 4, section: 2)
    #expect(item.section == 2 && item.item == 4 && item.row == 4 && item.length == 2)
    #expect(item as IndexPath == IndexPath(item: 4, section: 2))
    let row = NSIndexPath(row: 1, section: 0)
    #expect(row.section == 0 && row.row == 1 && row.item == 1)
    #expect(row as IndexPath == IndexPath(row: 1, section: 0))
  }

  @Test("A part an index path lacks is NSNotFound, as NSIndexPath's indexAtPosition: answers past its length")
  func missingParts() {
    let sectionOnly = NSIndexPath(index: 3)
    #expect(sectionOnly.section == 3)
    #expect(sectionOnly.item == NSNotFound && sectionOnly.row == NSNotFound)
    #expect(NSIndexPath().section == NSNotFound)
  }
}

/// A dial of items on a ring, written as layouts ported from Objective-C write it: index paths
/// made with `NSIndexPath(item:section:)` and read back through `NSIndexPath`.
@MainActor
final class DialLayout: UICollectionViewLayout {
  var itemSize = CGSize(width: 40, height: 40)
  var radius: CGFloat = 100
  private var cache: [UICollectionViewLayoutAttributes] = []

  override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    let count = collectionView.numberOfItems(inSection: 0)
    let center = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
    cache = (0..<count).map { index in
      let path = NSIndexPath(item: index, section: 0)
      let attributes = UICollectionViewLayoutAttributes(forCellWith: path as IndexPath)
      let angle = 2 * CGFloat.pi * CGFloat(path.item) / CGFloat(count) - CGFloat.pi / 2
      attributes.size = itemSize
      attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      return attributes
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let path = indexPath as NSIndexPath
    return path.section == 0 && cache.indices.contains(path.item) ? cache[path.item] : nil
  }
}

/// Four dial positions for the dial's data source.
@MainActor
final class DialSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }
}

@MainActor @Suite("NSIndexPath in a layout of the app's own")
struct NSIndexPathLayoutTests {
  /// In a 300 × 300 view the ring's centre is (150, 150); four items start at the top and turn
  /// a quarter each: centres (150, 50), (250, 150), (150, 250), (50, 150); 40-pt items sit 20 pt
  /// up and left of their centres.
  @Test("A ring layout that makes its index paths with NSIndexPath(item:section:) lays out as UIKit runs it")
  func dial() throws {
    let source = DialSource()
    let layout = DialLayout()
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
    view.dataSource = source
    layout.prepare()
    let attributes = try #require(layout.layoutAttributesForElements(in: view.bounds))
    #expect(attributes.map(\.indexPath) == (0..<4).map { IndexPath(item: $0, section: 0) })
    let expected = [CGPoint(x: 130, y: 30), CGPoint(x: 230, y: 130), CGPoint(x: 130, y: 230), CGPoint(x: 30, y: 130)]
    for (frame, origin) in zip(attributes.map(\.frame), expected) {
      #expect(abs(frame.minX - origin.x) < 1e-9 && abs(frame.minY - origin.y) < 1e-9)
      #expect(frame.size == CGSize(width: 40, height: 40))
    }
    #expect(layout.layoutAttributesForItem(at: NSIndexPath(item: 3, section: 0) as IndexPath)?.indexPath == IndexPath(item: 3, section: 0))
    #expect(layout.layoutAttributesForItem(at: NSIndexPath(item: 4, section: 0) as IndexPath) == nil)
  }
}
