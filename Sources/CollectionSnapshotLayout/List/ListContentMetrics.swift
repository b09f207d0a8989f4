/// The numbers behind ``ListContentStyle``: Dynamic Type line heights per text style and
/// content size category, and each style's text styles, margins and minimum height.
///
/// Sources (the `CollectionSnapshot` catalog, "Devices, hosts, list rows and rounding", lists
/// them with each number):
/// - Line heights: the leading of Apple's Human Interface Guidelines, Typography, "Dynamic Type
///   sizes" for iOS (body 22 pt at the default Large size; the point sizes agree with
///   `UIFont.preferredFont(forTextStyle:)` as printed by the iOS simulator).
/// - A row of one body line is 44 pt at Large (the spec §2.13, UIKit's default row height and
///   the HIG's 44 × 44 pt minimum target): the vertical margins are (44 − 22) / 2 = 11 pt.
/// - Headers and footers: 28 pt (plain) and 38 pt (grouped) at Large (spec §2.13, observed);
///   their margins are those heights less one line.
public enum ListContentMetrics {
  /// A Dynamic Type text style.
  public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// The text styles list cells use, by their `UIFont.TextStyle` names.
    case body, headline, subheadline, footnote
  }

  /// The line height (the HIG's leading) of `style` at `category`.
  public static func lineHeight(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
    let column = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
    return leading(style)[column]
  }

  /// Leading by text style, xSmall … accessibilityExtraExtraExtraLarge (the order of
  /// ``ContentSizeCategory``).
  static func leading(_ style: TextStyle) -> [Double] {
    switch style {
    case .body, .headline: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    case .subheadline: return [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
    case .footnote: return [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
    }
  }

  /// The smallest cell: 44 pt.
  public static let minimumRowHeight = 44.0

  /// How a style lays its text out.
  public struct Layout: Sendable, Hashable {
    /// The primary text's style.
    public var text: TextStyle
    /// The secondary text's style.
    public var secondaryText: TextStyle
    /// True when the secondary text sits beside the text (a value cell), false below it.
    public var secondaryBeside: Bool
    /// Space above and below the text, together.
    public var verticalMargins: Double
    /// The least height (44 for cells, 0 for headers and footers).
    public var minimumHeight: Double
  }

  /// The layout of `style`.
  public static func layout(_ style: ListContentStyle) -> Layout {
    switch style {
    case .cell, .subtitleCell, .sidebarCell, .sidebarSubtitleCell:
      return Layout(text: .body, secondaryText: .subheadline, secondaryBeside: false, verticalMargins: 22, minimumHeight: minimumRowHeight)
    case .valueCell:
      return Layout(text: .body, secondaryText: .body, secondaryBeside: true, verticalMargins: 22, minimumHeight: minimumRowHeight)
    case .sidebarHeader:
      return Layout(text: .headline, secondaryText: .subheadline, secondaryBeside: false, verticalMargins: 22, minimumHeight: minimumRowHeight)
    case .plainHeader:
      // 28 at Large: 22 (headline) + 6.
      return Layout(text: .headline, secondaryText: .subheadline, secondaryBeside: false, verticalMargins: 6, minimumHeight: 0)
    case .plainFooter:
      // 28 at Large: 18 (footnote) + 10.
      return Layout(text: .footnote, secondaryText: .footnote, secondaryBeside: false, verticalMargins: 10, minimumHeight: 0)
    case .groupedHeader, .groupedFooter:
      // 38 at Large: 18 (footnote) + 20.
      return Layout(text: .footnote, secondaryText: .footnote, secondaryBeside: false, verticalMargins: 20, minimumHeight: 0)
    }
  }

  /// The height of `style` with `textLines` lines of text and `secondaryLines` lines of
  /// secondary text at `category`: the margins plus the lines (side by side, the taller of
  /// the two), at least the style's minimum.
  public static func height(_ style: ListContentStyle, textLines: Int, secondaryLines: Int, category: ContentSizeCategory) -> Double {
    let l = layout(style)
    let primary = Double(max(0, textLines)) * lineHeight(l.text, category)
    let secondary = Double(max(0, secondaryLines)) * lineHeight(l.secondaryText, category)
    let text = l.secondaryBeside ? max(primary, secondary) : primary + secondary
    return max(l.minimumHeight, l.verticalMargins + text)
  }
}
