import Foundation

// What UIKit adds to Foundation's attributed strings on iOS (and swift-corelibs-foundation lacks):
// the attribute keys text code sets and the values they take. Attributes are kept, never drawn.
extension NSAttributedString.Key {
  /// A `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor` for the text.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor` behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// An `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Letter spacing, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// Letter spacing, in points (tracking).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// An `NSUnderlineStyle` raw value.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A `UIColor` for the underline.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// An `NSUnderlineStyle` raw value for a line through the text.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A `UIColor` for the line through the text.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// A `UIColor` for the text's outline.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline's width, in percent of the font size.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// An `NSShadow`.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// A baseline offset, in points.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// A ligature setting.
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// A link (`URL` or `String`).
  public static let link = NSAttributedString.Key("NSLink")
  /// An `NSTextAttachment`.
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// Skew of the glyphs.
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// Expansion of the glyphs.
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// The writing direction.
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
  /// Whether glyphs are laid out vertically.
  public static let verticalGlyphForm = NSAttributedString.Key("NSVerticalGlyphForm")
}

/// How a line under or through text is drawn.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: Int
  /// A style from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  // UIKit's underline styles and patterns.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A paragraph's alignment, spacing and line breaking.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  /// The alignment.
  open fileprivate(set) var alignment: NSTextAlignment = .natural
  /// Extra space between lines.
  open fileprivate(set) var lineSpacing: CGFloat = 0
  /// Space after the paragraph.
  open fileprivate(set) var paragraphSpacing: CGFloat = 0
  /// Space before the paragraph.
  open fileprivate(set) var paragraphSpacingBefore: CGFloat = 0
  /// How lines break.
  open fileprivate(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// The smallest line height; 0: none.
  open fileprivate(set) var minimumLineHeight: CGFloat = 0
  /// The largest line height; 0: none.
  open fileprivate(set) var maximumLineHeight: CGFloat = 0
  /// A multiple of the natural line height; 0: none.
  open fileprivate(set) var lineHeightMultiple: CGFloat = 0
  /// The first line's indent.
  open fileprivate(set) var firstLineHeadIndent: CGFloat = 0
  /// The other lines' indent.
  open fileprivate(set) var headIndent: CGFloat = 0
  /// The trailing indent.
  open fileprivate(set) var tailIndent: CGFloat = 0
  /// The hyphenation factor, 0…1.
  open fileprivate(set) var hyphenationFactor: Float = 0
  /// Whether letters may tighten before truncating.
  open fileprivate(set) var allowsDefaultTighteningForTruncation = false

  /// The default paragraph style.
  public static var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// A paragraph style with UIKit's defaults.
  public override init() {}

  /// A mutable copy.
  open override func mutableCopy() -> Any {
    let copy = NSMutableParagraphStyle()
    copy.setFrom(self)
    return copy
  }

  fileprivate func setFrom(_ other: NSParagraphStyle) {
    alignment = other.alignment
    lineSpacing = other.lineSpacing
    paragraphSpacing = other.paragraphSpacing
    paragraphSpacingBefore = other.paragraphSpacingBefore
    lineBreakMode = other.lineBreakMode
    minimumLineHeight = other.minimumLineHeight
    maximumLineHeight = other.maximumLineHeight
    lineHeightMultiple = other.lineHeightMultiple
    firstLineHeadIndent = other.firstLineHeadIndent
    headIndent = other.headIndent
    tailIndent = other.tailIndent
    hyphenationFactor = other.hyphenationFactor
    allowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
  }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// The alignment.
  open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
  /// Extra space between lines.
  open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
  /// Space after the paragraph.
  open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
  /// Space before the paragraph.
  open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
  /// How lines break.
  open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
  /// The smallest line height.
  open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
  /// The largest line height.
  open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
  /// A multiple of the natural line height.
  open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
  /// The first line's indent.
  open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
  /// The other lines' indent.
  open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
  /// The trailing indent.
  open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
  /// The hyphenation factor.
  open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
  /// Whether letters may tighten before truncating.
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { super.allowsDefaultTighteningForTruncation }
    set { super.allowsDefaultTighteningForTruncation = newValue }
  }

  /// Takes every value of `other`.
  open func setParagraphStyle(_ other: NSParagraphStyle) { setFrom(other) }
}

/// A text shadow (kept, not drawn).
open class NSShadow: NSObject, @unchecked Sendable {
  /// The offset.
  open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
  /// The blur radius.
  open var shadowBlurRadius: CGFloat = 0
  /// The colour (`UIColor`).
  open var shadowColor: Any?
  /// A shadow.
  public override init() {}
}

/// An image or file in attributed text (kept, not drawn).
open class NSTextAttachment: NSObject, @unchecked Sendable {
  /// The image.
  open var image: UIImage?
  /// The bounds in the line.
  open var bounds: CGRect = .zero
  /// An attachment of `image`.
  public convenience init(image: UIImage) {
    self.init()
    self.image = image
  }
  /// An empty attachment.
  public override init() {}
}

extension NSAttributedString {
  /// A string holding one attachment character, as UIKit makes it.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}

// UIKit's string drawing: accepted, nothing is drawn (measuring is in NSStringDrawing.swift).
extension NSString {
  /// Accepted: nothing is drawn here.
  @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Accepted: nothing is drawn here.
  @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}

extension NSAttributedString {
  /// Accepted: nothing is drawn here.
  @MainActor public func draw(at point: CGPoint) {}
  /// Accepted: nothing is drawn here.
  @MainActor public func draw(in rect: CGRect) {}
}
