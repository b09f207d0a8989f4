import Foundation

/// A view controller whose view is a table view, placed as the host under test places it; the
/// controller is its data source and delegate. Like UIKit's, it has every method of both
/// protocols, so a subclass overrides the ones it implements (`override func
/// tableView(_:cellForRowAt:)`); the others keep UIKit's default (a method a subclass does not
/// override counts as not implemented).
@MainActor @preconcurrency
open class UITableViewController: UIViewController {
  /// The style the table is made with.
  private let initialStyle: UITableView.Style

  /// A controller whose table has `style`.
  public init(style: UITableView.Style) {
    initialStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller made by `init()`: a plain table.
  public required init?(coder: NSCoder) {
    initialStyle = .plain
    super.init(coder: coder)
  }

  /// The table view (the root view).
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Whether the selection clears when the view appears.
  open var clearsSelectionOnViewWillAppear = true
  /// The table's refresh control.
  open var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }

  /// Makes the table as the host under test places it; the controller is its data source and
  /// delegate.
  open override func loadView() {
    if interfaceBuilderSource?.element.child(key: "view") != nil {
      // A storyboard's table view controller: its scene's table.
      super.loadView()
      if let table = viewIfLoaded as? UITableView { UIKitHost.current.configure(table) }
      return
    }
    let table = UITableView(frame: .zero, style: initialStyle)
    UIKitHost.current.configure(table)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Starts or ends editing, the table's too.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  // MARK: Scroll view delegate (the table's delegate is one; a subclass overrides these)

  /// Called when the table scrolls.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Called when the zoom scale changes.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// No view zooms.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Called when zooming begins.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Called when zooming ends.
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
  /// Called when a drag begins.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Called when a drag ends, with the offset the table will stop at.
  open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
  /// Called after a drag ends.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Called when the table starts slowing down.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Called when the table stops.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Called when an animated scroll ends.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Whether a tap on the status bar scrolls to the top.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Called after scrolling to the top.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Called when the adjusted content inset changes.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}

  // MARK: Data source

  /// One section (a storyboard table of static cells: its sections).
  open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticSections?.count ?? 1 }
  /// No rows (a storyboard table of static cells: the section's cells).
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    staticSection(tableView, section)?.cells.count ?? 0
  }
  /// Not implemented, as in UIKit: a subclass makes its cells, and a screen that asks for one
  /// fails with UIKit's exception. A storyboard table of static cells: the cell the file made
  /// for the row (a subclass that overrides this calls `super` for it, as on iOS).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let cells = staticSection(tableView, indexPath.section)?.cells, cells.indices.contains(indexPath.row) { return cells[indexPath.row] }
    return UIKitMissingTableCell(style: .default, reuseIdentifier: nil)
  }
  /// No title (a storyboard table of static cells: the section's header title).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    staticSection(tableView, section)?.headerTitle
  }
  /// No title (a storyboard table of static cells: the section's footer title).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    staticSection(tableView, section)?.footerTitle
  }

  /// A static table's section, when the table is one and has it.
  private func staticSection(_ tableView: UITableView, _ section: Int) -> UIKitStaticTableSection? {
    guard let sections = tableView.staticSections, sections.indices.contains(section) else { return nil }
    return sections[section]
  }
  /// Not implemented: every row can be edited.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Not implemented: every row can be moved when the controller moves rows.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// No section index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The title's position.
  open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
  /// Not implemented: rows cannot be swiped to delete.
  open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    FlowDelegateProbe.notImplemented()
  }
  /// Not implemented: rows show no reorder control.
  open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    FlowDelegateProbe.notImplemented()
  }

  // MARK: Delegate

  /// Called before a row shows.
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Called before a header shows.
  open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  /// Called before a footer shows.
  open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  /// Called after a row stops showing.
  open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Called after a header stops showing.
  open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
  /// Called after a footer stops showing.
  open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
  /// Not implemented: the table's `rowHeight` (a storyboard's static cell with a row height
  /// of its own: that height).
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if let heights = staticSection(tableView, indexPath.section)?.rowHeights, heights.indices.contains(indexPath.row), let height = heights[indexPath.row] {
      return height
    }
    FlowDelegateProbe.notImplemented()
    return tableView.rowHeight
  }
  /// Not implemented: the table's `sectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return tableView.sectionHeaderHeight
  }
  /// Not implemented: the table's `sectionFooterHeight`.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return tableView.sectionFooterHeight
  }
  /// Not implemented: the table's `estimatedRowHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return tableView.estimatedRowHeight
  }
  /// Not implemented: the table's `estimatedSectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return tableView.estimatedSectionHeaderHeight
  }
  /// Not implemented: the table's `estimatedSectionFooterHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return tableView.estimatedSectionFooterHeight
  }
  /// No view: the title's standard view.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// No view.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  /// Called when a row's detail button is tapped.
  open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  /// Every row highlights.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  /// Called when a row highlights.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Called when a row's highlight ends.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The row itself.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// The row itself.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// Called when a row is selected.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Called when a row is deselected.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// No multiple selection gesture.
  open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
  /// Called when a multiple selection gesture begins.
  open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
  /// Called when a multiple selection gesture ends.
  open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
  /// Not implemented: an editable row deletes.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    FlowDelegateProbe.notImplemented()
    return .delete
  }
  /// UIKit's title ("Delete").
  open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
  /// No leading actions.
  open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
  /// Not implemented: a row the controller commits deletes shows UIKit's Delete action.
  open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented: a row the controller commits deletes shows UIKit's Delete action.
  open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented: rows indent while editing.
  open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Called when a row starts editing (a swipe).
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Called when a row ends editing.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// The proposed place.
  open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath)
    -> IndexPath
  { proposedDestinationIndexPath }
  /// Not implemented: the cell's own `indentationLevel`.
  open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
    FlowDelegateProbe.notImplemented()
    return 0
  }
  /// Every row can be focused.
  open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
  /// The table's `selectionFollowsFocus`.
  open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool { tableView.selectionFollowsFocus }
  /// No menu.
  open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
  /// No preview: the row's.
  open func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
  /// No preview: the row's.
  open func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
  /// Nothing.
  open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating) {  }
  /// Nothing.
  open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {  }
  /// Nothing.
  open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {  }
  /// No primary action.
  open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { false }
  /// Called for a row's primary action.
  open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
}

extension UITableViewController: UITableViewDataSource, UITableViewDelegate {}
