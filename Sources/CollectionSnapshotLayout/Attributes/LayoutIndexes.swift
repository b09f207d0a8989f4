/// What a ``ComputedLayout`` looks elements up by for its rect queries: the elements that scroll
/// with the collection along the scroll axis, each orthogonal section's cells across it, and
/// the orthogonal section of each of those cells. Built on first query (see ``ComputedOnce``).
struct LayoutIndexes: Sendable {
  /// The elements neither pinned nor in an orthogonal section, along the scroll axis.
  let main: SpatialIndex
  /// Each orthogonal section's members, along the section's own axis.
  let orthogonal: [SpatialIndex]
  /// The orthogonal section (index into `orthogonalMembers`) each member scrolls with.
  let orthogonalSections: [ComputedLayout.ElementKey: Int]

  /// The indexes of `attributes`, laid out along `scrollDirection`.
  init(attributes: [LayoutAttributes], scrollDirection: ScrollDirection, orthogonalMembers: [[Int]], pins: [PinRule]) {
    let axes = Axes(direction: scrollDirection)
    var excluded = [Bool](repeating: false, count: attributes.count)
    for members in orthogonalMembers { for m in members { excluded[m] = true } }
    for pin in pins { excluded[pin.attributeIndex] = true }
    let indexed = (0..<attributes.count).filter { !excluded[$0] }
    main = SpatialIndex(
      members: indexed, start: { axes.mainMin(attributes[$0].visibleFrame) },
      end: { axes.mainMax(attributes[$0].visibleFrame) })
    let crossAxes = Axes(direction: scrollDirection == .vertical ? .horizontal : .vertical)
    orthogonal = orthogonalMembers.map { members in
      SpatialIndex(
        members: members, start: { crossAxes.mainMin(attributes[$0].frame) },
        end: { crossAxes.mainMax(attributes[$0].frame) })
    }
    var memberSections: [ComputedLayout.ElementKey: Int] = [:]
    for (i, members) in orthogonalMembers.enumerated() {
      for m in members { memberSections[ComputedLayout.ElementKey(category: attributes[m].category, indexPath: attributes[m].indexPath)] = i }
    }
    orthogonalSections = memberSections
  }
}
