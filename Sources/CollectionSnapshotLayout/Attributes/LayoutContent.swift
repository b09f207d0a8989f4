/// What the data source tells a layout: how many items each section has, the explicit sizes it
/// gives (a flow delegate's `sizeForItemAt`, a model's `size(with:constrainedTo:)`), and how
/// self-sizing elements measure.
public struct LayoutContent: Sendable {
  /// Items per section.
  public var itemCounts: [Int]
  /// An item's explicit size for a container size (the collection view's bounds), or `nil` to
  /// use the layout's default (`itemSize` in a flow layout). Not consulted by compositional
  /// layouts, whose items are sized by their layout definition.
  public var itemSize: (@Sendable (IndexPath, Size) -> Size?)?
  /// Measures a self-sizing element (an estimated dimension): the fitting size for the
  /// proposal, as `preferredLayoutAttributesFitting(_:)` would return it. `nil` keeps the
  /// estimates.
  public var measure: (@Sendable (SizingRequest) -> Size)?
  /// What a table's cell tells its layout beyond its height (the image before its text, its
  /// separator inset, its editing controls); `nil` (or a `nil` answer) for a plain row. Only
  /// table layouts ask.
  public var tableRows: (@Sendable (IndexPath) -> TableRowContent?)?

  /// Content with `itemCounts` items per section.
  public init(
    itemCounts: [Int], itemSize: (@Sendable (IndexPath, Size) -> Size?)? = nil,
    measure: (@Sendable (SizingRequest) -> Size)? = nil, tableRows: (@Sendable (IndexPath) -> TableRowContent?)? = nil
  ) {
    self.itemCounts = itemCounts
    self.itemSize = itemSize
    self.measure = measure
    self.tableRows = tableRows
  }

  /// Every section with a fixed size for each of its items (`nil` for the layout default).
  public init(sizes: [[Size?]], measure: (@Sendable (SizingRequest) -> Size)? = nil) {
    self.init(
      itemCounts: sizes.map(\.count),
      itemSize: { indexPath, _ in
        guard indexPath.section < sizes.count, let item = indexPath.item, item < sizes[indexPath.section].count else {
          return nil
        }
        return sizes[indexPath.section][item]
      }, measure: measure)
  }
}

extension LayoutContent {
  /// The most items a layout accepts (ten million), so a bad item count is an error rather
  /// than an allocation that takes the machine down.
  public static let maxItems = 10_000_000

  /// Checks the item counts.
  func validate() throws(LayoutError) {
    var total = 0
    for (section, count) in itemCounts.enumerated() {
      guard count >= 0 else { throw LayoutError("content.itemCounts[\(section)]", "a section cannot have \(count) items") }
      total += count
      guard total <= Self.maxItems, itemCounts.count <= Self.maxItems else {
        throw LayoutError("content.itemCounts", "more than \(Self.maxItems) items (or sections) to lay out")
      }
    }
  }
}

/// A request to measure a self-sizing element.
public struct SizingRequest: Sendable, Hashable {
  /// What is measured.
  public var category: ElementCategory
  /// Where it is.
  public var indexPath: IndexPath
  /// The size proposed: the estimate, or the previous pass's fitted size, with the fixed axes at
  /// their laid-out value.
  public var proposedSize: Size
  /// True when the width is fixed by the layout (a full-width list row): the answer's width is
  /// ignored.
  public var widthIsFixed: Bool
  /// True when the height is fixed by the layout.
  public var heightIsFixed: Bool
}
