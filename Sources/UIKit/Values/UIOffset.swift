import Foundation

/// A horizontal and vertical offset.
public struct UIOffset: Sendable, Hashable {
  /// The horizontal offset.
  public var horizontal: CGFloat
  /// The vertical offset.
  public var vertical: CGFloat
  /// An offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// An offset of zero.
  public init() { self.init(horizontal: 0, vertical: 0) }
  /// No offset.
  public static let zero = UIOffset()
}
