import CollectionSnapshotModel
import Foundation

/// What a table view keeps for its views: the cell and header-footer classes (or nibs)
/// registered for each reuse identifier, and the session that asks its data source and
/// delegate for views (``UIKitTableViewSession``), while one does.
@MainActor
final class UIKitTableReusableViews {
  /// The element kind of a table's cells in the made views' keys.
  nonisolated static let cellKind = "UITableViewCell"
  /// The element kind of a table's header-footer views.
  nonisolated static let headerFooterKind = "UITableViewHeaderFooterView"

  /// What is registered for an identifier (the last registration wins, as in UIKit).
  enum Registered {
    case cell(UITableViewCell.Type)
    case headerFooter(UITableViewHeaderFooterView.Type)
    case nib(UINib)
  }

  @exclusivity(unchecked) private var registered = SmallKeyTable<UIKitReusableViews.Key, Registered?>()
  /// The session asking the data source or delegate for a view, if any.
  @exclusivity(unchecked) var session: UIKitTableViewSession?
  /// The views a headless driver shows, if one drives this table.
  var shownViews: UIKitMadeViews?

  /// Registers a cell class for an identifier (`nil`, or a class that is not a cell, removes
  /// it).
  func register(cell cellClass: AnyClass?, reuseIdentifier: String) {
    registered.set((cellClass as? UITableViewCell.Type).map(Registered.cell), for: UIKitReusableViews.Key(elementKind: Self.cellKind, reuseIdentifier: reuseIdentifier))
  }

  /// Registers a header-footer class for an identifier.
  func register(headerFooter viewClass: AnyClass?, reuseIdentifier: String) {
    registered.set(
      (viewClass as? UITableViewHeaderFooterView.Type).map(Registered.headerFooter),
      for: UIKitReusableViews.Key(elementKind: Self.headerFooterKind, reuseIdentifier: reuseIdentifier))
  }

  /// Registers a nib for an identifier of a kind.
  func register(_ nib: UINib?, elementKind: String, reuseIdentifier: String) {
    registered.set(nib.map(Registered.nib), for: UIKitReusableViews.Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier))
  }

  /// What is registered for an identifier of a kind.
  func registration(elementKind: String, reuseIdentifier: String) -> Registered? {
    registered[UIKitReusableViews.Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier)] ?? nil
  }
}
