import Foundation

/// Core Foundation's array, as Core Graphics takes colours (`colors as CFArray`): Foundation's
/// `NSArray` on Linux, which Swift arrays bridge to.
public typealias CFArray = NSArray

/// A colour space (only device RGB, sRGB and grey are made here).
public final class CGColorSpace: @unchecked Sendable, CustomStringConvertible {
  // Unchecked: immutable.
  /// The space's name.
  public let name: String?
  /// The components a colour of the space has (without alpha).
  public let numberOfComponents: Int
  /// The space's model: monochrome for one component, RGB for three.
  public var model: CGColorSpaceModel { numberOfComponents == 1 ? .monochrome : .rgb }

  init(name: String, components: Int) {
    self.name = name
    numberOfComponents = components
  }

  /// A space by name (`CGColorSpace.sRGB`).
  public convenience init?(name: String) {
    self.init(name: name, components: name.lowercased().contains("gray") ? 1 : 3)
  }

  public var description: String { name ?? "colour space" }

  // Core Graphics' names.
  public static let sRGB = "kCGColorSpaceSRGB"
  public static let displayP3 = "kCGColorSpaceDisplayP3"
  public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
  public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
  public static let linearSRGB = "kCGColorSpaceLinearSRGB"
  public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
}

/// A colour space's model.
public enum CGColorSpaceModel: Int32, Sendable {
  case unknown = -1, monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// The device's RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: "kCGColorSpaceDeviceRGB", components: 3) }
/// The device's grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: "kCGColorSpaceDeviceGray", components: 1) }

/// A gradient: colours at locations, drawn by a context (nothing is drawn here; the values are
/// kept).
public final class CGGradient: @unchecked Sendable {
  // Unchecked: immutable.
  /// The colours.
  public let colors: [CGColor]
  /// Their locations, 0…1 (`nil`: evenly spread).
  public let locations: [CGFloat]?

  /// A gradient of colours (a `[CGColor]` as a `CFArray`) at locations.
  public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
    guard let list = (colors as? [Any])?.compactMap({ $0 as? CGColor }), !list.isEmpty else { return nil }
    self.colors = list
    self.locations = locations.map { pointer in (0..<list.count).map { pointer[$0] } }
  }

  /// A gradient of colour components (`numberOfComponents + 1` values per colour) at
  /// locations.
  public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int) {
    guard count > 0 else { return nil }
    let stride = space.numberOfComponents + 1
    colors = (0..<count).map { index in
      let base = index * stride
      if stride == 2 { return CGColor(gray: components[base], alpha: components[base + 1]) }
      return CGColor(red: components[base], green: components[base + 1], blue: components[base + 2], alpha: components[base + 3])
    }
    self.locations = locations.map { pointer in (0..<count).map { pointer[$0] } }
  }
}

/// Whether a gradient's ends extend past its points.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Extends before the start.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// Extends after the end.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
