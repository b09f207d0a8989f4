/// The position of an element: `[section, item]`, or `[index]` for layout-level elements (a
/// global header of a compositional layout).
public struct IndexPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The section, or the index of a layout-level element.
  public var section: Int
  /// The item, or `nil` for a one-index path.
  public var item: Int? {
    get { storedItem < 0 ? nil : storedItem }
    set { storedItem = newValue ?? -1 }
  }
  private var storedItem: Int

  /// `[section, item]`.
  public init(item: Int, section: Int) {
    self.section = section
    self.storedItem = item
  }

  /// `[index]`, the path of a layout-level element.
  public init(index: Int) {
    self.section = index
    self.storedItem = -1
  }

  /// The number of indices: 2, or 1 for a layout-level element.
  public var count: Int { storedItem < 0 ? 1 : 2 }

  /// Section first, then item; a one-index path sorts before two-index paths of its section.
  public static func < (a: IndexPath, b: IndexPath) -> Bool {
    // Compared field by field: the tuple comparison is a generic call in a debug build.
    a.section != b.section ? a.section < b.section : a.storedItem < b.storedItem
  }

  /// `[1,3]`, or `[0]`.
  public var description: String { storedItem < 0 ? "[\(section)]" : "[\(section),\(storedItem)]" }
}

extension IndexPath: Codable {
  /// Encoded as an array of one or two integers.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let first = try container.decode(Int.self)
    if container.isAtEnd {
      self.init(index: first)
    } else {
      self.init(item: try container.decode(Int.self), section: first)
    }
  }

  /// Encodes `[section, item]` or `[index]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(section)
    if let item { try container.encode(item) }
  }
}
