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

  /// The fonts of a style at `category`: its text styles, with the weights UIKit's presets give
  /// them (a sidebar header and a prominent inset grouped header in semibold title 3, an extra
  /// prominent one in bold title 2).
  public static func fonts(_ style: ListContentStyle, category: ContentSizeCategory) -> (text: TextFont, secondaryText: TextFont) {
    let l = layout(style)
    var text = l.text.font(category)
    switch style {
    case .sidebarHeader, .prominentInsetGroupedHeader: text.weight = .semibold
    case .extraProminentInsetGroupedHeader: text.weight = .bold
    default: break
    }
    return (text, l.secondaryText.font(category))
  }

  /// A row's layout margin beside its content: 20 on iPhones with wide content margins in a
  /// collection view wider than 320 pt, else 16 (layout spec §2.18: m = 16 at 375 pt, 20 at
  /// 390 and 393 pt).
  public static func layoutMargin(_ environment: LayoutEnvironment) -> Double {
    environment.wideContentMargins && environment.containerSize.width > 320 ? 20 : 16
  }

  /// The room an image takes before the text: a 24-pt slot and 16 pt of padding (layout spec
  /// §2.18: the text starts at m + 40).
  public static let imageSlot = 40.0

  /// The space between text and secondary text side by side (UIKit's
  /// `textToSecondaryTextHorizontalPadding`).
  public static let sideBySidePadding = 8.0

  /// `style` showing `text` and `secondaryText` in a row `width` wide (`nil`: unlimited) at
  /// `category` on a screen of `scale`: each text broken into lines at the width left between
  /// the row's margins (`layoutMargin` on each side unless `options` set them, less an image's
  /// slot), in its font, up to its line limit; side-by-side texts that do not fit beside each
  /// other stack, as UIKit's value cell does.
  public static func measure(
    _ style: ListContentStyle, text: String, secondaryText: String?, width: Double?, layoutMargin: Double, category: ContentSizeCategory,
    scale: Double, options: ListContentOptions = .init()
  ) -> ListContentMeasurement {
    let l = layout(style)
    let defaults = fonts(style, category: category)
    let textFont = options.textFont?.resolved(for: category) ?? defaults.text
    let secondaryFont = options.secondaryTextFont?.resolved(for: category) ?? defaults.secondaryText
    let room = width.map { w in
      max(0, w - (options.leadingMargin ?? layoutMargin) - (options.trailingMargin ?? layoutMargin) - (options.image == nil ? 0 : imageSlot))
    }
    func typeset(_ string: String, _ font: TextFont, _ lines: Int?, _ width: Double?) -> TypesetText {
      TypesetText(string, font: font, width: width, numberOfLines: lines ?? 0, lineBreakMode: .byTruncatingTail, glyphs: false)
    }
    var sideBySide = options.prefersSideBySideTextAndSecondaryText ?? l.sideBySide
    if sideBySide, let secondaryText, let room {
      let first = typeset(text, textFont, 1, nil)
      let second = typeset(secondaryText, secondaryFont, 1, nil)
      if first.width + sideBySidePadding + second.width > room + 1e-9 { sideBySide = false }
    }
    func measured(_ string: String, _ font: TextFont, _ style: TextStyle, _ lines: Int?) -> ListContentMeasurement.Text {
      let laid = typeset(string, font, lines, room)
      let count = max(1, laid.lines.count)
      let height = laid.lines.isEmpty ? TextRounding.ceil(font.lineHeight, scale: scale) : TextRounding.ceil(laid.height, scale: scale)
      return ListContentMeasurement.Text(style: style, font: font, lines: count, height: height)
    }
    let first = measured(text, textFont, l.text, options.textNumberOfLines)
    let second = secondaryText.map { measured($0, secondaryFont, l.secondaryText, options.secondaryTextNumberOfLines) }
    return assemble(style, layout: l, text: first, secondaryText: second, sideBySide: sideBySide, category: category, scale: scale, options: options)
  }

  /// `style` with `textLines` lines of text and `secondaryLines` of secondary text at
  /// `category` on a screen of `scale`, in the style's fonts: margins plus the text block
  /// (stacked with the padding, or side by side) or the image, whichever is taller, at least the
  /// minimum.
  public static func measure(
    _ style: ListContentStyle, textLines: Int, secondaryLines: Int, category: ContentSizeCategory, scale: Double,
    options: ListContentOptions = .init()
  ) -> ListContentMeasurement {
    let l = layout(style)
    let defaults = fonts(style, category: category)
    func text(_ s: TextStyle, _ font: TextFont, _ lines: Int) -> ListContentMeasurement.Text {
      ListContentMeasurement.Text(style: s, font: font, lines: lines, height: TextRounding.ceil(Double(lines) * font.lineHeight, scale: scale))
    }
    let textFont = options.textFont?.resolved(for: category) ?? defaults.text
    let secondaryFont = options.secondaryTextFont?.resolved(for: category) ?? defaults.secondaryText
    let secondary = secondaryLines > 0 ? text(l.secondaryText, secondaryFont, secondaryLines) : nil
    let sideBySide = options.prefersSideBySideTextAndSecondaryText ?? l.sideBySide
    return assemble(
      style, layout: l, text: text(l.text, textFont, max(1, textLines)), secondaryText: secondary, sideBySide: sideBySide, category: category,
      scale: scale, options: options)
  }

  /// The sum: margins plus the text block or the image, at least the minimum.
  static func assemble(
    _ style: ListContentStyle, layout l: Layout, text: ListContentMeasurement.Text, secondaryText: ListContentMeasurement.Text?, sideBySide: Bool,
    category: ContentSizeCategory, scale: Double, options: ListContentOptions
  ) -> ListContentMeasurement {
    let imageHeight: Double?
    switch options.image {
    case nil: imageHeight = nil
    case .symbol: imageHeight = TextStyle.body.leading(category)
    case .height(let h): imageHeight = max(0, h)
    }
    var result = ListContentMeasurement(
      style: style, text: text, secondaryText: secondaryText, sideBySide: sideBySide,
      padding: secondaryText == nil || sideBySide ? 0 : (options.textToSecondaryTextVerticalPadding ?? l.padding),
      topMargin: options.topMargin ?? l.topMargin, bottomMargin: options.bottomMargin ?? l.bottomMargin,
      imageHeight: imageHeight, minimumHeight: l.enforcesMinimumHeight ? minimumRowHeight(category) : 0, height: 0, scale: scale)
    result.height = max(result.minimumHeight, result.contentHeight)
    return result
  }
}
