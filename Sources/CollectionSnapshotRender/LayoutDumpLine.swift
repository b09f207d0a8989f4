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
    if let list = listMetrics(element) { bytes.append(contentsOf: list.utf8) }
  }

  /// The list metrics the element was sized with (``LayoutDumpListMetrics``), if any.
  private mutating func listMetrics(_ element: LayoutAttributes) -> String? {
    let height = element.frame.height
    switch element.category {
    case .cell:
      guard let item = item(at: element.indexPath) else { return nil }
      return LayoutDumpListMetrics.suffix(content: item.content, sizing: item.sizing, kind: item.kind, height: height, screen: screen)
    case .supplementary(let kind):
      guard let view = supplementary(kind: kind, section: element.indexPath.section) else { return nil }
      return LayoutDumpListMetrics.suffix(content: view.content, sizing: view.sizing, kind: view.kind, height: height, screen: screen)
    case .decoration:
      return nil
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
      if let view = supplementary(kind: kind, section: path.section) {
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

  /// ``Screen/supplementary(kind:section:)``, remembered for the next element of the same kind
  /// and section.
  private mutating func supplementary(kind: String, section: Int) -> SupplementaryView? {
    if section != lastSection || kind != lastKind {
      lastView = screen.supplementary(kind: kind, section: section)
      lastKind = kind
      lastSection = section
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
