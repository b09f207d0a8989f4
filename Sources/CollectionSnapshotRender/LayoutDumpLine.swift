import CollectionSnapshotLayout
import CollectionSnapshotModel

/// Writes a layout dump's element lines as UTF-8 (`cell [0,3] ProductCell id=p4 frame=(16,
/// 622, 343, 80) z=0`), looking each section's items up once and a supplementary view's once
/// per kind and section, for the thousands of lines of a long screen.
struct LayoutDumpLine {
  private let screen: Screen
  /// Each section's visible items (``Screen/item(at:)`` reads them).
  private let items: [[Item]]
  /// The last supplementary view looked up: its kind, section and view.
  private var lastKind = ""
  private var lastSection = -1
  private var lastView: SupplementaryView?

  init(screen: Screen) {
    self.screen = screen
    var items: [[Item]] = []
    items.reserveCapacity(screen.model.sections.count)
    for section in screen.model.sections { items.append(section.visibleItems) }
    self.items = items
  }

  /// The whole line as text.
  mutating func text(_ element: LayoutAttributes) -> String {
    var bytes: [UInt8] = []
    write(element, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The line up to its frame as text: `cell [0,3] ProductCell id=p4`.
  mutating func name(_ element: LayoutAttributes) -> String {
    var bytes: [UInt8] = []
    writeName(element, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the line, without its line break.
  mutating func write(_ element: LayoutAttributes, to bytes: inout [UInt8]) {
    writeName(element, to: &bytes)
    Self.append(" frame=", to: &bytes)
    Self.write(element.frame, to: &bytes)
    Self.append(" z=", to: &bytes)
    LayoutNumber.appendInteger(Int64(element.zIndex), to: &bytes)
    if element.isHidden { Self.append(" hidden", to: &bytes) }
    if element.alpha != 1 {
      Self.append(" alpha=", to: &bytes)
      LayoutNumber.append(element.alpha, to: &bytes)
    }
    if let transformed = element.transformedFrame {
      Self.append(" transformed=", to: &bytes)
      Self.write(transformed, to: &bytes)
    }
    writeContent(element, to: &bytes)
  }

  /// Appends what the element's placeholder shows — its texts, button, image, accessories and
  /// background (``PlaceholderContent/dumpFields``) —, the list metrics it was sized with
  /// (``LayoutDumpListMetrics``), and what sized it when the layout measured it
  /// (`sized=list`): a changed label is a one-line diff.
  private mutating func writeContent(_ element: LayoutAttributes, to bytes: inout [UInt8]) {
    let content: PlaceholderContent
    let sizing: ItemSizing
    let kind: String
    let source: String?
    switch element.category {
    case .cell:
      guard let item = item(at: element.indexPath) else { return }
      (content, sizing, kind, source) = (item.content, item.sizing, item.kind, item.sizingSource)
    case .supplementary(let elementKind):
      guard let view = supplementary(kind: elementKind, at: element.indexPath) else { return }
      (content, sizing, kind, source) = (view.content, view.sizing, view.kind, view.sizingSource)
    case .decoration:
      return
    }
    if !content.isEmpty {
      for field in content.dumpFields {
        bytes.append(0x20)
        bytes.append(contentsOf: field.utf8)
      }
    }
    if let list = LayoutDumpListMetrics.suffix(content: content, sizing: sizing, kind: kind, height: element.frame.height, screen: screen) {
      bytes.append(contentsOf: list.utf8)
    }
    if let source {
      Self.append(" sized=", to: &bytes)
      bytes.append(contentsOf: source.utf8)
    }
  }

  /// Appends the line up to its frame: `cell [0,3] ProductCell id=p4`.
  mutating func writeName(_ element: LayoutAttributes, to bytes: inout [UInt8]) {
    let path = element.indexPath
    switch element.category {
    case .cell:
      Self.append("cell ", to: &bytes)
      Self.write(path, to: &bytes)
      bytes.append(0x20)
      if let item = item(at: path) {
        bytes.append(contentsOf: item.kind.utf8)
        Self.append(" id=", to: &bytes)
        bytes.append(contentsOf: item.id.utf8)
      } else {
        bytes.append(0x2D)
      }
    case .supplementary(let kind):
      Self.append("supplementary ", to: &bytes)
      bytes.append(contentsOf: LayoutDump.shortKind(kind).utf8)
      bytes.append(0x20)
      Self.write(path, to: &bytes)
      if let view = supplementary(kind: kind, at: path) {
        bytes.append(0x20)
        bytes.append(contentsOf: view.kind.utf8)
      }
    case .decoration(let kind):
      Self.append("decoration ", to: &bytes)
      bytes.append(contentsOf: kind.utf8)
      bytes.append(0x20)
      Self.write(path, to: &bytes)
    }
  }

  /// ``Screen/item(at:)``.
  private func item(at path: IndexPath) -> Item? {
    guard path.section >= 0, path.section < items.count, let i = path.item, i >= 0, i < items[path.section].count else { return nil }
    return items[path.section][i]
  }

  /// ``Screen/supplementary(kind:at:)``; a header's or footer's remembered for the next element
  /// of the same kind and section.
  private mutating func supplementary(kind: String, at path: IndexPath) -> SupplementaryView? {
    guard ElementCategory.supplementaryRole(ofKind: kind) != .other else { return screen.supplementary(kind: kind, at: path) }
    if path.section != lastSection || kind != lastKind {
      lastView = screen.supplementary(kind: kind, section: path.section)
      lastKind = kind
      lastSection = path.section
    }
    return lastView
  }

  /// Appends a literal byte by byte: a debug build then calls no generic code for it.
  private static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
    let start = literal.utf8Start
    for i in 0..<literal.utf8CodeUnitCount { bytes.append(start[i]) }
  }

  /// `(16, 622, 343, 80)`.
  private static func write(_ r: Rect, to bytes: inout [UInt8]) {
    bytes.append(0x28)
    LayoutNumber.append(r.x, to: &bytes)
    append(", ", to: &bytes)
    LayoutNumber.append(r.y, to: &bytes)
    append(", ", to: &bytes)
    LayoutNumber.append(r.width, to: &bytes)
    append(", ", to: &bytes)
    LayoutNumber.append(r.height, to: &bytes)
    bytes.append(0x29)
  }

  /// `[1,3]`, or `[0]` (``IndexPath/description``).
  private static func write(_ path: IndexPath, to bytes: inout [UInt8]) {
    bytes.append(0x5B)
    LayoutNumber.appendInteger(Int64(path.section), to: &bytes)
    if let item = path.item {
      bytes.append(0x2C)
      LayoutNumber.appendInteger(Int64(item), to: &bytes)
    }
    bytes.append(0x5D)
  }
}
