import Foundation

/// A table view's data source: sections and rows, each row's cell, the titles of headers and
/// footers, and editing. Every method but the row count and the cell is optional, as in UIKit:
/// one a data source does not implement takes UIKit's default.
@MainActor @preconcurrency
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows of a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// A row's cell: one dequeued from the table (or made by the data source).
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections (1 by default).
  func numberOfSections(in tableView: UITableView) -> Int
  /// A section header's title, shown in the table's standard header view (`nil` by default).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// A section footer's title (`nil` by default).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether a row can be edited (every row by default).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether a row can be moved (every row by default, when the data source moves rows).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The titles of the section index (none by default).
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// The section a title of the index goes to (its position by default).
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  /// Commits the deletion or insertion of a row (a row can be swiped to delete when the data
  /// source implements it).
  func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  /// Moves a row's data (rows show the reorder control while editing when the data source
  /// implements it).
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// Not implemented: every row can be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Not implemented: every row can be moved when the data source moves rows.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// No section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The title's position.
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
  /// Not implemented: rows cannot be swiped to delete.
  public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    FlowDelegateProbe.notImplemented()
  }
  /// Not implemented: rows show no reorder control.
  public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    FlowDelegateProbe.notImplemented()
  }
}

/// Prefetches the data of rows about to show.
@MainActor @preconcurrency
public protocol UITableViewDataSourcePrefetching: AnyObject {
  /// Starts loading the data of rows.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Stops loading the data of rows no longer needed.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Nothing to cancel.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
