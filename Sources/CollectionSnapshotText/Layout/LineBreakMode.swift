/// How text that does not fit breaks and truncates (`NSLineBreakMode`).
public enum LineBreakMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// Lines break at word boundaries (after spaces and hyphens); a word longer than a line breaks
  /// between characters.
  case byWordWrapping
  /// Lines break between characters.
  case byCharWrapping
  /// Lines break at words; the text past the last line (or past the width of a single line) is
  /// cut off.
  case byClipping
  /// The last line shows "…" and the end of the text.
  case byTruncatingHead
  /// The last line shows the start of the text and "…".
  case byTruncatingTail
  /// The last line shows the start and the end of the text with "…" between.
  case byTruncatingMiddle

  /// True for the three truncating modes.
  public var truncates: Bool {
    switch self {
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: return true
    default: return false
    }
  }
}

/// A paragraph's spacing (`NSParagraphStyle`'s values that change a text's size).
public struct ParagraphStyle: Sendable, Hashable {
  /// Extra space between the lines of a paragraph (`lineSpacing`).
  public var lineSpacing: Double
  /// Extra space after each paragraph but the last (`paragraphSpacing`).
  public var paragraphSpacing: Double
  /// A multiple of each line's natural height; 0 for none (`lineHeightMultiple`).
  public var lineHeightMultiple: Double
  /// The least line height; 0 for none (`minimumLineHeight`).
  public var minimumLineHeight: Double
  /// The greatest line height; 0 for none (`maximumLineHeight`).
  public var maximumLineHeight: Double

  /// A paragraph style; every value defaults to UIKit's (none).
  public init(lineSpacing: Double = 0, paragraphSpacing: Double = 0, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0) {
    self.lineSpacing = Self.clean(lineSpacing)
    self.paragraphSpacing = Self.clean(paragraphSpacing)
    self.lineHeightMultiple = Self.clean(lineHeightMultiple)
    self.minimumLineHeight = Self.clean(minimumLineHeight)
    self.maximumLineHeight = Self.clean(maximumLineHeight)
  }

  /// UIKit's default: no extra spacing.
  public static let `default` = ParagraphStyle()

  /// A line's height from its natural height (ascent + descent): times the multiple, then
  /// within the minimum and maximum.
  func lineHeight(natural: Double) -> Double {
    var h = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
    if minimumLineHeight > 0 { h = max(h, minimumLineHeight) }
    if maximumLineHeight > 0 { h = min(h, maximumLineHeight) }
    return h
  }

  private static func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
}

/// Text in runs of fonts, as an attributed string gives it: each run a number of Unicode scalars
/// in one font, with its extra letter spacing (`.kern`).
public struct TextRun: Sendable, Hashable {
  /// The number of Unicode scalars the run covers.
  public var length: Int
  /// The font.
  public var font: TextFont
  /// Extra space after each character, in points (`NSAttributedString.Key.kern`).
  public var kern: Double

  /// A run.
  public init(length: Int, font: TextFont, kern: Double = 0) {
    self.length = max(0, length)
    self.font = font
    self.kern = kern.isFinite ? kern : 0
  }
}
