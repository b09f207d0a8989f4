/// Where the cells of a layout computed outside the engines are: its elements come in the
/// layout's own order, so each cell is looked up by index path (a dictionary read, never
/// iterated), and the counts are the data's, whether or not the layout returned every item.
struct ExternalCells: Sendable {
  /// The number of items of each section.
  let counts: [Int]
  /// The position in the attributes of each cell (the first, if returned twice).
  let index: [IndexPath: Int]
}

extension ComputedLayout {
  /// The layout an ``ExternalLayout`` answered for a request: its elements in its order, its
  /// content size, no pinned elements or orthogonal sections (the object moves its own
  /// elements as the offset changes), its warnings after the environment's.
  public init(external answer: ExternalLayoutAnswer, request: ExternalLayoutRequest, scrollDirection: ScrollDirection) {
    var index: [IndexPath: Int] = [:]
    for (i, element) in answer.attributes.enumerated() where element.category == .cell && index[element.indexPath] == nil {
      index[element.indexPath] = i
    }
    self.init(
      attributes: answer.attributes, contentSize: answer.contentSize, scrollDirection: scrollDirection, environment: request.environment,
      diagnostics: answer.warnings, orthogonalSections: [], orthogonalMembers: [], pins: [], cellRanges: [],
      externalCells: ExternalCells(counts: request.itemCounts, index: index))
    layoutObjectEvents = answer.events
  }
}
