import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// Asks an app's data source for its views as UIKit does when elements appear, keeps the views
/// it made, and reads what they show.
///
/// For each element it asks the data source (a diffable data source's cell or supplementary
/// view provider, with the item; another data source's `collectionView(_:cellForItemAt:)` or
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`) inside the device's scope. The
/// dequeues inside take their view from the caller's reuse queue — a view made earlier for
/// the reuse identifier and no longer shown, after `prepareForReuse()`, or a new instance of
/// the registered class made with `init(frame:)` — so a handler that does not reset a label
/// shows the previous item's text, as on a device. The view returned is checked as UIKit checks
/// it, brought up to date for the state at rest (`updateConfiguration(using:)`, the
/// configuration update handler), and read (``UIKitViewReader``).
@MainActor
final class UIKitViewSession {
  /// The collection view the data source is asked with.
  let collectionView: UICollectionView
  /// The data source.
  let dataSource: any UICollectionViewDataSource
  /// The device the views are made for.
  let host: UIKitHost
  /// Whether the views asked for are recorded as shown (`cellForItem(at:)`, `visibleCells`).
  let tracksShownViews: Bool
  /// The views made, by reuse identifier and number.
  private var instances: [String: [Int: UICollectionReusableView]] = [:]
  /// The request being answered.
  private var request: Request?
  /// What UIKit raises while a request is answered (one recorder for every request), which
  /// also tells registrations they are made inside a provider.
  let recorder = UIKitExceptionRecorder(isAskingDataSource: true)

  /// A request: the element, and how the caller's reuse queue dequeues.
  private struct Request {
    var category: ElementCategory
    var indexPath: Foundation.IndexPath
    var reconfiguring: (instance: ScreenViewReading.Instance, view: UICollectionReusableView)?
    var dequeue: (String, String) throws -> (number: Int, reused: Bool)
  }

  /// A view dequeued while a request is answered.
  private typealias Dequeued = (view: UICollectionReusableView, instance: ScreenViewReading.Instance, reused: Bool)
  /// What the request being answered dequeued.
  private var dequeued: [Dequeued] = []

  /// A view made for an element: the view, which it is, whether it was reused, and what it
  /// shows.
  struct MadeView {
    var view: UICollectionReusableView
    var instance: ScreenViewReading.Instance
    var reused: Bool
    var kind = ""
    var content = PlaceholderContent()
  }

  /// The data source as a diffable one, whose providers take the item.
  private let provider: (any UIKitProvidingDataSource)?

  init(collectionView: UICollectionView, dataSource: any UICollectionViewDataSource, host: UIKitHost, tracksShownViews: Bool) {
    self.collectionView = collectionView
    self.dataSource = dataSource
    self.provider = dataSource as? any UIKitProvidingDataSource
    self.host = host
    self.tracksShownViews = tracksShownViews
  }

  /// Whether the data source is a diffable one.
  var isDiffable: Bool { provider != nil }

  /// Asks the data source for an element's view and checks it as UIKit does.
  /// - Parameters:
  ///   - item: the item a diffable data source's provider is called with; `nil` to let the data
  ///     source find it (`collectionView(_:cellForItemAt:)`).
  ///   - reconfiguring: the view a displayed cell has, to configure it again in place.
  ///   - dequeue: the caller's reuse queue.
  /// - Throws: ``UIKitException`` for what UIKit raises.
  func view(
    for category: ElementCategory, at indexPath: Foundation.IndexPath, item: Any?, reconfiguring: ScreenViewReading.Instance? = nil,
    dequeue: (String, String) throws -> (number: Int, reused: Bool)
  ) throws -> MadeView {
    // One scope of the device for the whole request — the data source, the dequeues, the
    // configuration update and the reading —, unless the caller entered it for several.
    try inScope {
      let existing = reconfiguring.flatMap { instance in instances[instance.reuseIdentifier]?[instance.number].map { (instance, $0) } }
      let (returned, views) = withoutActuallyEscaping(dequeue) { dequeue in
        let previous = (request, dequeued, collectionView.reusableViews.session)
        request = Request(category: category, indexPath: indexPath, reconfiguring: existing, dequeue: dequeue)
        dequeued = []
        collectionView.reusableViews.session = self
        defer { (request, dequeued, collectionView.reusableViews.session) = previous }
        let returned = askDataSource(category, indexPath, item: item)
        return (returned, dequeued)
      }
      if let raised = recorder.takeFirst() { throw raised }
      var made = try check(returned, dequeued: views, category: category, indexPath: indexPath)
      let editing = collectionView.isEditing
      if let cell = made.view as? UICollectionViewCell {
        cell.isEditingInCollectionView = editing
        cell.updateConfigurationForDisplay()
      }
      if tracksShownViews { collectionView.reusableViews.shown[UIKitShownElement(category, indexPath)] = made.view }
      made.kind = UIKitViewReader.kind(of: made.view)
      made.content = UIKitViewReader.content(of: made.view, editing: editing)
      return made
    }
  }

  /// Runs `body` in the device's scope with this session's recorder, entering it only when
  /// the caller has not (``UIKitScreenSession/inScope(_:)`` enters it once for a layout pass).
  private func inScope<Result>(_ body: () throws -> Result) throws -> Result {
    if UIKitExceptionRecorder.current === recorder { return try body() }
    return try host.run { try UIKitExceptionRecorder.$current.withValue(recorder, operation: body) }
  }

  /// Forgets an element that is no longer shown.
  func didEndDisplaying(_ category: ElementCategory, at indexPath: Foundation.IndexPath) {
    collectionView.reusableViews.shown[UIKitShownElement(category, indexPath)] = nil
  }

  /// The data source's view for the element (`nil` for none).
  private func askDataSource(_ category: ElementCategory, _ indexPath: Foundation.IndexPath, item: Any?) -> UICollectionReusableView? {
    switch category {
    case .cell:
      if let item, let provider { return provider.providedCell(collectionView, indexPath, item: item) }
      return dataSource.collectionView(collectionView, cellForItemAt: indexPath)
    case .supplementary(let kind), .decoration(let kind):
      if let provider { return provider.providedSupplementary(collectionView, kind: kind, at: indexPath) }
      return dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
  }

  /// A dequeue inside the request: the caller's queue decides which view; a view of the number
  /// made before is taken (after `prepareForReuse()` when it showed another element), else one
  /// is made. Outside a request, a new view.
  func dequeue(_ viewClass: UICollectionReusableView.Type, elementKind: String, reuseIdentifier: String, for indexPath: Foundation.IndexPath) -> UICollectionReusableView {
    guard let current = request else {
      let view = viewClass.init(_reusableFrame: .zero)
      view.dequeued = UIKitDequeue(reuseIdentifier: reuseIdentifier, elementKind: elementKind, collectionView: collectionView)
      return view
    }
    if let (instance, view) = current.reconfiguring {
      // Reconfiguring: the dequeue hands back the cell shown, as it is.
      if instance.reuseIdentifier == reuseIdentifier {
        dequeued.append((view, instance, false))
        return view
      }
      UIKitExceptionRecorder.raise(
        UIKitException(
          reason: "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when reconfiguring an item, which is not allowed. "
            + "You must dequeue a cell using the same registration or reuse identifier that was used to dequeue the cell originally to obtain the existing cell. "
            + "Dequeued reuse identifier: \(reuseIdentifier); Original reuse identifier: \(instance.reuseIdentifier); Existing cell: <\(UIKitViewReader.kind(of: view))>",
          origin: "UICollectionView.reconfigureItems(at:)"))
    }
    let taken: (number: Int, reused: Bool)
    do {
      taken = try current.dequeue(reuseIdentifier, elementKind)
    } catch {
      UIKitExceptionRecorder.raise(UIKitException(reason: "\(error)", origin: "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)"))
      return viewClass.init(_reusableFrame: .zero)
    }
    let instance = ScreenViewReading.Instance(reuseIdentifier: reuseIdentifier, number: taken.number)
    let view: UICollectionReusableView
    if let made = instances[reuseIdentifier]?[taken.number] {
      view = made
      if taken.reused { view.prepareForReuse() }
    } else {
      view = viewClass.init(_reusableFrame: .zero)
      view.dequeued = UIKitDequeue(reuseIdentifier: reuseIdentifier, elementKind: elementKind, collectionView: collectionView)
      instances[reuseIdentifier, default: [:]][taken.number] = view
    }
    dequeued.append((view, instance, taken.reused))
    return view
  }

  /// The view a data source returned, checked as UIKit checks it.
  private func check(_ returned: UICollectionReusableView?, dequeued: [Dequeued], category: ElementCategory, indexPath: Foundation.IndexPath) throws -> MadeView {
    if let selector = (returned as? UIKitMissingView)?.unimplementedSelector {
      throw UIKitException(
        name: UIKitException.invalidArgument, reason: "-[\(type(of: dataSource)) \(selector)]: unrecognized selector sent to instance <\(type(of: dataSource))>",
        origin: "\(type(of: dataSource)), which does not implement \(selector)")
    }
    switch category {
    case .cell:
      guard let returned, !(returned is UIKitMissingView) else {
        throw UIKitException(
          reason: "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:",
          origin: "collectionView(_:cellForItemAt:)")
      }
      guard let match = Self.last(returned, in: dequeued) else {
        if returned.dequeued == nil {
          throw UIKitException(
            reason: "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:",
            origin: "collectionView(_:cellForItemAt:)")
        }
        throw Self.notReturned(dequeued.last?.view ?? returned, category: category)
      }
      if let unreturned = Self.firstOther(than: returned, in: dequeued) { throw Self.notReturned(unreturned, category: category) }
      return MadeView(view: returned, instance: match.instance, reused: match.reused)
    case .supplementary(let kind), .decoration(let kind):
      guard let returned, !(returned is UIKitMissingView), let match = Self.last(returned, in: dequeued) else {
        throw UIKitException(
          reason: "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),<NSIndexPath> {length = 2, path = "
            + "\(indexPath.section) - \(indexPath.count > 1 ? indexPath.item : 0)}) was not retrieved by calling "
            + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(returned.map { "<\(UIKitViewReader.kind(of: $0))>" } ?? "(null)"))",
          origin: "collectionView(_:viewForSupplementaryElementOfKind:at:)")
      }
      if let registered = returned.dequeued?.elementKind, registered != kind {
        throw UIKitException(
          reason: "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the element kind it is being used for. "
            + "When asked for a view of element kind '\(kind)' the data source dequeued a view registered for the element kind '\(registered)'.",
          origin: "collectionView(_:viewForSupplementaryElementOfKind:at:)")
      }
      if let unreturned = Self.firstOther(than: returned, in: dequeued) { throw Self.notReturned(unreturned, category: category) }
      return MadeView(view: returned, instance: match.instance, reused: match.reused)
    }
  }

  /// The last dequeue that handed out `view` (a loop: this runs for every view that appears).
  private static func last(_ view: UICollectionReusableView, in dequeued: [Dequeued]) -> Dequeued? {
    var index = dequeued.endIndex
    while index > dequeued.startIndex {
      index -= 1
      if dequeued[index].view === view { return dequeued[index] }
    }
    return nil
  }

  /// The first view dequeued that is not `view`.
  private static func firstOther(than view: UICollectionReusableView, in dequeued: [Dequeued]) -> UICollectionReusableView? {
    for made in dequeued where made.view !== view { return made.view }
    return nil
  }

  /// UIKit's exception (iOS 18) for a view dequeued while the data source was asked and not
  /// returned — one of two dequeued, or one from another collection view returned in its place.
  private static func notReturned(_ view: UICollectionReusableView, category: ElementCategory) -> UIKitException {
    UIKitException(
      reason: "Expected dequeued view to be returned to the collection view in preparation for display. When the collection view's data source is asked to provide a view for a given index path, "
        + "ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the collection view. For retrieving an existing view in the "
        + "collection view, use -[UICollectionView cellForItemAtIndexPath:] or -[UICollectionView supplementaryViewForElementKind:atIndexPath:]. Dequeued view: <\(UIKitViewReader.kind(of: view))>",
      origin: category == .cell ? "collectionView(_:cellForItemAt:)" : "collectionView(_:viewForSupplementaryElementOfKind:at:)")
  }
}

extension UIKitShownElement {
  init(_ category: ElementCategory, _ indexPath: Foundation.IndexPath) {
    switch category {
    case .cell: self.init(supplementaryKind: nil, indexPath: indexPath)
    case .supplementary(let kind), .decoration(let kind): self.init(supplementaryKind: kind, indexPath: indexPath)
    }
  }
}

/// A diffable data source seen without its types: its providers, called with an item.
@MainActor
protocol UIKitProvidingDataSource: AnyObject {
  /// The cell provider's cell for an item (`nil` when the item is not of its type, or the
  /// provider returned none: UIKit's exception is raised then).
  func providedCell(_ collectionView: UICollectionView, _ indexPath: Foundation.IndexPath, item: Any) -> UICollectionReusableView?
  /// The supplementary view provider's view (UIKit's exception when there is no provider).
  func providedSupplementary(_ collectionView: UICollectionView, kind: String, at indexPath: Foundation.IndexPath) -> UICollectionReusableView?
}
