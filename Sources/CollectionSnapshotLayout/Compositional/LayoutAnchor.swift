/// The edges of a rectangle, combined: `[.top, .trailing]` is the top-trailing corner.
public struct DirectionalRectEdge: OptionSet, Sendable, Hashable {
  /// The edges as bits.
  public let rawValue: Int
  /// A set of edges.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1)
  /// The leading edge.
  public static let leading = DirectionalRectEdge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 4)
  /// The trailing edge.
  public static let trailing = DirectionalRectEdge(rawValue: 8)
  /// All four.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

  /// The anchor point, 0…1 per axis: leading 0, trailing 1, neither ½; top 0, bottom 1,
  /// neither ½ (§2.8).
  var unitPoint: Point {
    // The bits directly (1 top, 2 leading, 4 bottom, 8 trailing): `contains` is generic, and
    // every badge of a layout asks (a debug build pays for each call).
    let horizontal = rawValue & 0b1010
    let vertical = rawValue & 0b0101
    let x: Double = horizontal == 0b0010 ? 0 : horizontal == 0b1000 ? 1 : 0.5
    let y: Double = vertical == 0b0001 ? 0 : vertical == 0b0100 ? 1 : 0.5
    return Point(x: x, y: y)
  }
}

/// `NSCollectionLayoutAnchor`: a point of a rectangle (its edges) plus an offset, absolute in
/// points or fractional of the anchored element's size.
public struct LayoutAnchor: Sendable, Hashable {
  /// How the offset is given.
  public enum Offset: Sendable, Hashable {
    /// In points.
    case absolute(Point)
    /// In multiples of the anchored element's size.
    case fractional(Point)
  }

  /// Which point of the rectangle.
  public var edges: DirectionalRectEdge
  /// The offset from it.
  public var offset: Offset

  /// An anchor.
  public init(edges: DirectionalRectEdge, offset: Offset = .absolute(.zero)) {
    self.edges = edges
    self.offset = offset
  }

  /// The offset in points for an element of `size`.
  func offset(for size: Size) -> Point {
    switch offset {
    case .absolute(let p): return p
    case .fractional(let f): return Point(x: f.x * size.width, y: f.y * size.height)
    }
  }
}

/// `NSRectAlignment`: where a boundary supplementary sits on its section.
public enum RectAlignment: String, Sendable, Hashable, CaseIterable {
  /// The edges and corners, by their `NSRectAlignment` names.
  case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

  var edges: DirectionalRectEdge {
    switch self {
    case .top: return .top
    case .topLeading: return [.top, .leading]
    case .leading: return .leading
    case .bottomLeading: return [.bottom, .leading]
    case .bottom: return .bottom
    case .bottomTrailing: return [.bottom, .trailing]
    case .trailing: return .trailing
    case .topTrailing: return [.top, .trailing]
    }
  }
}
