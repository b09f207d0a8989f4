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
final class UIKitViewSession: UIKitAppSession {
  /// The collection view the data source is asked with.
  let collectionView: UICollectionView
  /// The data source.
  let dataSource: any UICollectionViewDataSource
  /// The device the views are made for.
  let host: UIKitHost
  /// Whether the views asked for are recorded as shown (`cellForItem(at:)`, `visibleCells`).
  let tracksShownViews: Bool
  /// The views made, by element kind and reuse identifier (the caller's queue numbers each
  /// identifier's views from 1), at their number less one.
  let madeViews = UIKitMadeViews()
  /// While a request is answered: how the caller's reuse queue dequeues.
  @exclusivity(unchecked) private var requestDequeue: ((String, String) throws -> (number: Int, reused: Bool))?
  /// While a request configures a displayed cell again: the view it has.
  @exclusivity(unchecked) private var requestReconfiguring: (instance: ScreenViewReading.Instance, view: UICollectionReusableView)?
  /// How many scopes of the device this session entered are running (``runInScope(_:)``).
  @exclusivity(unchecked) var scopeDepth = 0
  /// What UIKit raises while a request is answered (one recorder for every request), which
  /// also tells registrations they are made inside a provider.
  let recorder = UIKitExceptionRecorder(isAskingDataSource: true)

  /// A view dequeued while a request is answered.
  private typealias Dequeued = (view: UICollectionReusableView, instance: ScreenViewReading.Instance, reused: Bool)
  /// What the requests being answered dequeued (a request asked inside another's provider
  /// appends after its caller's and takes its own off when it ends).
  @exclusivity(unchecked) private var dequeued: [Dequeued] = []

  /// A view made for an element: the view, and which it is, whether it was reused and what it
  /// shows (a tuple, whose parts a caller takes without copying the reading).
  typealias MadeView = (view: UICollectionReusableView, reading: ScreenViewReading)

  /// The data source as a diffable one, whose providers take the item.
  private let provider: (any UIKitProvidingDataSource)?

  /// The run loop of the screen's app code (its timers and delayed messages).
  let runLoop: UIKitRunLoop
  /// The collection view.
  var listView: UIScrollView { collectionView }

  init(
    collectionView: UICollectionView, dataSource: any UICollectionViewDataSource, host: UIKitHost, tracksShownViews: Bool,
    runLoop: UIKitRunLoop = UIKitRunLoop.current
  ) {
    self.runLoop = runLoop
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
  ///   - frame: the element's frame: the view is laid out at it and its views are read into
  ///     its content's tree.
  ///   - dequeue: the caller's reuse queue.
  /// - Throws: ``UIKitException`` for what UIKit raises.
  func view(
    for category: ElementCategory, at indexPath: Foundation.IndexPath, item: Any?, reconfiguring: ScreenViewReading.Instance? = nil, frame: CGRect? = nil,
    dequeue: (String, String) throws -> (number: Int, reused: Bool)
  ) throws -> MadeView {
    // One scope of the device for the whole request — the data source, the dequeues, the
    // configuration update and the reading —, unless the caller entered it for several.
    try inScope {
      let existing = reconfiguring.flatMap { instance in
        madeViews.view(UIKitReusableViews.Key(elementKind: UIKitReusableViews.cellKind, reuseIdentifier: instance.reuseIdentifier), number: instance.number).map {
          (instance, unsafeDowncast($0, to: UICollectionReusableView.self))
        }
      }
      // This request's dequeues are `dequeued[start...]`, taken off when it ends.
      let start = dequeued.endIndex
      defer { dequeued.removeLast(dequeued.count - start) }
      let returned = withoutActuallyEscaping(dequeue) { dequeue in
        let previous = (requestDequeue, requestReconfiguring, collectionView.reusableViews.session)
        (requestDequeue, requestReconfiguring) = (dequeue, existing)
        collectionView.reusableViews.session = self
        defer { (requestDequeue, requestReconfiguring, collectionView.reusableViews.session) = previous }
        return askDataSource(category, indexPath, item: item)
      }
      if let raised = recorder.takeFirst() { throw raised }
      let (view, instance, reused) = try check(returned, dequeued: dequeued[start...], category: category, indexPath: indexPath)
      // A new view enters the collection view's window as UIKit adds it (before its layout); a
      // reused one stayed in it.
      if !reused, collectionView.window != nil { UIKitAppearance.viewsEntered(collectionView, view) }
      let editing = collectionView.isEditing
      if let cell = view as? UICollectionViewCell {
        cell.isEditingInCollectionView = editing
        cell.updateConfigurationForDisplay()
      }
      if tracksShownViews { view.shownElement = UIKitShownElement(category, indexPath) }
      if let frame { UIKitViewTreeLayout.layOut(view, frame: frame) }
      // The content is read into the reading in place: it is a large value.
      var reading = ScreenViewReading(instance: instance, reused: reused, kind: UIKitViewReader.kind(of: view), content: .empty)
      UIKitViewReader.read(view, editing: editing, readsTree: frame != nil, into: &reading.content)
      return (view, reading)
    }
  }

  /// What a displayed view (found by its element kind, reuse identifier and number) shows now:
  /// `nil` once it ended displaying (until it is dequeued again), or the element an update
  /// moved it to.
  func show(_ element: UIKitShownElement?, category: ElementCategory, view instance: ScreenViewReading.Instance) {
    let key = UIKitReusableViews.Key(elementKind: category.kind ?? UIKitReusableViews.cellKind, reuseIdentifier: instance.reuseIdentifier)
    // This session's table holds its collection view's reusable views only.
    madeViews.view(key, number: instance.number).map { unsafeDowncast($0, to: UICollectionReusableView.self) }?.shownElement = element
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
  func dequeue(elementKind: String, reuseIdentifier: String, for indexPath: Foundation.IndexPath, make: () -> UICollectionReusableView) -> UICollectionReusableView {
    guard let requestDequeue else {
      let view = make()
      view.dequeued = UIKitDequeue(reuseIdentifier: reuseIdentifier, elementKind: elementKind, owner: collectionView)
      return view
    }
    if let (instance, view) = requestReconfiguring {
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
      taken = try requestDequeue(reuseIdentifier, elementKind)
    } catch {
      UIKitExceptionRecorder.raise(UIKitException(reason: "\(error)", origin: "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)"))
      return make()
    }
    let instance = ScreenViewReading.Instance(reuseIdentifier: reuseIdentifier, number: taken.number)
    let view: UICollectionReusableView
    let key = UIKitReusableViews.Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier)
    if let made = madeViews.view(key, number: taken.number) {
      view = unsafeDowncast(made, to: UICollectionReusableView.self)
      if taken.reused { view.prepareForReuse() }
    } else {
      view = make()
      view.dequeued = UIKitDequeue(reuseIdentifier: reuseIdentifier, elementKind: elementKind, owner: collectionView)
      madeViews.keep(view, key, number: taken.number)
    }
    dequeued.append((view, instance, taken.reused))
    return view
  }

  /// The view a data source returned, checked as UIKit checks it.
  private func check(_ returned: UICollectionReusableView?, dequeued: ArraySlice<Dequeued>, category: ElementCategory, indexPath: Foundation.IndexPath) throws -> Dequeued {
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
      return (returned, match.instance, match.reused)
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
      return (returned, match.instance, match.reused)
    }
  }

  /// The last dequeue that handed out `view` (a loop: this runs for every view that appears).
  private static func last(_ view: UICollectionReusableView, in dequeued: ArraySlice<Dequeued>) -> Dequeued? {
    var index = dequeued.endIndex
    while index > dequeued.startIndex {
      index -= 1
      if dequeued[index].view === view { return dequeued[index] }
    }
    return nil
  }

  /// The first view dequeued that is not `view`.
  private static func firstOther(than view: UICollectionReusableView, in dequeued: ArraySlice<Dequeued>) -> UICollectionReusableView? {
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
