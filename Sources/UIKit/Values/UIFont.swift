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
  /// The value, as given.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
