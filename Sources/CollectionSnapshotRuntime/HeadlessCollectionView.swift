public import CollectionSnapshotLayout
public import CollectionSnapshotModel

/// A collection view without a screen: it holds a ``Screen`` (model, layout, device), a content
/// offset and a virtual clock, and does what `UICollectionView` does when it is scrolled,
/// tapped and reloaded — which cells and supplementary views are visible, which views are
/// dequeued and reused, which delegate callbacks fire and in what order — recording every
/// callback in a ``Trace``.
///
/// It is a value: every operation either completes or throws and leaves the view as it was.
///
/// Order of callbacks within one layout pass (UIKit does not document it; this is the fixed
/// order): views that left the bounds end displaying first (`didEndDisplaying`, cells then
/// supplementaries, by index path), then the views that entered are dequeued and displayed
/// (`cellForItemAt` then `willDisplay` for each, same order).
public struct HeadlessCollectionView: Sendable {
  /// How reuse identifiers get registered.
  public enum Registration: Sendable, Hashable {
    /// Every cell kind and supplementary kind of the model is registered whenever the model is
    /// set, as SSCollectionViewPresenter does on every view-model assignment.
    case automatic
    /// Only these are registered (more with ``register(cell:)`` and
    /// ``register(supplementary:kind:)``): cell reuse identifiers, and supplementary reuse
    /// identifiers by element kind. Dequeuing anything else throws UIKit's message.
    case manual(cells: [String], supplementaries: [String: [String]] = [:])
  }

  /// A displayed view: which reusable view shows an element.
  public struct DisplayedView: Sendable, Hashable {
    /// The reuse identifier (the cell or supplementary kind's name).
    public var reuseIdentifier: String
    /// The view's number within its reuse identifier (`#1`, `#2`, …).
    public var number: Int
    /// The item's identifier, for cells.
    public var itemIdentifier: String?
  }

  /// The screen: model, layout definition, device.
  public private(set) var screen: Screen
  /// The layout computed for the current model.
  public private(set) var layout: ComputedLayout
  /// The scroll position: the content offset and each orthogonal section's offset.
  public internal(set) var scrollState: ScrollState
  /// The virtual clock.
  public internal(set) var now: VirtualTime = .zero
  /// Every callback so far.
  public internal(set) var trace = Trace()
  /// Registrations and queued views.
  public internal(set) var reuseQueue = ReuseQueue()
  /// The displayed views, by element.
  public internal(set) var displayed: [ElementKey: DisplayedView] = [:]
  /// The selected items, in index-path order.
  public internal(set) var selectedItems: [IndexPath] = []
  /// Whether several items may be selected (`allowsMultipleSelection`).
  public var allowsMultipleSelection = false
  /// How reuse identifiers are registered.
  public let registration: Registration

  /// A collection view showing `screen` at the screen's content offset (or at rest), with the
  /// first layout pass done: the visible views are dequeued and displayed.
  /// - Throws: the layout's error for a bad definition, or UIKit's dequeue message.
  public init(_ screen: Screen, registration: Registration = .automatic) throws(RuntimeError) {
    self.screen = screen
    self.registration = registration
    do { self.layout = try screen.computeLayout() } catch { throw RuntimeError("the screen cannot be laid out: \(error)") }
    self.scrollState = screen.scrollState
    switch registration {
    case .automatic:
      registerModelKinds()
    case .manual(let cells, let supplementaries):
      for cell in cells { reuseQueue.register(cell) }
      for (kind, identifiers) in supplementaries { for identifier in identifiers { reuseQueue.register(identifier, elementKind: kind) } }
    }
    try updateVisibleViews()
  }

  // MARK: Registration

  /// Registers a cell reuse identifier (a cell kind's name).
  public mutating func register(cell reuseIdentifier: String) {
    reuseQueue.register(reuseIdentifier)
  }

  /// Registers a supplementary reuse identifier for an element kind (default: section header).
  public mutating func register(supplementary reuseIdentifier: String, kind: String = ElementCategory.sectionHeaderKind) {
    reuseQueue.register(reuseIdentifier, elementKind: kind)
  }

  mutating func registerModelKinds() {
    for section in screen.model.sections {
      for item in section.items { reuseQueue.register(item.kind) }
    }
    for attributes in layout.attributes {
      if case .supplementary(let kind) = attributes.category {
        reuseQueue.register(reuseIdentifier(for: ElementKey(attributes)), elementKind: kind)
      }
    }
  }

  // MARK: Queries

  /// The bounds: the container at the content offset (what the device shows, insets included).
  public var bounds: Rect {
    let size = layout.environment.containerSize
    return Rect(x: scrollState.contentOffset.x, y: scrollState.contentOffset.y, width: size.width, height: size.height)
  }

  /// The content offset.
  public var contentOffset: Point { scrollState.contentOffset }

  /// The index paths of the visible cells, sorted (`indexPathsForVisibleItems`).
  public var visibleItems: [IndexPath] {
    displayed.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
  }

  /// The visible supplementary views, sorted.
  public var visibleSupplementaries: [ElementKey] {
    displayed.keys.filter { $0.category != .cell }.sorted()
  }

  /// The elements that should be displayed at the current scroll position: cells and
  /// supplementaries whose frames (pinned and orthogonal offsets applied) intersect the bounds.
  /// - Complexity: a rect query, O(log n + k); independent of the number of items.
  func elementsInBounds() -> [LayoutAttributes] {
    layout.attributes(in: bounds, at: scrollState).filter {
      if case .decoration = $0.category { return false }
      return !$0.isHidden
    }
  }

  /// The reuse identifier of an element: the item's cell kind, or the supplementary view's kind
  /// (the raw element kind when the model names none).
  func reuseIdentifier(for key: ElementKey) -> String {
    switch key.category {
    case .cell:
      return screen.item(at: key.indexPath)?.kind ?? "UICollectionViewCell"
    case .supplementary(let kind):
      if let view = screen.supplementary(kind: kind, section: key.indexPath.section) {
        return view.kind
      }
      return kind
    case .decoration(let kind):
      return kind
    }
  }

  // MARK: Layout pass

  /// Ends displaying what left the bounds, then dequeues and displays what entered them.
  mutating func updateVisibleViews() throws(RuntimeError) {
    let inBounds = Set(elementsInBounds().map(ElementKey.init))
    let leaving = displayed.keys.filter { !inBounds.contains($0) }.sorted()
    let entering = inBounds.filter { displayed[$0] == nil }.sorted()
    for key in leaving { endDisplaying(key) }
    for key in entering { try display(key) }
  }

  mutating func endDisplaying(_ key: ElementKey) {
    guard let view = displayed.removeValue(forKey: key) else { return }
    let name = key.category == .cell ? "didEndDisplaying" : "didEndDisplayingSupplementary"
    record(name, TraceEvent.element(key, reuseIdentifier: view.reuseIdentifier, itemIdentifier: view.itemIdentifier) + " view=#\(view.number)")
    reuseQueue.enqueue(view.number, reuseIdentifier: view.reuseIdentifier, elementKind: ReuseQueue.elementKind(of: key.category))
  }

  mutating func display(_ key: ElementKey) throws(RuntimeError) {
    let identifier = reuseIdentifier(for: key)
    let itemIdentifier = key.category == .cell ? screen.item(at: key.indexPath)?.id : nil
    let (number, reused) = try reuseQueue.dequeue(identifier, elementKind: ReuseQueue.elementKind(of: key.category))
    let element = TraceEvent.element(key, reuseIdentifier: identifier, itemIdentifier: itemIdentifier)
    let view = " view=#\(number)\(reused ? " reused" : "")"
    if key.category == .cell {
      record("cellForItemAt", element + view)
      record("willDisplay", element)
    } else {
      record("viewForSupplementary", element + view)
      record("willDisplaySupplementary", element)
    }
    displayed[key] = DisplayedView(reuseIdentifier: identifier, number: number, itemIdentifier: itemIdentifier)
  }

  /// Appends an event at the current time.
  mutating func record(_ name: String, _ detail: String = "") {
    trace.append(TraceEvent(time: now, name: name, detail: detail))
  }

  // MARK: Transactions

  /// Runs `body` on a copy and keeps the result only when it does not throw.
  mutating func transaction(_ body: (inout HeadlessCollectionView) throws(RuntimeError) -> Void) throws(RuntimeError) {
    var copy = self
    try body(&copy)
    self = copy
  }

  // MARK: Reloading

  /// `reloadData()`: every displayed view ends displaying, then the views of the (new) model
  /// at the same content offset are dequeued and displayed. Passing a model replaces the
  /// screen's model first (the layout is computed again; selection is cleared, as UIKit does).
  public mutating func reloadData(_ model: ViewModel? = nil) throws(RuntimeError) {
    try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in
      if let model {
        view.screen.model = model
        do { view.layout = try view.screen.computeLayout() } catch { throw RuntimeError("the new model cannot be laid out: \(error)") }
        if view.registration == .automatic { view.registerModelKinds() }
      }
      view.record("reloadData")
      view.selectedItems = []
      for key in view.displayed.keys.sorted() { view.endDisplaying(key) }
      try view.updateVisibleViews()
    }
  }

  /// Moves the virtual clock forward.
  /// - Throws: for a negative or non-finite duration.
  public mutating func advance(seconds: Double) throws(RuntimeError) {
    guard seconds.isFinite, seconds >= 0 else { throw RuntimeError("cannot advance the clock by \(seconds) seconds: the duration must be finite and not negative") }
    now = now + VirtualTime(seconds: seconds)
  }
}
