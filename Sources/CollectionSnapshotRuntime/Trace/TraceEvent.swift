public import CollectionSnapshotLayout
import CollectionSnapshotModel

/// One callback or event of a headless collection view, as a trace records it.
///
/// The text form is one line: the virtual time, the callback's UIKit name, then what it is
/// about — `0.300s willDisplay cell [0,3] ProductCell id=p3` — so a trace diffs line by line and
/// a changed line names the first event that differs.
public struct TraceEvent: Sendable, Hashable, CustomStringConvertible {
  /// When it happened on the virtual clock.
  public var time: VirtualTime
  /// The callback's name, as UIKit's delegate spells it (`willDisplay`, `didSelect`,
  /// `didScroll`) or the seed library's (`pageDidAppear`, `nextRequest`).
  public var name: String
  /// What the callback is about: an element, an offset, a page. Empty when nothing.
  public var detail: String

  /// An event.
  public init(time: VirtualTime, name: String, detail: String = "") {
    self.time = time
    self.name = name
    self.detail = detail
  }

  public var description: String { detail.isEmpty ? "\(time) \(name)" : "\(time) \(name) \(detail)" }

  /// How a trace names an element: `cell [0,3] ProductCell id=p3`, `header [1] SectionHeader`;
  /// the item identifier as the layout dump prints it (``Item/printedIdentifier(_:)``).
  public static func element(_ key: ElementKey, reuseIdentifier: String, itemIdentifier: String?) -> String {
    let id = itemIdentifier.map { " id=" + Item.printedIdentifier($0) } ?? ""
    return "\(key.traceName) \(key.indexPath) \(reuseIdentifier)\(id)"
  }

  /// How a trace names the texts an app's view shows, after the element: ` texts=["Fog","Light
  /// rain"]` (quoted as the layout dump quotes them); empty when it shows none.
  public static func texts(_ texts: [String]) -> String {
    guard !texts.isEmpty else { return "" }
    // One buffer for the field: this runs for every view of the app's that appears.
    var field = UTF8Buffer(capacity: 16 + 16 * texts.count)
    field.append(" texts=[")
    var i = 0
    while i < texts.count {
      if i > 0 { field.append(0x2C) }
      field.appendQuoted(texts[i])
      i += 1
    }
    field.append(0x5D)
    return field.string
  }

  /// How a trace prints an offset: `(0, 120.33333333333333)`.
  public static func offset(_ point: Point) -> String {
    "(\(LayoutNumber.format(point.x)), \(LayoutNumber.format(point.y)))"
  }
}
