/// Measures estimated items while a group is solved: leaf k of the group is item
/// `nextItem` of the section (depth-first order), as long as such an item exists.
struct ItemMeasuring {
  let section: Int
  let itemCount: Int
  let measure: @Sendable (SizingRequest) -> Size
}
