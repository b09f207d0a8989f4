import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels
import Foundation

/// What a table asks its data source and delegate about its rows and sections, with UIKit's
/// answer for a method they do not implement (told apart as the flow layout's delegate is,
/// ``FlowDelegateProbe``): the delegate's heights (else the table's), the editing style, the
/// indentation, whether a row shows the reorder control.
@MainActor
struct UIKitTableQuestions {
  let tableView: UITableView

  init(_ tableView: UITableView) {
    self.tableView = tableView
  }

  /// A height as the table layout takes it: `automaticDimension` (or any negative value) is
  /// automatic.
  static func dimension(_ value: CGFloat) -> TableLayout.Dimension {
    value < 0 ? .automatic : .points(Double(value))
  }

  /// The delegate's height of a row, or `nil` when it does not implement
  /// `tableView(_:heightForRowAt:)` (the table's `rowHeight` applies).
  func rowHeight(at indexPath: Foundation.IndexPath) -> TableLayout.Dimension? {
    guard let delegate = tableView.delegate else { return nil }
    return FlowDelegateProbe.ask { delegate.tableView(tableView, heightForRowAt: indexPath) }.map(Self.dimension)
  }

  /// The delegate's height of a section's header (footer), or `nil` when it does not implement
  /// the method.
  func supplementaryHeight(section: Int, footer: Bool) -> TableLayout.Dimension? {
    guard let delegate = tableView.delegate else { return nil }
    let answer = FlowDelegateProbe.ask {
      footer ? delegate.tableView(tableView, heightForFooterInSection: section) : delegate.tableView(tableView, heightForHeaderInSection: section)
    }
    return answer.map(Self.dimension)
  }

  /// The delegate's estimated height of a section's header (footer), or `nil` when it does
  /// not implement `tableView(_:estimatedHeightForHeaderInSection:)` (the table's estimate
  /// applies).
  func estimatedSupplementaryHeight(section: Int, footer: Bool) -> TableLayout.Dimension? {
    guard let delegate = tableView.delegate else { return nil }
    let answer = FlowDelegateProbe.ask {
      footer
        ? delegate.tableView(tableView, estimatedHeightForFooterInSection: section) : delegate.tableView(tableView, estimatedHeightForHeaderInSection: section)
    }
    return answer.map(Self.dimension)
  }

  /// A section's title from the data source.
  func title(section: Int, footer: Bool) -> String? {
    guard let dataSource = tableView.dataSource else { return nil }
    return footer ? dataSource.tableView(tableView, titleForFooterInSection: section) : dataSource.tableView(tableView, titleForHeaderInSection: section)
  }

  /// Whether the data source lets a row be edited (every row when it does not say).
  func canEdit(at indexPath: Foundation.IndexPath) -> Bool {
    tableView.dataSource?.tableView(tableView, canEditRowAt: indexPath) ?? true
  }

  /// A row's editing control while the table edits: none for a row that cannot be edited,
  /// else the delegate's style (delete when it does not say).
  func editingStyle(at indexPath: Foundation.IndexPath) -> UITableViewCell.EditingStyle {
    guard canEdit(at: indexPath) else { return .none }
    return tableView.delegate?.tableView(tableView, editingStyleForRowAt: indexPath) ?? .delete
  }

  /// Whether the data source moves rows (implements `tableView(_:moveRowAt:to:)`): asked once
  /// by moving the first row onto itself, which changes nothing.
  func movesRows() -> Bool {
    guard let dataSource = tableView.dataSource else { return false }
    let first = Foundation.IndexPath(row: 0, section: 0)
    return FlowDelegateProbe.ask { dataSource.tableView(tableView, moveRowAt: first, to: first) } != nil
  }

  /// Whether the data source commits edits (implements `tableView(_:commit:forRowAt:)`, so rows
  /// can be swiped to delete): asked with the `none` editing style, which UIKit never commits
  /// (a data source deletes or inserts on `delete` and `insert`).
  func commitsEdits() -> Bool {
    guard let dataSource = tableView.dataSource else { return false }
    let first = Foundation.IndexPath(row: 0, section: 0)
    return FlowDelegateProbe.ask { dataSource.tableView(tableView, commit: .none, forRowAt: first) } != nil
  }

  /// Whether a row shows the reorder control while the table edits: the cell asks for it, or
  /// the data source moves rows and lets this one move.
  func showsReorderControl(at indexPath: Foundation.IndexPath, cell: UITableViewCell?, movesRows: Bool) -> Bool {
    guard tableView.isEditing else { return false }
    let canMove = tableView.dataSource?.tableView(tableView, canMoveRowAt: indexPath) ?? false
    if cell?.showsReorderControl == true { return canMove }
    return movesRows && canMove
  }

  /// Whether a row's content indents while editing: the delegate's answer and the cell's.
  func shouldIndentWhileEditing(at indexPath: Foundation.IndexPath, cell: UITableViewCell?) -> Bool {
    let delegate = tableView.delegate?.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath) ?? true
    return delegate && (cell?.shouldIndentWhileEditing ?? true)
  }

  /// A row's indentation in points: the delegate's level (else the cell's) times the cell's
  /// indentation width.
  func indentation(at indexPath: Foundation.IndexPath, cell: UITableViewCell?) -> Double {
    let delegateLevel = tableView.delegate.flatMap { delegate in FlowDelegateProbe.ask { delegate.tableView(tableView, indentationLevelForRowAt: indexPath) } }
    let level = delegateLevel ?? cell?.indentationLevel ?? 0
    return Double(level) * Double(cell?.indentationWidth ?? 10)
  }

  /// What a row tells the table layout: its separator inset, indentation and editing controls.
  func rowContent(at indexPath: Foundation.IndexPath, cell: UITableViewCell?, movesRows: Bool) -> TableRowContent {
    var row = TableRowContent()
    row.separatorInset = cell?.separatorInsetSetByApp.map(EdgeInsets.init)
    row.indentation = indentation(at: indexPath, cell: cell)
    switch editingStyle(at: indexPath) {
    case .none: row.editingStyle = .none
    case .delete: row.editingStyle = .delete
    case .insert: row.editingStyle = .insert
    }
    row.showsReorderControl = showsReorderControl(at: indexPath, cell: cell, movesRows: movesRows)
    row.shouldIndentWhileEditing = shouldIndentWhileEditing(at: indexPath, cell: cell)
    return row
  }

  /// The table layout of the table's properties (its sections' headers and footers and its
  /// header and footer views come from the screen).
  func layout() -> TableLayout {
    var layout = TableLayout()
    switch tableView.style {
    case .plain: layout.style = .plain
    case .grouped: layout.style = .grouped
    case .insetGrouped: layout.style = .insetGrouped
    }
    layout.rowHeight = Self.dimension(tableView.rowHeight)
    layout.estimatedRowHeight = Self.dimension(tableView.estimatedRowHeight)
    layout.sectionHeaderHeight = Self.dimension(tableView.sectionHeaderHeight)
    layout.sectionFooterHeight = Self.dimension(tableView.sectionFooterHeight)
    layout.estimatedSectionHeaderHeight = Self.dimension(tableView.estimatedSectionHeaderHeight)
    layout.estimatedSectionFooterHeight = Self.dimension(tableView.estimatedSectionFooterHeight)
    layout.sectionHeaderTopPadding = Self.dimension(tableView.sectionHeaderTopPadding)
    layout.fillerRowHeight = tableView.fillerRowHeightSetByApp.map(Self.dimension)
    layout.separatorStyle = tableView.separatorStyle == .none ? .none : .singleLine
    layout.separatorInset = tableView.separatorInsetSetByApp.map(EdgeInsets.init)
    layout.separatorInsetReference = tableView.separatorInsetReference == .fromCellEdges ? .fromCellEdges : .fromAutomaticInsets
    layout.cellLayoutMarginsFollowReadableWidth = tableView.cellLayoutMarginsFollowReadableWidth
    layout.isEditing = tableView.isEditing
    layout.sectionIndex = sectionIndex()
    return layout
  }

  /// The section index the data source gives (`sectionIndexTitles(for:)`), with the table's
  /// `sectionIndexMinimumDisplayRowCount`, `sectionIndexColor` and
  /// `sectionIndexBackgroundColor` (a clear one is none); `nil` for none.
  func sectionIndex() -> TableSectionIndex? {
    guard let titles = tableView.dataSource?.sectionIndexTitles(for: tableView), !titles.isEmpty else { return nil }
    return TableSectionIndex(
      titles: titles, minimumDisplayRowCount: tableView.sectionIndexMinimumDisplayRowCount, color: Self.named(tableView.sectionIndexColor),
      backgroundColor: Self.named(tableView.sectionIndexBackgroundColor))
  }

  /// A colour the app set, as the section index keeps it.
  static func named(_ colour: UIColor?) -> TableSectionIndex.NamedColor? {
    guard let colour, let shown = UIKitColorReading.placeholderColor(colour) else { return nil }
    return TableSectionIndex.NamedColor(
      name: shown.dumpName, rgba: shown.color.map { UInt32($0.red) << 24 | UInt32($0.green) << 16 | UInt32($0.blue) << 8 | UInt32($0.alpha) })
  }
}
