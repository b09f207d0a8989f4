/// A leaf of a solved group: one cell's slot.
struct SolvedLeaf: Sendable {
  /// The space the item occupies in the group, relative to the group's origin.
  var allotted: Rect
  /// The cell frame: `allotted` less the item's content insets (not on estimated axes).
  var frame: Rect
  var zIndex: Int
  /// The item, for its attached supplementaries (nil for custom-group frames).
  var item: LayoutItem?
}

/// A group resolved in a container: its size and its leaves, in item order.
struct SolvedGroup: Sendable {
  var size: Size
  var leaves: [SolvedLeaf]
}
