/// An 8-bit sRGB colour with straight (non-premultiplied) alpha.
public struct Color: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0…255.
  public var red: UInt8
  /// Green, 0…255.
  public var green: UInt8
  /// Blue, 0…255.
  public var blue: UInt8
  /// Opacity, 0 (transparent) … 255 (opaque).
  public var alpha: UInt8

  /// A colour from its four 8-bit channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from a 24-bit `0xRRGGBB` value, opaque unless `alpha` says otherwise.
  public init(rgb: UInt32, alpha: UInt8 = 255) {
    self.init(
      red: UInt8((rgb >> 16) & 0xff), green: UInt8((rgb >> 8) & 0xff), blue: UInt8(rgb & 0xff),
      alpha: alpha)
  }

  /// The same colour with another opacity.
  public func withAlpha(_ alpha: UInt8) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour drawn over `base` (source over, straight alpha): what shows where a
  /// translucent colour covers another; opaque over an opaque base. Each channel is
  /// `(c·a + b·β·(255 − a)/255) / α`, rounded, with `α = a + β·(255 − a)/255` the result's
  /// opacity (`a`, `β` the two opacities).
  public func composited(over base: Color) -> Color {
    if alpha == 255 || base.alpha == 0 { return self }
    let a = Double(alpha) / 255
    let b = Double(base.alpha) / 255 * (1 - a)
    let out = a + b
    guard out > 0 else { return .clear }
    func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8(((Double(top) * a + Double(bottom) * b) / out).rounded()) }
    return Color(red: channel(red, base.red), green: channel(green, base.green), blue: channel(blue, base.blue), alpha: UInt8((out * 255).rounded()))
  }

  /// `#RRGGBBAA` in upper-case hexadecimal.
  public var description: String {
    func hex(_ value: UInt8) -> String {
      let digits = Array("0123456789ABCDEF")
      return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
    }
    return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
  }

  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 255, green: 255, blue: 255)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque pure red, the colour of differing pixels in diff images.
  public static let red = Color(red: 255, green: 0, blue: 0)
}
