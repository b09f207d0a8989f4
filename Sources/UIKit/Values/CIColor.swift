import Foundation

/// A Core Image colour, as apps read a UIColor's components through it (`CIColor(color:)`):
/// the components the colour was made from, 0 for a system or named colour whose values depend
/// on the traits.
public final class CIColor: NSObject, @unchecked Sendable {
  // Unchecked: immutable.
  /// The red component.
  public let red: CGFloat
  /// The green component.
  public let green: CGFloat
  /// The blue component.
  public let blue: CGFloat
  /// The alpha component.
  public let alpha: CGFloat

  /// A colour from components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The colour of a UIColor.
  public convenience init(color: UIColor) {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    self.init(red: r, green: g, blue: b, alpha: a)
  }

  /// The colour of a Core Graphics colour.
  public convenience init(cgColor: CGColor) {
    let values = cgColor.components ?? [0, 0, 0, 1]
    if values.count == 2 {
      self.init(red: values[0], green: values[0], blue: values[0], alpha: values[1])
    } else {
      self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }
  }
}

extension UIColor {
  /// A colour of a Core Image colour.
  public convenience init(ciColor: CIColor) {
    self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
  }
}
