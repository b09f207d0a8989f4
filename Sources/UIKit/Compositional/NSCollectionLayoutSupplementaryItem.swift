import Foundation

/// A point of a rectangle, named by its edges, plus an offset in points or in multiples of the
/// anchored view's size.
@MainActor @preconcurrency
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
  /// Which point: `[.top, .trailing]` is the top-trailing corner; no edge on an axis is its middle.
  public let edges: NSDirectionalRectEdge
  /// The offset from that point.
  public let offset: CGPoint
  /// True when the offset is in points.
  public let isAbsoluteOffset: Bool
  /// True when the offset is in multiples of the anchored view's size.
  open var isFractionalOffset: Bool { !isAbsoluteOffset }

  init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
    self.edges = edges
    self.offset = offset
    self.isAbsoluteOffset = absolute
  }

  /// An anchor at the point the edges name.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, absolute: true)
  }

  /// An anchor moved by `absoluteOffset` points.
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, absolute: true)
  }

  /// An anchor moved by `fractionalOffset` times the anchored view's size.
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, absolute: false)
  }

  /// Anchors are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A view attached to an item or a group (a badge), placed by anchors.
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The view's element kind.
  public let elementKind: String
  /// The point of the item or group the view is attached to.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// The point of the view placed on the container's anchor (by default the same edges).
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// Drawing order (1 by default).
  open var zIndex: Int = 1

  /// A view of `elementKind` at `containerAnchor`.
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
  }

  /// A view of `elementKind` whose `itemAnchor` point sits on the container's `containerAnchor`.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A new supplementary item with the same values.
  override func duplicate() -> NSCollectionLayoutItem {
    let copy = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    copy.copyItemProperties(from: self)
    copy.zIndex = zIndex
    return copy
  }
}

/// A header, footer or side view of a section (or of the whole layout), aligned to one of its
/// edges or corners.
@MainActor @preconcurrency
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Where the view sits on the section.
  public let alignment: NSRectAlignment
  /// A translation after alignment.
  public let offset: CGPoint
  /// True (the default): the view lies outside the section's content and the section grows.
  open var extendsBoundary: Bool = true
  /// True: the view sticks to the visible area while its section is on screen.
  open var pinToVisibleBounds: Bool = false

  /// A view of `elementKind` aligned to the section.
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// A view of `elementKind` aligned to the section and moved by `absoluteOffset`.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges), itemAnchor: nil)
  }

  /// A new boundary item with the same values.
  override func duplicate() -> NSCollectionLayoutItem {
    let copy = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: offset)
    copy.copyItemProperties(from: self)
    copy.zIndex = zIndex
    copy.extendsBoundary = extendsBoundary
    copy.pinToVisibleBounds = pinToVisibleBounds
    return copy
  }
}

extension NSRectAlignment {
  /// The edges the alignment names.
  var edges: NSDirectionalRectEdge {
    switch self {
    case .none: return []
    case .top: return .top
    case .topLeading: return [.top, .leading]
    case .leading: return .leading
    case .bottomLeading: return [.bottom, .leading]
    case .bottom: return .bottom
    case .bottomTrailing: return [.bottom, .trailing]
    case .trailing: return .trailing
    case .topTrailing: return [.top, .trailing]
    }
  }
}

/// A view behind a section (its background), inset by its content insets.
@MainActor @preconcurrency
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The view's element kind (registered on the layout with `register(_:forDecorationViewOfKind:)`).
  public let elementKind: String
  /// Drawing order (0 by default; the section's other elements are drawn above).
  open var zIndex: Int = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: Self.wholeSection, supplementaryItems: [])
  }

  /// The size of every decoration item: the whole section (sizes are immutable, so one is shared).
  private static let wholeSection = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))

  /// A background for the whole section.
  open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }

  override func duplicate() -> NSCollectionLayoutItem { decorationCopy() }

  /// A new decoration item with the same values.
  func decorationCopy() -> NSCollectionLayoutDecorationItem {
    let copy = NSCollectionLayoutDecorationItem(elementKind: elementKind)
    copy.copyItemProperties(from: self)
    copy.zIndex = zIndex
    return copy
  }
}
