public import Foundation

/// Insets on the leading, trailing, top and bottom edges.
public struct NSDirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset (left in a left-to-right layout).
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Zero insets.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Insets on the four edges.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset.
  public static let zero = NSDirectionalEdgeInsets()

  /// `{top, leading, bottom, trailing}`, as `NSStringFromDirectionalEdgeInsets` writes it.
  public var description: String { "{\(UIKitFormat.number(top)), \(UIKitFormat.number(leading)), \(UIKitFormat.number(bottom)), \(UIKitFormat.number(trailing))}" }
}

/// Insets on the top, left, bottom and right edges.
public struct UIEdgeInsets: Sendable, Hashable, CustomStringConvertible {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// Zero insets.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets on the four edges.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset.
  public static let zero = UIEdgeInsets()

  /// `{top, left, bottom, right}`, as `NSCoder.string(for:)` writes it.
  public var description: String { "{\(UIKitFormat.number(top)), \(UIKitFormat.number(left)), \(UIKitFormat.number(bottom)), \(UIKitFormat.number(right))}" }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (`CGRect.inset(by:)` of UIKit).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
