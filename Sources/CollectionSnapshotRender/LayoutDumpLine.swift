import CollectionSnapshotLayout
import CollectionSnapshotModel

/// Writes a layout dump's element lines as UTF-8 (`cell [0,3] ProductCell id=p4 frame=(16,
/// 622, 343, 80) z=0`) into one buffer by the C text kernels (``UTF8Buffer``), looking each
/// element's view up once, each section's items once and a header's or footer's once per kind
/// and section, for the thousands of lines of a long screen.
struct LayoutDumpLine {
  /// The screen's sections (supplementary views are looked up in them).
  private let sections: [Section]
  /// Each section's visible items (``Screen/item(at:)`` reads them).
  private let items: [[Item]]
  /// What the list metrics of a line need of the screen (not the whole screen, which a debug
  /// build would copy at every call).
  private let list: LayoutDumpListMetrics.Context
  /// The class an app registered for each decoration kind.
  private let decorationClasses: [String: String]
  /// The last supplementary view looked up: its kind, section and view.
  private var lastKind = ""
  private var lastSection = -1
  private var lastView: SupplementaryView?
  /// The role of the last supplementary kind looked up.
  private var roleKind = ""
  private var role = SupplementaryRole.other
  /// A table's layout (its sections' titles show in its standard header view) and each row's
  /// separators and editing controls; `nil` for the collection layouts.
  private let tableLayout: LayoutDefinition?
  private let tableRows: [IndexPath: (separators: [TableGeometry.Separator], controls: [TableGeometry.EditingControl])]
  /// The table's header and footer views.
  private let tableViews: (header: SupplementaryView?, footer: SupplementaryView?)

  init(screen: Screen, table: TableGeometry? = nil) {
    let sections = screen.model.sections
    self.sections = sections
    if case .table = screen.layout { tableLayout = screen.layout } else { tableLayout = nil }
    tableRows = table?.byRow() ?? [:]
    tableViews = (screen.tableHeaderView, screen.tableFooterView)
    var items: [[Item]] = []
    items.reserveCapacity(sections.count)
    var s = 0
    while s < sections.count {
      items.append(sections[s].visibleItems)
      s += 1
    }
    self.items = items
    list = LayoutDumpListMetrics.Context(screen)
    decorationClasses = screen.decorationViewClasses
  }

  /// The whole line as text.
  mutating func text(_ element: LayoutAttributes) -> String {
    var text = UTF8Buffer()
    write(element, to: &text)
    return text.string
  }

  /// The line up to its frame as text: `cell [0,3] ProductCell id=p4`.
  mutating func name(_ element: LayoutAttributes) -> String {
    var text = UTF8Buffer()
    writeName(element, to: &text)
    return text.string
  }

  /// Appends the line, without its line break.
  mutating func write(_ element: LayoutAttributes, to text: inout UTF8Buffer) {
    switch element.category {
    case .cell:
      let path = element.indexPath
      guard hasItem(at: path), let i = path.item else {
        Self.writeMissingCellName(path, to: &text)
        Self.writeGeometry(element, to: &text)
        return
      }
      // The item's fields read in place, within the array's bounds, and passed borrowed: a
      // debug build copies a whole `Item` (texts, content) wherever one is read or bound.
      let list = self.list
      items[path.section].withUnsafeBufferPointer { buffer in
        Self.writeCellName(path, kind: buffer[i].kind, id: buffer[i].id, to: &text)
        Self.writeGeometry(element, to: &text)
        Self.writeContent(
          buffer[i].content, sizing: buffer[i].sizing, kind: buffer[i].kind, source: buffer[i].sizingSource, width: element.frame.width,
          height: element.frame.height, list: list, tableRow: tableRows[path], to: &text)
      }
    case .supplementary(let kind):
      let view = writeSupplementaryName(kind, element.indexPath, to: &text)
      Self.writeGeometry(element, to: &text)
      if let view {
        Self.writeContent(
          view.content, sizing: view.sizing, kind: view.kind, source: view.sizingSource, width: element.frame.width, height: element.frame.height,
          list: list, tableRow: nil, to: &text)
      }
    case .decoration(let kind):
      writeDecorationName(kind, element.indexPath, to: &text)
      Self.writeGeometry(element, to: &text)
    }
  }

  /// Appends a table row's separators — ` separator=(16, 377)`, its x and width (its y is the
  /// row's last pixel row; a top one, ` top-separator=…`, its first) — and its editing
  /// controls (` editing=delete`, ` reorder`).
  private static func writeTableRow(_ row: (separators: [TableGeometry.Separator], controls: [TableGeometry.EditingControl]), to text: inout UTF8Buffer) {
    for separator in row.separators {
      if separator.placement == .top { text.append(" top-separator=(") } else { text.append(" separator=(") }
      text.append(number: separator.frame.x)
      text.append(", ")
      text.append(number: separator.frame.width)
      text.append(0x29)
    }
    for control in row.controls {
      switch control.kind {
      case .delete, .insert:
        text.append(" editing=")
        text.append(contentsOf: control.kind.rawValue)
      case .reorder:
        text.append(" reorder")
      }
    }
  }

  /// Appends ` frame=(…) z=…` and the element's hidden, alpha and transform.
  private static func writeGeometry(_ element: LayoutAttributes, to text: inout UTF8Buffer) {
    text.append(" frame=")
    Self.write(element.frame, to: &text)
    text.append(" z=")
    text.append(integer: element.zIndex)
    if element.isHidden { text.append(" hidden") }
    if element.alpha != 1 {
      text.append(" alpha=")
      text.append(number: element.alpha)
    }
    if let transformed = element.transformedFrame {
      text.append(" transformed=")
      Self.write(transformed, to: &text)
    }
  }

  /// Appends what the element's placeholder shows — its texts, button, image, accessories and
  /// background (``PlaceholderContent/dumpFields``) —, the list metrics it was sized with
  /// (``LayoutDumpListMetrics``), and what sized it when the layout measured it
  /// (`sized=list`). An element whose views are known (``ViewTree``) has its root's look here;
  /// its views follow its line, after a table row's fields, a line each: a changed label, font
  /// or colour is a one-line diff.
  private static func writeContent(
    _ content: PlaceholderContent, sizing: ItemSizing, kind: String, source: String?, width: Double, height: Double, list: LayoutDumpListMetrics.Context,
    tableRow: (separators: [TableGeometry.Separator], controls: [TableGeometry.EditingControl])?, to text: inout UTF8Buffer
  ) {
    content.writeDumpFields(to: &text)
    if let suffix = LayoutDumpListMetrics.suffix(content: content, sizing: sizing, kind: kind, width: width, height: height, context: list) {
      text.append(contentsOf: suffix)
    }
    if let source {
      text.append(" sized=")
      text.append(contentsOf: source)
    }
    if let tableRow { writeTableRow(tableRow, to: &text) }
    // The element's views, a line each below it; `content` is borrowed here, where a debug
    // build would copy it wherever it is read from the items.
    content.writeViewLines(to: &text)
  }

  /// Appends the line up to its frame (`cell [0,3] ProductCell id=p4`).
  private mutating func writeName(_ element: LayoutAttributes, to text: inout UTF8Buffer) {
    switch element.category {
    case .cell:
      let path = element.indexPath
      if hasItem(at: path), let i = path.item {
        let item = items[path.section][i]
        Self.writeCellName(path, kind: item.kind, id: item.id, to: &text)
      } else {
        Self.writeMissingCellName(path, to: &text)
      }
    case .supplementary(let kind): _ = writeSupplementaryName(kind, element.indexPath, to: &text)
    case .decoration(let kind): writeDecorationName(kind, element.indexPath, to: &text)
    }
  }

  /// `cell [0,3] ProductCell id=p4`.
  private static func writeCellName(_ path: IndexPath, kind: String, id: String, to text: inout UTF8Buffer) {
    text.append("cell ")
    write(path, to: &text)
    text.append(0x20)
    text.append(contentsOf: kind)
    text.append(" id=")
    text.appendIdentifier(id)
  }

  /// `cell [0,3] -`: a cell the model has no item for.
  private static func writeMissingCellName(_ path: IndexPath, to text: inout UTF8Buffer) {
    text.append("cell ")
    write(path, to: &text)
    text.append(" -")
  }

  /// `supplementary header [0] SectionHeader`.
  /// - Returns: the view the element shows.
  private mutating func writeSupplementaryName(_ kind: String, _ path: IndexPath, to text: inout UTF8Buffer) -> SupplementaryView? {
    text.append("supplementary ")
    text.append(contentsOf: LayoutDump.shortKind(kind))
    text.append(0x20)
    Self.write(path, to: &text)
    guard let view = supplementary(kind: kind, at: path) else { return nil }
    text.append(0x20)
    text.append(contentsOf: view.kind)
    return view
  }

  /// `decoration background [0]`, then the class the app registered for the kind, if any
  /// (`decoration background [0] SectionBackgroundView`).
  private func writeDecorationName(_ kind: String, _ path: IndexPath, to text: inout UTF8Buffer) {
    text.append("decoration ")
    text.append(contentsOf: kind)
    text.append(0x20)
    Self.write(path, to: &text)
    if !decorationClasses.isEmpty, let viewClass = decorationClasses[kind] {
      text.append(0x20)
      text.append(contentsOf: viewClass)
    }
  }

  /// Whether ``Screen/item(at:)`` finds an item at `path`.
  private func hasItem(at path: IndexPath) -> Bool {
    guard path.section >= 0, path.section < items.count, let i = path.item, i >= 0 else { return false }
    return i < items[path.section].count
  }

  /// ``Screen/supplementary(kind:at:)``; a header's or footer's remembered for the next element
  /// of the same kind and section, and the role of the last kind.
  private mutating func supplementary(kind: String, at path: IndexPath) -> SupplementaryView? {
    if kind != roleKind {
      role = ElementCategory.supplementaryRole(ofKind: kind)
      roleKind = kind
    }
    if kind == ElementCategory.tableHeaderKind { return tableViews.header }
    if kind == ElementCategory.tableFooterKind { return tableViews.footer }
    guard path.section >= 0, path.section < sections.count else { return nil }
    switch role {
    case .other: return sections[path.section].supplementaryViews[kind]?[path.item ?? 0]
    case .header, .footer: break
    }
    if path.section != lastSection || kind != lastKind {
      lastView = role == .header ? sections[path.section].header : sections[path.section].footer
      if lastView == nil, let tableLayout {
        let title = role == .header ? sections[path.section].headerTitle : sections[path.section].footerTitle
        lastView = Screen.titleView(title, header: role == .header, layout: tableLayout)
      }
      lastKind = kind
      lastSection = path.section
    }
    return lastView
  }

  /// `(16, 622, 343, 80)`.
  private static func write(_ r: Rect, to text: inout UTF8Buffer) {
    text.append(rectX: r.x, y: r.y, width: r.width, height: r.height)
  }

  /// `[1,3]`, or `[0]` (``IndexPath/description``).
  private static func write(_ path: IndexPath, to text: inout UTF8Buffer) {
    text.append(0x5B)
    text.append(integer: path.section)
    if let item = path.item {
      text.append(0x2C)
      text.append(integer: item)
    }
    text.append(0x5D)
  }
}
