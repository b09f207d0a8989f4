import CollectionSnapshotModel
import Foundation

/// A table view: rows in sections, laid out as UIKit lays them out (the table engine, the
/// catalog article "Tables"). A screen made from an app's table view — its own, a
/// `UITableViewController`'s, or the first one in a view controller's view — asks its data
/// source and delegate what UIKit asks them: the counts, each row's cell, the titles and views
/// of headers and footers, the heights, the editing styles. Its registrations, dequeues and
/// queries (`UITableView+Cells.swift`), updates (`UITableView+Updates.swift`) and selection and
/// editing (`UITableView+Selection.swift`) follow UIKit's.
@MainActor @preconcurrency
open class UITableView: UIScrollView {
  /// The table's style.
  public enum Style: Int, Sendable, Hashable, CaseIterable {
    case plain, grouped, insetGrouped
  }

  /// Where `scrollToRow(at:at:animated:)` puts a row.
  public enum ScrollPosition: Int, Sendable, Hashable {
    case none, top, middle, bottom
  }

  /// How inserted and deleted rows animate (not shown: snapshots show the end state).
  public enum RowAnimation: Int, Sendable, Hashable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// What `separatorInset` is measured from.
  public enum SeparatorInsetReference: Int, Sendable, Hashable {
    case fromCellEdges, fromAutomaticInsets
  }

  /// Whether cells re-measure themselves when their content changes (iOS 16).
  public enum SelfSizingInvalidation: Int, Sendable, Hashable {
    case disabled, enabled, enabledIncludingConstraints
  }

  /// `UITableView.automaticDimension`: the table works the height out.
  nonisolated public static let automaticDimension: CGFloat = -1
  /// The section index title of the search icon.
  nonisolated public static let indexSearch = "{search}"
  /// Posted when the selection changes.
  nonisolated public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")

  /// The style the table was made with.
  public let style: Style
  /// The data source.
  open weak var dataSource: (any UITableViewDataSource)?
  /// The delegate.
  open weak var delegate: (any UITableViewDelegate)?
  /// The delegate as a scroll view's (its `delegate` as seen through `UIScrollView`).
  override var scrollViewDelegate: (any UIScrollViewDelegate)? {
    get { delegate }
    set { delegate = newValue as? any UITableViewDelegate }
  }
  /// The prefetching data source.
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
  /// Whether rows are prefetched.
  open var isPrefetchingEnabled = true

  /// A row's height: automatic (self-sizing, the default) or fixed.
  open var rowHeight: CGFloat = UITableView.automaticDimension
  /// The height of section headers.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The height of section footers.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The estimate of a self-sizing row (0 turns self-sizing off).
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// The estimate of a header.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The estimate of a footer.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The padding above each section header (iOS 15): automatic is 22 pt in a plain table.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  /// The height of the empty rows a plain table shows below its last row, as the app set it.
  private var ownFillerRowHeight: CGFloat?
  /// The height of the empty filler rows below a plain table's last row (iOS 15): 0 (none) by
  /// default from iOS 15; automatic takes the last row's height.
  open var fillerRowHeight: CGFloat {
    get { ownFillerRowHeight ?? 0 }
    set { ownFillerRowHeight = newValue }
  }
  /// The filler row height the app set, if any.
  var fillerRowHeightSetByApp: CGFloat? { ownFillerRowHeight }
  /// Whether cells re-measure themselves.
  open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

  /// The separators.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
    didSet { appearancePropertySet(.separatorStyle) }
  }
  /// The separators' colour (kept; separators are drawn in UIKit's default colour).
  open var separatorColor: UIColor? = .separator {
    didSet { appearancePropertySet(.separatorColor) }
  }
  /// The separators' effect (kept).
  open var separatorEffect: UIVisualEffect?
  /// The separator inset the app set, if any.
  private var ownSeparatorInset: UIEdgeInsets?
  /// The separators' insets: as the app set them, else UIKit's automatic inset (the cells'
  /// margin on the leading side, once the table was laid out for a screen).
  open var separatorInset: UIEdgeInsets {
    get { ownSeparatorInset ?? UIEdgeInsets(top: 0, left: hostState?.cellMargin ?? 15, bottom: 0, right: 0) }
    set {
      ownSeparatorInset = newValue
      appearancePropertySet(.separatorInset)
    }
  }
  /// The separator inset the app set, if any.
  var separatorInsetSetByApp: UIEdgeInsets? { ownSeparatorInset }
  /// What `separatorInset` is measured from.
  open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
  /// Whether cells' content follows the readable content guide.
  open var cellLayoutMarginsFollowReadableWidth = false
  /// Whether cells' content keeps inside the safe area.
  open var insetsContentViewsToSafeArea = true
  /// A view behind the rows.
  open var backgroundView: UIView?
  /// The view above the first section: the table takes its frame's height.
  open var tableHeaderView: UIView?
  /// The view below the last section.
  open var tableFooterView: UIView?

  /// The fewest rows for which the section index shows.
  open var sectionIndexMinimumDisplayRowCount = 0
  /// The section index's text colour.
  open var sectionIndexColor: UIColor?
  /// The section index's background colour.
  open var sectionIndexBackgroundColor: UIColor?
  /// The section index's background colour while touched.
  open var sectionIndexTrackingBackgroundColor: UIColor?

  /// Whether the table is editing: rows show their editing controls (see `setEditing(_:animated:)`).
  open var isEditing = false
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// Whether rows can be selected while editing.
  open var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected.
  open var allowsMultipleSelection = false
  /// Whether several rows can be selected while editing.
  open var allowsMultipleSelectionDuringEditing = false
  /// The selected rows, in the order they were selected.
  var selectedRows: [Foundation.IndexPath] = []

  /// Whether rows can be dragged.
  open var dragInteractionEnabled = false
  /// Whether a drag held over it springs it open (UISpringLoadedInteractionSupporting; kept,
  /// as no drag happens on a screen; UIKit's default: false).
  open var isSpringLoaded = false
  /// The delegate that gives drags their rows' items.
  open weak var dragDelegate: (any UITableViewDragDelegate)?
  /// The delegate that takes drops.
  open weak var dropDelegate: (any UITableViewDropDelegate)?
  /// Whether a drag is in progress (never at rest).
  open var hasActiveDrag: Bool { false }
  /// Whether a drop is in progress (never at rest).
  open var hasActiveDrop: Bool { false }
  /// Whether updates are waiting (never: updates apply at once).
  open var hasUncommittedUpdates: Bool { false }
  /// Whether the last focused row is remembered.
  open var remembersLastFocusedIndexPath = false
  /// Whether selection follows focus.
  open var selectionFollowsFocus = false
  /// Whether rows can be focused.
  open var allowsFocus = true
  /// Whether rows can be focused while editing.
  open var allowsFocusDuringEditing = true

  /// What the package set for the screen being laid out: the row counts the table reports, its
  /// layout and the traits of the device under test; `nil` until a screen is made from it.
  var hostState: UITableViewHostState? {
    didSet { hostTraits = hostState?.traitCollection }
  }
  @exclusivity(unchecked) private var hostTraits: UITraitCollection?
  /// The registered classes and nibs, and the views made and shown.
  let reusableViews = UIKitTableReusableViews()
  /// The first exception UIKit would have raised updating the table outside a screen being
  /// made (an invalid batch of updates): the next screen made from it throws it.
  var pendingException: UIKitException?
  /// The rows and sections an update in progress changes, while `performBatchUpdates` runs.
  var batch: UITableViewBatch?
  /// While the runtime performs an edit on the table (a swipe action's handler, a commit):
  /// what the app's code does, in order, with the valid batches it commits, which the running
  /// screen then follows.
  var editLog: UIKitEditLog?
  /// The sections of a storyboard table of static cells (its content the file's), which its
  /// `UITableViewController` serves; `nil` for other tables.
  var staticSections: [UIKitStaticTableSection]?

  /// A table of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// A plain table.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Table views are not decoded from archives here.
  public required init?(coder: NSCoder) {
    style = IBLoader.tableStyle(coder)
    super.init(coder: coder)
  }

  /// The traits of the device under test: the device the package configured the table for.
  open override var traitCollection: UITraitCollection { hostTraits ?? super.traitCollection }

  /// A table scrolls vertically whatever its content's length, as the host computes it.
  override var scrollableAxes: (vertical: Bool, horizontal: Bool) { (true, alwaysBounceHorizontal) }

  // MARK: Data

  /// The number of sections: the screen's once the package laid the table out; before that, as
  /// the data source reports them.
  open var numberOfSections: Int {
    if let counts = hostState?.rowCounts { return counts.count }
    return dataSource.map { $0.numberOfSections(in: self) } ?? 0
  }

  /// The number of rows of a section: the screen's once the package laid the table out (a
  /// section that does not exist answers 0); before that, as the data source reports them.
  open func numberOfRows(inSection section: Int) -> Int {
    if let counts = hostState?.rowCounts { return section >= 0 && section < counts.count ? counts[section] : 0 }
    return dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// The row counts the data source reports now.
  var dataSourceRowCounts: [Int] {
    guard let dataSource else { return [] }
    return (0..<max(0, dataSource.numberOfSections(in: self))).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
  }

  /// Reloads the section index (accepted).
  open func reloadSectionIndexTitles() {}

  // MARK: Updates

  /// Reloads everything: the table takes the data source's counts.
  open func reloadData() {
    if hostState != nil { hostState?.rowCounts = dataSourceRowCounts }
  }

  /// Runs `updates` as one batch: the rows and sections it inserts, deletes, moves and reloads
  /// are checked when it ends against the counts before and the data source's after, with
  /// UIKit's texts ("Invalid update: invalid number of rows in section 0. …").
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  /// Runs the updates as one batch. UIKit's `updates` block is `NS_NOESCAPE`: code inside an
  /// extension of the table calls its methods without `self.`, as on iOS.
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
  }

  /// Opens a batch of updates (see ``performBatchUpdates(_:completion:)``).
  open func beginUpdates() {
    if batch == nil { batch = UITableViewBatch() }
    batch?.depth += 1
  }

  /// Closes a batch; the outermost one is checked.
  open func endUpdates() {
    guard var open = batch else { return }
    open.depth -= 1
    if open.depth > 0 {
      batch = open
      return
    }
    batch = nil
    commit(open, origin: "UITableView.endUpdates()")
  }

  /// Inserts sections (indices after the update).
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    change("UITableView.insertSections(_:with:)") { $0.sectionInsertions += sections }
  }

  /// Deletes sections (indices before the update).
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    change("UITableView.deleteSections(_:with:)") { $0.sectionDeletions += sections }
  }

  /// Reloads sections.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    change("UITableView.reloadSections(_:with:)") { $0.sectionReloads += sections }
  }

  /// Moves a section.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    change("UITableView.moveSection(_:toSection:)") { $0.sectionMoves.append(ListDiff.Move(from: section, to: newSection)) }
  }

  /// Inserts rows (index paths after the update).
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    change("UITableView.insertRows(at:with:)") { $0.rowInsertions += indexPaths.map(\.engine) }
  }

  /// Deletes rows (index paths before the update).
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    change("UITableView.deleteRows(at:with:)") { $0.rowDeletions += indexPaths.map(\.engine) }
  }

  /// Reloads rows (index paths before the update).
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    change("UITableView.reloadRows(at:with:)") { $0.rowReloads += indexPaths.map(\.engine) }
  }

  /// Configures shown rows again (accepted: a screen reads its cells each time it is made).
  open func reconfigureRows(at indexPaths: [IndexPath]) {}

  /// Moves a row.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    change("UITableView.moveRow(at:to:)") { $0.rowMoves.append(CollectionUpdate.ItemMove(from: indexPath.engine, to: newIndexPath.engine)) }
  }

  // MARK: Selection and editing

  /// Starts or ends editing (see ``isEditing``).
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// The selected row (the first selected).
  open var indexPathForSelectedRow: IndexPath? { selectedRows.first }

  /// The selected rows, in index path order; `nil` when none is.
  open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

  /// Selects a row, as the app's code does it: no delegate method is called (the headless
  /// runtime's taps call them); without multiple selection the row selected before is
  /// deselected.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      selectedRows = []
      return
    }
    let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    if !multiple { selectedRows = [] }
    if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    cellForRow(at: indexPath)?.setSelected(true, animated: animated)
  }

  /// Deselects a row (no delegate method is called).
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
    cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  /// Scrolls a row into view (accepted: scrolling is the headless runtime's job).
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

  /// Scrolls to the selected row nearest the visible area (accepted).
  open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {}
}
