/// The rules behind ``ListContentStyle``: each style's text styles, margins, padding and
/// minimum height, and how UIKit's list content view adds them up.
///
/// Sources (the `CollectionSnapshot` catalog, "Devices, hosts, list rows and rounding", lists
/// them with each number and whether it is measured or derived):
/// - A cell's top and bottom margins are half a line of body text at Large, rounded up:
///   ⌈20.287 / 2⌉ = 11; subtitle styles use 4 (UIKit's `UITableConstants`, read from UIKitCore
///   as behaviour). Measured: `sidebarCell()` with secondary text and a padding of 4 is
///   11 + 20.333 + 4 + 15.667 + 11 = 62 pt, `accompaniedSidebarSubtitleCell()` 4 + 20.333 + 4 +
///   15.667 + 4 = 48 pt (iOS 14, Large, @3x).
/// - The padding between text and secondary text is 3, and 0 in subtitle styles.
/// - A cell is at least twice the body style's leading, the text size capped at xxxLarge:
///   44 at Large (UIKit's 44-pt row), 48 at xLarge, 58 from xxxLarge.
/// - Headers and footers: plain 4 + headline + 4 (28.333 at Large), grouped 17 + footnote + 6
///   (38.667) and footers 6 + footnote + 12 (33.667), prominent inset grouped 8 + title 3 + 11,
///   extra prominent 9 + title 2 + 10; no minimum.
public enum ListContentMetrics {
  /// How a style lays its text out.
  public struct Layout: Sendable, Hashable {
    /// The text's style.
    public var text: TextStyle
    /// The secondary text's style.
    public var secondaryText: TextStyle
    /// True when the secondary text sits beside the text (a value cell).
    public var sideBySide: Bool
    /// The default `textToSecondaryTextVerticalPadding`.
    public var padding: Double
    /// The default top margin.
    public var topMargin: Double
    /// The default bottom margin.
    public var bottomMargin: Double
    /// True when UIKit enforces the minimum row height (cells, not headers and footers).
    public var enforcesMinimumHeight: Bool
  }

  /// A cell's top and bottom margin: half a line of body text at Large, rounded up to a point
  /// (⌈20.287 / 2⌉ = 11).
  public static var cellVerticalMargin: Double {
    (TextStyle.body.fontLineHeight(.large) / 2).rounded(.up)
  }

  /// The vertical margins of subtitle cells (UIKit's subtitle cell style).
  public static let subtitleVerticalMargin = 4.0

  /// The padding between text and secondary text (0 in subtitle styles).
  public static let textToSecondaryTextPadding = 3.0

  /// The layout of `style`.
  public static func layout(_ style: ListContentStyle) -> Layout {
    let m = cellVerticalMargin
    let s = subtitleVerticalMargin
    let p = textToSecondaryTextPadding
    switch style {
    case .cell:
      return Layout(text: .body, secondaryText: .caption1, sideBySide: false, padding: p, topMargin: m, bottomMargin: m, enforcesMinimumHeight: true)
    case .subtitleCell:
      return Layout(text: .body, secondaryText: .caption1, sideBySide: false, padding: 0, topMargin: s, bottomMargin: s, enforcesMinimumHeight: true)
    case .valueCell:
      return Layout(text: .body, secondaryText: .body, sideBySide: true, padding: p, topMargin: m, bottomMargin: m, enforcesMinimumHeight: true)
    case .sidebarCell, .accompaniedSidebarCell:
      return Layout(text: .body, secondaryText: .footnote, sideBySide: false, padding: p, topMargin: m, bottomMargin: m, enforcesMinimumHeight: true)
    case .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
      return Layout(text: .body, secondaryText: .footnote, sideBySide: false, padding: 0, topMargin: s, bottomMargin: s, enforcesMinimumHeight: true)
    case .sidebarHeader:
      return Layout(text: .title3, secondaryText: .caption1, sideBySide: false, padding: p, topMargin: m, bottomMargin: m, enforcesMinimumHeight: true)
    case .plainHeader, .plainFooter:
      return Layout(text: .headline, secondaryText: .headline, sideBySide: false, padding: p, topMargin: 4, bottomMargin: 4, enforcesMinimumHeight: false)
    case .groupedHeader:
      return Layout(text: .footnote, secondaryText: .footnote, sideBySide: false, padding: p, topMargin: 17, bottomMargin: 6, enforcesMinimumHeight: false)
    case .groupedFooter:
      return Layout(text: .footnote, secondaryText: .footnote, sideBySide: false, padding: p, topMargin: 6, bottomMargin: 12, enforcesMinimumHeight: false)
    case .prominentInsetGroupedHeader:
      return Layout(text: .title3, secondaryText: .subheadline, sideBySide: false, padding: p, topMargin: 8, bottomMargin: 11, enforcesMinimumHeight: false)
    case .extraProminentInsetGroupedHeader:
      return Layout(text: .title2, secondaryText: .subheadline, sideBySide: false, padding: p, topMargin: 9, bottomMargin: 10, enforcesMinimumHeight: false)
    }
  }

  /// UIKit's minimum row height: twice the body style's leading, the size capped at xxxLarge
  /// (44 at Large, 58 from xxxLarge).
  public static func minimumRowHeight(_ category: ContentSizeCategory) -> Double {
    let order = ContentSizeCategory.allCases
    let cap = order.firstIndex(of: .extraExtraExtraLarge) ?? 6
    let capped = order[min(order.firstIndex(of: category) ?? 3, cap)]
    return 2 * TextStyle.body.leading(capped)
  }

  /// `style` with `textLines` lines of text and `secondaryLines` of secondary text at
  /// `category` on a screen of `scale`: margins plus the text block (stacked with the padding,
  /// or side by side) or the image, whichever is taller, at least the minimum.
  public static func measure(
    _ style: ListContentStyle, textLines: Int, secondaryLines: Int, category: ContentSizeCategory, scale: Double,
    options: ListContentOptions = .init()
  ) -> ListContentMeasurement {
    let l = layout(style)
    func text(_ s: TextStyle, _ lines: Int) -> ListContentMeasurement.Text {
      ListContentMeasurement.Text(style: s, pointSize: s.pointSize(category), lines: lines, height: s.labelHeight(lines: lines, category, scale: scale))
    }
    let secondary = secondaryLines > 0 ? text(l.secondaryText, secondaryLines) : nil
    let sideBySide = options.prefersSideBySideTextAndSecondaryText ?? l.sideBySide
    let imageHeight: Double?
    switch options.image {
    case nil: imageHeight = nil
    case .symbol: imageHeight = TextStyle.body.leading(category)
    case .height(let h): imageHeight = max(0, h)
    }
    var result = ListContentMeasurement(
      style: style, text: text(l.text, max(1, textLines)), secondaryText: secondary, sideBySide: sideBySide,
      padding: secondary == nil || sideBySide ? 0 : (options.textToSecondaryTextVerticalPadding ?? l.padding),
      topMargin: options.topMargin ?? l.topMargin, bottomMargin: options.bottomMargin ?? l.bottomMargin,
      imageHeight: imageHeight, minimumHeight: l.enforcesMinimumHeight ? minimumRowHeight(category) : 0, height: 0, scale: scale)
    result.height = max(result.minimumHeight, result.contentHeight)
    return result
  }
}
