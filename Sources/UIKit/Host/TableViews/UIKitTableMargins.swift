import CollectionSnapshotLayout
import Foundation

/// The margins a table gives the content views of its cells and header-footer views: its cell
/// margins at the sides (``TableRules/cellMargins``), set on the content view unless the app's
/// code changed the content view's margins since the table last set them.
@MainActor
enum UIKitTableMargins {
  /// The side margins of the table that dequeued a view (`owner`), else a plain table's on
  /// the device under test.
  static func side(owner: AnyObject?) -> (leading: CGFloat, trailing: CGFloat) {
    if let margins = (owner as? UITableView)?.hostState?.cellMargins { return margins }
    let margins = TableRules(layout: TableLayout(), environment: UIKitHost.current.environment).cellMargins
    return (CGFloat(margins.leading), CGFloat(margins.trailing))
  }

  /// Sets `contentView`'s margins to `margins`, unless the app's code set them: they differ
  /// from those the table set last (`applied`), or from UIView's default 8 before the table
  /// set any.
  static func set(_ margins: NSDirectionalEdgeInsets, on contentView: UIView, applied: inout NSDirectionalEdgeInsets?) {
    let current = contentView.directionalLayoutMargins
    if let applied, current != applied { return }
    if applied == nil, current != NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) { return }
    applied = margins
    if current != margins { contentView.directionalLayoutMargins = margins }
  }
}
