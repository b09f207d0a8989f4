extension TableLayout {
  /// Computes every frame `UITableView` would: the table header view, then per section the
  /// padding above its header, the header, the rows one under the other and the footer, then
  /// the table footer view; plain tables' headers and footers float while scrolling. The
  /// separators and editing controls the cells draw come with the layout
  /// (``ComputedLayout/table``).
  ///
  /// - Throws: ``LayoutError`` naming the bad value: a negative or non-finite height, a
  ///   self-sizing measurement that never converges, a table with no width.
  public func layout(_ content: LayoutContent, in environment: LayoutEnvironment) throws(LayoutError) -> ComputedLayout {
    var engine = TableLayoutEngine(layout: self, content: content, environment: environment)
    return try engine.run()
  }
}

/// One run of the table algorithm, left to right; mirrored at the end for right-to-left.
struct TableLayoutEngine {
  let layout: TableLayout
  let content: LayoutContent
  let environment: LayoutEnvironment
  let rules: TableRules
  var attributes: [LayoutAttributes] = []
  var pins: [PinRule] = []
  var cellRanges: [Range<Int>] = []
  var separators: [TableGeometry.Separator] = []
  var controls: [TableGeometry.EditingControl] = []
  /// Per section laid out: whether its header and footer show, and the separator its last row
  /// drew at its bottom, if any.
  var sectionEnds: [(headerShows: Bool, footerShows: Bool, lastSeparator: Int?)] = []

  /// The kind of a table's header view (`tableHeaderView`).
  static let tableHeaderKind = ElementCategory.tableHeaderKind
  /// The kind of a table's footer view (`tableFooterView`).
  static let tableFooterKind = ElementCategory.tableFooterKind

  init(layout: TableLayout, content: LayoutContent, environment: LayoutEnvironment) {
    self.layout = layout
    self.content = content
    self.environment = environment
    self.rules = TableRules(layout: layout, environment: environment)
  }

  /// The table's width for content: its bounds inside the adjusted content inset.
  var contentWidth: Double {
    let a = environment.adjustedContentInset
    return environment.containerSize.width - a.left - a.right
  }

  var hairline: Double { 1 / environment.displayScale }

  mutating func run() throws(LayoutError) -> ComputedLayout {
    try environment.validate()
    try content.validate()
    try validate()
    let width = contentWidth
    guard width > 0 else {
      throw LayoutError("environment.containerSize", "the table has no width for content (\(LayoutNumber.format(width)) pt inside the adjusted content inset)")
    }
    var y = 0.0
    if let height = layout.tableHeaderHeight {
      attributes.append(LayoutAttributes(category: .supplementary(kind: Self.tableHeaderKind), indexPath: IndexPath(index: 0), frame: Rect(x: 0, y: 0, width: width, height: height)))
      y += height
    }
    var lastRowHeight: Double?
    let count = content.itemCounts.count
    // The section index takes its column from the rows and section headers and footers.
    let index = shownSectionIndex
    let sectionsWidth = max(0, width - (index?.width ?? 0))
    for section in 0..<count {
      y = try layOutSection(section, start: y, width: sectionsWidth, lastRowHeight: &lastRowHeight)
    }
    removeSeparatorsAboveHeaders()
    let contentEnd = y
    if let height = layout.tableFooterHeight {
      attributes.append(LayoutAttributes(category: .supplementary(kind: Self.tableFooterKind), indexPath: IndexPath(index: 0), frame: Rect(x: 0, y: y, width: width, height: height)))
      y += height
    }
    addFillerSeparators(from: contentEnd, width: sectionsWidth, lastRow: lastRowHeight)
    let contentSize = Size(width: width, height: y)
    if environment.layoutDirection == .rightToLeft { mirror(width: width) }
    var geometry = TableGeometry(
      style: layout.style, version: rules.version, separatorStyle: layout.separatorStyle, cellMargin: rules.cellMargin, separators: separators, editingControls: controls, isEditing: layout.isEditing)
    geometry.sectionIndex = index.map(sectionIndexGeometry)
    var result = ComputedLayout(
      attributes: attributes, contentSize: contentSize, scrollDirection: .vertical, environment: environment, diagnostics: [], orthogonalSections: [],
      orthogonalMembers: [], pins: pins, cellRanges: cellRanges)
    if !pins.isEmpty {
      result = ComputedLayout(
        attributes: result.attributes(at: .resting(environment)), contentSize: contentSize, scrollDirection: .vertical, environment: environment, diagnostics: [],
        orthogonalSections: [], orthogonalMembers: [], pins: pins, cellRanges: cellRanges)
    }
    result.table = geometry
    return result
  }

  /// In a plain table before iOS 15, a section's last row draws no separator when the next
  /// section's header follows it (its own section shows no footer): measured on UIKit-rendered
  /// plain tables of iOS 9 (the catalog article "Tables"), whose headers are grey bands right
  /// below the rows, as through iOS 14. From iOS 15 (headers padded 22 pt and without a band)
  /// nothing is measured and the row keeps its separator.
  mutating func removeSeparatorsAboveHeaders() {
    guard layout.style == .plain, rules.version < .iOS15 else { return }
    var removed: [Int] = []
    for s in sectionEnds.indices.dropLast() {
      let end = sectionEnds[s]
      guard !end.footerShows, let separator = end.lastSeparator else { continue }
      // The next section with rows or a header: an empty section without a header is no room.
      if let next = sectionEnds[(s + 1)...].first(where: { $0.headerShows || $0.lastSeparator != nil }), next.headerShows {
        removed.append(separator)
      }
    }
    for index in removed.reversed() { separators.remove(at: index) }
  }

  /// The section index, when the table shows it: it has titles, and the table at least its
  /// minimum number of rows.
  var shownSectionIndex: TableSectionIndex? {
    guard let index = layout.sectionIndex, !index.titles.isEmpty else { return nil }
    return content.itemCounts.reduce(0, +) >= index.minimumDisplayRowCount ? index : nil
  }

  /// Where the section index shows, in the table view's coordinates: a column at the trailing
  /// edge of the content area, from below the adjusted top inset and the table header view to
  /// above the adjusted bottom inset, its titles one pitch apart and centred in it.
  func sectionIndexGeometry(_ index: TableSectionIndex) -> TableGeometry.SectionIndex {
    let inset = environment.adjustedContentInset
    let width = index.width
    let top = inset.top + (layout.tableHeaderHeight ?? 0)
    let height = max(0, environment.containerSize.height - inset.bottom - top)
    var x = inset.left + contentWidth - width
    if environment.layoutDirection == .rightToLeft { x = environment.containerSize.width - x - width }
    let titles = index.shownTitles(in: height)
    let start = top + (height - Double(titles.count) * TableSectionIndex.pitch) / 2
    let entries = titles.enumerated().map { i, title in
      TableGeometry.SectionIndex.Entry(title: title, frame: Rect(x: x, y: start + Double(i) * TableSectionIndex.pitch, width: width, height: TableSectionIndex.pitch))
    }
    return TableGeometry.SectionIndex(frame: Rect(x: x, y: top, width: width, height: height), entries: entries, color: index.color, backgroundColor: index.backgroundColor, titleCount: index.titles.count)
  }

  /// Checks the table's own heights.
  private func validate() throws(LayoutError) {
    func check(_ value: Double?, _ path: String) throws(LayoutError) {
      guard let value else { return }
      guard value.isFinite, value >= 0 else { throw LayoutError(path, "must be a finite number ≥ 0, got \(LayoutNumber.format(value))") }
    }
    try check(layout.rowHeight.points, "rowHeight")
    try check(layout.estimatedRowHeight.points, "estimatedRowHeight")
    try check(layout.sectionHeaderHeight.points, "sectionHeaderHeight")
    try check(layout.sectionFooterHeight.points, "sectionFooterHeight")
    try check(layout.estimatedSectionHeaderHeight.points, "estimatedSectionHeaderHeight")
    try check(layout.estimatedSectionFooterHeight.points, "estimatedSectionFooterHeight")
    try check(layout.sectionHeaderTopPadding.points, "sectionHeaderTopPadding")
    try check(layout.fillerRowHeight?.points, "fillerRowHeight")
    try check(layout.tableHeaderHeight, "tableHeaderView.height")
    try check(layout.tableFooterHeight, "tableFooterView.height")
    for (s, section) in layout.sections.enumerated() {
      try check(section.header.height?.points, "sections[\(s)].header.height")
      try check(section.footer.height?.points, "sections[\(s)].footer.height")
      try check(section.header.estimatedHeight?.points, "sections[\(s)].header.estimatedHeight")
      try check(section.footer.estimatedHeight?.points, "sections[\(s)].footer.estimatedHeight")
    }
  }

  /// Lays out a section from `start`; returns where the next one starts.
  private mutating func layOutSection(_ s: Int, start: Double, width: Double, lastRowHeight: inout Double?) throws(LayoutError) -> Double {
    let section = layout.section(s)
    let (leading, trailing) = rules.sectionInsets
    let x = leading
    let sectionWidth = max(0, width - leading - trailing)
    let sectionStart = start
    var y = start
    // The header: the padding above it, the first grouped section's extra space, the header.
    let headerDimension = section.header.height ?? layout.sectionHeaderHeight
    if rules.isGrouped, s == 0, layout.tableHeaderHeight == nil, headerDimension == .automatic { y += rules.groupedSpacing }
    let headerHeight = try supplementaryHeight(section.header, dimension: headerDimension, header: true, section: s, width: sectionWidth)
    let headerShows = section.header.content != .none && headerHeight > 0
    if headerShows { y += rules.paddingAboveHeader }
    let headerStart = y
    var headerIndex: Int?
    if headerShows {
      headerIndex = attributes.count
      attributes.append(
        LayoutAttributes(
          category: .supplementary(kind: ElementCategory.sectionHeaderKind), indexPath: IndexPath(item: 0, section: s),
          frame: Rect(x: x, y: y, width: sectionWidth, height: headerHeight), zIndex: 1))
    }
    y += headerHeight
    // The rows.
    let rowCount = content.itemCounts[s]
    let first = attributes.count
    var lastSeparator: Int?
    for item in 0..<rowCount {
      let path = IndexPath(item: item, section: s)
      let height = try rowHeight(path, width: sectionWidth)
      let frame = Rect(x: x, y: y, width: sectionWidth, height: height)
      attributes.append(LayoutAttributes(category: .cell, indexPath: path, frame: frame))
      let drawn = separators.count
      addDrawing(of: path, frame: frame, first: item == 0, last: item == rowCount - 1)
      if item == rowCount - 1 { lastSeparator = separators[drawn...].lastIndex { $0.placement == .bottom } }
      lastRowHeight = height
      y += height
    }
    cellRanges.append(first..<attributes.count)
    // The footer.
    let footerDimension = section.footer.height ?? layout.sectionFooterHeight
    let footerHeight = try supplementaryHeight(section.footer, dimension: footerDimension, header: false, section: s, width: sectionWidth)
    let footerStart = y
    var footerIndex: Int?
    if section.footer.content != .none && footerHeight > 0 {
      footerIndex = attributes.count
      attributes.append(
        LayoutAttributes(
          category: .supplementary(kind: ElementCategory.sectionFooterKind), indexPath: IndexPath(item: 0, section: s),
          frame: Rect(x: x, y: y, width: sectionWidth, height: footerHeight), zIndex: 1))
    }
    y += footerHeight
    sectionEnds.append((headerShows, footerIndex != nil, lastSeparator))
    // A plain table's headers and footers float within their section.
    if layout.style == .plain {
      if let headerIndex {
        pins.append(
          PinRule(
            attributeIndex: headerIndex, edge: .start, natural: headerStart, extent: headerHeight, limit: y - headerHeight, sectionStart: sectionStart,
            sectionEnd: y, roundsToPixels: false))
      }
      if let footerIndex {
        pins.append(
          PinRule(
            attributeIndex: footerIndex, edge: .end, natural: footerStart, extent: footerHeight, limit: headerStart + headerHeight, sectionStart: sectionStart,
            sectionEnd: y, roundsToPixels: false))
      }
    }
    return y
  }

  /// The height of a header's or footer's area: the delegate's or the table's height, else a
  /// titled one's standard height, a view's measured height, or (nothing in it) a grouped
  /// table's `G` and a plain table's 0.
  private func supplementaryHeight(_ supplementary: TableLayout.Supplementary, dimension: TableLayout.Dimension, header: Bool, section: Int, width: Double)
    throws(LayoutError) -> Double
  {
    if let points = dimension.points { return points }
    switch supplementary.content {
    case .none:
      return rules.isGrouped ? rules.groupedSpacing : 0
    case .title(let lines):
      return header ? rules.titleHeaderHeight(lines: max(1, lines)) : rules.titleFooterHeight(lines: max(1, lines))
    case .view:
      // Self-sizing as rows self-size (UIKit's documentation of estimatedSectionHeaderHeight:
      // 0 disables estimates, and so self-sizing): measured from the delegate's estimate, else
      // the table's, else the standard height; with estimates off, the standard height (as a
      // row takes the default 44).
      let standard = header ? rules.titleHeaderHeight(lines: 1) : rules.titleFooterHeight(lines: 1)
      let estimated = supplementary.estimatedHeight ?? (header ? layout.estimatedSectionHeaderHeight : layout.estimatedSectionFooterHeight)
      if estimated == .points(0) { return standard }
      let estimate = estimated.points ?? standard
      guard let measure = content.measure else { return estimate }
      let kind = header ? ElementCategory.sectionHeaderKind : ElementCategory.sectionFooterKind
      let request = SizingRequest(
        category: .supplementary(kind: kind), indexPath: IndexPath(item: 0, section: section), proposedSize: Size(width: width, height: estimate), widthIsFixed: true,
        heightIsFixed: false)
      return try SelfSizing.fit(request, measure: measure, path: "sections[\(section)].\(header ? "header" : "footer")").height
    }
  }

  /// A row's height: the delegate's (`heightForRowAt`), the table's fixed `rowHeight`, 44 when
  /// self-sizing is off, else the cell's measured height (estimated at `estimatedRowHeight`).
  private func rowHeight(_ path: IndexPath, width: Double) throws(LayoutError) -> Double {
    let where_ = "sections[\(path.section)].rows[\(path.item ?? 0)]"
    if let size = content.itemSize?(path, environment.containerSize) {
      guard size.height.isFinite, size.height >= 0 else {
        throw LayoutError(where_, "a row's height must be a finite number ≥ 0, got \(LayoutNumber.format(size.height))")
      }
      return size.height
    }
    if let points = layout.rowHeight.points { return points }
    if layout.estimatedRowHeight == .points(0) { return TableLayout.defaultRowHeight }
    let estimate = layout.estimatedRowHeight.points ?? TableLayout.defaultRowHeight
    guard let measure = content.measure else { return estimate }
    let request = SizingRequest(category: .cell, indexPath: path, proposedSize: Size(width: width, height: estimate), widthIsFixed: true, heightIsFixed: false)
    return try SelfSizing.fit(request, measure: measure, path: where_).height
  }
}
