import Foundation

/// The base of collection-view layouts. Subclasses may override the queries; the queries of the
/// package's own layouts answer from the frames the engine computed for the screen the layout
/// was last used in.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
  /// The collection view the layout belongs to.
  open var collectionView: UICollectionView? { attachedCollectionView }
  weak var attachedCollectionView: UICollectionView?
  /// The frames of the screen the layout was last laid out for.
  var computedAttributes: [UICollectionViewLayoutAttributes] = []
  var computedContentSize: CGSize = .zero
  /// Decoration kinds registered with `register(_:forDecorationViewOfKind:)`.
  private(set) var registeredDecorationKinds: Set<String> = []

  /// A layout.
  public override init() {}

  /// Layouts are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }

  /// Called before layout; the package's layouts compute everything when a screen is made.
  open func prepare() {}

  /// Accepted: a screen is laid out from scratch every time.
  open func invalidateLayout() {}

  /// The size of the whole content.
  open var collectionViewContentSize: CGSize { computedContentSize }

  /// Every element whose frame meets `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    computedAttributes.filter { $0.frame.intersects(rect) }.map { $0.copy() as! UICollectionViewLayoutAttributes }
  }

  /// A cell's attributes.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    computedAttributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }.map { $0.copy() as! UICollectionViewLayoutAttributes }
  }

  /// A supplementary view's attributes.
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    computedAttributes.first { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind && $0.indexPath == indexPath }
      .map { $0.copy() as! UICollectionViewLayoutAttributes }
  }

  /// A decoration view's attributes.
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    computedAttributes.first { $0.representedElementCategory == .decorationView && $0.representedElementKind == elementKind && $0.indexPath == indexPath }
      .map { $0.copy() as! UICollectionViewLayoutAttributes }
  }

  /// False: a snapshot's bounds do not change.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Where scrolling comes to rest: where it was proposed.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  /// Where scrolling comes to rest: where it was proposed.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  /// True: layouts mirror in right-to-left layouts.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// The class of the attributes the layout makes.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// Registers the view drawn for a decoration kind (UIKit requires it for section backgrounds).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    registeredDecorationKinds.insert(elementKind)
  }
}

/// The frame and drawing values of one element.
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  /// The frame in content coordinates.
  open var frame: CGRect = .zero
  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The frame's size.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  /// The element's bounds.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// A transform (drawn values; not a frame change).
  open var transform: CGAffineTransform = .identity
  /// Opacity.
  open var alpha: CGFloat = 1
  /// Drawing order.
  open var zIndex: Int = 0
  /// True when laid out but not shown.
  open var isHidden = false
  /// The element's index path.
  open var indexPath: IndexPath
  /// Cell, supplementary view or decoration view.
  public let representedElementCategory: UICollectionView.ElementCategory
  /// The kind of a supplementary or decoration view.
  public let representedElementKind: String?

  init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
    self.representedElementCategory = category
    self.representedElementKind = kind
    self.indexPath = indexPath
  }

  /// Attributes of a cell.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(category: .cell, kind: nil, indexPath: indexPath)
  }

  /// Attributes of a supplementary view.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
  }

  /// Attributes of a decoration view.
  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
  }

  /// A copy with the same values.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewLayoutAttributes(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    copy.frame = frame
    copy.transform = transform
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    return copy
  }
}
