extension CompositionalLayoutEngine {
  /// Lays out one section from `start` along the scroll axis; returns where it ends.
  mutating func layOutSection(_ s: LayoutSection, section: Int, itemCount: Int, start: Double) throws(LayoutError) -> Double {
    let path = "sections[\(section)]"
    try validate(s, path: path)
    let referenceKind = s.contentInsetsReference == .automatic ? layout.configuration.contentInsetsReference : s.contentInsetsReference
    let reference = referenceInsets(referenceKind)
    let containerStart = reference.start
    let containerCross = contentCrossExtent - reference.start - reference.end
    let ins = s.contentInsets
    let crossBefore = vertical ? ins.leading : ins.top
    let crossAfter = vertical ? ins.trailing : ins.bottom
    // An empty section takes no room for its insets along the scroll axis (§2.16 E1).
    let isEmpty = itemCount == 0
    let mainBefore = isEmpty ? 0 : (vertical ? ins.top : ins.leading)
    let mainAfter = isEmpty ? 0 : (vertical ? ins.bottom : ins.trailing)
    let orthogonalBehavior = s.orthogonalScrollingBehavior
    let isOrthogonal = orthogonalBehavior != .none
    // The container the section's group resolves against (§2.3): orthogonal sections keep the
    // full width across; their leading and trailing insets go to the embedded scroller. Along
    // the scroll axis both see the collection view's full bounds, never the adjusted inset
    // (§2.16 E5, §2.17): a non-orthogonal section's group the whole of it, an orthogonal one's
    // less the section's own insets on that axis.
    let groupCross = isOrthogonal ? containerCross : containerCross - crossBefore - crossAfter
    let groupMain = isOrthogonal ? boundsMainExtent - mainBefore - mainAfter : boundsMainExtent
    guard groupCross > 0 else {
      throw LayoutError(path + ".contentInsets", "the insets leave no room for the group (\(LayoutNumber.format(groupCross)) pt)")
    }
    let containerWidth = vertical ? groupCross : groupMain
    let containerHeight = vertical ? groupMain : groupCross

    // Boundary items: sizes, and the leading ones that push the content.
    let follows = s.supplementariesFollowContentInsets
    let hostCross = follows ? containerCross - crossBefore - crossAfter : containerCross
    let hostStart = containerStart + (follows ? crossBefore : 0)
    var boundarySizes: [Size] = []
    for (i, item) in s.boundarySupplementaryItems.enumerated() {
      let itemPath = "\(path).boundarySupplementaryItems[\(i)]"
      try GroupSolver.validate(item.layoutSize, path: itemPath + ".layoutSize")
      boundarySizes.append(try boundarySize(item, hostCross: hostCross, indexPath: IndexPath(item: 0, section: section), path: itemPath))
    }
    var boundaryIndices: [Int] = []
    var boundaryNatural: [Double] = []
    var cursor = start
    var leadingExtent = 0.0
    func crossPosition(_ item: BoundarySupplementaryItem, _ size: Size) -> Double {
      let unit = item.alignment.edges.unitPoint
      return hostStart + (hostCross - axes.cross(size)) * (vertical ? unit.x : unit.y)
    }
    for (i, item) in s.boundarySupplementaryItems.enumerated() where item.extendsBoundary && leadsSection(item.alignment) {
      let size = boundarySizes[i]
      boundaryIndices.append(appendBoundary(item, size: size, main: cursor, cross: crossPosition(item, size), section: section))
      boundaryNatural.append(cursor)
      cursor += axes.main(size)
      leadingExtent += axes.main(size)
    }
    let contentTop = cursor + mainBefore

    // Groups.
    let firstCell = attributes.count
    let zBase = s.decorationItems.isEmpty ? 0 : 1
    let groupsExtent = try placeGroups(
      s, section: section, itemCount: itemCount, path: path + ".group", containerWidth: containerWidth,
      containerHeight: containerHeight, contentTop: contentTop, crossOrigin: containerStart + crossBefore,
      containerCross: containerCross, crossAfter: crossAfter + reference.end, mainBefore: mainBefore,
      mainAfter: mainAfter, zBase: zBase)
    cellRanges.append(firstCell..<(firstCell + itemCount))
    let contentBottom = contentTop + groupsExtent
    var end = contentBottom + mainAfter
    var trailingExtent = 0.0
    var trailingIndices: [(Int, Double, Double)] = []
    for (i, item) in s.boundarySupplementaryItems.enumerated() where item.extendsBoundary && trailsSection(item.alignment) {
      let size = boundarySizes[i]
      let index = appendBoundary(item, size: size, main: end, cross: crossPosition(item, size), section: section)
      trailingIndices.append((index, end, axes.main(size)))
      end += axes.main(size)
      trailingExtent += axes.main(size)
    }
    // Items that do not extend the section sit inside its content area.
    for (i, item) in s.boundarySupplementaryItems.enumerated() where !(item.extendsBoundary && (leadsSection(item.alignment) || trailsSection(item.alignment))) {
      let size = boundarySizes[i]
      let unit = item.alignment.edges.unitPoint
      let main = contentTop + (groupsExtent - axes.main(size)) * (vertical ? unit.y : unit.x)
      let index = appendBoundary(item, size: size, main: main, cross: crossPosition(item, size), section: section)
      if item.pinToVisibleBounds {
        pins.append(
          PinRule(
            attributeIndex: index, edge: trailsSection(item.alignment) ? .end : .start, natural: main, extent: axes.main(size),
            limit: trailsSection(item.alignment) ? start + leadingExtent : end - trailingExtent - axes.main(size),
            sectionStart: start, sectionEnd: end, roundsToPixels: false))
      }
    }
    // Pinning of the extending items (§2.9): a header stays above the section's footers, a
    // footer below its headers.
    var leadingCursor = 0
    for item in s.boundarySupplementaryItems where item.extendsBoundary && leadsSection(item.alignment) {
      let index = boundaryIndices[leadingCursor]
      if item.pinToVisibleBounds {
        let extent = axes.main(attributes[index].frame.size)
        pins.append(
          PinRule(
            attributeIndex: index, edge: .start, natural: boundaryNatural[leadingCursor], extent: extent,
            limit: end - trailingExtent - extent, sectionStart: start, sectionEnd: end, roundsToPixels: false))
      }
      leadingCursor += 1
    }
    var trailingCursor = 0
    for item in s.boundarySupplementaryItems where item.extendsBoundary && trailsSection(item.alignment) {
      let (index, natural, extent) = trailingIndices[trailingCursor]
      if item.pinToVisibleBounds {
        pins.append(
          PinRule(
            attributeIndex: index, edge: .end, natural: natural, extent: extent, limit: start + leadingExtent,
            sectionStart: start, sectionEnd: end, roundsToPixels: false))
      }
      trailingCursor += 1
    }

    // Backgrounds span the section across the whole content width (§2.10); an empty section
    // has none (§2.16 E1).
    for (i, decoration) in s.decorationItems.enumerated() where !isEmpty {
      let frame = axes.rect(main: start, cross: 0, mainExtent: end - start, crossExtent: contentCrossExtent)
      let d = decoration.contentInsets.resolved(.leftToRight)
      if [d.top, d.left, d.bottom, d.right].contains(where: { !$0.isFinite }) {
        throw LayoutError("\(path).decorationItems[\(i)].contentInsets", "must be finite")
      }
      attributes.append(
        LayoutAttributes(
          category: .decoration(kind: decoration.elementKind), indexPath: IndexPath(item: 0, section: section),
          frame: frame.inset(by: d), zIndex: decoration.zIndex))
    }
    return end
  }

  private mutating func appendBoundary(_ item: BoundarySupplementaryItem, size: Size, main: Double, cross: Double, section: Int) -> Int {
    let frame = axes.rect(main: main, cross: cross, mainExtent: axes.main(size), crossExtent: axes.cross(size))
      .offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y)
    attributes.append(
      LayoutAttributes(category: .supplementary(kind: item.elementKind), indexPath: IndexPath(item: 0, section: section), frame: frame, zIndex: item.zIndex))
    return attributes.count - 1
  }

  /// Places the section's groups and their cells and badges; returns the groups' extent along
  /// the scroll axis.
  private mutating func placeGroups(
    _ s: LayoutSection, section: Int, itemCount: Int, path: String, containerWidth: Double, containerHeight: Double,
    contentTop: Double, crossOrigin: Double, containerCross: Double, crossAfter: Double, mainBefore: Double,
    mainAfter: Double, zBase: Int
  ) throws(LayoutError) -> Double {
    let isOrthogonal = s.orthogonalScrollingBehavior != .none
    // Read once: the engine's computed properties copy the whole engine at each read in a
    // debug build.
    let vertical = self.vertical
    let axes = self.axes
    let rounding = self.rounding
    let measuring = content.measure.flatMap { measure in
      Self.hasEstimates(.group(s.group)) ? ItemMeasuring(section: section, itemCount: itemCount, measure: measure) : nil
    }
    var members: [Int] = []
    let spacing = s.interGroupSpacing
    // A template solved once when nothing is measured; else each group is solved with its own
    // items.
    var template: SolvedGroup?
    if measuring == nil {
      var counter = 0
      template = try GroupSolver(rounding: rounding, measuring: nil).solve(s.group, width: containerWidth, height: containerHeight, path: path, nextItem: &counter)
      guard let template, !template.leaves.isEmpty else { throw LayoutError(path, "the group has no item slots") }
    }
    var item = 0
    var mainCursor = contentTop
    var crossCursor = 0.0
    var groupOffsets: [Double] = []
    var groupLength = 0.0
    var orthogonalThickness = 0.0
    var padding = 0.0
    var first = true
    // Badges go after the section's cells, which stay contiguous for O(1) lookups.
    var attached: [LayoutAttributes] = []
    while item < itemCount {
      let solved: SolvedGroup
      if let template {
        solved = template
      } else {
        var counter = item
        solved = try GroupSolver(rounding: rounding, measuring: measuring).solve(s.group, width: containerWidth, height: containerHeight, path: path, nextItem: &counter)
        guard !solved.leaves.isEmpty else { throw LayoutError(path, "the group has no item slots") }
      }
      let gMain = axes.main(solved.size)
      let gCross = axes.cross(solved.size)
      if first && s.orthogonalScrollingBehavior == .groupPagingCentered {
        padding = (containerCross - gCross) / 2
      }
      if !first {
        if isOrthogonal { crossCursor += spacing } else { mainCursor += spacing }
      }
      first = false
      let originMain = mainCursor
      let originCross = crossOrigin + padding + crossCursor
      let origin = vertical ? Point(x: originCross, y: originMain) : Point(x: originMain, y: originCross)
      groupOffsets.append(originCross)
      groupLength = gCross
      let leaves = solved.leaves
      var l = 0
      while l < leaves.count, item < itemCount {
        let leaf = leaves[l]
        l += 1
        let frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
        attributes.append(
          LayoutAttributes(category: .cell, indexPath: IndexPath(item: item, section: section), frame: frame, zIndex: max(leaf.zIndex, zBase)))
        if isOrthogonal { members.append(attributes.count - 1) }
        if let supplementaries = leaf.item?.supplementaryItems, !supplementaries.isEmpty {
          try Self.attach(supplementaries, to: frame, indexPath: IndexPath(item: item, section: section), zBase: zBase, path: path, rounding: rounding, into: &attached)
        }
        item += 1
      }
      if !s.group.supplementaryItems.isEmpty {
        // Anchored inside the group's content insets and numbered by group (§2.16 E2, E3).
        let groupFrame = Rect(origin: origin, size: solved.size).inset(by: s.group.contentInsets.resolved(.leftToRight))
        try Self.attach(s.group.supplementaryItems, to: groupFrame, indexPath: IndexPath(item: groupOffsets.count - 1, section: section), zBase: zBase, path: path, rounding: rounding, into: &attached)
      }
      if isOrthogonal {
        crossCursor += gCross
        orthogonalThickness = max(orthogonalThickness, gMain)
      } else {
        mainCursor += gMain
      }
    }
    var a = 0
    while a < attached.count {
      attributes.append(attached[a])
      if isOrthogonal { members.append(attributes.count - 1) }
      a += 1
    }
    if isOrthogonal {
      let contentLength = crossOrigin + padding + crossCursor + padding + crossAfter
      let band = axes.rect(main: contentTop - mainBefore, cross: 0, mainExtent: mainBefore + orthogonalThickness + mainAfter, crossExtent: contentCrossExtent)
      orthogonal.append(
        OrthogonalSectionInfo(
          section: section, behavior: s.orthogonalScrollingBehavior, frame: band,
          contentLength: max(contentCrossExtent, contentLength), groupOffsets: groupOffsets, groupLength: groupLength))
      orthogonalMembers.append(members)
      return orthogonalThickness
    }
    return mainCursor - contentTop
  }

  /// Badges and other views attached to an item or group frame (§2.8).
  ///
  /// Static, with the rounding passed: a method of the engine called from its mutating
  /// methods copies the whole engine (its attributes so far) at every call in a debug build.
  private static func attach(
    _ items: [LayoutSupplementaryItem], to container: Rect, indexPath: IndexPath, zBase: Int, path: String, rounding: LayoutRounding,
    into result: inout [LayoutAttributes]
  ) throws(LayoutError) {
    let solver = GroupSolver(rounding: rounding, measuring: nil)
    var i = 0
    while i < items.count {
      let supplementary = items[i]
      i += 1
      if !GroupSolver.isValid(supplementary.layoutSize) {
        try GroupSolver.validate(supplementary.layoutSize, path: path + ".supplementaryItems")
      }
      let size = Size(
        width: solver.resolve(supplementary.layoutSize.widthDimension, width: container.width, height: container.height),
        height: solver.resolve(supplementary.layoutSize.heightDimension, width: container.width, height: container.height))
      let containerUnit = supplementary.containerAnchor.edges.unitPoint
      let containerOffset = supplementary.containerAnchor.offset(for: size)
      let itemAnchor = supplementary.itemAnchor ?? LayoutAnchor(edges: supplementary.containerAnchor.edges)
      let itemUnit = itemAnchor.edges.unitPoint
      let itemOffset = itemAnchor.offset(for: size)
      // The anchored origin snaps to the pixel grid (§2.16 E4).
      let x = rounding.roundPx(container.x + container.width * containerUnit.x + containerOffset.x - (size.width * itemUnit.x + itemOffset.x))
      let y = rounding.roundPx(container.y + container.height * containerUnit.y + containerOffset.y - (size.height * itemUnit.y + itemOffset.y))
      result.append(
        LayoutAttributes(
          category: .supplementary(kind: supplementary.elementKind), indexPath: indexPath,
          frame: Rect(x: x, y: y, width: size.width, height: size.height), zIndex: max(supplementary.zIndex, zBase)))
    }
  }

  static func hasEstimates(_ element: LayoutElement) -> Bool {
    let size = element.layoutSize
    if size.widthDimension.isEstimated || size.heightDimension.isEstimated { return true }
    if case .group(let g) = element { return g.subitems.contains { hasEstimates($0) } }
    return false
  }

  /// Rejects non-finite numbers and warns about insets between 0 and 1 (§2.3, §4.17).
  private mutating func validate(_ s: LayoutSection, path: String) throws(LayoutError) {
    guard s.interGroupSpacing.isFinite, s.interGroupSpacing >= 0 else {
      throw LayoutError(path + ".interGroupSpacing", "must be a finite number ≥ 0, got \(s.interGroupSpacing)")
    }
    try checkInsets(s.contentInsets, path: path + ".contentInsets")
    try checkElement(.group(s.group), path: path + ".group")
  }

  private mutating func checkElement(_ element: LayoutElement, path: String) throws(LayoutError) {
    switch element {
    case .item(let item): try checkInsets(item.contentInsets, path: path + ".contentInsets")
    case .group(let group):
      try checkInsets(group.contentInsets, path: path + ".contentInsets")
      for (i, sub) in group.subitems.enumerated() { try checkElement(sub, path: "\(path).subitems[\(i)]") }
    }
  }

  private mutating func checkInsets(_ insets: DirectionalEdgeInsets, path: String) throws(LayoutError) {
    for (name, v) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)] {
      guard v.isFinite else { throw LayoutError("\(path).\(name)", "must be finite, got \(v)") }
      if v > 0 && v < 1 {
        let diagnostic = LayoutDiagnostic(
          "\(path).\(name)",
          "inset \(LayoutNumber.format(v)) is between 0 and 1: UIKit may read it as a fraction of the container; use whole points")
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
      }
    }
  }
}
