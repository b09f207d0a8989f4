import Foundation

/// A table view's delegate: heights, header and footer views, display, selection, editing and
/// swipe actions. Every method is optional, as in UIKit: one the delegate does not implement
/// takes the table's own value (`rowHeight`, `sectionHeaderHeight`…) or UIKit's default.
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Called before a row's cell shows.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Called before a section's header view shows.
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// Called before a section's footer view shows.
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// Called after a row's cell stops showing.
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Called after a section's header view stops showing.
  func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// Called after a section's footer view stops showing.
  func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  /// A row's height (`automaticDimension`: self-sizing).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A section header's height.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section footer's height.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A row's estimated height.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// A section header's estimated height.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
  /// A section footer's estimated height.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
  /// A section's header view (a title's standard view when `nil`).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A section's footer view.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// Called when a row's detail button is tapped.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// Whether a touched row highlights.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// Called when a row highlights.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// Called when a row's highlight ends.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row to select instead of a tapped one (`nil`: none).
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row to deselect instead (`nil`: none).
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// Called when a row is selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Called when a row is deselected.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Whether a two-finger pan selects rows.
  func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
  /// Called when a two-finger pan begins selecting rows.
  func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// Called when a two-finger pan ends.
  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
  /// A row's editing control while the table edits.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  /// The delete confirmation's title (`nil`: "Delete").
  func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
  /// The actions a swipe reveals on a row's leading edge.
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
  /// The actions a swipe reveals on a row's trailing edge.
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
  /// The actions a swipe reveals on a row's trailing edge, in the form before swipe action
  /// configurations; asked when the delegate has no trailing configuration.
  func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
  /// Whether a row's content indents while the table edits.
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
  /// Called when a swipe starts editing a row.
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// Called when a row's editing ends.
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// Where a row being moved goes instead of the proposed place.
  func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath)
    -> IndexPath
  /// A row's outline level.
  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  /// Whether a row can take focus.
  func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
  /// Whether focusing a row selects it.
  func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
  /// A row's context menu.
  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
  /// The preview a context menu shows from (`nil`: the row's).
  func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
  /// The preview a context menu goes back to (`nil`: the row's).
  func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
  /// Called when the user commits a context menu's preview.
  func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating)
  /// Called when a context menu shows.
  func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
  /// Called when a context menu goes.
  func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
  /// Whether a row has a primary action.
  func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
  /// Performs a row's primary action.
  func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

  /// Not implemented: the table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return tableView.rowHeight
  }
  /// Not implemented: the table's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return tableView.sectionHeaderHeight
  }
  /// Not implemented: the table's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return tableView.sectionFooterHeight
  }
  /// Not implemented: the table's `estimatedRowHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return tableView.estimatedRowHeight
  }
  /// Not implemented: the table's `estimatedSectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return tableView.estimatedSectionHeaderHeight
  }
  /// Not implemented: the table's `estimatedSectionFooterHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return tableView.estimatedSectionFooterHeight
  }
  /// No view: the title's standard view, if the data source gives a title.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// No view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  /// Every row highlights.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The row itself.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// The row itself.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// No multiple selection gesture.
  public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
  /// Nothing (UIKit's default).
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}

  /// Not implemented: an editable row deletes.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    FlowDelegateProbe.notImplemented()
    return .delete
  }
  /// UIKit's title ("Delete").
  public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
  /// No leading actions.
  public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
  /// Not implemented: a row the data source commits deletes shows UIKit's Delete action.
  public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented: a row the data source commits deletes shows UIKit's Delete action.
  public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented: rows indent while editing.
  public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// The proposed place.
  public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath)
    -> IndexPath
  { proposedDestinationIndexPath }
  /// Not implemented: the cell's own `indentationLevel`.
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
    FlowDelegateProbe.notImplemented()
    return 0
  }
  /// Every row can be focused.
  public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
  /// The table's `selectionFollowsFocus`.
  public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool { tableView.selectionFollowsFocus }
  /// No menu.
  public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
  /// No preview: the row's.
  public func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
  /// No preview: the row's.
  public func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating) {  }
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {  }
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {  }
  /// No primary action.
  public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { false }
  /// Nothing (UIKit's default).
  public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
}
