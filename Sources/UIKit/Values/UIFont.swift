import CollectionSnapshotText
import Foundation

/// A font, measured as UIKit measures it: San Francisco's line heights and tracking, glyph
/// advances close to its own (the package's text module, ``TextFont``). A text style's font
/// follows the screen's Dynamic Type size; a custom font by name is measured with the system
/// font's metrics, which its description says (`Avenir-Heavy 17 (system metrics)`).
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

    /// The text module's style (body for an unknown name).
    var engine: CollectionSnapshotText.TextStyle {
      switch self {
      case .largeTitle: return .largeTitle
      case .extraLargeTitle: return .extraLargeTitle
      case .extraLargeTitle2: return .extraLargeTitle2
      case .title1: return .title1
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .subheadline: return .subheadline
      case .callout: return .callout
      case .footnote: return .footnote
      case .caption1: return .caption1
      case .caption2: return .caption2
      default: return .body
      }
    }
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

    /// The nearest of the text module's nine weights.
    var engine: FontWeight { FontWeight(uiKitValue: Double(rawValue)) }
  }

  /// The font's name: `.SFUI-Semibold` for the system font, the name a custom font was asked by.
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// What the font is and how it measures: a text style or a size and weight, or a custom name;
  /// the layout dump prints its description (`headline`, `17 semibold`).
  package let textFont: TextFont

  package init(textFont: TextFont, fontName: String? = nil) {
    self.textFont = textFont
    self.pointSize = CGFloat(textFont.pointSize)
    self.fontName = fontName ?? Self.systemName(textFont)
  }

  /// A font of the app's bundle by name: the package has none, so it is measured with the
  /// system font's metrics at that size (its description says so).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    if fontName.hasPrefix(".SF") {
      self.init(textFont: TextFont(pointSize: Double(fontSize), weight: Self.weight(named: fontName), italic: fontName.hasSuffix("Italic")), fontName: fontName)
    } else {
      self.init(textFont: TextFont(customName: fontName, pointSize: Double(fontSize)), fontName: fontName)
    }
  }

  /// The font of a text style at the screen's Dynamic Type size (body 17 at Large, 19 at xLarge).
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of a text style at `traitCollection`'s Dynamic Type size, else the screen's.
  open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    UIFont(textFont: style.engine.font(category(traitCollection)))
  }

  /// The Dynamic Type size of `traits`, else the screen's.
  static func category(_ traits: UITraitCollection?) -> ContentSizeCategory {
    if let traits, traits.preferredContentSizeCategory != .unspecified { return traits.preferredContentSizeCategory.engine }
    return UIKitHost.current.traitCollection.preferredContentSizeCategory.engine
  }

  /// The system font.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
  /// The system font of a weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(textFont: TextFont(pointSize: Double(fontSize), weight: weight.engine))
  }
  /// The bold system font.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
  /// The italic system font.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(textFont: TextFont(pointSize: Double(fontSize), italic: true)) }
  /// The system font with digits of one width.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(textFont: TextFont(pointSize: Double(fontSize), weight: weight.engine, monospacedDigits: true))
  }
  /// The monospaced system font (SF Mono: every character 0.6 em).
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(textFont: TextFont(pointSize: Double(fontSize), weight: weight.engine, design: .monospaced), fontName: ".SFMono-\(weight.engine.name.capitalized)")
  }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(textFont: textFont.withSize(Double(fontSize)), fontName: textFont.usesSystemMetricsForCustomFont ? fontName : nil)
  }

  /// A font of a descriptor: its font at `pointSize` (0 keeps the descriptor's), with its traits.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    var font = descriptor.textFont
    if pointSize > 0 { font = font.withSize(Double(pointSize)) }
    self.init(textFont: font, fontName: font.usesSystemMetricsForCustomFont ? descriptor.fontName : nil)
  }

  /// The font's descriptor.
  open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(textFont: textFont, fontName: fontName) }
  /// The family's name.
  open var familyName: String { textFont.usesSystemMetricsForCustomFont ? fontName : ".AppleSystemUIFont" }

  /// The ascender: 1950 / 2048 of the size (17 pt: 16.187).
  open var ascender: CGFloat { CGFloat(textFont.ascender) }
  /// The descender, negative: −494 / 2048 of the size.
  open var descender: CGFloat { CGFloat(textFont.descender) }
  /// The line height: ascender − descender + leading (17 pt: 20.287).
  open var lineHeight: CGFloat { CGFloat(textFont.lineHeight) }
  /// The leading: 0, as the system font reports it.
  open var leading: CGFloat { CGFloat(textFont.leading) }
  /// The capital height.
  open var capHeight: CGFloat { CGFloat(textFont.capHeight) }
  /// The x-height.
  open var xHeight: CGFloat { CGFloat(textFont.xHeight) }

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

  /// What the font is, as the layout dump prints it: `headline`, `17 semibold`,
  /// `Avenir-Heavy 17 (system metrics)`.
  open override var description: String { textFont.description }

  /// Fonts are equal when they measure and describe alike.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return other.textFont == textFont && other.fontName == fontName
  }

  /// A hash of what the font is.
  open override var hash: Int { textFont.hashValue ^ fontName.hashValue }

  /// The system font's PostScript-style name for a font: `.SFUI-Regular`, `.SFUI-SemiboldItalic`.
  static func systemName(_ font: TextFont) -> String {
    let weight: String
    switch font.weight {
    case .ultraLight: weight = "Ultralight"
    case .semibold: weight = "Semibold"
    default: weight = font.weight.name.prefix(1).uppercased() + font.weight.name.dropFirst()
    }
    if case .custom(let name) = font.source { return name }
    return ".SFUI-" + (font.isItalic ? (font.weight == .regular ? "Italic" : weight + "Italic") : weight)
  }

  /// The weight a system font's name names (`.SFUI-Semibold`).
  static func weight(named name: String) -> FontWeight {
    let lower = name.lowercased()
    for weight in FontWeight.allCases.reversed() where lower.contains(weight.name.lowercased()) { return weight }
    return .regular
  }
}
