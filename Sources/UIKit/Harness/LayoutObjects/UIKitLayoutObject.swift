import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// An app's layout object asked for a screen's elements as UIKit asks it: a custom
/// `UICollectionViewLayout` subclass, or a subclass of the flow or compositional layout whose
/// queries `super` answers with the engine's attributes.
///
/// It drives the layout's collection view — the app's own or the one made for the layout — as
/// UIKit's does: the counts of the data it is asked for; the content offset of the request,
/// reached as a bounds change (`shouldInvalidateLayout(forBoundsChange:)`, then the layout's
/// `invalidationContext(forBoundsChange:)` handed to `invalidateLayout(with:)` when it says
/// yes); `invalidateLayout()` when the data changes; `prepare()` after any invalidation; then
/// `collectionViewContentSize` and `layoutAttributesForElements(in:)` for the content and the
/// visible bounds. What it raises is thrown with UIKit's text.
final class UIKitLayoutObject: ExternalLayout, @unchecked Sendable {
  // Unchecked: `layout` and `collectionView` are main-actor objects, used only on the main
  // actor (through `MainActorBridge`); `current` is main-actor state; `cache` and `failure`
  // are read and written under `lock`; `owner` and `applications` are only kept alive.
  let layout: UICollectionViewLayout
  let collectionView: UICollectionView
  private let owner: AnyObject?
  /// The device and host the collection view is configured for.
  let host: UIKitHost
  /// The screen's applications, which its host holds weakly (kept alive only).
  private let applications: UIKitApplications?
  let className: String
  let scrollDirection: ScrollDirection
  let inheritsEngineLayout: Bool

  private let lock = NSLock()
  private var cache: (request: ExternalLayoutRequest, answer: ExternalLayoutAnswer)?
  private var failure: UIKitException?
  /// The data and offset the collection view and the layout reflect now (`nil` before the
  /// first layout).
  @MainActor private var current: ExternalLayoutRequest?

  /// A layout object laid out in `collectionView` on `host`; `owner` (the view controller)
  /// lives as long as it.
  @MainActor
  init(layout: UICollectionViewLayout, collectionView: UICollectionView, host: UIKitHost, owner: AnyObject?, scrollDirection: ScrollDirection) {
    self.layout = layout
    self.collectionView = collectionView
    self.owner = owner
    self.host = host
    self.applications = host.applications
    self.className = "\(type(of: layout))"
    self.scrollDirection = scrollDirection
    self.inheritsEngineLayout = layout is UICollectionViewFlowLayout || layout is UICollectionViewCompositionalLayout
  }

  /// True for a layout that is neither a flow nor a compositional layout.
  @MainActor
  static func isCustom(_ layout: UICollectionViewLayout) -> Bool {
    !(layout is UICollectionViewFlowLayout) && !(layout is UICollectionViewCompositionalLayout)
  }

  /// The last answer the object gave.
  var lastAnswer: ExternalLayoutAnswer? {
    lock.lock()
    defer { lock.unlock() }
    return cache?.answer
  }

  /// The UIKit exception the last failed request raised, with its name and origin.
  var lastException: UIKitException? {
    lock.lock()
    defer { lock.unlock() }
    return failure
  }

  // MARK: ExternalLayout

  func layout(_ request: ExternalLayoutRequest) throws(LayoutError) -> ExternalLayoutAnswer {
    lock.lock()
    let hit = cache.flatMap { $0.request == request ? $0.answer : nil }
    lock.unlock()
    if var hit {
      // Asked again for what it answered last: nothing new is asked of the object.
      hit.events = []
      return hit
    }
    let result = MainActorBridge.run { self.run { try self.answer(request) } }
    lock.lock()
    defer { lock.unlock() }
    switch result {
    case .success(let answer):
      cache = (request, answer)
      return answer
    case .failure(let error):
      cache = nil
      throw error
    }
  }

  func boundsWillChange(to request: ExternalLayoutRequest) -> [LayoutEvent] {
    let result = MainActorBridge.run {
      self.run { () throws -> [LayoutEvent] in
        guard let current = self.current, current.itemIdentifiers == request.itemIdentifiers, current.contentOffset != request.contentOffset else { return [] }
        return self.changeBounds(to: request.contentOffset)
      }
    }
    return (try? result.get()) ?? []
  }

  func targetContentOffset(proposed: Point, velocity: Point, request: ExternalLayoutRequest) -> (offset: Point, events: [LayoutEvent]) {
    let result = MainActorBridge.run {
      self.run { () throws -> (Point, [LayoutEvent]) in
        var events = try self.reach(request)
        events += self.prepareIfNeeded(base: request.base)
        let target = self.layout.targetContentOffset(forProposedContentOffset: CGPoint(x: proposed.x, y: proposed.y), withScrollingVelocity: CGPoint(x: velocity.x, y: velocity.y))
        let offset = target.x.isFinite && target.y.isFinite ? Point(target) : proposed
        events.append(
          LayoutEvent(
            "targetContentOffset", "proposed \(Self.point(proposed)) velocity \(Self.point(velocity)) → \(Self.point(offset))"
              + (offset == proposed && Point(target) != proposed ? " (the answer \(target) is not finite: the proposed offset is kept)" : "")))
        return (offset, events)
      }
    }
    return (try? result.get()) ?? (proposed, [])
  }

  func prepareForUpdates(_ changes: [LayoutUpdate], request: ExternalLayoutRequest) -> [LayoutEvent] {
    let result = MainActorBridge.run {
      self.run { () throws -> [LayoutEvent] in
        var events = try self.reach(request)
        events += self.prepareIfNeeded(base: request.base)
        let items = changes.map { UICollectionViewUpdateItem(action: Self.action($0.action), before: $0.before.map(IndexPath.init(engine:)), after: $0.after.map(IndexPath.init(engine:))) }
        self.layout.prepare(forCollectionViewUpdates: items)
        events.append(LayoutEvent("prepareForCollectionViewUpdates", changes.map(Self.describe).joined(separator: ", ")))
        for change in changes where change.action == .insert {
          guard let path = change.after, path.item != nil else { continue }
          let initial = self.layout.initialLayoutAttributesForAppearingItem(at: IndexPath(engine: path))
          events.append(LayoutEvent("initialLayoutAttributesForAppearingItem", "\(path) → " + (initial.map { Self.describe($0.frame) + Self.drawing($0) } ?? "nil")))
        }
        return events
      }
    }
    return (try? result.get()) ?? []
  }

  func finalizeUpdates(_ changes: [LayoutUpdate], request: ExternalLayoutRequest) -> [LayoutEvent] {
    let result = MainActorBridge.run {
      self.run { () throws -> [LayoutEvent] in
        var events: [LayoutEvent] = []
        for change in changes where change.action == .delete {
          guard let path = change.before, path.item != nil else { continue }
          let final = self.layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(engine: path))
          events.append(LayoutEvent("finalLayoutAttributesForDisappearingItem", "\(path) → " + (final.map { Self.describe($0.frame) + Self.drawing($0) } ?? "nil")))
        }
        self.layout.finalizeCollectionViewUpdates()
        events.append(LayoutEvent("finalizeCollectionViewUpdates"))
        return events
      }
    }
    return (try? result.get()) ?? []
  }

  func attributesForItem(at indexPath: CollectionSnapshotLayout.IndexPath, request: ExternalLayoutRequest) throws(LayoutError) -> LayoutAttributes {
    let result = MainActorBridge.run {
      self.run { () throws -> LayoutAttributes in
        _ = try self.reach(request)
        _ = self.prepareIfNeeded(base: request.base)
        guard let attributes = self.layout.layoutAttributesForItem(at: IndexPath(engine: indexPath)) else {
          throw UIKitException(
            reason: "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: \(UIKitLayoutAnswer.objectiveC(indexPath))",
            origin: "\(self.className).layoutAttributesForItem(at:)")
        }
        return try UIKitLayoutAnswer.engine(attributes, layout: self.className)
      }
    }
    return try result.get()
  }

  // MARK: On the main actor

  /// Runs `body` in the host's scope (traits, `UIScreen.main`), recording what UIKit raises;
  /// a raised exception is kept (``lastException``) and returned as a ``LayoutError`` with its
  /// text.
  @MainActor
  private func run<T: Sendable>(_ body: () throws -> T) -> Result<T, LayoutError> {
    let recorder = UIKitExceptionRecorder()
    do {
      let value = try UIKitExceptionRecorder.$current.withValue(recorder) { try host.run(body) }
      if let first = recorder.first { throw first }
      return .success(value)
    } catch let exception as UIKitException {
      let raised = recorder.first ?? exception
      lock.lock()
      failure = raised
      lock.unlock()
      return .failure(LayoutError("layout", raised.description))
    } catch let error as LayoutError {
      return .failure(error)
    } catch {
      return .failure(LayoutError("layout", "\(error)"))
    }
  }

  /// The answer for `request`: the view brought to it, the layout prepared if invalidated,
  /// then asked.
  @MainActor
  private func answer(_ request: ExternalLayoutRequest) throws -> ExternalLayoutAnswer {
    var events = try reach(request)
    events += prepareIfNeeded(base: request.base)
    return try UIKitLayoutAnswer.ask(layout, in: collectionView, request: request, className: className, events: events)
  }

  /// Brings the collection view to `request`: on the first layout, configured with its data
  /// and offset; after a data change, the new counts and `invalidateLayout()`; after a move, a
  /// bounds change. Returns what the layout was asked.
  @MainActor
  private func reach(_ request: ExternalLayoutRequest) throws -> [LayoutEvent] {
    guard request.environment == host.environment else {
      throw LayoutError(
        "layout",
        "\(className) was laid out for \(host.device.name) in its host; a screen on another device, in another host or at another text size is made again from the layout")
    }
    let direction = inheritsEngineLayout ? nil : scrollDirection
    guard let current else {
      host.configure(collectionView, itemCounts: request.itemCounts, scrollDirection: direction)
      collectionView.contentOffset = CGPoint(x: 0 + request.contentOffset.x, y: 0 + request.contentOffset.y)
      self.current = request
      return []
    }
    var events: [LayoutEvent] = []
    if current.itemIdentifiers != request.itemIdentifiers {
      host.configure(collectionView, itemCounts: request.itemCounts, scrollDirection: direction)
      collectionView.contentOffset = CGPoint(x: current.contentOffset.x, y: current.contentOffset.y)
      layout.invalidateLayout()
      events.append(LayoutEvent("invalidateLayout", "the data changed: \(request.itemCounts.map(String.init).joined(separator: ", ")) items"))
    }
    self.current = request
    self.current?.contentOffset = current.contentOffset
    if current.contentOffset != request.contentOffset { events += changeBounds(to: request.contentOffset) }
    return events
  }

  /// Moves the bounds to `offset` as UIKit does: the layout is asked whether the new bounds
  /// invalidate it (with the old ones still in place), invalidated with its context if so.
  @MainActor
  private func changeBounds(to offset: Point) -> [LayoutEvent] {
    // `0 +` turns a −0 offset (the resting offset without an inset) into UIKit's 0.
    let newBounds = CGRect(origin: CGPoint(x: 0 + offset.x, y: 0 + offset.y), size: collectionView.bounds.size)
    var events: [LayoutEvent] = []
    let invalidates = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    events.append(LayoutEvent("shouldInvalidateLayout", "forBoundsChange \(Self.describe(newBounds)) → \(invalidates)"))
    if invalidates {
      let context = layout.invalidationContext(forBoundsChange: newBounds)
      layout.invalidateLayout(with: context)
      let summary = context.summary
      events.append(LayoutEvent("invalidateLayout", "with \(type(of: context))" + (summary.isEmpty ? "" : " " + summary)))
    }
    collectionView.contentOffset = newBounds.origin
    current?.contentOffset = offset
    return events
  }

  /// `prepare()` when the layout was invalidated since it was last prepared (the engine's
  /// answers for `super` set first).
  @MainActor
  private func prepareIfNeeded(base: ExternalLayoutRequest.Base?) -> [LayoutEvent] {
    if let base { layout.adopt(base) }
    guard layout.pendingInvalidations != nil else { return [] }
    layout.pendingInvalidations = nil
    layout.prepare()
    return [LayoutEvent("prepare")]
  }

  // MARK: Texts

  static func point(_ p: Point) -> String { "(\(LayoutNumber.format(p.x)), \(LayoutNumber.format(p.y)))" }

  static func describe(_ r: CGRect) -> String {
    "(\(UIKitFormat.number(r.minX)), \(UIKitFormat.number(r.minY)), \(UIKitFormat.number(r.width)), \(UIKitFormat.number(r.height)))"
  }

  @MainActor
  static func drawing(_ a: UICollectionViewLayoutAttributes) -> String {
    var text = ""
    if a.alpha != 1 { text += " alpha=\(UIKitFormat.number(a.alpha))" }
    if a.transform3D != CATransform3DIdentity { text += " transformed=\(describe(UIKitLayoutAnswer.transformedFrame(a) ?? a.frame))" }
    return text
  }

  static func describe(_ change: LayoutUpdate) -> String {
    switch change.action {
    case .insert: return "insert \(change.after.map { "\($0)" } ?? "-")"
    case .delete: return "delete \(change.before.map { "\($0)" } ?? "-")"
    case .reload: return "reload \(change.before.map { "\($0)" } ?? "-")"
    case .move: return "move \(change.before.map { "\($0)" } ?? "-") -> \(change.after.map { "\($0)" } ?? "-")"
    }
  }

  static func action(_ action: LayoutUpdate.Action) -> UICollectionViewUpdateItem.Action {
    switch action {
    case .insert: return .insert
    case .delete: return .delete
    case .reload: return .reload
    case .move: return .move
    }
  }
}
