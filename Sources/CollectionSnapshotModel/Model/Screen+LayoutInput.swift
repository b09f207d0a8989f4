import CollectionSnapshotLayout

extension Screen {
  /// The flow layout with the sections' own values, and the content with the items' sizes.
  func flowInput(_ base: FlowLayout, environment: LayoutEnvironment) -> (FlowLayout, LayoutContent) {
    var layout = base
    let bounds = environment.containerSize
    let vertical = layout.scrollDirection == .vertical
    let adjusted = environment.adjustedContentInset
    let crossSpace = max(0, vertical ? bounds.width - adjusted.left - adjusted.right : bounds.height - adjusted.top - adjusted.bottom)
    var overrides: [Int: FlowLayout.SectionOverride] = [:]
    for o in layout.sectionOverrides { overrides[o.section] = o }
    var sizes: [[Size?]] = []
    var lineWidths: [Double] = []
    let measurer = self.measurer
    for (s, section) in model.sections.enumerated() {
      var o = Self.flowOverride(section, at: s, layout: layout, overrides: overrides)
      let grid = section.flowValues?.gridColumnCount
      let inset = o.sectionInset ?? layout.sectionInset
      let spacing = o.minimumInteritemSpacing ?? layout.minimumInteritemSpacing
      let lineWidth = crossSpace - (vertical ? inset.left + inset.right : inset.top + inset.bottom)
      lineWidths.append(lineWidth)
      // Headers and footers: the model's size, else the layout's reference size.
      if let header = section.header, let size = referenceSize(header, width: crossSpace, bounds: bounds, vertical: vertical, measurer: measurer) {
        o.headerReferenceSize = size
      }
      if let footer = section.footer, let size = referenceSize(footer, width: crossSpace, bounds: bounds, vertical: vertical, measurer: measurer) {
        o.footerReferenceSize = size
      }
      overrides[s] = o
      sizes.append(section.visibleItems.map { item in
        if let grid {
          // SSCollectionViewPresenter's grid rule.
          let boundsCross = vertical ? bounds.width : bounds.height
          let cross = grid > 0
            ? (boundsCross - (vertical ? inset.left + inset.right : inset.top + inset.bottom) - spacing * Double(grid - 1)) / Double(grid)
            : boundsCross
          let along = itemSize(
            item, bounds: vertical ? Size(width: cross, height: bounds.height) : Size(width: bounds.width, height: cross), lineWidth: cross,
            fixedWidth: true, defaultSize: layout.itemSize, measurer: measurer)
            .map { vertical ? $0.height : $0.width } ?? (vertical ? layout.itemSize.height : layout.itemSize.width)
          return vertical ? Size(width: cross, height: along) : Size(width: along, height: cross)
        }
        if layout.estimatedItemSize != .none {
          switch item.sizing {
          case .selfSizing, .selfSizingHeight, .measured: return nil  // measured by the engine
          default: break
          }
        }
        return itemSize(item, bounds: bounds, lineWidth: lineWidth, defaultSize: layout.itemSize, measurer: measurer)
      })
    }
    layout.sectionOverrides = overrides.keys.sorted().compactMap { overrides[$0] }
    let views = model.sections.map { $0.visibleItems.map { MeasuredView(content: $0.content, sizing: $0.sizing, kind: $0.kind) } }
    let widths = lineWidths
    let measure: @Sendable (SizingRequest) -> Size = { request in
      let s = request.indexPath.section
      guard let item = request.indexPath.item, s < views.count, item < views[s].count else {
        return request.proposedSize
      }
      let view = views[s][item]
      var fills = false
      if case .selfSizingHeight = view.sizing { fills = true }
      return measurer.fit(view, proposal: request.proposedSize, widthIsFixed: request.widthIsFixed, availableWidth: widths[s], fillsLine: fills)
    }
    return (layout, LayoutContent(sizes: sizes, measure: measure))
  }

  /// What a flow-layout delegate (SSCollectionViewPresenter's) answers for a section: the
  /// section's own values over the layout's overrides, and for a grid of 0 columns the
  /// presenter's insets — cross-axis insets dropped, and, scrolling horizontally, the right
  /// inset replaced by the bottom one (`insetForSectionAt` returns `right: sectionInset.bottom`).
  static func flowOverride(_ section: Section, at s: Int, layout: FlowLayout, overrides: [Int: FlowLayout.SectionOverride]) -> FlowLayout.SectionOverride {
    var o = overrides[s] ?? FlowLayout.SectionOverride(section: s)
    if let values = section.flowValues {
      o.sectionInset = values.sectionInset ?? o.sectionInset
      o.minimumLineSpacing = values.minimumLineSpacing ?? o.minimumLineSpacing
      o.minimumInteritemSpacing = values.minimumInteritemSpacing ?? o.minimumInteritemSpacing
      if values.gridColumnCount == 0 {
        let inset = o.sectionInset ?? layout.sectionInset
        o.sectionInset = layout.scrollDirection == .vertical
          ? EdgeInsets(top: inset.top, left: 0, bottom: inset.bottom, right: 0)
          : EdgeInsets(top: 0, left: inset.left, bottom: 0, right: inset.bottom)
      }
    }
    return o
  }

  /// The section inset and line spacing a flow-layout delegate answers for section `s`
  /// (SSCollectionViewPresenter's `insetForSectionAt` and `minimumLineSpacingForSectionAt`),
  /// or `nil` when the layout is not a flow layout.
  public func flowDelegateValues(section s: Int) -> (inset: EdgeInsets, lineSpacing: Double)? {
    guard case .flow(let layout) = layout else { return nil }
    var overrides: [Int: FlowLayout.SectionOverride] = [:]
    for o in layout.sectionOverrides { overrides[o.section] = o }
    guard s >= 0, s < model.sections.count else {
      let o = overrides[s]
      return (o?.sectionInset ?? layout.sectionInset, o?.minimumLineSpacing ?? layout.minimumLineSpacing)
    }
    let o = Self.flowOverride(model.sections[s], at: s, layout: layout, overrides: overrides)
    return (o.sectionInset ?? layout.sectionInset, o.minimumLineSpacing ?? layout.minimumLineSpacing)
  }

  /// How the screen's views measure: measured sizes (the view's, then its kind's), list
  /// content, then the placeholder's text.
  var measurer: ViewMeasurer {
    ViewMeasurer(measuredSizes: measuredSizes, category: contentSizeCategory, scale: device.scale, listMargin: listContentMargin)
  }

  /// The layout margin beside the screen's list content, which its text wraps within: a
  /// table's cell margin (``TableRules/cellMargin``), else a list's (16, or 20 with wide
  /// content margins).
  public var listContentMargin: Double {
    let environment = self.environment
    if case .table(let table) = layout { return TableRules(layout: table, environment: environment).cellMargin }
    return ListContentMetrics.layoutMargin(environment)
  }

  /// An item's explicit size: fixed, computed for the bounds, measured, or fitted to its
  /// content (at its natural width, or at the line's width); `nil` for the layout's default.
  private func itemSize(_ item: Item, bounds: Size, lineWidth: Double, fixedWidth: Bool = false, defaultSize: Size, measurer: ViewMeasurer) -> Size? {
    let view = MeasuredView(content: item.content, sizing: item.sizing, kind: item.kind)
    switch item.sizing {
    case .layoutDefault: return nil
    case .fixed(let size): return size
    case .computed(let compute): return compute(bounds)
    case .measured(let measured):
      // A row the width of the line unless the measured size says otherwise.
      return measured.applied(to: Size(width: lineWidth, height: defaultSize.height))
    case .selfSizing:
      return measurer.fit(view, proposal: Size(width: lineWidth, height: 0), widthIsFixed: fixedWidth, availableWidth: lineWidth, fillsLine: false)
    case .selfSizingHeight:
      return measurer.fit(view, proposal: Size(width: lineWidth, height: 0), widthIsFixed: true, availableWidth: lineWidth, fillsLine: true)
    }
  }

  /// A header's or footer's reference size in a flow layout (only the scroll-axis extent counts).
  private func referenceSize(_ view: SupplementaryView, width: Double, bounds: Size, vertical: Bool, measurer: ViewMeasurer) -> Size? {
    let measured = MeasuredView(content: view.content, sizing: view.sizing, kind: view.kind)
    switch view.sizing {
    case .layoutDefault: return nil
    case .fixed(let size): return size
    case .computed(let compute): return compute(bounds)
    case .selfSizing, .selfSizingHeight, .measured:
      if vertical {
        return measurer.fit(measured, proposal: Size(width: width, height: 0), widthIsFixed: true, availableWidth: width, fillsLine: true)
      }
      let natural = measurer.fit(measured, proposal: Size(width: 0, height: width), widthIsFixed: false, availableWidth: bounds.width, fillsLine: false)
      return Size(width: natural.width, height: width)
    }
  }

  /// The compositional layout with each section's own layout and the model's headers and
  /// footers, and the content with self-sizing measured from the placeholders.
  func compositionalInput(_ base: CompositionalLayout, environment: LayoutEnvironment) -> (CompositionalLayout, LayoutContent) {
    let sections = model.sections
    let configs = presenterSections
    let provider: @Sendable (Int, LayoutEnvironment) -> SectionLayout? = { index, environment in
      var chosen: SectionLayout?
      if let configs, index < sections.count {
        chosen = index < configs.count
          ? .section(configs[index].layoutSection(for: sections[index], container: environment.containerSize))
          : .section(PresenterCompositionalSection.emptySection)
      } else if index < sections.count, case .compositional(let own)? = sections[index].layout {
        chosen = own
      } else {
        chosen = try? base.sectionLayout(index, environment: environment)
      }
      // An adaptive layout with no matching case stays unresolved: the layout names the error.
      if let resolved = chosen?.resolved(in: environment, container: base.container(in: environment)) { chosen = resolved }
      guard index < sections.count, case .section(var section)? = chosen else { return chosen }
      // A header or footer in the model gets a boundary item when the layout has none.
      let roles = Set(section.boundarySupplementaryItems.map { ElementCategory.supplementaryRole(ofKind: $0.elementKind) })
      func boundary(_ view: SupplementaryView, kind: String, alignment: RectAlignment) -> BoundarySupplementaryItem {
        let height: LayoutDimension
        if case .fixed(let size) = view.sizing, size.height > 0 { height = .absolute(size.height) } else { height = .estimated(50) }
        return BoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height), elementKind: kind, alignment: alignment)
      }
      if let header = sections[index].header, !roles.contains(.header) {
        section.boundarySupplementaryItems.insert(boundary(header, kind: ElementCategory.sectionHeaderKind, alignment: .top), at: 0)
      }
      if let footer = sections[index].footer, !roles.contains(.footer) {
        section.boundarySupplementaryItems.append(boundary(footer, kind: ElementCategory.sectionFooterKind, alignment: .bottom))
      }
      return .section(section)
    }
    let layout = CompositionalLayout(sections: .provider(provider), configuration: base.configuration)
    // Each section's visible items, kept as they are (an item's view is made when the layout
    // asks to measure it: a fixed-size cell is never asked), by index loops (a debug build
    // copies every element a `map` closure is given).
    var visibleItems: [[Item]] = []
    var itemCounts: [Int] = []
    visibleItems.reserveCapacity(sections.count)
    itemCounts.reserveCapacity(sections.count)
    var index = 0
    while index < sections.count {
      let visible = sections[index].visibleItems
      visibleItems.append(visible)
      itemCounts.append(visible.count)
      index += 1
    }
    let cells = visibleItems
    let headers = sections.map { $0.header.map { MeasuredView(content: $0.content, sizing: $0.sizing, kind: $0.kind) } }
    let footers = sections.map { $0.footer.map { MeasuredView(content: $0.content, sizing: $0.sizing, kind: $0.kind) } }
    let crossLimit = environment.containerSize.width
    let measurer = self.measurer
    let measure: @Sendable (SizingRequest) -> Size = { request in
      let s = request.indexPath.section
      let view: MeasuredView?
      switch request.category {
      case .cell:
        if let i = request.indexPath.item, s >= 0, s < cells.count, i >= 0, i < cells[s].count {
          let item = cells[s][i]
          view = MeasuredView(content: item.content, sizing: item.sizing, kind: item.kind)
        } else {
          view = nil
        }
      case .supplementary(let kind):
        switch ElementCategory.supplementaryRole(ofKind: kind) {
        case .header: view = s < headers.count ? headers[s] : nil
        case .footer: view = s < footers.count ? footers[s] : nil
        case .other: view = nil
        }
      case .decoration:
        view = nil
      }
      guard let view else { return request.proposedSize }
      var fitted = measurer.fit(view, proposal: request.proposedSize, widthIsFixed: request.widthIsFixed, availableWidth: crossLimit, fillsLine: false)
      if request.heightIsFixed { fitted.height = request.proposedSize.height }
      return fitted
    }
    return (layout, LayoutContent(itemCounts: itemCounts, measure: measure))
  }
}
