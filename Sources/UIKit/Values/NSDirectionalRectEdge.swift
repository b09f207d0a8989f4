/// Edges of a rectangle, independent of the layout direction: `[.top, .trailing]` is the
/// top-trailing corner.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: UInt
  /// Edges from their raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// No edge.
  public static let none: NSDirectionalRectEdge = []
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Edges of a rectangle: `[.top, .right]`.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: UInt
  /// Edges from their raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// No edge.
  public static let none: UIRectEdge = []
  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Where a boundary supplementary item sits on its section (or layout).
public enum NSRectAlignment: Int, Sendable, Hashable, CaseIterable {
  /// No alignment: UIKit rejects it for boundary items.
  case none = 0
  /// The top edge, centred horizontally.
  case top
  /// The top-leading corner.
  case topLeading
  /// The leading edge, centred vertically.
  case leading
  /// The bottom-leading corner.
  case bottomLeading
  /// The bottom edge, centred horizontally.
  case bottom
  /// The bottom-trailing corner.
  case bottomTrailing
  /// The trailing edge, centred vertically.
  case trailing
  /// The top-trailing corner.
  case topTrailing
}
