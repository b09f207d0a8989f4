extension CompositionalLayout {
  /// Computes every frame `UICollectionViewCompositionalLayout` would (spec §2): groups solved
  /// in their containers and repeated along the scroll axis (or across it for orthogonal
  /// sections), boundary items, badges, backgrounds, layout-level headers, and the pinning
  /// rules for the scroll-dependent queries.
  ///
  /// - Throws: ``LayoutError`` naming the bad value: a non-positive or non-finite dimension, a
  ///   group whose items can never fit, a section without a layout, a self-sizing measurement
  ///   that never converges, a container with no room.
  public func layout(_ content: LayoutContent, in environment: LayoutEnvironment) throws(LayoutError) -> ComputedLayout {
    var engine = CompositionalLayoutEngine(layout: self, content: content, environment: environment)
    return try engine.run()
  }
}

/// One run of the compositional algorithm. Geometry is computed left-to-right and mirrored at
/// the end for right-to-left layouts.
struct CompositionalLayoutEngine {
  let layout: CompositionalLayout
  let content: LayoutContent
  let environment: LayoutEnvironment
  let axes: Axes
  let rounding: LayoutRounding
  var diagnostics: [LayoutDiagnostic] = []
  var attributes: [LayoutAttributes] = []
  var pins: [PinRule] = []
  var cellRanges: [Range<Int>] = []
  var orthogonal: [OrthogonalSectionInfo] = []
  var orthogonalMembers: [[Int]] = []

  init(layout: CompositionalLayout, content: LayoutContent, environment: LayoutEnvironment) {
    self.layout = layout
    self.content = content
    self.environment = environment
    self.axes = Axes(direction: layout.configuration.scrollDirection)
    self.rounding = environment.rounding
  }

  var vertical: Bool { axes.direction == .vertical }

  /// The collection's content area across the scroll axis (inside the adjusted content inset),
  /// and the visible extent along it.
  var contentCrossExtent: Double {
    let a = environment.adjustedContentInset
    let b = environment.containerSize
    return vertical ? b.width - a.left - a.right : b.height - a.top - a.bottom
  }

  var visibleMainExtent: Double {
    let a = environment.adjustedContentInset
    let b = environment.containerSize
    return vertical ? b.height - a.top - a.bottom : b.width - a.left - a.right
  }

  /// The collection view's full bounds along the scroll axis: what a non-orthogonal section's
  /// top-level group resolves its scroll-axis fractions against (§2.16 E5).
  var boundsMainExtent: Double {
    let b = environment.containerSize
    return vertical ? b.height : b.width
  }

  /// The insets a reference adds beyond the adjusted content inset, across the scroll axis
  /// (start, end), in physical left/right (or top/bottom) terms.
  func referenceInsets(_ reference: ContentInsetsReference) -> (start: Double, end: Double) {
    environment.referenceInsets(reference, scrollDirection: axes.direction)
  }

  mutating func run() throws(LayoutError) -> ComputedLayout {
    try environment.validate()
    try content.validate()
    let configuration = layout.configuration
    guard configuration.interSectionSpacing.isFinite, configuration.interSectionSpacing >= 0 else {
      throw LayoutError("configuration.interSectionSpacing", "must be a finite number ≥ 0, got \(configuration.interSectionSpacing)")
    }
    guard contentCrossExtent > 0 else {
      throw LayoutError(
        "environment.containerSize",
        "the collection view has no \(vertical ? "width" : "height") for content (\(LayoutNumber.format(contentCrossExtent)) pt inside the adjusted content inset)")
    }
    var offset = 0.0
    // Layout-level items at the start push every section (§2.11).
    let global = configuration.boundarySupplementaryItems
    for (i, item) in global.enumerated() where leadsSection(item.alignment) && item.extendsBoundary {
      offset += try placeGlobal(item, index: i, at: offset, path: "configuration.boundarySupplementaryItems[\(i)]")
    }
    let sectionCount = content.itemCounts.count
    for section in 0..<sectionCount {
      let count = content.itemCounts[section]
      guard count >= 0 else { throw LayoutError("content.itemCounts[\(section)]", "a section cannot have \(count) items") }
      let sectionLayout = try layout.sectionLayout(section, environment: environment)
      let resolved: LayoutSection
      var topPadding = 0.0
      switch sectionLayout {
      case .section(let s): (resolved, topPadding) = (s, s.spaceBefore)
      case .list(let list):
        resolved = list.section(in: environment, index: section, count: sectionCount)
        topPadding = resolved.spaceBefore
      case .adaptive: throw LayoutError("sections[\(section)].adaptive", "an adaptive layout was not resolved")
      }
      offset = try layOutSection(resolved, section: section, itemCount: count, start: offset + topPadding)
      if section < sectionCount - 1 { offset += configuration.interSectionSpacing }
    }
    for (i, item) in global.enumerated() where !(leadsSection(item.alignment) && item.extendsBoundary) {
      offset += try placeGlobal(item, index: i, at: offset, path: "configuration.boundarySupplementaryItems[\(i)]")
    }
    let contentSize = axes.size(main: offset, cross: contentCrossExtent)
    if environment.layoutDirection == .rightToLeft { mirror(width: contentSize.width) }
    let state = ScrollState.resting(environment)
    var result = ComputedLayout(
      attributes: attributes, contentSize: contentSize, scrollDirection: axes.direction,
      environment: environment, diagnostics: diagnostics, orthogonalSections: orthogonal,
      orthogonalMembers: orthogonalMembers, pins: pins, cellRanges: cellRanges)
    if !pins.isEmpty {
      result = ComputedLayout(
        attributes: result.attributes(at: state), contentSize: contentSize, scrollDirection: axes.direction,
        environment: environment, diagnostics: diagnostics, orthogonalSections: orthogonal,
        orthogonalMembers: orthogonalMembers, pins: pins, cellRanges: cellRanges)
    }
    return result
  }

  /// True for items at the start of the scroll axis (top in a vertical layout, leading in a
  /// horizontal one).
  func leadsSection(_ alignment: RectAlignment) -> Bool {
    vertical ? alignment.edges.contains(.top) && !alignment.edges.contains(.bottom) : alignment.edges.contains(.leading) && !alignment.edges.contains(.trailing)
  }

  /// True for items at the end of the scroll axis.
  func trailsSection(_ alignment: RectAlignment) -> Bool {
    vertical ? alignment.edges.contains(.bottom) && !alignment.edges.contains(.top) : alignment.edges.contains(.trailing) && !alignment.edges.contains(.leading)
  }

  /// Places a layout-level boundary item at `position` along the scroll axis; returns its
  /// extent.
  private mutating func placeGlobal(_ item: BoundarySupplementaryItem, index: Int, at position: Double, path: String) throws(LayoutError) -> Double {
    try GroupSolver.validate(item.layoutSize, path: path + ".layoutSize")
    let reference = referenceInsets(layout.configuration.contentInsetsReference)
    let hostCross = contentCrossExtent - reference.start - reference.end
    let size = try boundarySize(item, hostCross: hostCross, indexPath: IndexPath(index: index), path: path)
    let anchor = item.alignment.edges.unitPoint
    let crossAnchor = vertical ? anchor.x : anchor.y
    let cross = reference.start + (hostCross - axes.cross(size)) * crossAnchor
    var frame = axes.rect(main: position, cross: cross, mainExtent: axes.main(size), crossExtent: axes.cross(size))
    frame = frame.offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y)
    attributes.append(
      LayoutAttributes(category: .supplementary(kind: item.elementKind), indexPath: IndexPath(index: index), frame: frame, zIndex: item.zIndex))
    return axes.main(size)
  }

  /// The size of a boundary item in a host of `hostCross` across the scroll axis, measured when
  /// estimated.
  func boundarySize(_ item: BoundarySupplementaryItem, hostCross: Double, indexPath: IndexPath, path: String) throws(LayoutError) -> Size {
    let hostWidth = vertical ? hostCross : visibleMainExtent
    let hostHeight = vertical ? visibleMainExtent : hostCross
    let solver = GroupSolver(rounding: rounding, measuring: nil)
    let wd = item.layoutSize.widthDimension
    let hd = item.layoutSize.heightDimension
    var size = Size(width: solver.resolve(wd, width: hostWidth, height: hostHeight), height: solver.resolve(hd, width: hostWidth, height: hostHeight))
    if (wd.isEstimated || hd.isEstimated), let measure = content.measure {
      size = try SelfSizing.fit(
        SizingRequest(category: .supplementary(kind: item.elementKind), indexPath: indexPath, proposedSize: size, widthIsFixed: !wd.isEstimated, heightIsFixed: !hd.isEstimated),
        measure: measure, path: path)
    }
    return size
  }

  private mutating func mirror(width: Double) {
    for i in attributes.indices {
      let f = attributes[i].frame
      attributes[i].frame.x = width - f.x - f.width
    }
    for i in orthogonal.indices {
      let f = orthogonal[i].frame
      orthogonal[i].frame.x = width - f.x - f.width
    }
  }
}
