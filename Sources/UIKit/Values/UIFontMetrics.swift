import CollectionSnapshotText
import Foundation

/// Scales fonts and lengths for Dynamic Type as a text style grows: by the style's size at the
/// screen's (or the given traits') content size category over its size at Large (body at
/// xLarge: 19 / 17).
public struct UIFontMetrics: Sendable {
  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)
  /// The text style.
  public let textStyle: UIFont.TextStyle

  /// The metrics of a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// The factor at `traits`' size (else the screen's).
  func factor(_ traits: UITraitCollection?) -> Double {
    textStyle.engine.scale(UIFont.category(traits))
  }

  /// The font scaled for the screen's Dynamic Type size.
  public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }
  /// The font scaled for `traitCollection`'s Dynamic Type size.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    font.withSize(font.pointSize * CGFloat(factor(traitCollection)))
  }
  /// The font scaled, never above `maximumPointSize`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }
  /// The font scaled for `traitCollection`, never above `maximumPointSize`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    let scaled = scaledFont(for: font, compatibleWith: traitCollection)
    return maximumPointSize > 0 && scaled.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : scaled
  }
  /// The value scaled for the screen's Dynamic Type size (16 at xLarge for body: 16 × 19 / 17).
  public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }
  /// The value scaled for `traitCollection`'s Dynamic Type size.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value * CGFloat(factor(traitCollection))
  }
}
