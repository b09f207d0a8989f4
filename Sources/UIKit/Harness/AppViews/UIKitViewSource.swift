import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// The app's own views behind a screen made from its collection view: what the headless
/// collection view asks, as elements appear, for the views the app's data source makes
/// (``ScreenViewSource``). It keeps the view controller (or the data source's owner), the
/// collection view, the data source and the screen's applications alive as long as the screen.
@MainActor
final class UIKitViewSource: ScreenViewSource {
  let collectionView: UICollectionView
  let dataSource: any UICollectionViewDataSource
  /// What must stay alive: the view controller that owns the layout, data source and delegate.
  let owner: AnyObject?
  /// The device the views are made for.
  let host: UIKitHost
  /// The screen's applications (its host holds them weakly): the window the view controller
  /// is shown in lives as long as the screen.
  private let applications: UIKitApplications?
  /// The item identifiers of a diffable data source by the screen's names for them: what its
  /// cell provider is called with.
  let items: [String: Any]
  /// Whether cells (supplementary views) come from the app, not from the test's closure.
  let readsCells: Bool
  let readsSupplementaries: Bool
  /// Whether the data source is a diffable one, whose cell provider takes the item.
  let isDiffable: Bool
  /// The run loop of the screen's app code: its timers and delayed messages, which the
  /// headless collection view's clock moves.
  let runLoop = UIKitRunLoop.current

  init(
    collectionView: UICollectionView, dataSource: any UICollectionViewDataSource, owner: AnyObject?, host: UIKitHost, items: [String: Any], readsCells: Bool,
    readsSupplementaries: Bool
  ) {
    self.collectionView = collectionView
    self.dataSource = dataSource
    self.owner = owner
    self.host = host
    self.applications = host.applications
    self.items = items
    self.readsCells = readsCells
    self.readsSupplementaries = readsSupplementaries
    self.isDiffable = dataSource is any UIKitProvidingDataSource
  }

  nonisolated func makeSession() -> any ScreenViewSession { UIKitScreenSession(runLoop: runLoop) { [self] in UIKitCollectionAppViews(source: self) } }
}

/// A collection view's views for one driver: the session that asks its data source, and which
/// requests it answers.
@MainActor
final class UIKitCollectionAppViews: UIKitAppViews {
  let source: UIKitViewSource
  let session: UIKitViewSession

  init(source: UIKitViewSource) {
    self.source = source
    session = UIKitViewSession(
      collectionView: source.collectionView, dataSource: source.dataSource, host: source.host, tracksShownViews: true, runLoop: source.runLoop)
    source.collectionView.reusableViews.shownViews = session.madeViews
  }

  var appSession: any UIKitAppSession { session }

  func answer(_ request: ScreenViewRequest, dequeue: (String, String) throws -> (number: Int, reused: Bool)) throws -> ScreenViewReading? {
    let collectionView = source.collectionView
    let path = Foundation.IndexPath(item: request.indexPath.item ?? 0, section: request.indexPath.section)
    let item: Any?
    switch request.category {
    case .cell:
      guard source.readsCells else { return nil }
      if source.isDiffable {
        // A diffable data source's provider takes the item: one the app's data never held has
        // no cell of the app's.
        guard let known = request.itemIdentifier.flatMap({ source.items[$0] }) else { return nil }
        item = known
      } else {
        guard Self.contains(path, in: source.dataSource, collectionView) else { return nil }
        item = nil
      }
    case .supplementary, .decoration:
      guard source.readsSupplementaries, path.section < source.dataSource.numberOfSections(in: collectionView) else { return nil }
      item = nil
    }
    let (_, reading) = try session.view(for: request.category, at: path, item: item, reconfiguring: request.reconfiguring, dequeue: dequeue)
    return reading
  }

  func show(_ element: UIKitShownElement?, category: ElementCategory, view instance: ScreenViewReading.Instance) {
    session.show(element, category: category, view: instance)
  }

  /// Whether the data source has an item at `path` (its code is never asked past its counts).
  private static func contains(_ path: Foundation.IndexPath, in dataSource: any UICollectionViewDataSource, _ collectionView: UICollectionView) -> Bool {
    path.section < dataSource.numberOfSections(in: collectionView) && path.item < dataSource.collectionView(collectionView, numberOfItemsInSection: path.section)
  }
}

/// A collection or table view's app views for one driver, on the main actor.
@MainActor
protocol UIKitAppViews: AnyObject {
  /// The session that asks the app's data source.
  var appSession: any UIKitAppSession { get }
  /// The app's view for a request, read; `nil` when the app has none for it.
  func answer(_ request: ScreenViewRequest, dequeue: (String, String) throws -> (number: Int, reused: Bool)) throws -> ScreenViewReading?
  /// What a displayed view shows now.
  func show(_ element: UIKitShownElement?, category: ElementCategory, view instance: ScreenViewReading.Instance)
  /// A row's swipe actions, as the app's delegate gives them; `nil` for none of its own.
  func swipeActions(for request: ScreenViewRequest, leading: Bool) -> ScreenSwipeActions?
  /// Taps a row's swipe action: the app's handler runs.
  func performSwipeAction(titled title: String, for request: ScreenViewRequest, leading: Bool) throws -> ScreenAppEdit?
  /// Commits an editing style to the app's data source.
  func commitEditing(_ style: TableRowContent.EditingStyle, for request: ScreenViewRequest) throws -> ScreenAppEdit?
}

extension UIKitAppViews {
  /// No swipe actions of the app's (a collection view's list has them in its layout).
  func swipeActions(for request: ScreenViewRequest, leading: Bool) -> ScreenSwipeActions? { nil }
  /// No swipe actions of the app's.
  func performSwipeAction(titled title: String, for request: ScreenViewRequest, leading: Bool) throws -> ScreenAppEdit? { nil }
  /// No table data source of the app's.
  func commitEditing(_ style: TableRowContent.EditingStyle, for request: ScreenViewRequest) throws -> ScreenAppEdit? { nil }
  /// Runs `body` in the device's scope.
  func runInScope<Result>(_ body: () throws -> Result) throws -> Result { try appSession.runInScope(body) }
}

/// One driver's session over the app's views (a collection view's or a table's). Its state is
/// touched only on the main actor (every call checks it is on the main thread, then runs
/// there), which makes the `@unchecked Sendable` sound.
final class UIKitScreenSession: ScreenViewSession, @unchecked Sendable {
  /// Makes the views on first use, on the main actor.
  private let make: @MainActor () -> any UIKitAppViews
  private var views: (any UIKitAppViews)?
  /// The run loop of the screen's app code, which the driver's clock moves.
  private let runLoop: UIKitRunLoop

  init(runLoop: UIKitRunLoop, make: @escaping @MainActor () -> any UIKitAppViews) {
    self.runLoop = runLoop
    self.make = make
  }

  func view(for request: ScreenViewRequest, dequeue: (String, String) throws -> (number: Int, reused: Bool)) throws -> ScreenViewReading? {
    guard MainActorBridge.isOnMainQueue else {
      throw LayoutError(
        "views", "the app's cells and views are made on the main actor, as UIKit makes them: drive a screen made from a collection or table view from a @MainActor test")
    }
    // The driver's queue is called on this thread, synchronously, while the app's code runs.
    nonisolated(unsafe) let dequeue = dequeue
    return try MainActorBridge.assumingMainQueue { try madeViews().answer(request, dequeue: dequeue) }
  }

  func inScope<Result>(_ body: () throws -> Result) throws -> Result {
    guard MainActorBridge.isOnMainQueue else { return try body() }
    // `body` runs on this thread, synchronously, in the device's scope.
    nonisolated(unsafe) let body = body
    return try MainActorBridge.assumingMainQueue {
      try madeViews().runInScope(body)
    }
  }

  /// The views, made on first use.
  @MainActor
  private func madeViews() -> any UIKitAppViews {
    if let views { return views }
    let made = make()
    views = made
    return made
  }

  func tapButton(titled title: String, in view: ScreenViewReading.Instance, category: ElementCategory) throws -> [String] {
    guard MainActorBridge.isOnMainQueue else { return [] }
    return try MainActorBridge.assumingMainQueue { try madeViews().appSession.tapButton(titled: title, category: category, view: view) }
  }

  func pullToRefresh() throws -> [String]? {
    guard MainActorBridge.isOnMainQueue else { return nil }
    return try MainActorBridge.assumingMainQueue { try madeViews().appSession.pullToRefresh() }
  }

  func advanceAppClock(by microseconds: Int64) throws -> [String] {
    guard MainActorBridge.isOnMainQueue else { return [] }
    return try MainActorBridge.assumingMainQueue {
      let session = madeViews().appSession
      return try session.runInScope {
        let ran = runLoop.advance(by: microseconds)
        if let raised = session.recorder.takeFirst() { throw raised }
        return ran
      }
    }
  }

  var nextAppWork: Int64? { runLoop.nextDelay }

  func tree(of view: ScreenViewReading.Instance, category: ElementCategory, frame: Rect) -> ViewTree? {
    guard MainActorBridge.isOnMainQueue else { return nil }
    return MainActorBridge.assumingMainQueue { madeViews().appSession.tree(of: view, category: category, frame: CGRect(frame)) }
  }

  func didEndDisplaying(_ request: ScreenViewRequest, view: ScreenViewReading.Instance) {
    MainActorBridge.onMainQueue((self, request, view)) { session, request, view in
      session.views?.show(nil, category: request.category, view: view)
    }
  }

  func swipeActions(for request: ScreenViewRequest, leading: Bool) -> ScreenSwipeActions? {
    guard MainActorBridge.isOnMainQueue else { return nil }
    return MainActorBridge.assumingMainQueue { madeViews().swipeActions(for: request, leading: leading) }
  }

  func performSwipeAction(titled title: String, for request: ScreenViewRequest, leading: Bool) throws -> ScreenAppEdit? {
    guard MainActorBridge.isOnMainQueue else { return nil }
    return try MainActorBridge.assumingMainQueue { try madeViews().performSwipeAction(titled: title, for: request, leading: leading) }
  }

  func commitEditing(_ style: TableRowContent.EditingStyle, for request: ScreenViewRequest) throws -> ScreenAppEdit? {
    guard MainActorBridge.isOnMainQueue else { return nil }
    return try MainActorBridge.assumingMainQueue { try madeViews().commitEditing(style, for: request) }
  }

  func didMove(_ view: ScreenViewReading.Instance, to request: ScreenViewRequest) {
    MainActorBridge.onMainQueue((self, request, view)) { session, request, view in
      let path = Foundation.IndexPath(item: request.indexPath.item ?? 0, section: request.indexPath.section)
      session.views?.show(UIKitShownElement(request.category, path), category: request.category, view: view)
    }
  }
}
