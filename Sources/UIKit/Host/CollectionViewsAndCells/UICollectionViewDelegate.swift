import Foundation

/// A collection view's delegate: highlighting, selection, display, context menus, moves and
/// primary actions. A flow layout's sizes come from it when it adopts
/// ``UICollectionViewDelegateFlowLayout``. Every method is optional, as in UIKit: one the
/// delegate does not implement gives UIKit's default, and an optional call of it
/// (``_objcOptional(_:)``, what `delegate?.collectionView?(…)` becomes in a copy
/// `collection-snapshot-linuxify` writes) answers `nil`.
@MainActor @preconcurrency
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether a touched item highlights.
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// Called when an item highlights.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// Called when an item's highlight ends.
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether a tapped item is selected.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// Whether a tapped selected item is deselected.
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// Called when an item is selected.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// Called when an item is deselected.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Called before an item's cell shows.
  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// Called before a supplementary view shows.
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath)
  /// Called after an item's cell stops showing.
  func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// Called after a supplementary view stops showing.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// An item's context menu (`nil`: none).
  func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
  /// The context menu of the items at `indexPaths` (iOS 16).
  func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration?
  /// The preview a context menu shows from (`nil`: the cell's).
  func collectionView(_ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  /// The preview a context menu goes back to (`nil`: the cell's).
  func collectionView(_ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  /// Called when the user commits a context menu's preview.
  func collectionView(
    _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// Called when a context menu shows.
  func collectionView(
    _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
  /// Called when a context menu goes.
  func collectionView(
    _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Where an item being moved goes instead of the proposed place.
  func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// Whether an item can be edited (a list cell's editing accessories show).
  func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
  /// Whether an item has a primary action.
  func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
  /// Performs an item's primary action.
  func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
  /// Whether a two-finger pan selects items.
  func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
  /// Called when a two-finger pan begins selecting items.
  func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// Called when a two-finger pan ends.
  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
  /// Whether an item can take focus.
  func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
  /// Whether focusing an item selects it.
  func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool
  /// The content offset after a layout change (`proposedContentOffset` when not implemented).
  func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
}

extension UICollectionViewDelegate {
  /// Not implemented: true.
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { FlowDelegateProbe.notImplemented() }
  /// Not implemented: true.
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Not implemented: true.
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
    FlowDelegateProbe.notImplemented()
  }
  /// Not implemented.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath
  ) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
    FlowDelegateProbe.notImplemented()
  }
  /// Not implemented.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String,
    at indexPath: IndexPath
  ) { FlowDelegateProbe.notImplemented() }
  /// Not implemented: no menu.
  public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented: no menu.
  public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented: the cell's preview.
  public func collectionView(_ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented: the cell's preview.
  public func collectionView(_ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented.
  public func collectionView(
    _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
  ) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func collectionView(
    _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) { FlowDelegateProbe.notImplemented() }
  /// Not implemented: the proposed place.
  public func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    FlowDelegateProbe.notImplemented()
    return proposedIndexPath
  }
  /// Not implemented: true.
  public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Not implemented: false (a tap selects).
  public func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return false
  }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) { FlowDelegateProbe.notImplemented() }
  /// Not implemented: false.
  public func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return false
  }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
    FlowDelegateProbe.notImplemented()
  }
  /// Not implemented.
  public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) { FlowDelegateProbe.notImplemented() }
  /// Not implemented: true.
  public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Not implemented: the collection view's `selectionFollowsFocus`.
  public func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return collectionView.selectionFollowsFocus
  }
  /// Not implemented: the proposed offset.
  public func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    FlowDelegateProbe.notImplemented()
    return proposedContentOffset
  }
}
