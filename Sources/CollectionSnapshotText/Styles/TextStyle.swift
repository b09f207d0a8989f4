/// UIKit's Dynamic Type text styles (`UIFont.TextStyle`): the point size, weight and leading of
/// each at every content size category, as `UIFont.preferredFont(forTextStyle:)` returns them.
///
/// Sources (the `CollectionSnapshot` catalog, "Text", lists them with each number):
/// - Sizes, weights and leading: Apple's Human Interface Guidelines, Typography, "iOS, iPadOS
///   Dynamic Type sizes" and "larger accessibility type sizes" (body 17 pt with 22 pt of leading
///   at the default Large size; headline is body's size in semibold).
/// - The emphasized weight (`traitBold` on a text style's descriptor): the same tables' column
///   (bold for the large title and titles 1–2, semibold for the others).
/// - Extra large titles (iOS 17): 36 and 28 pt bold at Large (`preferredFont(forTextStyle:)`'s
///   answer); the HIG gives no iOS table for them, so extra large title scales as the large title
///   does (36 × large title ÷ 34, rounded) and extra large title 2 takes title 1's sizes [derived].
/// - A line of any style is `pointSize × 2444 / 2048` tall (``SystemFontMetrics``), not its
///   leading: UIKit lays labels out at the font's line height.
public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// `.body`: a cell's text.
  case body
  /// `.headline` (body's size, semibold): a plain list's header and footer.
  case headline
  /// `.subheadline`: the secondary text of a prominent inset grouped header.
  case subheadline
  /// `.footnote`: grouped headers and footers, a sidebar cell's secondary text.
  case footnote
  /// `.caption1`: the secondary text of a cell and a subtitle cell.
  case caption1
  /// `.caption2`.
  case caption2
  /// `.callout`.
  case callout
  /// `.title1`.
  case title1
  /// `.title2`: an extra prominent inset grouped header (in bold).
  case title2
  /// `.title3`: a prominent inset grouped header, a sidebar header (in semibold).
  case title3
  /// `.largeTitle`.
  case largeTitle
  /// `.extraLargeTitle` (iOS 17).
  case extraLargeTitle
  /// `.extraLargeTitle2` (iOS 17).
  case extraLargeTitle2

  /// The point size at `category`.
  public func pointSize(_ category: ContentSizeCategory) -> Double {
    Self.sizes(self)[category.index]
  }

  /// The leading (the HIG's line spacing for the style) at `category`.
  public func leading(_ category: ContentSizeCategory) -> Double {
    Self.leadings(self)[category.index]
  }

  /// The weight: semibold for the headline, bold for the extra large titles, else regular.
  public var weight: FontWeight {
    switch self {
    case .headline: return .semibold
    case .extraLargeTitle, .extraLargeTitle2: return .bold
    default: return .regular
    }
  }

  /// The weight with `traitBold` (the HIG's emphasized weight).
  public var emphasizedWeight: FontWeight {
    switch self {
    case .largeTitle, .title1, .title2: return .bold
    case .extraLargeTitle, .extraLargeTitle2: return .heavy
    default: return .semibold
    }
  }

  /// The style's font at `category`.
  public func font(_ category: ContentSizeCategory) -> TextFont {
    TextFont(textStyle: self, category: category)
  }

  /// `UIFont.lineHeight` of one line at `category`, before rounding (body at Large: 20.287).
  public func fontLineHeight(_ category: ContentSizeCategory) -> Double {
    pointSize(category) * SystemFontMetrics.lineHeightPerPoint
  }

  /// The height of `lines` lines of a label at `category`, rounded up to the pixel grid of
  /// `scale` (one line of body at Large: 20.333 at @3x).
  public func labelHeight(lines: Int = 1, _ category: ContentSizeCategory, scale: Double) -> Double {
    TextRounding.ceil(Double(max(0, lines)) * fontLineHeight(category), scale: scale)
  }

  /// The factor UIKit's `UIFontMetrics` scales a length by at `category`: the style's size
  /// there over its size at Large (body at xLarge: 19 / 17).
  public func scale(_ category: ContentSizeCategory) -> Double {
    pointSize(category) / pointSize(.large)
  }

  /// The style's name in the layout dump and in UIKit (`body`, `title1`, `largeTitle`).
  public var name: String { rawValue }

  /// Point sizes, xSmall … AX5.
  static func sizes(_ style: TextStyle) -> [Double] {
    switch style {
    case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1, .extraLargeTitle2: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    case .extraLargeTitle: return [33, 34, 35, 36, 38, 40, 42, 47, 51, 55, 59, 64]
    }
  }

  /// Leading, xSmall … AX5.
  static func leadings(_ style: TextStyle) -> [Double] {
    switch style {
    case .largeTitle: return [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
    case .title1, .extraLargeTitle2: return [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
    case .title2: return [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
    case .title3: return [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 57, 65]
    case .headline, .body: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    case .callout: return [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
    case .subheadline: return [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
    case .footnote: return [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 45, 52]
    case .caption1: return [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
    case .caption2: return [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 40, 48]
    case .extraLargeTitle: return [40, 41, 42, 43, 46, 49, 51, 55, 60, 65, 70, 74]
    }
  }
}
