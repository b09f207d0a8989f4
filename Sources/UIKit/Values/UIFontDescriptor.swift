import CollectionSnapshotText
import Foundation

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
    /// The mask of the font's class, the top four bits (Core Text's stylistic classes).
    public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
    // The font classes, a number in the top four bits (Core Text's `CTFontStylisticClass`).
    public static let classUnknown: SymbolicTraits = []
    public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
    public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
    public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
    public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
    public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
    public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
    public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
    public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
    public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
    public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)

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
  /// The font the descriptor describes.
  package let textFont: TextFont
  /// The size.
  public var pointSize: CGFloat { CGFloat(textFont.pointSize) }
  /// The traits: bold from a bold weight up, italic, monospace for SF Mono.
  public var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if textFont.weight >= .bold { traits.insert(.traitBold) }
    if textFont.isItalic { traits.insert(.traitItalic) }
    if textFont.design == .monospaced { traits.insert(.traitMonoSpace) }
    return traits
  }

  package init(textFont: TextFont, fontName: String) {
    self.textFont = textFont
    self.fontName = fontName
  }

  /// A descriptor of a font by name and size (a custom font, measured with the system's metrics).
  public convenience init(name fontName: String, size: CGFloat) {
    let font = UIFont(name: fontName, size: size) ?? UIFont.systemFont(ofSize: size)
    self.init(textFont: font.textFont, fontName: fontName)
  }

  /// The descriptor of a text style's font.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The descriptor of a text style's font for traits.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  /// The same descriptor with traits: bold takes a text style's emphasized weight (body:
  /// semibold, title 1: bold) or bold; italic the italic face; monospace SF Mono. Traits not
  /// given are taken away.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var font = textFont
    let style: CollectionSnapshotText.TextStyle? = {
      if case .textStyle(let style, _) = font.source { return style }
      return nil
    }()
    if symbolicTraits.contains(.traitBold) {
      if font.weight < .bold { font.weight = style?.emphasizedWeight ?? .bold }
    } else if font.weight >= .bold {
      font.weight = style?.weight ?? .regular
    }
    font.isItalic = symbolicTraits.contains(.traitItalic)
    if symbolicTraits.contains(.traitMonoSpace) {
      font.design = .monospaced
    } else if font.design == .monospaced {
      font.design = .default
    }
    return UIFontDescriptor(textFont: font, fontName: font.usesSystemMetricsForCustomFont ? fontName : UIFont.systemName(font))
  }

  /// The same descriptor in a system design (rounded and serif measure as the default design).
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    var font = textFont
    switch design {
    case .monospaced: font.design = .monospaced
    case .rounded: font.design = .rounded
    case .serif: font.design = .serif
    default: font.design = .default
    }
    return UIFontDescriptor(textFont: font, fontName: fontName)
  }

  /// The same descriptor at another size.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(textFont: textFont.withSize(Double(newPointSize)), fontName: fontName)
  }
}
