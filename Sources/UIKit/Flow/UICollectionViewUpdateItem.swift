import Foundation

/// One change of an update, as `prepare(forCollectionViewUpdates:)` receives it: an item or a
/// section inserted, deleted, reloaded or moved.
@MainActor @preconcurrency
open class UICollectionViewUpdateItem: NSObject {
  /// What the change does.
  public enum Action: Int, Sendable, Hashable {
    case insert, delete, reload, move, none
  }

  /// Where the item (or section, as a one-index path) was; `nil` for an insertion.
  open private(set) var indexPathBeforeUpdate: IndexPath?
  /// Where it is after the update; `nil` for a deletion.
  open private(set) var indexPathAfterUpdate: IndexPath?
  /// What the change does.
  open private(set) var updateAction: Action

  init(action: Action, before: IndexPath?, after: IndexPath?) {
    self.updateAction = action
    self.indexPathBeforeUpdate = before
    self.indexPathAfterUpdate = after
  }
}
