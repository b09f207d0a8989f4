/// The standard content of a list cell, header or footer — UIKit's
/// `UIListContentConfiguration` presets — and how tall UIKit makes it.
///
/// A row or header shown with one of these sizes itself to the style's text: its height is the
/// style's top and bottom margins plus the lines of its text (and, below it, the padding and
/// the lines of its secondary text) in the style's text styles at the screen's Dynamic Type
/// size, at least UIKit's minimum row height for a cell. The rules behind it, with the source of
/// every number, are ``ListContentMetrics`` (and the `CollectionSnapshot` catalog, "Devices,
/// hosts, list rows and rounding").
public enum ListContentStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// `.cell()`: body text; secondary text (if any) below in caption 1.
  case cell
  /// `.subtitleCell()`: body text with caption 1 secondary text right below it.
  case subtitleCell
  /// `.valueCell()`: body text with body secondary text on the same line, trailing.
  case valueCell
  /// `.sidebarCell()`: body text; footnote secondary text below.
  case sidebarCell
  /// `.sidebarSubtitleCell()`: body text with footnote secondary text right below it.
  case sidebarSubtitleCell
  /// `.accompaniedSidebarCell()`: a sidebar cell shown beside the content (its metrics).
  case accompaniedSidebarCell
  /// `.accompaniedSidebarSubtitleCell()`: a sidebar subtitle cell beside the content.
  case accompaniedSidebarSubtitleCell
  /// `.sidebarHeader()`: title 3 (semibold) text.
  case sidebarHeader
  /// `.plainHeader()`: headline text.
  case plainHeader
  /// `.plainFooter()`: headline text.
  case plainFooter
  /// `.groupedHeader()`: footnote text.
  case groupedHeader
  /// `.groupedFooter()`: footnote text.
  case groupedFooter
  /// `.prominentInsetGroupedHeader()`: title 3 (semibold) text.
  case prominentInsetGroupedHeader
  /// `.extraProminentInsetGroupedHeader()`: title 2 (bold) text.
  case extraProminentInsetGroupedHeader

  /// True for the header and footer styles (no minimum height).
  public var isSupplementary: Bool {
    switch self {
    case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
      return true
    default:
      return false
    }
  }

  /// The height UIKit gives this content: `textLines` lines of text and `secondaryLines`
  /// lines of secondary text (0 for none) at `category` on a screen of `scale`, with the
  /// style's margins and padding unless `options` replace them.
  public func height(
    textLines: Int, secondaryLines: Int, category: ContentSizeCategory, scale: Double = 3, options: ListContentOptions = .init()
  ) -> Double {
    measure(textLines: textLines, secondaryLines: secondaryLines, category: category, scale: scale, options: options).height
  }

  /// ``height(textLines:secondaryLines:category:scale:options:)`` with every term of the sum,
  /// for the layout dump.
  public func measure(
    textLines: Int, secondaryLines: Int, category: ContentSizeCategory, scale: Double = 3, options: ListContentOptions = .init()
  ) -> ListContentMeasurement {
    ListContentMetrics.measure(self, textLines: textLines, secondaryLines: secondaryLines, category: category, scale: scale, options: options)
  }

  /// How tall UIKit makes this content showing `text` and `secondaryText` in a row `width`
  /// wide, each text wrapped at the width between the row's margins (``ListContentMetrics/measure(_:text:secondaryText:width:layoutMargin:category:scale:options:)``).
  public func measure(
    text: String, secondaryText: String?, width: Double?, layoutMargin: Double = 16, category: ContentSizeCategory, scale: Double = 3,
    options: ListContentOptions = .init()
  ) -> ListContentMeasurement {
    ListContentMetrics.measure(
      self, text: text, secondaryText: secondaryText, width: width, layoutMargin: layoutMargin, category: category, scale: scale, options: options)
  }
}
