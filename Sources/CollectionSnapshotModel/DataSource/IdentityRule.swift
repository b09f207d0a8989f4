/// How a diffable data source tells whether a section or an item of a new model is one of the
/// old model's: what decides between "kept (maybe moved)" and "deleted and inserted".
///
/// Neither rule reconfigures anything by itself: an item kept with new content keeps its cell as
/// it was configured (stale) until it is reconfigured or reloaded — UIKit's own behaviour.
public enum IdentityRule: String, Sendable, Hashable, CaseIterable {
  /// By identifier (``Section/id``, ``Item/id``): UIKit's rule for identifier types, and
  /// VSCollectionKit's (its sections and cells are equal by `sectionId` and `cellId` alone).
  case identifier
  /// By value identity (``Section/instance``, ``Item/instance``): SSCollectionViewPresenter's
  /// rule (`SectionInfo` is equal by a private UUID, `CellInfo` by object). A rebuilt model is
  /// new sections and new items — everything deleted and inserted — while edits of the current
  /// model (`extend`, page merges, CRUD) keep what they do not replace.
  case instance
}
