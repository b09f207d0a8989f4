import CollectionSnapshotLayout

extension Screen {
  /// The kind of the standard view a table shows a section's title in
  /// (`UITableViewHeaderFooterView`).
  public static let tableTitleViewKind = "UITableViewHeaderFooterView"

  /// The standard view a table shows a section's title in: UIKit's header (or footer) list
  /// content of the table's style — `plainHeader` in a plain table, `groupedHeader` in the
  /// grouped ones. `nil` without a title, or when the layout is not a table's.
  public static func titleView(_ title: String?, header: Bool, layout: LayoutDefinition) -> SupplementaryView? {
    guard let title, case .table(let table) = layout else { return nil }
    let style: ListContentStyle
    switch (table.style, header) {
    case (.plain, true): style = .plainHeader
    case (.plain, false): style = .plainFooter
    case (_, true): style = .groupedHeader
    case (_, false): style = .groupedFooter
    }
    return SupplementaryView(kind: tableTitleViewKind, content: .list(style, text: title))
  }

  /// The table layout with each section's header and footer and the table's header and footer
  /// views from the model, and the content: the rows' delegate heights (a fixed size), their
  /// measurements (self-sizing rows, at least 44 pt for the system's content) and what each
  /// row tells the layout (``TableRowContent``).
  func tableInput(_ base: TableLayout, environment: LayoutEnvironment) -> (TableLayout, LayoutContent) {
    var layout = base
    let sections = model.sections
    let measurer = self.measurer
    let width = environment.containerSize.width - environment.adjustedContentInset.left - environment.adjustedContentInset.right
    func lines(_ text: String) -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count }
    func supplementary(_ view: SupplementaryView?, title: String?) -> TableLayout.Supplementary {
      if let view {
        switch view.sizing {
        case .fixed(let size): return TableLayout.Supplementary(.view, height: .points(size.height))
        case .computed(let compute): return TableLayout.Supplementary(.view, height: compute(environment.containerSize).map { .points($0.height) })
        default: return TableLayout.Supplementary(.view)
        }
      }
      if let title { return TableLayout.Supplementary(.title(lines: lines(title))) }
      return .none
    }
    // The content from the model; the delegate's heights and estimates the base layout holds
    // per section (a table read from an app) where the model's view fixes no height.
    layout.sections = sections.indices.map { s in
      let given = base.section(s)
      var header = supplementary(sections[s].header, title: sections[s].headerTitle)
      var footer = supplementary(sections[s].footer, title: sections[s].footerTitle)
      header.height = header.height ?? given.header.height
      header.estimatedHeight = given.header.estimatedHeight
      footer.height = footer.height ?? given.footer.height
      footer.estimatedHeight = given.footer.estimatedHeight
      return TableLayout.Section(header: header, footer: footer)
    }
    func height(of view: SupplementaryView?) -> Double? {
      guard let view else { return nil }
      switch view.sizing {
      case .fixed(let size): return size.height
      case .computed(let compute): if let size = compute(environment.containerSize) { return size.height }
      default: break
      }
      let measured = MeasuredView(content: view.content, sizing: view.sizing, kind: view.kind)
      return measurer.fit(measured, proposal: Size(width: width, height: 0), widthIsFixed: true, availableWidth: width, fillsLine: true).height
    }
    layout.tableHeaderHeight = height(of: tableHeaderView)
    layout.tableFooterHeight = height(of: tableFooterView)
    var visibleItems: [[Item]] = []
    visibleItems.reserveCapacity(sections.count)
    for section in sections { visibleItems.append(section.visibleItems) }
    let cells = visibleItems
    let headers = sections.map { $0.header.map { MeasuredView(content: $0.content, sizing: $0.sizing, kind: $0.kind) } }
    let footers = sections.map { $0.footer.map { MeasuredView(content: $0.content, sizing: $0.sizing, kind: $0.kind) } }
    @Sendable func item(_ path: IndexPath) -> Item? {
      guard let i = path.item, path.section >= 0, path.section < cells.count, i >= 0, i < cells[path.section].count else { return nil }
      return cells[path.section][i]
    }
    let itemSize: @Sendable (IndexPath, Size) -> Size? = { path, bounds in
      guard let item = item(path) else { return nil }
      switch item.sizing {
      case .fixed(let size): return size
      case .computed(let compute): return compute(bounds)
      default: return nil
      }
    }
    let measure: @Sendable (SizingRequest) -> Size = { request in
      let view: MeasuredView?
      switch request.category {
      case .cell: view = item(request.indexPath).map { MeasuredView(content: $0.content, sizing: $0.sizing, kind: $0.kind) }
      case .supplementary(let kind):
        let s = request.indexPath.section
        switch ElementCategory.supplementaryRole(ofKind: kind) {
        case .header: view = s >= 0 && s < headers.count ? headers[s] : nil
        case .footer: view = s >= 0 && s < footers.count ? footers[s] : nil
        case .other: view = nil
        }
      case .decoration: view = nil
      }
      guard let view else { return request.proposedSize }
      var fitted = measurer.fit(view, proposal: request.proposedSize, widthIsFixed: true, availableWidth: request.proposedSize.width, fillsLine: true)
      // The system's cell content is at least UITableView's default row height.
      if request.category == .cell, view.content.listStyle != nil, measurer.measured(view) == nil {
        fitted.height = max(fitted.height, TableLayout.defaultRowHeight)
      }
      return fitted
    }
    let tableRows: @Sendable (IndexPath) -> TableRowContent? = { path in
      guard let item = item(path) else { return nil }
      var row = item.tableRow
      if row.leadingImageWidth == nil { row.leadingImageWidth = Self.leadingImageWidth(item.content) }
      return row
    }
    return (layout, LayoutContent(itemCounts: cells.map(\.count), itemSize: itemSize, measure: measure, tableRows: tableRows))
  }

  /// The width of the image before a row's text: a leading image's, by its list content
  /// height when the app gave one (images are taken as square), else a symbol's 24-pt slot
  /// (an image's own size is not known to the package).
  static func leadingImageWidth(_ content: PlaceholderContent) -> Double? {
    guard let image = content.image, image.placement == .leading else { return nil }
    if case .height(let h)? = content.listOptions.image { return h }
    return 24
  }
}
