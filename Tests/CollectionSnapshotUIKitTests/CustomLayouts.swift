import UIKit

// Three custom layouts written as apps write them — state cached in `prepare()`, the
// collection view's bounds, insets, counts and traits read from `collectionView`, attributes
// filtered by `rect` — for the tests of custom layouts.

/// Gives a waterfall's items their heights.
@MainActor
protocol WaterfallLayoutDelegate: AnyObject {
  /// The height of an item at a column's width.
  func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat
}

/// Items in columns of equal width (two in a compact width, three in a regular one), each
/// placed at the top of the shortest column (the leftmost of equal ones), `spacing` apart, inside
/// `insets`. Column widths are floored to the screen's pixels.
final class WaterfallLayout: UICollectionViewLayout {
  weak var delegate: (any WaterfallLayoutDelegate)?
  var spacing: CGFloat = 8
  var insets = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
  /// How many times the cache was built.
  private(set) var preparations = 0
  private var cache: [UICollectionViewLayoutAttributes] = []
  private var contentHeight: CGFloat = 0

  var columnCount: Int { collectionView?.traitCollection.horizontalSizeClass == .regular ? 3 : 2 }

  override func prepare() {
    super.prepare()
    guard cache.isEmpty, let collectionView = collectionView else { return }
    preparations += 1
    let scale = UIScreen.main.scale
    let available = collectionView.bounds.width - insets.left - insets.right
    let width = floor((available - spacing * CGFloat(columnCount - 1)) / CGFloat(columnCount) * scale) / scale
    var bottoms = [CGFloat](repeating: insets.top, count: columnCount)
    for section in 0..<collectionView.numberOfSections {
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] } ?? 0
        let height = delegate?.waterfallLayout(self, heightForItemAt: indexPath, width: width) ?? width
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: insets.left + CGFloat(column) * (width + spacing), y: bottoms[column], width: width, height: height)
        cache.append(attributes)
        bottoms[column] = attributes.frame.maxY + spacing
      }
    }
    contentHeight = (bottoms.max() ?? insets.top) - spacing + insets.bottom
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cache.first { $0.indexPath == indexPath }
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }

  override func invalidateLayout() {
    super.invalidateLayout()
    cache.removeAll()
  }
}

/// Heights by item, cycling through a list.
final class FixedHeights: WaterfallLayoutDelegate {
  let heights: [CGFloat]
  init(_ heights: [CGFloat]) { self.heights = heights }
  func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
    heights[indexPath.item % heights.count]
  }
}

/// What a sticky-header layout invalidates while scrolling: only its headers.
final class StickyInvalidationContext: UICollectionViewLayoutInvalidationContext {
  var headersOnly = false
}

/// Full-width rows under a header per section; a section's header sticks to the top of the
/// visible area while its section is on screen, pushed up by the end of its section, drawn
/// above the rows. Scrolling invalidates the headers only (its own invalidation context).
final class StickyHeaderLayout: UICollectionViewLayout {
  var headerHeight: CGFloat = 44
  var rowHeight: CGFloat = 50
  /// How many times the rows were laid out.
  private(set) var rowPasses = 0
  private var rows: [UICollectionViewLayoutAttributes] = []
  private var sections: [(top: CGFloat, bottom: CGFloat)] = []
  private var rowsAreStale = true

  override class var invalidationContextClass: AnyClass { StickyInvalidationContext.self }

  override func prepare() {
    super.prepare()
    guard rowsAreStale, let collectionView = collectionView else { return }
    rowsAreStale = false
    rowPasses += 1
    rows = []
    sections = []
    let width = collectionView.bounds.width
    var y: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let top = y
      y += headerHeight
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let row = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        row.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
        rows.append(row)
        y += rowHeight
      }
      sections.append((top, y))
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: sections.last?.bottom ?? 0)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var elements = rows.filter { $0.frame.intersects(rect) }
    for section in sections.indices {
      if let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)),
        header.frame.intersects(rect)
      {
        elements.append(header)
      }
    }
    return elements
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    rows.first { $0.indexPath == indexPath }
  }

  override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard elementKind == UICollectionView.elementKindSectionHeader, let collectionView = collectionView, indexPath.section < sections.count else { return nil }
    let section = sections[indexPath.section]
    let visibleTop = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
    let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
    header.frame = CGRect(x: 0, y: min(max(section.top, visibleTop), section.bottom - headerHeight), width: collectionView.bounds.width, height: headerHeight)
    header.zIndex = 10
    return header
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    (context as? StickyInvalidationContext)?.headersOnly = newBounds.width == collectionView?.bounds.width
    context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: sections.indices.map { IndexPath(item: 0, section: $0) })
    return context
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if (context as? StickyInvalidationContext)?.headersOnly != true { rowsAreStale = true }
    super.invalidateLayout(with: context)
  }
}

/// When an event starts and ends, in minutes since midnight.
@MainActor
protocol TimelineLayoutDataSource: AnyObject {
  func timelineLayout(_ layout: TimelineLayout, minutesOfEventAt indexPath: IndexPath) -> (start: Int, end: Int)
}

/// A day from `firstHour` to `lastHour`: a line (decoration) and a label (supplementary) per
/// hour along a gutter, events (cells) placed by their times, faded once over, and a diamond
/// marking the current time (a decoration rotated by 45°). Labels straddle their hour's line,
/// the first one above the content's top.
final class TimelineLayout: UICollectionViewLayout {
  static let hourLabelKind = "hour-label"
  static let hourLineKind = "hour-line"
  static let nowKind = "now"

  weak var dataSource: (any TimelineLayoutDataSource)?
  var firstHour = 8
  var lastHour = 18
  var hourHeight: CGFloat = 60
  var gutter: CGFloat = 56
  /// The current time, in minutes since midnight.
  var now = 12 * 60 + 30
  private var elements: [UICollectionViewLayoutAttributes] = []

  override init() {
    super.init()
    register(UICollectionReusableView.self, forDecorationViewOfKind: Self.hourLineKind)
    register(UICollectionReusableView.self, forDecorationViewOfKind: Self.nowKind)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  private func y(_ minutes: Int) -> CGFloat { CGFloat(minutes - firstHour * 60) / 60 * hourHeight }

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    let width = collectionView.bounds.width
    elements = []
    for (index, hour) in (firstHour...lastHour).enumerated() {
      let line = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.hourLineKind, with: IndexPath(item: index, section: 0))
      line.frame = CGRect(x: gutter, y: y(hour * 60), width: width - gutter, height: 1)
      line.zIndex = -1
      let label = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.hourLabelKind, with: IndexPath(item: index, section: 0))
      label.frame = CGRect(x: 8, y: y(hour * 60) - 10, width: gutter - 16, height: 20)
      elements += [line, label]
    }
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let indexPath = IndexPath(item: item, section: 0)
      let minutes: (start: Int, end: Int) = dataSource?.timelineLayout(self, minutesOfEventAt: indexPath) ?? (firstHour * 60, firstHour * 60 + 60)
      let event = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      event.frame = CGRect(x: gutter + 4, y: y(minutes.start), width: width - gutter - 12, height: y(minutes.end) - y(minutes.start))
      event.zIndex = 1
      event.alpha = minutes.end <= now ? 0.5 : 1
      elements.append(event)
    }
    let marker = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.nowKind, with: IndexPath(item: 0, section: 0))
    marker.size = CGSize(width: 10, height: 10)
    marker.center = CGPoint(x: gutter, y: y(now))
    marker.transform = CGAffineTransform(rotationAngle: .pi / 4)
    marker.zIndex = 2
    elements.append(marker)
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: y(lastHour * 60) + 10)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    elements.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    elements.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
  }
}

/// A day's events by their times.
final class Agenda: TimelineLayoutDataSource {
  let events: [(start: Int, end: Int)]
  init(_ events: [(start: Int, end: Int)]) { self.events = events }
  func timelineLayout(_ layout: TimelineLayout, minutesOfEventAt indexPath: IndexPath) -> (start: Int, end: Int) { events[indexPath.item] }
}

/// One row of cards scrolling sideways; a drag comes to rest with a card at the leading edge.
final class SnappingRowLayout: UICollectionViewLayout {
  var cardWidth: CGFloat = 300
  var spacing: CGFloat = 20
  private var cards: [UICollectionViewLayoutAttributes] = []

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    let height = collectionView.bounds.height - collectionView.adjustedContentInset.top - collectionView.adjustedContentInset.bottom
    cards = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
      let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      card.frame = CGRect(x: spacing + CGFloat(item) * (cardWidth + spacing), y: 0, width: cardWidth, height: min(height, 200))
      return card
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: spacing + CGFloat(cards.count) * (cardWidth + spacing), height: cards.first?.frame.height ?? 0)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    cards.filter { $0.frame.intersects(rect) }
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
    let page = cardWidth + spacing
    let index = (proposedContentOffset.x / page).rounded()
    return CGPoint(x: index * page, y: proposedContentOffset.y)
  }
}

/// A row of cards in a flow layout: the card at the middle of the view full size and opaque,
/// the others smaller and fainter the farther they are from it (down to `sideScale` and
/// `sideAlpha` one card away); a drag rests with the card nearest the middle centred.
final class ZoomingCarouselLayout: UICollectionViewFlowLayout {
  var sideScale: CGFloat = 0.8
  var sideAlpha: CGFloat = 0.5

  override init() {
    super.init()
    scrollDirection = .horizontal
    itemSize = CGSize(width: 200, height: 300)
    minimumLineSpacing = 20
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    let size = collectionView.bounds.size
    let vertical = (size.height - itemSize.height) / 2
    let horizontal = (size.width - itemSize.width) / 2
    sectionInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let collectionView = collectionView, let original = super.layoutAttributesForElements(in: rect) else { return nil }
    let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
    let reach = itemSize.width + minimumLineSpacing
    return original.map { element in
      let card = element.copy() as! UICollectionViewLayoutAttributes
      let nearness = 1 - min(abs(card.center.x - middle), reach) / reach
      let scale = sideScale + (1 - sideScale) * nearness
      card.transform = CGAffineTransform(scaleX: scale, y: scale)
      card.alpha = sideAlpha + (1 - sideAlpha) * nearness
      return card
    }
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
    guard let collectionView = collectionView, let cards = layoutAttributesForElements(in: collectionView.bounds) else { return proposedContentOffset }
    let middle = proposedContentOffset.x + collectionView.bounds.width / 2
    guard let nearest = cards.min(by: { abs($0.center.x - middle) < abs($1.center.x - middle) }) else { return proposedContentOffset }
    return CGPoint(x: floor(nearest.center.x - collectionView.bounds.width / 2), y: proposedContentOffset.y)
  }
}
