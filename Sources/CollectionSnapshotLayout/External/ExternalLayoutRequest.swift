/// What an ``ExternalLayout`` is asked to lay out: the data (its item identifiers, section by
/// section), the environment, where the collection view is scrolled to, and — for a subclass of
/// an engine's layout — the attributes that layout computes there.
public struct ExternalLayoutRequest: Sendable, Hashable {
  /// Each section's item identifiers (their counts are the data source's counts; a change of
  /// identity with the same counts is a data change too).
  public var itemIdentifiers: [[String]]
  /// The collection view's environment: bounds size, insets, traits.
  public var environment: LayoutEnvironment
  /// The content offset (the bounds' origin).
  public var contentOffset: Point
  /// The attributes and content size of the engine's layout the object inherits from, at this
  /// content offset; `nil` for a layout of its own.
  public var base: Base?

  /// An engine's answer a subclass's `super` returns.
  public struct Base: Sendable, Hashable {
    /// Every element, at the request's content offset.
    public var attributes: [LayoutAttributes]
    /// The content size.
    public var contentSize: Size

    /// A base answer.
    public init(attributes: [LayoutAttributes], contentSize: Size) {
      self.attributes = attributes
      self.contentSize = contentSize
    }
  }

  /// A request.
  public init(itemIdentifiers: [[String]], environment: LayoutEnvironment, contentOffset: Point, base: Base? = nil) {
    self.itemIdentifiers = itemIdentifiers
    self.environment = environment
    self.contentOffset = contentOffset
    self.base = base
  }

  /// The number of items of each section.
  public var itemCounts: [Int] { itemIdentifiers.map(\.count) }

  /// The collection view's bounds: the container at the content offset.
  public var bounds: Rect { Rect(origin: contentOffset, size: environment.containerSize) }
}

/// What an ``ExternalLayout`` answered: its elements in the order it returned them, the
/// content size, what it was asked on the way, and remarks for the dump.
public struct ExternalLayoutAnswer: Sendable {
  /// Every element it returned, in its order.
  public var attributes: [LayoutAttributes]
  /// `collectionViewContentSize`.
  public var contentSize: Size
  /// What the layout object was asked or told to answer (invalidation, `prepare()`).
  public var events: [LayoutEvent]
  /// Remarks for the dump (API the package cannot answer, elements it returned twice…).
  public var warnings: [LayoutDiagnostic]
  /// The query that answered, when its answer differs from the engine's it inherits from
  /// (`LeftAlignedFlowLayout.layoutAttributesForElements(in:)`): the dump names it.
  public var overridingQuery: String?

  /// An answer.
  public init(attributes: [LayoutAttributes], contentSize: Size, events: [LayoutEvent] = [], warnings: [LayoutDiagnostic] = [], overridingQuery: String? = nil) {
    self.attributes = attributes
    self.contentSize = contentSize
    self.events = events
    self.warnings = warnings
    self.overridingQuery = overridingQuery
  }
}
