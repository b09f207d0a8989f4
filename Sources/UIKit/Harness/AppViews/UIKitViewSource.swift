import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// The app's own views behind a screen made from its collection view: what the headless
/// collection view asks, as elements appear, for the views the app's data source makes
/// (``ScreenViewSource``). It keeps the view controller (or the data source's owner), the
/// collection view and the data source alive as long as the screen.
@MainActor
final class UIKitViewSource: ScreenViewSource {
  let collectionView: UICollectionView
  let dataSource: any UICollectionViewDataSource
  /// What must stay alive: the view controller that owns the layout, data source and delegate.
  let owner: AnyObject?
  /// The device the views are made for.
  let host: UIKitHost
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
    self.items = items
    self.readsCells = readsCells
    self.readsSupplementaries = readsSupplementaries
    self.isDiffable = dataSource is any UIKitProvidingDataSource
  }

  nonisolated func makeSession() -> any ScreenViewSession { UIKitScreenSession(source: self) }
}

/// One driver's session over the app's views. Its state is touched only on the main actor
/// (every call checks it is on the main thread, then runs there), which makes the
/// `@unchecked Sendable` sound.
final class UIKitScreenSession: ScreenViewSession, @unchecked Sendable {
  private let source: UIKitViewSource
  /// Made on first use, on the main actor.
  private var session: UIKitViewSession?

  init(source: UIKitViewSource) {
    self.source = source
  }

  func view(for request: ScreenViewRequest, dequeue: (String, String) throws -> (number: Int, reused: Bool)) throws -> ScreenViewReading? {
    guard MainActorBridge.isOnMainQueue else {
      throw LayoutError(
        "views", "the app's cells and views are made on the main actor, as UIKit makes them: drive a screen made from a collection view from a @MainActor test")
    }
    // The driver's queue is called on this thread, synchronously, while the app's code runs.
    nonisolated(unsafe) let dequeue = dequeue
    return try MainActorBridge.assumingMainQueue { try answer(request, dequeue: dequeue) }
  }

  func inScope<Result>(_ body: () throws -> Result) throws -> Result {
    guard MainActorBridge.isOnMainQueue else { return try body() }
    // `body` runs on this thread, synchronously, in the device's scope.
    nonisolated(unsafe) let body = body
    return try MainActorBridge.assumingMainQueue {
      try madeSession().runInScope(body)
    }
  }

  /// The session, made on first use.
  @MainActor
  private func madeSession() -> UIKitViewSession {
    if let session { return session }
    let made = UIKitViewSession(
      collectionView: source.collectionView, dataSource: source.dataSource, host: source.host, tracksShownViews: true, runLoop: source.runLoop)
    source.collectionView.reusableViews.shownViews = made.madeViews
    session = made
    return made
  }

  func tapButton(titled title: String, in view: ScreenViewReading.Instance, category: ElementCategory) throws -> [String] {
    guard MainActorBridge.isOnMainQueue else { return [] }
    return try MainActorBridge.assumingMainQueue { try madeSession().tapButton(titled: title, category: category, view: view) }
  }

  func pullToRefresh() throws -> [String]? {
    guard MainActorBridge.isOnMainQueue else { return nil }
    return try MainActorBridge.assumingMainQueue { try madeSession().pullToRefresh() }
  }

  func advanceAppClock(by microseconds: Int64) throws -> [String] {
    guard MainActorBridge.isOnMainQueue else { return [] }
    return try MainActorBridge.assumingMainQueue {
      let session = madeSession()
      return try session.runInScope {
        let ran = source.runLoop.advance(by: microseconds)
        if let raised = session.recorder.takeFirst() { throw raised }
        return ran
      }
    }
  }

  var nextAppWork: Int64? { source.runLoop.nextDelay }

  func didEndDisplaying(_ request: ScreenViewRequest, view: ScreenViewReading.Instance) {
    MainActorBridge.onMainQueue((self, request, view)) { session, request, view in
      session.session?.show(nil, category: request.category, view: view)
    }
  }

  func didMove(_ view: ScreenViewReading.Instance, to request: ScreenViewRequest) {
    MainActorBridge.onMainQueue((self, request, view)) { session, request, view in
      let path = Foundation.IndexPath(item: request.indexPath.item ?? 0, section: request.indexPath.section)
      session.session?.show(UIKitShownElement(request.category, path), category: request.category, view: view)
    }
  }

  @MainActor
  private func answer(_ request: ScreenViewRequest, dequeue: (String, String) throws -> (number: Int, reused: Bool)) throws -> ScreenViewReading? {
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
    let (_, reading) = try madeSession().view(for: request.category, at: path, item: item, reconfiguring: request.reconfiguring, dequeue: dequeue)
    return reading
  }

  /// Whether the data source has an item at `path` (its code is never asked past its counts).
  @MainActor
  private static func contains(_ path: Foundation.IndexPath, in dataSource: any UICollectionViewDataSource, _ collectionView: UICollectionView) -> Bool {
    path.section < dataSource.numberOfSections(in: collectionView) && path.item < dataSource.collectionView(collectionView, numberOfItemsInSection: path.section)
  }
}
