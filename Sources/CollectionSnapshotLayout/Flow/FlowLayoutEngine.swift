extension FlowLayout {
  /// Computes every frame `UICollectionViewFlowLayout` would (spec §1): the fixed-size grid
  /// path when all items of a section share one size, line packing otherwise; headers and
  /// footers; origins snapped to the pixel grid; pinning rules for the scroll-dependent
  /// queries.
  ///
  /// - Parameters:
  ///   - content: items per section, their explicit sizes and self-sizing measurement.
  ///   - environment: bounds, insets, scale and direction.
  /// - Throws: ``LayoutError`` naming the bad value: a negative, zero or non-finite size, a
  ///   negative or non-finite spacing or inset, a container with no width, a self-sizing
  ///   measurement that never converges.
  public func layout(_ content: LayoutContent, in environment: LayoutEnvironment) throws(LayoutError) -> ComputedLayout {
    var engine = FlowLayoutEngine(layout: self, content: content, environment: environment)
    return try engine.run()
  }
}

/// One run of the flow algorithm.
struct FlowLayoutEngine {
  let layout: FlowLayout
  let content: LayoutContent
  let environment: LayoutEnvironment
  let axes: Axes
  let rounding: LayoutRounding
  var diagnostics: [LayoutDiagnostic] = []

  init(layout: FlowLayout, content: LayoutContent, environment: LayoutEnvironment) {
    self.layout = layout
    self.content = content
    self.environment = environment
    self.axes = Axes(direction: layout.scrollDirection)
    self.rounding = environment.rounding
  }

  private var vertical: Bool { layout.scrollDirection == .vertical }

  mutating func run() throws(LayoutError) -> ComputedLayout {
    try environment.validate()
    try content.validate()
    try validateDefinition()
    let adjusted = environment.adjustedContentInset
    let bounds = environment.containerSize
    // D: the cross-axis space inside the adjusted content inset (§1.2).
    let crossSpace = vertical
      ? bounds.width - adjusted.left - adjusted.right
      : bounds.height - adjusted.top - adjusted.bottom
    let d = max(0, crossSpace)
    guard d > 0 else {
      throw LayoutError(
        "environment.containerSize",
        "the collection view has no \(vertical ? "width" : "height") for items (\(LayoutNumber.format(crossSpace)) pt inside the adjusted content inset)")
    }
    let referenceExtra: EdgeInsets
    switch layout.sectionInsetReference {
    case .fromContentInset: referenceExtra = .zero
    case .fromSafeArea: referenceExtra = adjusted.excess(of: environment.safeAreaInsets)
    case .fromLayoutMargins:
      referenceExtra = adjusted.excess(of: environment.layoutMargins.resolved(environment.layoutDirection))
    }
    var overrides: [Int: FlowLayout.SectionOverride] = [:]
    for o in layout.sectionOverrides { overrides[o.section] = o }

    var attributes: [LayoutAttributes] = []
    attributes.reserveCapacity(content.itemCounts.reduce(0, +) + 2 * content.itemCounts.count)
    var pins: [PinRule] = []
    var cellRanges: [Range<Int>] = []
    var offset = 0.0
    for section in content.itemCounts.indices {
      let count = content.itemCounts[section]
      guard count >= 0 else {
        throw LayoutError("content.itemCounts[\(section)]", "a section cannot have \(count) items")
      }
      let values = layout.resolvedSection(section, overrides: overrides)
      try validate(values, section: section)
      let inset = values.inset + referenceExtra
      let begin = vertical ? inset.left : inset.top
      let end = vertical ? inset.right : inset.bottom
      let before = vertical ? inset.top : inset.left
      let after = vertical ? inset.bottom : inset.right
      let headerExtent = axes.main(values.header)
      let footerExtent = axes.main(values.footer)
      let sectionStart = offset
      var headerIndex: Int?
      if headerExtent > 0 {
        headerIndex = attributes.count
        attributes.append(
          LayoutAttributes(
            category: .supplementary(kind: ElementCategory.sectionHeaderKind),
            indexPath: IndexPath(item: 0, section: section),
            frame: axes.rect(main: rounding.roundPx(sectionStart), cross: 0, mainExtent: headerExtent, crossExtent: d),
            zIndex: 10))
      }
      let contentStart = sectionStart + headerExtent + before
      let firstCell = attributes.count
      let linesExtent = try placeItems(
        section: section, count: count, d: d, begin: begin, end: end, contentStart: contentStart,
        values: values, into: &attributes)
      cellRanges.append(firstCell..<attributes.count)
      let footerStart = contentStart + linesExtent + after
      let sectionEnd = footerStart + footerExtent
      if let headerIndex, layout.sectionHeadersPinToVisibleBounds {
        pins.append(
          PinRule(
            attributeIndex: headerIndex, edge: .start, natural: sectionStart, extent: headerExtent,
            limit: sectionEnd - footerExtent - headerExtent, sectionStart: sectionStart,
            sectionEnd: sectionEnd, roundsToPixels: true))
      }
      if footerExtent > 0 {
        if layout.sectionFootersPinToVisibleBounds {
          pins.append(
            PinRule(
              attributeIndex: attributes.count, edge: .end, natural: footerStart, extent: footerExtent,
              limit: sectionStart + headerExtent, sectionStart: sectionStart, sectionEnd: sectionEnd,
              roundsToPixels: true))
        }
        attributes.append(
          LayoutAttributes(
            category: .supplementary(kind: ElementCategory.sectionFooterKind),
            indexPath: IndexPath(item: 0, section: section),
            frame: axes.rect(main: rounding.roundPx(footerStart), cross: 0, mainExtent: footerExtent, crossExtent: d),
            zIndex: 10))
      }
      offset = sectionEnd
    }
    let contentSize = axes.size(main: offset, cross: d)
    if environment.layoutDirection == .rightToLeft {
      for i in attributes.indices {
        let f = attributes[i].frame
        attributes[i].frame.x = contentSize.width - f.x - f.width
      }
    }
    var result = ComputedLayout(
      attributes: attributes, contentSize: contentSize, scrollDirection: layout.scrollDirection,
      environment: environment, diagnostics: diagnostics, orthogonalSections: [],
      orthogonalMembers: [], pins: pins, cellRanges: cellRanges)
    if !pins.isEmpty {
      // At rest a pinned footer may already stick to the bottom of the visible area.
      result = ComputedLayout(
        attributes: result.attributes(at: .resting(environment)), contentSize: contentSize,
        scrollDirection: layout.scrollDirection, environment: environment, diagnostics: diagnostics,
        orthogonalSections: [], orthogonalMembers: [], pins: pins, cellRanges: cellRanges)
    }
    return result
  }

  // MARK: Items

  /// Places a section's items; returns the extent of its lines along the scroll axis.
  private mutating func placeItems(
    section: Int, count: Int, d: Double, begin: Double, end: Double, contentStart: Double,
    values: ResolvedFlowSection, into attributes: inout [LayoutAttributes]
  ) throws(LayoutError) -> Double {
    guard count > 0 else { return 0 }
    var (sizes, uniform) = try itemSizes(section: section, count: count)
    sizes = sizes.enumerated().map { item, size in supported(size, IndexPath(item: item, section: section)) }
    if let size = uniform, !(size.width > 0 && size.height > 0) {
      // A zero size has no grid to snap to: each item is placed on its own.
      sizes = (0..<count).map { supported(size, IndexPath(item: $0, section: section)) }
      uniform = nil
    }
    let lineExtent = d - begin - end
    if let uniform {
      if axes.cross(uniform) > lineExtent { warnTooWide(section: section) }
      return placeFixed(
        section: section, count: count, size: uniform, d: d, begin: begin, end: end,
        contentStart: contentStart, values: values, into: &attributes)
    }
    return placeVariable(
      section: section, sizes: sizes, d: d, begin: begin, end: end, contentStart: contentStart,
      values: values, into: &attributes)
  }

  /// Each item's size, and the common size when the fixed (grid) path applies (§1.4).
  private func itemSizes(section: Int, count: Int) throws(LayoutError) -> ([Size], Size?) {
    let bounds = environment.containerSize
    switch layout.estimatedItemSize {
    case .none:
      guard let explicit = content.itemSize else { return ([], layout.itemSize) }
      var sizes: [Size] = []
      sizes.reserveCapacity(count)
      var allEqual = true
      for item in 0..<count {
        let size = explicit(IndexPath(item: item, section: section), bounds) ?? layout.itemSize
        try validateItemSize(size, IndexPath(item: item, section: section))
        if allEqual, let first = sizes.first, first != size { allEqual = false }
        sizes.append(size)
      }
      return allEqual ? ([], sizes[0]) : (sizes, nil)
    case .estimated, .automatic:
      // Self-sizing: the measured sizes always take the variable path (§1.14).
      let estimate: Size
      if case .estimated(let e) = layout.estimatedItemSize { estimate = e } else { estimate = layout.itemSize }
      var sizes: [Size] = []
      sizes.reserveCapacity(count)
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        var size = content.itemSize?(indexPath, bounds) ?? estimate
        if let measure = content.measure {
          size = try SelfSizing.fit(
            SizingRequest(category: .cell, indexPath: indexPath, proposedSize: size, widthIsFixed: false, heightIsFixed: false),
            measure: measure, path: "cell \(indexPath)")
        }
        try validateItemSize(size, indexPath)
        sizes.append(size)
      }
      return (sizes, nil)
    }
  }

  /// The fixed-size path (§1.5): a justified grid whose last row snaps to the grid's columns.
  private func placeFixed(
    section: Int, count: Int, size: Size, d: Double, begin: Double, end: Double,
    contentStart: Double, values: ResolvedFlowSection, into attributes: inout [LayoutAttributes]
  ) -> Double {
    let s = values.interitemSpacing
    let lineSpacing = values.lineSpacing
    let w = axes.cross(size)
    let h = axes.main(size)
    let l = d - begin - end
    let fit = ((s + l) / (s + w)).rounded(.down)
    let perLine = max(1, Int(min(max(fit, 1), 1e9)))
    let gap: Double
    let start: Double
    if perLine > 1 {
      gap = (d - begin - end - Double(perLine) * w) / Double(perLine - 1)
      start = begin
    } else {
      gap = 0
      start = begin + (d - w - begin - end) / 2
    }
    for item in 0..<count {
      let column = item % perLine
      let row = item / perLine
      let primary = start + Double(column) * (w + gap)
      let secondary = contentStart + Double(row) * (h + lineSpacing)
      attributes.append(
        LayoutAttributes(
          category: .cell, indexPath: IndexPath(item: item, section: section),
          frame: axes.rect(
            main: rounding.roundPx(secondary), cross: rounding.roundPx(primary), mainExtent: h, crossExtent: w)))
    }
    let rows = (count + perLine - 1) / perLine
    return Double(rows) * h + Double(rows - 1) * lineSpacing
  }

  private struct Line {
    var first: Int
    var count: Int
    var leftover: Double
  }

  /// The variable-size path (§1.6–1.8): greedy lines, justified when complete, packed to the
  /// leading edge when the last line is incomplete, items centred across their line.
  private mutating func placeVariable(
    section: Int, sizes: [Size], d: Double, begin: Double, end: Double, contentStart: Double,
    values: ResolvedFlowSection, into attributes: inout [LayoutAttributes]
  ) -> Double {
    // Horizontal flow swaps the roles of the spacings in this path (§1.8).
    let inLine = vertical ? values.interitemSpacing : values.lineSpacing
    let betweenLines = vertical ? values.lineSpacing : values.interitemSpacing
    let l = d - begin - end
    var lines: [Line] = []
    var current = Line(first: 0, count: 0, leftover: 0)
    var remaining = l
    var warned = false
    for (i, size) in sizes.enumerated() {
      let w = axes.cross(size)
      if w > l && !warned {
        warnTooWide(section: section)
        warned = true
      }
      if w <= remaining {
        current.count += 1
        remaining -= w + inLine
      } else {
        // Closes the current line, even an empty one before an oversize first item (§1.6.4).
        current.leftover = remaining
        lines.append(current)
        current = Line(first: i, count: 1, leftover: 0)
        remaining = l - (w + inLine)
      }
    }
    current.leftover = remaining
    lines.append(current)

    // Is the last line complete (§1.6)?
    let last = lines.count - 1
    let everyLineSingle = lines.allSatisfy { $0.count == 1 }
    let asFullAsPrevious = lines.count >= 2 && lines[last].leftover == lines[last - 1].leftover
    let lastIsComplete = everyLineSingle || asFullAsPrevious

    var lineStart = contentStart
    var extent = 0.0
    for (index, line) in lines.enumerated() {
      var thickness = 0.0
      var sumW = 0.0
      for k in line.first..<(line.first + line.count) {
        thickness = max(thickness, axes.main(sizes[k]))
        sumW += axes.cross(sizes[k])
      }
      let complete = index < last || lastIsComplete
      var start = begin
      var gap = inLine
      if complete {
        if line.count >= 2 {
          gap = (d - sumW - begin - end) / Double(line.count - 1)
        } else if line.count == 1 {
          start = begin + max(0, (l - axes.cross(sizes[line.first])) / 2)
        }
      }
      var advance = 0.0
      for k in line.first..<(line.first + line.count) {
        let w = axes.cross(sizes[k])
        let h = axes.main(sizes[k])
        let primary = start + advance
        let secondary = lineStart + (thickness - h) / 2
        advance += w + gap
        attributes.append(
          LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: k, section: section),
            frame: axes.rect(
              main: rounding.roundPx(secondary), cross: rounding.roundPx(primary), mainExtent: h, crossExtent: w)))
      }
      extent = lineStart + thickness - contentStart
      lineStart += thickness + betweenLines
    }
    return extent
  }

  // MARK: Validation

  private mutating func warnTooWide(section: Int) {
    let (axis, edges) = vertical ? ("width", "left and right") : ("height", "top and bottom")
    diagnostics.append(
      LayoutDiagnostic(
        "sections[\(section)]",
        "the behavior of the UICollectionViewFlowLayout is not defined because: the item \(axis) must be less than the \(axis) of the UICollectionView minus the section insets \(edges) values, minus the content insets \(edges) values."
      ))
  }

  /// A size that cannot be laid out (infinite, not a number) is an error.
  private func validateItemSize(_ size: Size, _ indexPath: IndexPath) throws(LayoutError) {
    guard size.isFinite else {
      throw LayoutError(
        "cell \(indexPath)", "item sizes must be finite numbers (got \(LayoutNumber.format(size.width)) x \(LayoutNumber.format(size.height)))")
    }
  }

  /// A zero or negative size (a flow delegate's answer): UIKit logs "negative or zero sizes are
  /// not supported in the flow layout" and still lays the item out; here it is laid out with the
  /// offending dimension at 0, and the dump's warnings say so.
  private mutating func supported(_ size: Size, _ indexPath: IndexPath) -> Size {
    guard !(size.width > 0 && size.height > 0) else { return size }
    let laidOut = Size(width: max(0, size.width), height: max(0, size.height))
    diagnostics.append(
      LayoutDiagnostic(
        "cell \(indexPath)",
        "negative or zero sizes are not supported in the flow layout (got \(LayoutNumber.format(size.width)) x \(LayoutNumber.format(size.height)); laid out as \(LayoutNumber.format(laidOut.width)) x \(LayoutNumber.format(laidOut.height)))"
      ))
    return laidOut
  }

  private func validateDefinition() throws(LayoutError) {
    let l = layout
    guard l.itemSize.isFinite, l.itemSize.width > 0, l.itemSize.height > 0 else {
      throw LayoutError(
        "itemSize",
        "negative or zero sizes are not supported in the flow layout (got \(LayoutNumber.format(l.itemSize.width)) x \(LayoutNumber.format(l.itemSize.height)))")
    }
    if case .estimated(let e) = l.estimatedItemSize, !(e.isFinite && e.width > 0 && e.height > 0) {
      throw LayoutError("estimatedItemSize", "must be positive and finite, got \(e.width) x \(e.height)")
    }
  }

  private func validate(_ v: ResolvedFlowSection, section: Int) throws(LayoutError) {
    let path = "sections[\(section)]"
    for (name, value) in [("minimumLineSpacing", v.lineSpacing), ("minimumInteritemSpacing", v.interitemSpacing)] {
      guard value.isFinite, value >= 0 else {
        throw LayoutError("\(path).\(name)", "must be a finite number ≥ 0, got \(value)")
      }
    }
    let i = v.inset
    for (name, value) in [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)] where !value.isFinite {
      throw LayoutError("\(path).sectionInset.\(name)", "must be finite, got \(value)")
    }
    for (name, size) in [("headerReferenceSize", v.header), ("footerReferenceSize", v.footer)] {
      guard size.isFinite, size.width >= 0, size.height >= 0 else {
        throw LayoutError("\(path).\(name)", "must be finite and not negative, got \(size.width) x \(size.height)")
      }
    }
  }
}
