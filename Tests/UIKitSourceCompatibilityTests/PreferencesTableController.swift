import UIKit

// A table view controller that overrides most of what UITableViewController answers and sets
// most of what a table and its cells have, as long-lived apps accumulate: nib registration,
// estimated heights, highlight and selection callbacks, row actions from before swipe
// configurations, section index titles, prefetching, cell configuration states, and the
// table's queries and updates.

final class PreferenceCell: UITableViewCell {
  override func awakeFromNib() { super.awakeFromNib() }
  override func layoutSubviews() { super.layoutSubviews() }
  override func setHighlighted(_ highlighted: Bool, animated: Bool) { super.setHighlighted(highlighted, animated: animated) }
  override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
    background.backgroundColor = state.isSelected ? .systemBlue : .systemBackground
    backgroundConfiguration = background
  }
}

final class PreferencesTableController: UITableViewController, UITableViewDataSourcePrefetching {
  var items = ["a", "b"]
  private(set) var sectionCount = 1
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UINib(nibName: "PreferenceCell", bundle: nil), forCellReuseIdentifier: "nib")
    tableView.register(UINib(nibName: "PreferenceHeader", bundle: Bundle.main), forHeaderFooterViewReuseIdentifier: "nibHeader")
    tableView.register(PreferenceCell.self, forCellReuseIdentifier: "cell")
    tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.contentInsetAdjustmentBehavior = .never
    tableView.separatorStyle = .none
    tableView.separatorInsetReference = .fromAutomaticInsets
    tableView.backgroundView = UIView()
    tableView.isScrollEnabled = true
    tableView.bounces = false
    tableView.showsVerticalScrollIndicator = false
    tableView.allowsSelection = true
    tableView.allowsMultipleSelection = false
    tableView.allowsSelectionDuringEditing = true
    tableView.sectionIndexColor = .label
    tableView.sectionIndexBackgroundColor = .clear
    tableView.sectionIndexMinimumDisplayRowCount = 10
    tableView.estimatedSectionHeaderHeight = UITableView.automaticDimension
    tableView.estimatedSectionFooterHeight = 0
    tableView.sectionFooterHeight = UITableView.automaticDimension
    tableView.insetsContentViewsToSafeArea = true
    tableView.remembersLastFocusedIndexPath = true
    tableView.isPrefetchingEnabled = true
    tableView.prefetchDataSource = self
    tableView.dragInteractionEnabled = false
    tableView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    tableView.scrollIndicatorInsets = .zero
    tableView.layoutMargins = .zero
    tableView.tintColor = .systemPink
    if #available(iOS 15.0, *) { tableView.fillerRowHeight = 0 }
    if #available(iOS 16.0, *) { tableView.selfSizingInvalidation = .enabledIncludingConstraints }
    refreshControl = UIRefreshControl()
  }
  override func numberOfSections(in tableView: UITableView) -> Int { sectionCount }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let cell = tableView.dequeueReusableCell(withIdentifier: "cell") else { return UITableViewCell(style: .default, reuseIdentifier: "cell") }
    var content = cell.defaultContentConfiguration()
    content.text = items[indexPath.row]
    content.secondaryText = "x"
    content.textProperties.color = .label
    content.secondaryTextProperties.numberOfLines = 2
    content.imageProperties.maximumSize = CGSize(width: 24, height: 24)
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    cell.contentConfiguration = content
    cell.accessoryType = .detailDisclosureButton
    cell.editingAccessoryType = .detailButton
    cell.selectionStyle = .gray
    cell.showsReorderControl = true
    cell.shouldIndentWhileEditing = false
    cell.indentationLevel = 2
    cell.indentationWidth = 10
    cell.separatorInset = UIEdgeInsets(top: 0, left: .greatestFiniteMagnitude, bottom: 0, right: 0)
    cell.layoutMargins = .zero
    cell.preservesSuperviewLayoutMargins = false
    cell.contentView.directionalLayoutMargins = .zero
    cell.selectedBackgroundView = UIView()
    cell.multipleSelectionBackgroundView = UIView()
    cell.focusStyle = .custom
    cell.automaticallyUpdatesContentConfiguration = true
    cell.configurationUpdateHandler = { cell, state in cell.contentView.alpha = state.isHighlighted ? 0.5 : 1 }
    cell.imageView?.image = UIImage(named: "icon")
    cell.imageView?.contentMode = .scaleAspectFit
    cell.textLabel?.adjustsFontForContentSizeCategory = true
    return cell
  }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Head" }
  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    var content = UIListContentConfiguration.groupedHeader()
    content.text = "H"
    header?.contentConfiguration = content
    header?.backgroundConfiguration = .clear()
    return header
  }
  override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
  override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 28 }
  override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { .leastNonzeroMagnitude }
  override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
  override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
  override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { false }
  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
  override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }
  override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
  override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
  override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
    [UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }]
  }
  override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
  override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A"] }
  override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
  override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}

  /// The table's queries and updates, in one place.
  func queriesAndUpdates() {
    _ = tableView.indexPathsForVisibleRows
    _ = tableView.visibleCells
    _ = tableView.indexPathsForSelectedRows
    _ = tableView.indexPath(for: UITableViewCell())
    _ = tableView.indexPathForRow(at: CGPoint(x: 1, y: 1))
    _ = tableView.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    _ = tableView.rectForRow(at: IndexPath(row: 0, section: 0))
    _ = tableView.rect(forSection: 0)
    _ = tableView.rectForHeader(inSection: 0)
    _ = tableView.rectForFooter(inSection: 0)
    _ = tableView.headerView(forSection: 0)
    _ = tableView.footerView(forSection: 0)
    _ = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    _ = tableView.hasUncommittedUpdates
    tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .middle)
    tableView.scrollToNearestSelectedRow(at: .none, animated: false)
    tableView.setContentOffset(.zero, animated: false)
    tableView.scrollRectToVisible(.zero, animated: false)
    tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    tableView.moveSection(0, toSection: 0)
    sectionCount += 1
    tableView.insertSections(IndexSet(integer: 1), with: .left)
    tableView.reloadSectionIndexTitles()
    tableView.reconfigureRows(at: [])
    tableView.layoutIfNeeded()
    tableView.setNeedsLayout()
    tableView.refreshControl?.endRefreshing()
    _ = tableView.contentSize.height
    _ = tableView.adjustedContentInset
  }
}

final class PreferencesDataSource: UITableViewDiffableDataSource<Int, String> {
  func reapply() {
    _ = sectionIdentifier(for: 0)
    _ = indexPath(for: "a")
    applySnapshotUsingReloadData(NSDiffableDataSourceSnapshot<Int, String>())
    apply(NSDiffableDataSourceSnapshot<Int, String>(), animatingDifferences: true) {}
  }
}
