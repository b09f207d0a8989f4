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

  /// How a trace prints an offset: `(0, 120.33333333333333)`.
  public static func offset(_ point: Point) -> String {
    "(\(LayoutNumber.format(point.x)), \(LayoutNumber.format(point.y)))"
  }
}
