import Foundation

/// What a layout invalidation covers. UIKit makes one (of the layout's
/// `invalidationContextClass`) for every invalidation: everything and the data source's counts
/// after `invalidateLayout()` or a data change, the layout's own from
/// `invalidationContext(forBoundsChange:)` when `shouldInvalidateLayout(forBoundsChange:)`
/// says yes while scrolling. Subclasses add their own properties.
@MainActor @preconcurrency
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// True when the whole layout is invalidated (`invalidateLayout()`, `reloadData()`).
  open internal(set) var invalidateEverything = false
  /// True when the data source's counts changed (updates, `reloadData()`).
  open internal(set) var invalidateDataSourceCounts = false
  /// The items invalidated with ``invalidateItems(at:)``.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// The supplementary views invalidated, by kind.
  open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// The decoration views invalidated, by kind.
  open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
  /// How much the content offset moves with this invalidation.
  open var contentOffsetAdjustment: CGPoint = .zero
  /// How much the content size changes with this invalidation.
  open var contentSizeAdjustment: CGSize = .zero
  /// The moving items' index paths before the move (interactive movement).
  open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// The moving items' index paths after the move (interactive movement).
  open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// Where the moving item is (interactive movement).
  open internal(set) var interactiveMovementTarget: CGPoint = .zero

  /// A context that invalidates nothing in particular.
  public required override init() {
    super.init()
  }

  /// Adds items to invalidate.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Adds supplementary views to invalidate.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
    invalidatedSupplementaryIndexPaths?[elementKind, default: []] += indexPaths
  }

  /// Adds decoration views to invalidate.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
    invalidatedDecorationIndexPaths?[elementKind, default: []] += indexPaths
  }

  /// The flags and adjustments that are set, for a trace: `everything dataSourceCounts items=2
  /// contentOffsetAdjustment=(0, 10)`; empty when nothing is.
  var summary: String {
    var parts: [String] = []
    if invalidateEverything { parts.append("everything") }
    if invalidateDataSourceCounts { parts.append("dataSourceCounts") }
    if let items = invalidatedItemIndexPaths { parts.append("items=\(items.count)") }
    for kind in (invalidatedSupplementaryIndexPaths ?? [:]).keys.sorted() {
      parts.append("supplementary \(kind)=\(invalidatedSupplementaryIndexPaths?[kind]?.count ?? 0)")
    }
    for kind in (invalidatedDecorationIndexPaths ?? [:]).keys.sorted() {
      parts.append("decoration \(kind)=\(invalidatedDecorationIndexPaths?[kind]?.count ?? 0)")
    }
    if contentOffsetAdjustment != .zero {
      parts.append("contentOffsetAdjustment=(\(UIKitFormat.number(contentOffsetAdjustment.x)), \(UIKitFormat.number(contentOffsetAdjustment.y)))")
    }
    if contentSizeAdjustment != .zero {
      parts.append("contentSizeAdjustment=(\(UIKitFormat.number(contentSizeAdjustment.width)), \(UIKitFormat.number(contentSizeAdjustment.height)))")
    }
    return parts.joined(separator: " ")
  }
}

/// A flow layout's invalidation context.
@MainActor @preconcurrency
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
  /// Whether the delegate's sizes and spacings are asked again.
  open var invalidateFlowLayoutDelegateMetrics = true
  /// Whether the layout's own values are read again.
  open var invalidateFlowLayoutAttributes = true
}
