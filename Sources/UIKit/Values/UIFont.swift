import Foundation

/// A font. Labels and list content are placeholders drawn in the package's own font, so a font
/// is its description and point size; nothing measures text with it.
open class UIFont: NSObject, @unchecked Sendable {
  /// The text styles of Dynamic Type.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// A style by its raw name.
    public init(rawValue: String) { self.rawValue = rawValue }

    // Dynamic Type's text styles, by UIKit's names.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
    public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// A font weight (UIKit's values, -0.8 … 0.62).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: CGFloat
    /// A weight by its value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// A weight by its value.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    // UIKit's font weights.
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  /// The font's name.
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat

  init(fontName: String, pointSize: CGFloat) {
    self.fontName = fontName
    self.pointSize = pointSize
  }

  /// A font of the app's bundle by name (a named placeholder here).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, pointSize: fontSize)
  }

  /// The font of a text style, at UIKit's size for the default Dynamic Type size (body 17,
  /// headline 17, caption1 12, …); fonts are not scaled here (list content is measured by its
  /// style and the screen's text size instead).
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(fontName: style.rawValue, pointSize: defaultSize(of: style))
  }

  /// The font of a text style for `traitCollection`.
  open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    preferredFont(forTextStyle: style)
  }

  /// The system font.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Regular", pointSize: fontSize) }
  /// The system font of a weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: ".SFUI-\(UIKitFormat.number(weight.rawValue))", pointSize: fontSize)
  }
  /// The bold system font.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
  /// The italic system font.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Italic", pointSize: fontSize) }
  /// The system font with digits of one width.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: fontSize, weight: weight) }
  /// The monospaced system font.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(fontName: ".SFMono", pointSize: fontSize) }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(fontName: fontName, pointSize: fontSize) }

  /// A font of a descriptor: its name and size (`size` 0 keeps the descriptor's).
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let name = descriptor.symbolicTraits.isEmpty ? descriptor.fontName : "\(descriptor.fontName) \(descriptor.symbolicTraits.names)"
    self.init(fontName: name, pointSize: pointSize == 0 ? descriptor.pointSize : pointSize)
  }

  /// The font's descriptor.
  open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(fontName: fontName, pointSize: pointSize) }
  /// The family's name.
  open var familyName: String { fontName.hasPrefix(".SF") || fontName.hasPrefix("UICTFontTextStyle") ? ".AppleSystemUIFont" : fontName }

  // Vertical metrics of San Francisco (the system font) per point of size, as UIKit reports
  // them: ascender 0.952, descender -0.241, leading 0, cap height 0.705, x-height 0.528; a line
  // is ascender − descender (17 pt: 20.287).
  /// The ascender.
  open var ascender: CGFloat { pointSize * 0.952 }
  /// The descender (negative).
  open var descender: CGFloat { pointSize * -0.241 }
  /// The line height: ascender − descender + leading.
  open var lineHeight: CGFloat { ascender - descender + leading }
  /// The leading.
  open var leading: CGFloat { 0 }
  /// The capital height.
  open var capHeight: CGFloat { pointSize * 0.705 }
  /// The x-height.
  open var xHeight: CGFloat { pointSize * 0.528 }

  /// UIKit's standard font sizes.
  public static var systemFontSize: CGFloat { 14 }
  /// The size of a label's font.
  public static var labelFontSize: CGFloat { 17 }
  /// The size of a button's font.
  public static var buttonFontSize: CGFloat { 18 }
  /// The size of a small system font.
  public static var smallSystemFontSize: CGFloat { 12 }

  /// The names of font families (the system's only).
  public static var familyNames: [String] { [".AppleSystemUIFont"] }
  /// The names of a family's fonts (none).
  public static func fontNames(forFamilyName familyName: String) -> [String] { [] }

  /// The font's name and size.
  open override var description: String { "\(fontName) \(UIKitFormat.number(pointSize)) pt" }

  /// UIKit's size of a text style at the default Dynamic Type size (Large).
  static func defaultSize(of style: TextStyle) -> CGFloat {
    switch style {
    case .largeTitle: return 34
    case .title1: return 28
    case .title2: return 22
    case .title3: return 20
    case .headline, .body: return 17
    case .callout: return 16
    case .subheadline: return 15
    case .footnote: return 13
    case .caption1: return 12
    case .caption2: return 11
    default: return 17
    }
  }
}

/// Scales fonts and lengths for Dynamic Type. Nothing is measured with fonts here, so fonts and
/// values come back unscaled.
public struct UIFontMetrics: Sendable {
  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)
  /// The text style.
  public let textStyle: UIFont.TextStyle

  /// The metrics of a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// The font, as given.
  public func scaledFont(for font: UIFont) -> UIFont { font }
  /// The font, as given.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
  /// The font, as given (never above `maximumPointSize`).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font }
  /// The font, as given (never above `maximumPointSize`).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize)
  }
  /// The value, as given.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
  /// The value, as given.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}

/// What describes a font: its name, size and traits (kept; fonts are not loaded here).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// A font's traits.
  public struct SymbolicTraits: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt32
    /// Traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // UIKit's symbolic traits.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

    /// The traits' names, joined (`bold italic`).
    var names: String {
      [(Self.traitBold, "bold"), (.traitItalic, "italic"), (.traitCondensed, "condensed"), (.traitExpanded, "expanded"), (.traitMonoSpace, "monospace")]
        .filter { contains($0.0) }.map(\.1).joined(separator: " ")
    }
  }

  /// A system design.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// A design by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    // The system font's designs.
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// The font's name.
  public let fontName: String
  /// The size.
  public let pointSize: CGFloat
  /// The traits.
  public let symbolicTraits: SymbolicTraits

  init(fontName: String, pointSize: CGFloat, symbolicTraits: SymbolicTraits = []) {
    self.fontName = fontName
    self.pointSize = pointSize
    self.symbolicTraits = symbolicTraits
  }

  /// A descriptor of a font by name and size.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontName: fontName, pointSize: size)
  }

  /// The descriptor of a text style's font.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The descriptor of a text style's font for traits.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
    preferredFontDescriptor(withTextStyle: style)
  }

  /// The same descriptor with traits (always possible here).
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    UIFontDescriptor(fontName: fontName, pointSize: pointSize, symbolicTraits: symbolicTraits)
  }

  /// The same descriptor in a system design.
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    UIFontDescriptor(fontName: design == .default ? fontName : "\(fontName) \(design.rawValue)", pointSize: pointSize, symbolicTraits: symbolicTraits)
  }

  /// The same descriptor at another size.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(fontName: fontName, pointSize: newPointSize, symbolicTraits: symbolicTraits)
  }
}
