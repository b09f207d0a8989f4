import CollectionSnapshotModel
import Foundation

/// A view whose content UIKit keeps in a content view and a content configuration — a
/// collection view's cell, a table's cell, a table's header-footer view — as the reader
/// (``UIKitViewReader``) and the sizing (``UIKitViewSizing``) read it: one reader for every
/// kind of cell.
@MainActor
protocol UIKitContentHolder: UIView {
  /// The view the content goes in.
  var contentView: UIView { get }
  /// The content configuration, if the code set one.
  var contentConfiguration: (any UIContentConfiguration)? { get }
  /// The background configuration, if the code set one.
  var backgroundConfiguration: UIBackgroundConfiguration? { get }
  /// The view behind the content.
  var backgroundView: UIView? { get }
  /// The views behind the content when selected (not read).
  var selectionBackgroundViews: [UIView] { get }
  /// The views beside the content in an accessory's place (a table cell's accessory views):
  /// read as accessories, not as content.
  var accessoryViews: [UIView] { get }
  /// The state a content configuration is updated for before the view shows.
  var stateForConfiguration: any UIConfigurationState { get }
  /// What UIKit's standard views of a table's cell or header-footer view show (its text label,
  /// detail label and image view, laid out in its style), when the code used them and set no
  /// content configuration; `nil` otherwise.
  var standardContent: PlaceholderContent? { get }
  /// The standard views in the content view that show ``standardContent`` (a table cell's text
  /// label, detail label and image view): read as that, not again as the content view's.
  var standardSubviews: [UIView] { get }
}

extension UICollectionViewCell: UIKitContentHolder {
  var selectionBackgroundViews: [UIView] { selectedBackgroundView.map { [$0] } ?? [] }
  var accessoryViews: [UIView] { [] }
  var stateForConfiguration: any UIConfigurationState { configurationState }
  var standardContent: PlaceholderContent? { nil }
  var standardSubviews: [UIView] { [] }
}
