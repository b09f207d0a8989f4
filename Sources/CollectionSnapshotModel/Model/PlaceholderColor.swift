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
    let luminance = (0.2126 * Double(color.red) + 0.7152 * Double(color.green) + 0.0722 * Double(color.blue)) / 255
    return luminance >= 0.6
  }
}
