public import CollectionSnapshotPixels
import Foundation

/// Colours by the names UIKit's code gives them, with their components in the light appearance
/// when they are known: a colour made from components (`rgba(1, 0.5, 0, 1)`, `hsba(…)`,
/// `displayP3(…)`, Display P3 converted to sRGB), UIKit's fixed colours, and its system and
/// semantic colours by the values Apple's Human Interface Guidelines ("Color", iOS, light
/// appearance, default contrast) and UIKit's headers give them; any of those followed by
/// ` alpha a`. A colour whose components are not known here (an asset's, a dynamic provider's)
/// keeps its name only.
public enum SystemColors {
  /// A colour by name, with its components when they are known.
  public static func color(named name: String) -> PlaceholderColor {
    PlaceholderColor(name: name, color: components(of: name))
  }

  /// The components of a colour's description: `rgba(…)`, `hsba(…)`, a known name, or one of
  /// those `alpha a`.
  public static func components(of name: String) -> Color? {
    if let range = name.range(of: " alpha ", options: .backwards), let alpha = Double(name[range.upperBound...]) {
      guard let base = components(of: String(name[..<range.lowerBound])) else { return nil }
      return base.withAlpha(channel(alpha))
    }
    if let values = arguments(of: name, function: "rgba"), values.count == 4 {
      return Color(red: channel(values[0]), green: channel(values[1]), blue: channel(values[2]), alpha: channel(values[3]))
    }
    if let values = arguments(of: name, function: "displayP3"), values.count == 4 {
      let (r, g, b) = sRGB(displayP3: (values[0], values[1], values[2]))
      return Color(red: channel(r), green: channel(g), blue: channel(b), alpha: channel(values[3]))
    }
    if let values = arguments(of: name, function: "hsba"), values.count == 4 {
      let (r, g, b) = rgb(hue: values[0], saturation: values[1], brightness: values[2])
      return Color(red: channel(r), green: channel(g), blue: channel(b), alpha: channel(values[3]))
    }
    guard let known = named[name] else { return nil }
    return Color(rgb: known.rgb, alpha: channel(known.alpha))
  }

  /// The numbers of `function(a, b, c, d)`.
  private static func arguments(of text: String, function: String) -> [Double]? {
    guard text.hasPrefix(function + "("), text.hasSuffix(")") else { return nil }
    let inner = text.dropFirst(function.count + 1).dropLast()
    let numbers = inner.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.allSatisfy({ $0 != nil && $0!.isFinite }) else { return nil }
    return numbers.map { $0! }
  }

  /// A component 0…1 as an 8-bit channel, clamped.
  private static func channel(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }

  /// Display P3 components as sRGB ones: both use the sRGB transfer curve; the linear values
  /// change primaries by the standard P3-to-sRGB matrix (D65), and what falls outside sRGB is
  /// clamped.
  private static func sRGB(displayP3 c: (Double, Double, Double)) -> (Double, Double, Double) {
    func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    func encoded(_ v: Double) -> Double {
      let v = min(1, max(0, v))
      return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
    let (r, g, b) = (linear(c.0), linear(c.1), linear(c.2))
    return (
      encoded(1.2249401 * r - 0.2249404 * g),
      encoded(-0.0420569 * r + 1.0420571 * g),
      encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
    )
  }

  /// HSB to RGB (hue 0…1 around the wheel).
  private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    switch sector {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }

  /// UIKit's named colours in the light appearance: the fixed colours by their documented
  /// components (`orange` is 1, 0.5, 0; `brown` 0.6, 0.4, 0.2; `darkGray` a white of ⅓…), the
  /// system and semantic colours by the HIG's values.
  private static let named: [String: (rgb: UInt32, alpha: Double)] = [
    "black": (0x000000, 1), "darkGray": (0x555555, 1), "lightGray": (0xAAAAAA, 1), "white": (0xFFFFFF, 1), "gray": (0x808080, 1),
    "red": (0xFF0000, 1), "green": (0x00FF00, 1), "blue": (0x0000FF, 1), "cyan": (0x00FFFF, 1), "yellow": (0xFFFF00, 1),
    "magenta": (0xFF00FF, 1), "orange": (0xFF8000, 1), "purple": (0x800080, 1), "brown": (0x996633, 1), "clear": (0x000000, 0),
    "systemRed": (0xFF3B30, 1), "systemGreen": (0x34C759, 1), "systemBlue": (0x007AFF, 1), "systemOrange": (0xFF9500, 1),
    "systemYellow": (0xFFCC00, 1), "systemPink": (0xFF2D55, 1), "systemPurple": (0xAF52DE, 1), "systemTeal": (0x30B0C7, 1),
    "systemIndigo": (0x5856D6, 1), "systemBrown": (0xA2845E, 1), "systemMint": (0x00C7BE, 1), "systemCyan": (0x32ADE6, 1),
    "systemGray": (0x8E8E93, 1), "systemGray2": (0xAEAEB2, 1), "systemGray3": (0xC7C7CC, 1), "systemGray4": (0xD1D1D6, 1),
    "systemGray5": (0xE5E5EA, 1), "systemGray6": (0xF2F2F7, 1), "tintColor": (0x007AFF, 1), "link": (0x007AFF, 1),
    "label": (0x000000, 1), "secondaryLabel": (0x3C3C43, 0.6), "tertiaryLabel": (0x3C3C43, 0.3), "quaternaryLabel": (0x3C3C43, 0.18),
    "placeholderText": (0x3C3C43, 0.3), "separator": (0x3C3C43, 0.29), "opaqueSeparator": (0xC6C6C8, 1),
    "systemBackground": (0xFFFFFF, 1), "secondarySystemBackground": (0xF2F2F7, 1), "tertiarySystemBackground": (0xFFFFFF, 1),
    "systemGroupedBackground": (0xF2F2F7, 1), "secondarySystemGroupedBackground": (0xFFFFFF, 1), "tertiarySystemGroupedBackground": (0xF2F2F7, 1),
    "systemFill": (0x787880, 0.2), "secondarySystemFill": (0x787880, 0.16), "tertiarySystemFill": (0x767680, 0.12),
    "quaternarySystemFill": (0x747480, 0.08), "lightText": (0xFFFFFF, 0.6), "darkText": (0x000000, 1), "groupTableViewBackground": (0xF2F2F7, 1),
  ]
}
