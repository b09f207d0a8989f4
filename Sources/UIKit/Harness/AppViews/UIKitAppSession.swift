import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// What a session over an app's views has, whether it asks a collection view's data source
/// (``UIKitViewSession``) or a table's (``UIKitTableViewSession``): the scroll view, the views
/// it made, what UIKit raised, the app's run loop, and the device's scope its code runs in.
/// The user's actions on the app's views (a tap on a button, a pull to refresh) are written
/// once over it.
@MainActor
protocol UIKitAppSession: AnyObject {
  /// The collection or table view.
  var listView: UIScrollView { get }
  /// The views made, by kind and reuse identifier.
  var madeViews: UIKitMadeViews { get }
  /// What UIKit raises while the app's code runs.
  var recorder: UIKitExceptionRecorder { get }
  /// The run loop of the screen's app code (its timers and delayed messages).
  var runLoop: UIKitRunLoop { get }
  /// The device under test, whose scope the app's code runs in.
  var host: UIKitHost { get }
  /// How many ``runInScope(_:)`` calls are running (the scope is entered once for all).
  var scopeDepth: Int { get set }
}

extension UIKitAppSession {
  /// Runs `body` in the device's scope with this session's recorder and run loop: the views
  /// asked for inside find the scope entered without reading the task-local values.
  func runInScope<Result>(_ body: () throws -> Result) throws -> Result {
    scopeDepth += 1
    defer { scopeDepth -= 1 }
    return try host.run {
      try UIKitRunLoop.$scoped.withValue(runLoop) { try UIKitExceptionRecorder.$current.withValue(recorder, operation: body) }
    }
  }

  /// Runs `body` in the device's scope, entering it only when the caller has not
  /// (``UIKitScreenSession/inScope(_:)`` enters it once for a layout pass).
  func inScope<Result>(_ body: () throws -> Result) throws -> Result {
    if scopeDepth > 0 { return try body() }
    return try runInScope(body)
  }

  /// The views of a view made for the element category's kind and a reuse identifier, laid out
  /// at `frame` now, in the device's scope (``UIKitViewTreeReader``); `nil` when no such view
  /// was made.
  func tree(of instance: ScreenViewReading.Instance, category: ElementCategory, frame: CGRect) -> ViewTree? {
    let key = UIKitReusableViews.Key(elementKind: category.kind ?? UIKitReusableViews.cellKind, reuseIdentifier: instance.reuseIdentifier)
    guard let view = madeViews.view(key, number: instance.number) else { return nil }
    let editing = (listView as? UICollectionView)?.isEditing ?? (listView as? UITableView)?.isEditing ?? false
    return try? runInScope {
      UIKitViewTreeLayout.layOut(view, frame: frame)
      var content = PlaceholderContent.empty
      UIKitViewReader.read(view, editing: editing, readsTree: true, into: &content)
      return content.tree
    }
  }
}
