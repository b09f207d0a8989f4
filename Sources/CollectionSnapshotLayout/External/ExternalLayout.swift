/// A layout computed outside the engines: a layout object of the app's own (a
/// `UICollectionViewLayout` subclass, or a flow or compositional layout subclass that answers
/// its own attributes), asked for its elements as UIKit asks it. The UIKit module makes one for
/// a screen whose layout object lays itself out; the screen, the headless collection view and
/// the renderer ask it through this protocol, below the module that knows the object.
///
/// Implementations are asked from any thread and answer the same request the same way; what
/// the object does when it is asked (invalidations, `prepare()`) is returned as
/// ``LayoutEvent``s, which a trace records.
public protocol ExternalLayout: AnyObject, Sendable {
  /// The layout object's class, which the dump names (`WaterfallLayout`).
  var className: String { get }
  /// The axis the layout scrolls along.
  var scrollDirection: ScrollDirection { get }
  /// Whether its answers replace those of an engine's layout it inherits from (a subclass of a
  /// flow or compositional layout): requests then carry that layout's attributes as `base`.
  var inheritsEngineLayout: Bool { get }

  /// Every element and the content size for a request: the layout prepared for it when an
  /// invalidation asks, then asked for the elements of the content and the visible bounds.
  /// - Throws: ``LayoutError`` with UIKit's text for what UIKit raises.
  func layout(_ request: ExternalLayoutRequest) throws(LayoutError) -> ExternalLayoutAnswer

  /// The bounds move to the request's content offset (a scroll): whether the layout
  /// invalidates itself for it, and how; returns what it was asked.
  func boundsWillChange(to request: ExternalLayoutRequest) -> [LayoutEvent]

  /// Where a drag released at `velocity` (points per second) comes to rest, when it would
  /// naturally rest at `proposed`; with what the layout was asked.
  func targetContentOffset(proposed: Point, velocity: Point, request: ExternalLayoutRequest) -> (offset: Point, events: [LayoutEvent])

  /// An update is about to be laid out (`changes` as the collection view reports them): the
  /// layout is told, and asked where inserted items appear from; returns what it was asked.
  func prepareForUpdates(_ changes: [LayoutUpdate], request: ExternalLayoutRequest) -> [LayoutEvent]

  /// The update is laid out: the layout is asked where deleted items disappear to and told it
  /// is done; returns what it was asked.
  func finalizeUpdates(_ changes: [LayoutUpdate], request: ExternalLayoutRequest) -> [LayoutEvent]

  /// The attributes the layout object answers for one item (`layoutAttributesForItem(at:)`),
  /// or UIKit's error when it answers none.
  func attributesForItem(at indexPath: IndexPath, request: ExternalLayoutRequest) throws(LayoutError) -> LayoutAttributes
}

/// One thing a layout object was asked or told, for a trace: `shouldInvalidateLayout` with
/// `bounds (0, 300, 390, 844) → true`.
public struct LayoutEvent: Sendable, Hashable {
  /// The method, e.g. `prepare`, `invalidateLayout`.
  public var name: String
  /// Its arguments and answer.
  public var detail: String

  /// An event.
  public init(_ name: String, _ detail: String = "") {
    self.name = name
    self.detail = detail
  }
}

/// One change of an update, as UIKit hands it to `prepare(forCollectionViewUpdates:)`.
public struct LayoutUpdate: Sendable, Hashable {
  /// What the change does.
  public enum Action: String, Sendable, Hashable {
    case insert, delete, reload, move
  }

  /// What the change does.
  public var action: Action
  /// Where the item (or section: a one-index path) was; `nil` for an insertion.
  public var before: IndexPath?
  /// Where it is after the update; `nil` for a deletion.
  public var after: IndexPath?

  /// A change.
  public init(_ action: Action, before: IndexPath?, after: IndexPath?) {
    self.action = action
    self.before = before
    self.after = after
  }
}
