import CollectionSnapshotLayout
import CollectionSnapshotModel

/// Writes a layout dump's element lines as UTF-8 (`cell [0,3] ProductCell id=p4 frame=(16,
/// 622, 343, 80) z=0`) into one buffer by the C text kernels (``UTF8Buffer``), looking each
/// element's view up once, each section's items once and a header's or footer's once per kind
/// and section, for the thousands of lines of a long screen.
struct LayoutDumpLine {
  private let screen: Screen
  /// Each section's visible items (``Screen/item(at:)`` reads them).
  private let items: [[Item]]
  /// The last supplementary view looked up: its kind, section and view.
  private var lastKind = ""
  private var lastSection = -1
  private var lastView: SupplementaryView?
  /// The role of the last supplementary kind looked up.
  private var roleKind = ""
  private var role = SupplementaryRole.other

  init(screen: Screen) {
    self.screen = screen
    var items: [[Item]] = []
    items.reserveCapacity(screen.model.sections.count)
    for section in screen.model.sections { items.append(section.visibleItems) }
    self.items = items
  }

  /// The view an element shows, looked up once for its name and its content.
  private enum Shown {
    case item(Item)
    case view(SupplementaryView)
    case none
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
    _ = writeName(element, to: &text)
    return text.string
  }

  /// Appends the line, without its line break.
  mutating func write(_ element: LayoutAttributes, to text: inout UTF8Buffer) {
    let shown = writeName(element, to: &text)
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
    // A static function: a method of the writer called from a mutating one copies the whole
    // writer (its screen and items) in a debug build.
    switch shown {
    case .item(let item): Self.writeContent(item.content, sizing: item.sizing, kind: item.kind, source: item.sizingSource, height: element.frame.height, screen: screen, to: &text)
    case .view(let view): Self.writeContent(view.content, sizing: view.sizing, kind: view.kind, source: view.sizingSource, height: element.frame.height, screen: screen, to: &text)
    case .none: break
    }
  }

  /// Appends what the element's placeholder shows — its texts, button, image, accessories and
  /// background (``PlaceholderContent/dumpFields``) —, the list metrics it was sized with
  /// (``LayoutDumpListMetrics``), and what sized it when the layout measured it
  /// (`sized=list`): a changed label is a one-line diff.
  private static func writeContent(
    _ content: PlaceholderContent, sizing: ItemSizing, kind: String, source: String?, height: Double, screen: Screen, to text: inout UTF8Buffer
  ) {
    content.writeDumpFields(to: &text)
    if let list = LayoutDumpListMetrics.suffix(content: content, sizing: sizing, kind: kind, height: height, screen: screen) {
      text.append(contentsOf: list)
    }
    if let source {
      text.append(" sized=")
      text.append(contentsOf: source)
    }
  }

  /// Appends the line up to its frame (`cell [0,3] ProductCell id=p4`).
  /// - Returns: the view the element shows.
  private mutating func writeName(_ element: LayoutAttributes, to text: inout UTF8Buffer) -> Shown {
    let path = element.indexPath
    switch element.category {
    case .cell:
      text.append("cell ")
      Self.write(path, to: &text)
      text.append(0x20)
      guard let item = item(at: path) else {
        text.append(0x2D)
        return .none
      }
      text.append(contentsOf: item.kind)
      text.append(" id=")
      text.append(contentsOf: item.id)
      return .item(item)
    case .supplementary(let kind):
      text.append("supplementary ")
      text.append(contentsOf: LayoutDump.shortKind(kind))
      text.append(0x20)
      Self.write(path, to: &text)
      guard let view = supplementary(kind: kind, at: path) else { return .none }
      text.append(0x20)
      text.append(contentsOf: view.kind)
      return .view(view)
    case .decoration(let kind):
      text.append("decoration ")
      text.append(contentsOf: kind)
      text.append(0x20)
      Self.write(path, to: &text)
      return .none
    }
  }

  /// ``Screen/item(at:)``.
  private func item(at path: IndexPath) -> Item? {
    guard path.section >= 0, path.section < items.count, let i = path.item, i >= 0, i < items[path.section].count else { return nil }
    return items[path.section][i]
  }

  /// ``Screen/supplementary(kind:at:)``; a header's or footer's remembered for the next element
  /// of the same kind and section, and the role of the last kind.
  private mutating func supplementary(kind: String, at path: IndexPath) -> SupplementaryView? {
    if kind != roleKind {
      role = ElementCategory.supplementaryRole(ofKind: kind)
      roleKind = kind
    }
    guard role != .other else { return screen.supplementary(kind: kind, at: path) }
    if path.section != lastSection || kind != lastKind {
      lastView = screen.supplementary(kind: kind, section: path.section)
      lastKind = kind
      lastSection = path.section
    }
    return lastView
  }

  /// `(16, 622, 343, 80)`.
  private static func write(_ r: Rect, to text: inout UTF8Buffer) {
    text.append(0x28)
    text.append(number: r.x)
    text.append(", ")
    text.append(number: r.y)
    text.append(", ")
    text.append(number: r.width)
    text.append(", ")
    text.append(number: r.height)
    text.append(0x29)
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
