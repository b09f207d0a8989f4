/// Insets on the four physical edges, in points.
public struct EdgeInsets: Sendable, Hashable, Codable {
  /// Top inset.
  public var top: Double
  /// Left inset.
  public var left: Double
  /// Bottom inset.
  public var bottom: Double
  /// Right inset.
  public var right: Double

  /// Insets on the four edges.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

  /// No inset.
  public static let zero = EdgeInsets()

  /// Each edge the larger of the two.
  func maximum(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.max(top, other.top), left: Swift.max(left, other.left),
      bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
  }

  /// What `other` adds beyond these insets, edge by edge (never negative).
  func excess(of other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.max(0, other.top - top), left: Swift.max(0, other.left - left),
      bottom: Swift.max(0, other.bottom - bottom), right: Swift.max(0, other.right - right))
  }

  static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
  }
}

/// Insets on the leading and trailing edges (left and right in left-to-right layouts), top and
/// bottom, in points.
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
  /// Top inset.
  public var top: Double
  /// Leading inset.
  public var leading: Double
  /// Bottom inset.
  public var bottom: Double
  /// Trailing inset.
  public var trailing: Double

  /// Directional insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

  /// No inset.
  public static let zero = DirectionalEdgeInsets()

  /// The physical insets for a layout direction.
  public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }
}
