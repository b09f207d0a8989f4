import Foundation

/// The base of collection-view layouts, asked as UIKit asks it.
///
/// A subclass of its own (neither flow nor compositional) lays the screen out: the collection
/// view calls `prepare()`, reads `collectionViewContentSize` and asks
/// `layoutAttributesForElements(in:)`; while it scrolls, `shouldInvalidateLayout(forBoundsChange:)`
/// decides whether `invalidateLayout(with:)` and `prepare()` run again; after data changes,
/// `invalidateLayout()`, `prepare(forCollectionViewUpdates:)`, the appearing and disappearing
/// attributes and `finalizeCollectionViewUpdates()`; where a drag comes to rest,
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
///
/// The base implementations answer as UIKit's abstract base does (no attributes, a zero content
/// size, the proposed offset); the flow and compositional layouts answer with the frames the
/// engine computed, which `super` returns to a subclass that overrides the queries.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
  /// The class's methods, outlets and key-value properties by name, for selectors and key-value
  /// coding (see ``_ObjCClassTable``); `collection-snapshot-linuxify` overrides it in an app's
  /// subclasses.
  nonisolated open class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self)) }

  /// The collection view the layout belongs to.
  open var collectionView: UICollectionView? { attachedCollectionView }
  weak var attachedCollectionView: UICollectionView?
  /// The engine's answers for the screen the layout is laid out for (flow and compositional
  /// layouts); `nil` for a layout of its own.
  var engineAnswers: EngineAnswers?
  /// Decoration kinds registered with `register(_:forDecorationViewOfKind:)`.
  private(set) var registeredDecorationKinds: Set<String> = []
  /// The class registered for each decoration kind, by its name (a kind registered with `nil`
  /// has none).
  private(set) var registeredDecorationClasses: [String: String] = [:]
  /// The invalidations since the layout was last prepared, in order (`nil`: it is prepared).
  var pendingInvalidations: [UICollectionViewLayoutInvalidationContext]? = []

  /// A layout.
  public override init() {}

  /// A layout decoded from an Interface Builder file (an app's layout class names it).
  public required init?(coder: NSCoder) {}

  // MARK: Preparing

  /// Called before the layout is asked for attributes, after every invalidation.
  open func prepare() {}

  /// Invalidates the whole layout: UIKit's context with `invalidateEverything` and
  /// `invalidateDataSourceCounts`, handed to `invalidateLayout(with:)`; `prepare()` runs again
  /// before the next query.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    invalidateLayout(with: context)
  }

  /// Invalidates what `context` says; `prepare()` runs again before the next query.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    pendingInvalidations = (pendingInvalidations ?? []) + [context]
  }

  /// A new context of the layout's `invalidationContextClass`.
  func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let contextClass = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
    return contextClass.init()
  }

  /// The class of the attributes the layout makes (the flow and compositional layouts make
  /// theirs of this class).
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of the invalidation contexts the layout makes.
  open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

  // MARK: Attributes

  /// The size of the whole content (zero for the base class).
  open var collectionViewContentSize: CGSize { engineAnswers.map { $0.contentSize } ?? .zero }

  /// Every element whose frame meets `rect` (`nil` for the base class, as in UIKit).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    engineAnswers.map { answers in answers.attributes.filter { $0.frame.intersects(rect) }.map(copyOf) }
  }

  /// A cell's attributes (`nil` for the base class).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    engineAnswers?.attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }.map(copyOf)
  }

  /// A supplementary view's attributes (`nil` for the base class).
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    engineAnswers?.attributes.first { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind && $0.indexPath == indexPath }
      .map(copyOf)
  }

  /// A decoration view's attributes (`nil` for the base class).
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    engineAnswers?.attributes.first { $0.representedElementCategory == .decorationView && $0.representedElementKind == elementKind && $0.indexPath == indexPath }
      .map(copyOf)
  }

  private func copyOf(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
  }

  // MARK: Scrolling

  /// Whether a change of the bounds (scrolling) invalidates the layout: when their size
  /// changes (a screen's never does); a layout whose attributes follow the content offset says
  /// yes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let current = collectionView?.bounds else { return false }
    return current.size != newBounds.size
  }

  /// The context of an invalidation for a bounds change: a new one of the layout's class.
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    makeInvalidationContext()
  }

  /// Whether a cell's preferred attributes (self-sizing) invalidate the layout: no.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// The context for a cell's preferred attributes.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    makeInvalidationContext()
  }

  /// Where a drag comes to rest: where it was proposed.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  /// Where an animated update or layout change comes to rest: where it was proposed.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  // MARK: Updates (called around the headless collection view's updates)

  /// Called before an update's attributes are asked, with its changes.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
  /// Called when an update is done.
  open func finalizeCollectionViewUpdates() {}
  /// Called before an animated bounds change.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
  /// Called after an animated bounds change.
  open func finalizeAnimatedBoundsChange() {}
  /// Called before a transition to another layout.
  open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
  /// Called before a transition from another layout.
  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
  /// Called after a transition between layouts.
  open func finalizeLayoutTransition() {}

  /// Where an inserted item appears from: `nil`, its final attributes (a fade in UIKit).
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// Where a deleted item disappears to: `nil`, its last attributes.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// Where an inserted supplementary view appears from.
  open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }
  /// Where a deleted supplementary view disappears to.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }
  /// Where an inserted decoration view appears from.
  open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }
  /// Where a deleted decoration view disappears to.
  open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }
  /// Supplementary views the update deletes beyond those of deleted sections: none.
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// Decoration views the update deletes: none.
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// Supplementary views the update inserts beyond those of inserted sections: none.
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// Decoration views the update inserts: none.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

  // MARK: Reordering

  /// The index path a moving item would take at `position`: the item whose frame holds it, or
  /// the item's own.
  open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
    let rect = CGRect(x: position.x, y: position.y, width: 1, height: 1)
    let hit = layoutAttributesForElements(in: rect)?.first { $0.representedElementCategory == .cell && $0.frame.contains(position) }
    return hit?.indexPath ?? previousIndexPath
  }

  /// The moving item's attributes: its own, centred at `position`, above the others.
  open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
    let attributes = layoutAttributesForItem(at: indexPath) ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.center = position
    attributes.zIndex = Int.max
    return attributes
  }

  /// The context of a step of an interactive movement.
  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
    previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    context.interactiveMovementTarget = targetPosition
    return context
  }

  /// The context at the end of an interactive movement.
  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.targetIndexPathsForInteractivelyMovingItems = indexPaths
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    return context
  }

  // MARK: Direction and registration

  /// The direction the layout was designed for.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// True: layouts mirror in right-to-left layouts.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// Registers the view drawn for a decoration kind (UIKit requires it for section backgrounds).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    registeredDecorationKinds.insert(elementKind)
    registeredDecorationClasses[elementKind] = viewClass.map { String(describing: $0) }
  }
}

/// The engine's attributes of the screen a flow or compositional layout is laid out for, as
/// its queries answer them.
@MainActor
struct EngineAnswers {
  var attributes: [UICollectionViewLayoutAttributes]
  var contentSize: CGSize
}
