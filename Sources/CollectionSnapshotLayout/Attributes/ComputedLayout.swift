/// The result of laying out a collection: every element's attributes at rest (content offset at
/// rest, orthogonal sections at offset 0), the content size, and the queries UIKit's layout
/// answers, including the ones that depend on the scroll position.
public struct ComputedLayout: Sendable {
  /// Every element, at rest, in the order the engine produced them.
  public let attributes: [LayoutAttributes]
  /// `collectionViewContentSize`.
  public let contentSize: Size
  /// The axis the collection scrolls along.
  public let scrollDirection: ScrollDirection
  /// The environment the layout was computed in.
  public let environment: LayoutEnvironment
  /// Warnings about legal but suspicious input.
  public internal(set) var diagnostics: [LayoutDiagnostic]
  /// The sections that scroll orthogonally.
  public let orthogonalSections: [OrthogonalSectionInfo]
  /// The layout object's query whose answer these attributes are, when it differs from what
  /// the engine computes (`LeftAlignedFlowLayout.layoutAttributesForElements(in:)`).
  public internal(set) var answeredBy: String?
  /// What a layout object was asked or told to compute these attributes (invalidation,
  /// `prepare()`), for a trace; empty for the engines.
  public internal(set) var layoutObjectEvents: [LayoutEvent] = []
  /// What a table draws beyond its elements (separators, editing controls) and the style it
  /// was laid out with; `nil` for the collection layouts.
  public internal(set) var table: TableGeometry?

  let pins: [PinRule]
  /// Index of the first cell of each section in `attributes` (cells of a section are
  /// contiguous and in item order), and the section's item count.
  let cellRanges: [Range<Int>]
  let orthogonalMembers: [[Int]]
  /// For a layout computed outside the engines (whose elements come in its own order): the
  /// number of items of each section and where each cell is in `attributes`.
  let externalCells: ExternalCells?
  private let pinnedOrder: [Int]
  /// The rect queries' indexes, built on the first query: a layout that is only printed
  /// (a `.layout` snapshot) never needs them. Copies of the layout share them.
  private let indexes: ComputedOnce<LayoutIndexes>

  /// An element's identity: its category and index path.
  struct ElementKey: Hashable, Sendable {
    var category: ElementCategory
    var indexPath: IndexPath
  }

  init(
    attributes: [LayoutAttributes], contentSize: Size, scrollDirection: ScrollDirection,
    environment: LayoutEnvironment, diagnostics: [LayoutDiagnostic],
    orthogonalSections: [OrthogonalSectionInfo], orthogonalMembers: [[Int]], pins: [PinRule],
    cellRanges: [Range<Int>], externalCells: ExternalCells? = nil
  ) {
    self.externalCells = externalCells
    self.attributes = attributes
    self.contentSize = contentSize
    self.scrollDirection = scrollDirection
    self.environment = environment
    self.diagnostics = diagnostics
    self.orthogonalSections = orthogonalSections
    self.orthogonalMembers = orthogonalMembers
    self.pins = pins
    self.cellRanges = cellRanges
    pinnedOrder = pins.indices.sorted { pins[$0].sectionStart < pins[$1].sectionStart }
    indexes = ComputedOnce {
      LayoutIndexes(attributes: attributes, scrollDirection: scrollDirection, orthogonalMembers: orthogonalMembers, pins: pins)
    }
  }

  /// The orthogonal section an element scrolls with (its cells and badges), or `nil` for
  /// elements that scroll with the collection (headers, backgrounds, everything else).
  public func orthogonalSection(scrolling element: LayoutAttributes) -> OrthogonalSectionInfo? {
    guard !orthogonalMembers.isEmpty else { return nil }
    return indexes.wrappedValue.orthogonalSections[ElementKey(category: element.category, indexPath: element.indexPath)].map { orthogonalSections[$0] }
  }

  // MARK: Resting queries

  /// The elements whose resting frames intersect `rect`, in the engine's order: what
  /// `layoutAttributesForElements(in:)` returns at rest (cells of orthogonal sections beyond the
  /// collection's width included, as UIKit reports them).
  /// - Complexity: O(log n + k) for k results.
  public func attributes(in rect: Rect) -> [LayoutAttributes] {
    attributes(in: rect, state: nil)
  }

  /// A cell's attributes, or `nil` when there is no such item.
  /// - Complexity: O(1).
  public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    if let externalCells { return externalCells.index[indexPath].map { attributes[$0] } }
    guard let item = indexPath.item, indexPath.section >= 0, indexPath.section < cellRanges.count else {
      return nil
    }
    let range = cellRanges[indexPath.section]
    guard item >= 0, item < range.count else { return nil }
    return attributes[range.lowerBound + item]
  }

  /// A supplementary view's attributes, or `nil`.
  public func attributesForSupplementary(kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
    attributes.first { $0.indexPath == indexPath && $0.category == .supplementary(kind: kind) }
  }

  /// A decoration view's attributes, or `nil`.
  public func attributesForDecoration(kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
    attributes.first { $0.indexPath == indexPath && $0.category == .decoration(kind: kind) }
  }

  /// The number of items laid out in `section` (0 for a section that does not exist).
  public func numberOfItems(inSection section: Int) -> Int {
    if let counts = externalCells?.counts { return section >= 0 && section < counts.count ? counts[section] : 0 }
    return section >= 0 && section < cellRanges.count ? cellRanges[section].count : 0
  }

  /// The number of sections.
  public var numberOfSections: Int { externalCells?.counts.count ?? cellRanges.count }

  // MARK: Scroll-dependent queries

  /// Every element as it stands at a scroll position: pinned headers and footers where they
  /// pin, orthogonal sections moved by their own offsets.
  public func attributes(at state: ScrollState) -> [LayoutAttributes] {
    var result = attributes
    apply(state, to: &result)
    return result
  }

  /// The elements intersecting `rect` at a scroll position, with their frames at that
  /// position. Cells of orthogonal sections are returned only where their embedded scroller
  /// shows them (its frame, ``OrthogonalSectionInfo/frame``, clips them).
  /// - Complexity: O(log n + k), plus the pinned elements and orthogonal sections overlapping
  ///   the rect.
  public func attributes(in rect: Rect, at state: ScrollState) -> [LayoutAttributes] {
    attributes(in: rect, state: state)
  }

  /// The visible rectangle at a scroll position: the bounds at the content offset, inset by
  /// the adjusted content inset.
  public func visibleRect(at state: ScrollState) -> Rect {
    let inset = environment.adjustedContentInset
    let size = environment.containerSize
    return Rect(
      x: state.contentOffset.x + inset.left, y: state.contentOffset.y + inset.top,
      width: max(0, size.width - inset.left - inset.right),
      height: max(0, size.height - inset.top - inset.bottom))
  }

  /// The frame of a pinned element at a scroll position.
  func pinnedFrame(_ pin: PinRule, state: ScrollState) -> Rect {
    let axes = Axes(direction: scrollDirection)
    let visible = visibleRect(at: state)
    let position = pin.position(
      visibleStart: axes.mainMin(visible), visibleEnd: axes.mainMax(visible),
      rounding: environment.rounding)
    var frame = attributes[pin.attributeIndex].frame
    if scrollDirection == .vertical { frame.y = position } else { frame.x = position }
    return frame
  }

  private func shifted(_ frame: Rect, by offset: Double) -> Rect {
    scrollDirection == .vertical ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
  }

  private func apply(_ state: ScrollState, to result: inout [LayoutAttributes]) {
    for pin in pins { result[pin.attributeIndex].frame = pinnedFrame(pin, state: state) }
    for (i, info) in orthogonalSections.enumerated() {
      let offset = state.orthogonalOffsets[info.section] ?? 0
      guard offset != 0 else { continue }
      for m in orthogonalMembers[i] { result[m].frame = shifted(result[m].frame, by: offset) }
    }
  }

  private func attributes(in rect: Rect, state: ScrollState?) -> [LayoutAttributes] {
    let axes = Axes(direction: scrollDirection)
    let indexes = self.indexes.wrappedValue
    var indices: [Int] = []
    indexes.main.candidates(from: axes.mainMin(rect), to: axes.mainMax(rect), into: &indices)
    var result: [LayoutAttributes] = []
    result.reserveCapacity(indices.count + 8)
    var hits: [(Int, LayoutAttributes)] = []
    for i in indices where attributes[i].visibleFrame.intersects(rect) { hits.append((i, attributes[i])) }
    // Pinned elements: few, and always inside their section.
    for p in pinnedOrder {
      let pin = pins[p]
      if pin.sectionStart >= axes.mainMax(rect) { break }
      if pin.sectionEnd <= axes.mainMin(rect) { continue }
      var element = attributes[pin.attributeIndex]
      if let state { element.frame = pinnedFrame(pin, state: state) }
      if element.frame.intersects(rect) { hits.append((pin.attributeIndex, element)) }
    }
    // Orthogonal sections: query their own index across the main axis, then clip.
    let crossAxes = Axes(direction: scrollDirection == .vertical ? .horizontal : .vertical)
    for (s, info) in orthogonalSections.enumerated() where info.frame.intersects(rect) {
      let offset = state?.orthogonalOffsets[info.section] ?? 0
      let local = shifted(rect, by: -offset)
      var members: [Int] = []
      indexes.orthogonal[s].candidates(
        from: crossAxes.mainMin(local), to: crossAxes.mainMax(local), into: &members)
      for m in members {
        var element = attributes[m]
        element.frame = shifted(element.frame, by: offset)
        if element.frame.intersects(rect) && (state == nil || element.frame.intersects(info.frame)) {
          hits.append((m, element))
        }
      }
    }
    hits.sort { $0.0 < $1.0 }
    for (_, element) in hits { result.append(element) }
    return result
  }
}
