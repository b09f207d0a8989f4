/// A font as UIKit's text system measures it: the system font (or a text style of it) at a size,
/// weight and slant, or a custom font by name, measured with the system font's metrics.
///
/// Widths come from Inter's advances (``InterAdvances``) plus San Francisco's tracking at the
/// size (``SystemFontMetrics/tracking(pointSize:)``); heights from San Francisco's vertical
/// metrics. The catalog article "Text" says how far widths can be from a device's.
public struct TextFont: Sendable, Hashable {
  /// Where the font comes from, as the layout dump names it.
  public enum Source: Sendable, Hashable {
    /// `UIFont.systemFont(ofSize:weight:)` and its variants.
    case system
    /// `UIFont.preferredFont(forTextStyle:)` at a content size category.
    case textStyle(TextStyle, ContentSizeCategory)
    /// `UIFont(name:size:)`: a font the package does not have, measured as the system font.
    case custom(name: String)
  }

  /// The system font's designs (`UIFontDescriptor.SystemDesign`).
  public enum Design: String, Sendable, Hashable, Codable, CaseIterable {
    /// San Francisco.
    case `default`
    /// SF Pro Rounded: San Francisco's widths.
    case rounded
    /// New York: San Francisco's widths.
    case serif
    /// SF Mono: every character 0.6 em wide.
    case monospaced
  }

  /// Where the font comes from.
  public var source: Source
  /// The size in points.
  public var pointSize: Double
  /// The weight.
  public var weight: FontWeight
  /// True for the italic face.
  public var isItalic: Bool
  /// The design.
  public var design: Design
  /// True when digits take their tabular (one) width (`monospacedDigitSystemFont`).
  public var monospacedDigits: Bool

  /// A system font.
  public init(
    pointSize: Double, weight: FontWeight = .regular, italic: Bool = false, design: Design = .default, monospacedDigits: Bool = false,
    source: Source = .system
  ) {
    self.source = source
    self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
    self.weight = weight
    self.isItalic = italic
    self.design = design
    self.monospacedDigits = monospacedDigits
  }

  /// The font of `textStyle` at `category`: its size and weight.
  public init(textStyle: TextStyle, category: ContentSizeCategory) {
    self.init(pointSize: textStyle.pointSize(category), weight: textStyle.weight, source: .textStyle(textStyle, category))
  }

  /// A custom font by name, measured with the system font's metrics at `pointSize`.
  public init(customName: String, pointSize: Double) {
    self.init(pointSize: pointSize, source: .custom(name: customName))
  }

  /// The same font at another size.
  public func withSize(_ size: Double) -> TextFont {
    var font = self
    font.pointSize = size.isFinite ? max(0, size) : 0
    return font
  }

  /// True when the font's own metrics are not known and the system font's stand in.
  public var usesSystemMetricsForCustomFont: Bool {
    if case .custom = source { return true }
    return false
  }

  // MARK: Vertical metrics (San Francisco's, for every font)

  /// The ascender: 1950 / 2048 of the size (17 pt: 16.187).
  public var ascender: Double { pointSize * SystemFontMetrics.ascenderUnits / SystemFontMetrics.unitsPerEm }
  /// The descender, negative: −494 / 2048 of the size (17 pt: −4.101).
  public var descender: Double { pointSize * SystemFontMetrics.descenderUnits / SystemFontMetrics.unitsPerEm }
  /// The leading UIKit reports for the system font: 0.
  public var leading: Double { 0 }
  /// The line height: ascender − descender + leading (17 pt: 20.287).
  public var lineHeight: Double { ascender - descender + leading }
  /// The cap height: 1443 / 2048 of the size.
  public var capHeight: Double { pointSize * SystemFontMetrics.capHeightUnits / SystemFontMetrics.unitsPerEm }
  /// The x-height: 1040 / 2048 of the size.
  public var xHeight: Double { pointSize * SystemFontMetrics.xHeightUnits / SystemFontMetrics.unitsPerEm }

  // MARK: Horizontal metrics

  /// San Francisco's tracking at the size, in points per glyph.
  public var tracking: Double { SystemFontMetrics.tracking(pointSize: pointSize) }

  /// True when the display optical size stands for the font (20 pt and up).
  var usesDisplayFace: Bool { pointSize >= 20 }

  /// The Inter face that measures this font.
  var face: InterAdvances.Face {
    InterAdvances.decodedFaces[InterAdvances.faceIndex(weight: weight, italic: isItalic, display: usesDisplayFace)]
  }

  /// The kerning table of the font's optical size (ems; printable ASCII pairs).
  var kerning: [Double] { usesDisplayFace ? InterAdvances.decodedKerning.display : InterAdvances.decodedKerning.text }

  /// The advance of one character, in points, without tracking or kerning.
  public func advance(of scalar: Unicode.Scalar) -> Double {
    TextMeasurer.Metrics(self).advance(scalar.value) * pointSize
  }

  /// The width of `text` on one line, in points: advances, tracking and kerning, as
  /// `NSString.size(withAttributes:)` reports it (unrounded).
  public func width(of text: String) -> Double {
    TextMeasurer.singleLineWidth(text, font: self)
  }
}

extension TextFont {
  /// The font at `category`: a text style's font takes the style's size there (with the weight,
  /// slant and other traits it was given); other fonts stay as they are.
  public func resolved(for category: ContentSizeCategory) -> TextFont {
    guard case .textStyle(let style, let from) = source, from != category else { return self }
    var font = self
    font.source = .textStyle(style, category)
    font.pointSize = pointSize == style.pointSize(from) ? style.pointSize(category) : pointSize * style.pointSize(category) / style.pointSize(from)
    return font
  }
}
