public import CollectionSnapshotLayout

/// An event forwarded upward from a cell (a button tap inside it), as SendingState and
/// space-cells hand it to one action handler with the item's model.
public struct CellEvent: Sendable {
  /// The event's name: the button's title.
  public var name: String
  /// The index path the cell was dequeued at (what SSCollectionViewPresenter's action closure
  /// captured: stale when items were inserted before it without a reload).
  public var indexPath: IndexPath
  /// The item's identifier.
  public var itemIdentifier: String
  /// The item's typed model, when the item was built from one.
  public var model: (any Sendable)?
}
