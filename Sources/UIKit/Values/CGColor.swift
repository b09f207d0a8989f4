import Foundation

/// A Core Graphics colour, as `UIColor.cgColor` gives it to layers (`layer.borderColor`). Nothing
/// here draws layers, so a colour is its description, and its components when it was made from
/// them (RGB or grey values; a system colour's depend on the traits, and are not known here).
public final class CGColor: CustomStringConvertible, Sendable {
  /// The UIColor it came from, or its components.
  public let description: String
  /// Red, green, blue and alpha (grey and alpha for a grey), 0…1, when known.
  public let components: [CGFloat]?

  init(description: String, components: [CGFloat]? = nil) {
    self.description = description
    self.components = components
  }

  /// A colour from sRGB components, 0…1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(description: UIColor(red: red, green: green, blue: blue, alpha: alpha).name, components: [red, green, blue, alpha])
  }

  /// A colour from sRGB components, 0…1.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey, 0…1.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(description: UIColor(red: gray, green: gray, blue: gray, alpha: alpha).name, components: [gray, alpha])
  }

  /// A colour of a colour space from its components (alpha last).
  public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    let count = space.numberOfComponents + 1
    let values = (0..<count).map { components[$0] }
    if count == 2 {
      self.init(gray: values[0], alpha: values[1])
    } else {
      self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }
  }

  /// The same colour with another opacity.
  public func copy(alpha: CGFloat) -> CGColor? {
    if let components { return CGColor(description: "\(description) alpha \(UIKitFormat.number(alpha))", components: components.dropLast() + [alpha]) }
    return CGColor(description: "\(description) alpha \(UIKitFormat.number(alpha))")
  }

  /// How many components it has, alpha included (4 for RGB, 2 for grey; 4 when unknown).
  public var numberOfComponents: Int { components?.count ?? 4 }
  /// Its opacity (1 when unknown).
  public var alpha: CGFloat { components?.last ?? 1 }
  /// Its colour space: device grey for a grey, else sRGB.
  public var colorSpace: CGColorSpace? {
    components?.count == 2 ? CGColorSpaceCreateDeviceGray() : CGColorSpace(name: CGColorSpace.sRGB, components: 3)
  }

  /// Black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// White.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Clear.
  public static let clear = CGColor(gray: 0, alpha: 0)
}
