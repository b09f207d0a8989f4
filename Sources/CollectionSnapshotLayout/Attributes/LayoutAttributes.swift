/// The computed geometry of one element, as `UICollectionViewLayoutAttributes` carries it.
public struct LayoutAttributes: Sendable, Hashable {
  /// Cell, supplementary or decoration, with its kind.
  public var category: ElementCategory
  /// The element's index path.
  public var indexPath: IndexPath
  /// The frame in content coordinates.
  public var frame: Rect
  /// Drawing order: higher is drawn later (on top).
  public var zIndex: Int
  /// True when the element is laid out but not shown.
  public var isHidden: Bool
  /// Opacity, 0…1.
  public var alpha: Double
  /// Where a transform about the frame's centre puts the element: the smallest rectangle
  /// holding its transformed corners (what is drawn); `nil` when it has no transform.
  public var transformedFrame: Rect?

  /// Attributes.
  public init(
    category: ElementCategory, indexPath: IndexPath, frame: Rect, zIndex: Int = 0,
    isHidden: Bool = false, alpha: Double = 1, transformedFrame: Rect? = nil
  ) {
    self.category = category
    self.indexPath = indexPath
    self.frame = frame
    self.zIndex = zIndex
    self.isHidden = isHidden
    self.alpha = alpha
    self.transformedFrame = transformedFrame
  }

  /// Where the element shows: its transformed frame, or its frame.
  public var visibleFrame: Rect { transformedFrame ?? frame }

  /// The order of a text dump: category, kind, section, item (spec §0.5).
  public static func dumpOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
    if a.category != b.category { return a.category < b.category }
    return a.indexPath < b.indexPath
  }
}
