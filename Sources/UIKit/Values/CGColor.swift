import Foundation

/// A Core Graphics colour, as `UIColor.cgColor` gives it to layers (`layer.borderColor`). Nothing
/// here draws layers, so a colour is its description.
public final class CGColor: CustomStringConvertible, Sendable {
  /// The UIColor it came from, or its components.
  public let description: String

  init(description: String) {
    self.description = description
  }

  /// A colour from sRGB components, 0…1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(description: UIColor(red: red, green: green, blue: blue, alpha: alpha).name)
  }

  /// A grey, 0…1.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The same colour with another opacity.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(description: "\(description) alpha \(UIKitFormat.number(alpha))")
  }
}
