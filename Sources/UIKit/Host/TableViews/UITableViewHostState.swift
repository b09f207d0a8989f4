import CollectionSnapshotLayout
import Foundation

/// What the package sets on a table view for the screen it lays out: the row counts the table
/// reports (UIKit caches its data source's counts until the next update), the layout it
/// answers its geometry queries from, and the traits of the device under test.
struct UITableViewHostState {
  /// The number of rows of each section.
  var rowCounts: [Int]
  /// The table's layout, once computed.
  var layout: ComputedLayout?
  /// The traits the table reports.
  var traitCollection: UITraitCollection
  /// The cells' layout margins (leading, trailing) by the table's rules, worked out before
  /// its cells are asked for: the margins of each cell's content view.
  var cellMargins: (leading: CGFloat, trailing: CGFloat)?

  /// The cells' leading margin of the table's layout (its automatic separator inset), once
  /// computed.
  var cellMargin: CGFloat? { layout?.table.map { CGFloat($0.cellMargin) } ?? cellMargins?.leading }
}

extension UIKitHost {
  /// Configures a table view as the view the host places on the device: its frame, bounds and
  /// resting content offset, insets, safe area, margins and traits, the counts of
  /// `rowCounts`, and the margins its cells take (``TableRules/cellMargins``).
  @MainActor
  func configure(_ tableView: UITableView, rowCounts: [Int]) {
    configure(tableView as UIScrollView)
    let margins = TableRules(layout: UIKitTableQuestions(tableView).layout(), environment: environment).cellMargins
    tableView.hostState = UITableViewHostState(
      rowCounts: rowCounts, layout: nil, traitCollection: traitCollection, cellMargins: (CGFloat(margins.leading), CGFloat(margins.trailing)))
    tableView.contentOffset = CGPoint(x: 0 - adjustedContentInset.left, y: 0 - adjustedContentInset.top)
  }
}
