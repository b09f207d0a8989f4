import UIKit

// Custom layouts in the styles public apps and libraries write them (no upcoming language
// features, as app code has none): attributes subclasses with their own copies, invalidation
// contexts of their own, flow subclasses that transform and fade what `super` returns,
// update hooks, Core Graphics geometry and pixel rounding from `UIScreen.main.scale`.

/// A photo's height for a column width, asked of the layout's delegate.
protocol MosaicLayoutDelegate: AnyObject {
  func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, with width: CGFloat) -> CGFloat
}

/// Attributes that carry the photo's height to the cell.
class MosaicLayoutAttributes: UICollectionViewLayoutAttributes {
  var photoHeight: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! MosaicLayoutAttributes
    copy.photoHeight = photoHeight
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let attributes = object as? MosaicLayoutAttributes else { return false }
    return MainActor.assumeIsolated {
      attributes.photoHeight == photoHeight && super.isEqual(attributes)
    }
  }
}

/// A two-column mosaic whose cache is built once in `prepare()`.
class MosaicLayout: UICollectionViewLayout {
  weak var delegate: MosaicLayoutDelegate!
  var numberOfColumns = 2
  var cellPadding: CGFloat = 6
  fileprivate var cache = [MosaicLayoutAttributes]()
  fileprivate var contentHeight: CGFloat = 0
  fileprivate var contentWidth: CGFloat {
    let insets = collectionView!.contentInset
    return collectionView!.bounds.width - (insets.left + insets.right)
  }

  override class var layoutAttributesClass: AnyClass {
    return MosaicLayoutAttributes.self
  }

  override var collectionViewContentSize: CGSize {
    return CGSize(width: contentWidth, height: contentHeight)
  }

  override func prepare() {
    guard cache.isEmpty == true, let collectionView = collectionView else { return }
    let columnWidth = contentWidth / CGFloat(numberOfColumns)
    var xOffset = [CGFloat]()
    for column in 0 ..< numberOfColumns {
      xOffset.append(CGFloat(column) * columnWidth)
    }
    var column = 0
    var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
    for item in 0 ..< collectionView.numberOfItems(inSection: 0) {
      let indexPath = IndexPath(item: item, section: 0)
      let width = columnWidth - cellPadding * 2
      let photoHeight = delegate.collectionView(collectionView, heightForPhotoAt: indexPath, with: width)
      let height = cellPadding * 2 + photoHeight
      let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
      let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)
      let attributes = MosaicLayoutAttributes(forCellWith: indexPath)
      attributes.photoHeight = photoHeight
      attributes.frame = insetFrame
      cache.append(attributes)
      contentHeight = max(contentHeight, frame.maxY)
      yOffset[column] = yOffset[column] + height
      column = column < (numberOfColumns - 1) ? (column + 1) : 0
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var visibleLayoutAttributes = [UICollectionViewLayoutAttributes]()
    for attributes in cache {
      if attributes.frame.intersects(rect) {
        visibleLayoutAttributes.append(attributes)
      }
    }
    return visibleLayoutAttributes
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return cache[indexPath.item]
  }

  override func invalidateLayout() {
    super.invalidateLayout()
    cache.removeAll()
    contentHeight = 0
  }
}

/// A carousel: the centred card full size and opaque, the others smaller and faded; a drag
/// rests with a card in the middle.
open class CardCarouselLayout: UICollectionViewFlowLayout {
  fileprivate struct LayoutState {
    var size: CGSize
    var direction: UICollectionView.ScrollDirection
    func isEqual(_ otherState: LayoutState) -> Bool {
      return size.equalTo(otherState.size) && direction == otherState.direction
    }
  }

  open var sideItemScale: CGFloat = 0.8
  open var sideItemAlpha: CGFloat = 0.5
  open var spacing: CGFloat = 16
  fileprivate var state = LayoutState(size: .zero, direction: .vertical)

  override open func prepare() {
    super.prepare()
    let currentState = LayoutState(size: collectionView!.bounds.size, direction: scrollDirection)
    if !state.isEqual(currentState) {
      guard let collectionView = collectionView else { return }
      if collectionView.decelerationRate != UIScrollView.DecelerationRate.fast {
        collectionView.decelerationRate = UIScrollView.DecelerationRate.fast
      }
      let size = collectionView.bounds.size
      let yInset = (size.height - itemSize.height) / 2
      let xInset = (size.width - itemSize.width) / 2
      sectionInset = UIEdgeInsets(top: yInset, left: xInset, bottom: yInset, right: xInset)
      minimumLineSpacing = spacing - (itemSize.width - itemSize.width * sideItemScale) / 2
      state = currentState
    }
  }

  override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return true
  }

  override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let superAttributes = super.layoutAttributesForElements(in: rect) else { return nil }
    let attributes = superAttributes.map { $0.copy() as! UICollectionViewLayoutAttributes }
    return attributes.map { transform($0) }
  }

  fileprivate func transform(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    guard let collectionView = collectionView else { return attributes }
    let center = collectionView.frame.size.width / 2
    let normalizedCenter = attributes.center.x - collectionView.contentOffset.x
    let maxDistance = itemSize.width + minimumLineSpacing
    let distance = min(abs(center - normalizedCenter), maxDistance)
    let ratio = (maxDistance - distance) / maxDistance
    attributes.alpha = ratio * (1 - sideItemAlpha) + sideItemAlpha
    let scale = ratio * (1 - sideItemScale) + sideItemScale
    attributes.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
    attributes.zIndex = Int(ratio * 10)
    return attributes
  }

  override open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
    guard let collectionView = collectionView, !collectionView.isPagingEnabled,
      let layoutAttributes = layoutAttributesForElements(in: collectionView.bounds)
    else { return super.targetContentOffset(forProposedContentOffset: proposedContentOffset) }
    let midSide = collectionView.bounds.size.width / 2
    let proposedCenter = proposedContentOffset.x + midSide
    let closest = layoutAttributes.sorted { abs($0.center.x - proposedCenter) < abs($1.center.x - proposedCenter) }.first ?? UICollectionViewLayoutAttributes()
    return CGPoint(x: floor(closest.center.x - midSide), y: proposedContentOffset.y)
  }
}

/// What a week view invalidates when it scrolls: only the headers that stick.
class WeekInvalidationContext: UICollectionViewLayoutInvalidationContext {
  var invalidateStickyHeaders = false
}

/// A week of days side by side (a section a day), events by hour, a sticky day header, hour
/// lines as decorations; updates fade inserted events in.
class WeekLayout: UICollectionViewLayout {
  static let dayHeader = "DayHeader"
  static let hourLine = "HourLine"
  var hourHeight: CGFloat = 48
  var dayWidth: CGFloat = 120
  var headerHeight: CGFloat = 40
  fileprivate var itemAttributes = [IndexPath: UICollectionViewLayoutAttributes]()
  fileprivate var lineAttributes = [UICollectionViewLayoutAttributes]()
  fileprivate var inserted = [IndexPath]()

  override init() {
    super.init()
    register(UICollectionReusableView.self, forDecorationViewOfKind: WeekLayout.hourLine)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override class var invalidationContextClass: AnyClass {
    return WeekInvalidationContext.self
  }

  override func prepare() {
    super.prepare()
    guard itemAttributes.isEmpty, let collectionView = collectionView else { return }
    let scale = UIScreen.main.scale
    for section in 0 ..< collectionView.numberOfSections {
      for item in 0 ..< collectionView.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let column = CGRect(x: CGFloat(section) * dayWidth, y: headerHeight, width: dayWidth, height: hourHeight * 24)
        let (slot, _) = column.divided(atDistance: CGFloat(item + 1) * hourHeight, from: .minYEdge)
        attributes.frame = CGRect(x: slot.minX, y: slot.maxY - hourHeight, width: slot.width, height: hourHeight).insetBy(dx: 2, dy: 1).integral
        attributes.frame.origin.x = (attributes.frame.origin.x * scale).rounded(.down) / scale
        itemAttributes[indexPath] = attributes
      }
    }
    lineAttributes = (0 ..< 24).map { hour in
      let line = UICollectionViewLayoutAttributes(forDecorationViewOfKind: WeekLayout.hourLine, with: IndexPath(item: hour, section: 0))
      line.frame = CGRect(x: 0, y: headerHeight + CGFloat(hour) * hourHeight, width: collectionViewContentSize.width, height: 1 / scale)
      line.zIndex = -1
      return line
    }
  }

  override var collectionViewContentSize: CGSize {
    guard let collectionView = collectionView else { return .zero }
    return CGSize(width: CGFloat(collectionView.numberOfSections) * dayWidth, height: headerHeight + hourHeight * 24)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result = itemAttributes.keys.sorted().compactMap { itemAttributes[$0] }.filter { rect.intersects($0.frame) }
    result += lineAttributes.filter { $0.frame.intersects(rect) }
    if let collectionView = collectionView {
      for section in 0 ..< collectionView.numberOfSections {
        if let header = layoutAttributesForSupplementaryView(ofKind: WeekLayout.dayHeader, at: IndexPath(item: 0, section: section)) {
          result.append(header)
        }
      }
    }
    return result
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return itemAttributes[indexPath]
  }

  override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let collectionView = collectionView else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
    let y = max(0, collectionView.contentOffset.y + collectionView.adjustedContentInset.top)
    attributes.frame = CGRect(x: CGFloat(indexPath.section) * dayWidth, y: y, width: dayWidth, height: headerHeight)
    attributes.zIndex = 1024
    return attributes
  }

  override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return lineAttributes.first { $0.indexPath == indexPath }
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return true
  }

  override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(forBoundsChange: newBounds) as! WeekInvalidationContext
    context.invalidateStickyHeaders = true
    if let sections = collectionView?.numberOfSections {
      context.invalidateSupplementaryElements(ofKind: WeekLayout.dayHeader, at: (0 ..< sections).map { IndexPath(item: 0, section: $0) })
    }
    return context
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if let context = context as? WeekInvalidationContext, context.invalidateStickyHeaders, !context.invalidateEverything {
      super.invalidateLayout(with: context)
      return
    }
    itemAttributes.removeAll()
    super.invalidateLayout(with: context)
  }

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    inserted = updateItems.compactMap { $0.updateAction == .insert ? $0.indexPathAfterUpdate : nil }
  }

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard inserted.contains(itemIndexPath), let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else {
      return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }
    attributes.alpha = 0
    attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    return attributes
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    inserted = []
  }
}

/// Tags in lines, each line starting at the leading inset (the flow layout spreads them).
class TagCloudLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes }
    var leftMargin = sectionInset.left
    var maxY: CGFloat = -1.0
    attributes?.forEach { layoutAttribute in
      guard layoutAttribute.representedElementCategory == .cell else { return }
      if layoutAttribute.frame.origin.y >= maxY {
        leftMargin = sectionInset.left
      }
      layoutAttribute.frame.origin.x = leftMargin
      leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
      maxY = max(layoutAttribute.frame.maxY, maxY)
    }
    return attributes
  }
}

/// Geometry as layout code computes it (each value checked by the tests).
enum GeometryInLayouts {
  static func equalSizes() -> Bool { CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)) }
  static func rotatedSquare() -> CGRect { CGRect(x: -5, y: -5, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 2)) }
  static func scaledPoint() -> CGPoint { CGPoint(x: 2, y: 3).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)) }
  static func nullUnion() -> CGRect { CGRect.null.union(CGRect(x: 1, y: 2, width: 3, height: 4)) }
  static func emptyIntersection() -> Bool { CGRect(x: 0, y: 0, width: 1, height: 1).intersection(CGRect(x: 5, y: 5, width: 1, height: 1)).isNull }
  static func slices() -> (slice: CGRect, remainder: CGRect) { CGRect(x: 0, y: 0, width: 100, height: 40).divided(atDistance: 30, from: .maxXEdge) }
  static func inverse() -> CGAffineTransform { CGAffineTransform(scaleX: 2, y: 4).inverted() }
  static func perspective() -> CATransform3D {
    var transform = CATransform3DIdentity
    transform.m34 = -1 / 500
    return CATransform3DRotate(transform, .pi / 6, 0, 1, 0)
  }
}
