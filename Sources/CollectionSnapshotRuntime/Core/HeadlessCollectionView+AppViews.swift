import CollectionSnapshotLayout
import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// The app's view for an element, when the screen was made from an app's collection view
  /// (``Screen/viewSource``): its data source is asked as UIKit asks it when the element
  /// appears, the dequeues inside taking their views from this view's reuse queue (a reuse
  /// identifier is registered as the app's code uses it), so a view that ended displaying is
  /// reused and `prepareForReuse()` runs. `nil` when the app has no view for it (an item its
  /// data never held): the screen's own content is shown.
  ///
  /// The app's views are objects: a step that fails is undone here, not in them.
  /// - Parameters:
  ///   - itemIdentifier: the identifier of the cell's item (`nil` for a cell: no item, no view
  ///     of the app's); only the identifier is handed on, not a copy of the item.
  ///   - reconfiguring: the displayed view (its reuse identifier and number) to configure
  ///     again in place (`reconfigureItems`): the app's dequeue hands it back, with no
  ///     `prepareForReuse()`.
  /// - Throws: UIKit's exception for what the app's code did, as the runtime's error.
  mutating func appView(for key: ElementKey, itemIdentifier: String?, reconfiguring: ScreenViewReading.Instance? = nil) throws(RuntimeError) -> ScreenViewReading? {
    guard let appViews else { return nil }
    if key.category == .cell && itemIdentifier == nil { return nil }
    let request = ScreenViewRequest(
      category: key.category, indexPath: key.indexPath, itemIdentifier: itemIdentifier,
      reconfiguring: reconfiguring)
    do {
      return try appViews.view(for: request) { reuseIdentifier, elementKind in reuseQueue.dequeueRegistering(reuseIdentifier, elementKind: elementKind) }
    } catch let error as RuntimeError {
      throw error
    } catch {
      throw RuntimeError("\(error)")
    }
  }

  /// Tells the app's views that a displayed view now shows the element at `key` (an update
  /// moved it).
  func appViewMoved(_ view: DisplayedView, to key: ElementKey) {
    appViews?.didMove(view.instance, to: ScreenViewRequest(category: key.category, indexPath: key.indexPath))
  }

  /// What the app's view shows becomes what the element shows: the kind and content its
  /// code configured, moved out of the reading (the content is a large value, for every view
  /// that appears), which is left with the element's former ones.
  static func adopt(_ made: inout ScreenViewReading, key: ElementKey, item: inout Item?, supplementary: inout SupplementaryView?) {
    if key.category == .cell {
      guard item != nil else { return }
      swap(&item!.kind, &made.kind)
      swap(&item!.content, &made.content)
    } else if supplementary != nil {
      swap(&supplementary!.kind, &made.kind)
      swap(&supplementary!.content, &made.content)
    } else {
      supplementary = SupplementaryView(kind: made.kind, content: made.content)
    }
  }
}
