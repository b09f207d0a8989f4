/// A width and a height, in points.
public struct Size: Sendable, Hashable, Codable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Zero by zero.
  public static let zero = Size(width: 0, height: 0)

  /// True when both dimensions are finite numbers.
  public var isFinite: Bool { width.isFinite && height.isFinite }
}
