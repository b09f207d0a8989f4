public import CollectionSnapshotPixels

/// A colour a view's code set (a cell's background), as the placeholder shows it: by the name
/// the code gave it (`systemBlue`, `rgba(1, 0.5, 0, 1)`), with its components when they are
/// known — a colour whose components are not known (a dynamic colour, an asset's) is drawn as
/// a hatched swatch.
public struct PlaceholderColor: Sendable, Hashable {
  /// The colour's name, as the layout dump prints it.
  public var name: String
  /// Its components, when known.
  public var color: Color?

  /// A colour.
  public init(name: String, color: Color?) {
    self.name = name
    self.color = color
  }

  /// True when text stays readable drawn on the colour: known, mostly opaque and light
  /// (relative luminance, Rec. 709 weights on the 8-bit channels, at least 0.6).
  public var isLight: Bool {
    guard let color, color.alpha >= 128 else { return false }
    return Self.luminance(color) >= 0.6
  }

  /// True when the colour as it shows over `base` (an opaque colour: what lies under the view)
  /// is light: known, and its composite over `base` at least 0.6 in relative luminance. A
  /// translucent colour is as light as what it lets through (`systemBlue` at 0.15 over white
  /// is a pale blue).
  public func isLight(over base: Color) -> Bool {
    guard let color else { return false }
    return Self.luminance(color.composited(over: base)) >= 0.6
  }

  /// Relative luminance, Rec. 709 weights on the 8-bit channels.
  private static func luminance(_ color: Color) -> Double {
    (0.2126 * Double(color.red) + 0.7152 * Double(color.green) + 0.0722 * Double(color.blue)) / 255
  }

  /// The name as the layout dump prints it, one word: without its spaces, and an opacity
  /// applied to a named colour (`UIColor.withAlphaComponent(_:)`, described `systemBlue alpha
  /// 0.15`) written after an `@`: `systemBlue@0.15`, `rgba(1,0.5,0,0.5)`.
  public var dumpName: String {
    guard name.utf8.contains(0x20) else { return name }
    var name = Substring(name)
    var opacity = ""
    // `… alpha 0.15`: the last ` alpha ` and the number after it.
    let marker = " alpha "
    var i = name.endIndex
    while i > name.startIndex {
      i = name.index(before: i)
      if name[i...].hasPrefix(marker) {
        opacity = "@" + name[name.index(i, offsetBy: marker.count)...]
        name = name[..<i]
        break
      }
    }
    return name.filter { $0 != " " } + opacity.filter { $0 != " " }
  }
}
