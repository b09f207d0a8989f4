/// The standard content of a list cell, header or footer — UIKit's
/// `UIListContentConfiguration` presets — and how tall UIKit makes it.
///
/// A row or header shown with one of these sizes itself to the style's text: its height is the
/// vertical margins plus the lines of its text in the style's text styles at the screen's
/// Dynamic Type size, and at least 44 pt for a cell. The table behind it, with the source of
/// every number, is ``ListContentMetrics`` (and the `CollectionSnapshot` catalog, "Devices,
/// hosts, list rows and rounding").
public enum ListContentStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// `.cell()`: body text; secondary text (if any) below in subheadline.
  case cell
  /// `.subtitleCell()`: body text with subheadline secondary text below.
  case subtitleCell
  /// `.valueCell()`: body text with body secondary text on the same line, trailing.
  case valueCell
  /// `.sidebarCell()`: body text.
  case sidebarCell
  /// `.sidebarSubtitleCell()`: body text with subheadline secondary text below.
  case sidebarSubtitleCell
  /// `.sidebarHeader()`: headline text.
  case sidebarHeader
  /// `.plainHeader()`: headline text.
  case plainHeader
  /// `.plainFooter()`: footnote text.
  case plainFooter
  /// `.groupedHeader()`: footnote text.
  case groupedHeader
  /// `.groupedFooter()`: footnote text.
  case groupedFooter

  /// True for the header and footer styles (no minimum row height).
  public var isSupplementary: Bool {
    switch self {
    case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter: return true
    default: return false
    }
  }

  /// The height UIKit gives this content: `textLines` lines of text and `secondaryLines`
  /// lines of secondary text (0 for none) at `category`.
  public func height(textLines: Int, secondaryLines: Int, category: ContentSizeCategory) -> Double {
    ListContentMetrics.height(self, textLines: textLines, secondaryLines: secondaryLines, category: category)
  }
}
