import CollectionSnapshotLayout
import Foundation

/// UIKit's standard content of a list cell, header or footer: a style, a text and a secondary
/// text. A screen's placeholder made from it (``CellPlaceholder/init(kind:listContent:)``) is as
/// tall as UIKit makes that content (rows 44 pt and headers 28 or 38 pt at the default text
/// size), so a list's rows and headers take UIKit's heights. Only the styles whose metrics are
/// modelled exist here; images and text properties are accepted and change no size.
public struct UIListContentConfiguration: Sendable, Hashable {
  /// The style, which decides the fonts and margins.
  let style: ListContentStyle
  /// The primary text.
  public var text: String?
  /// The secondary text: below the text, or trailing it in a value cell.
  public var secondaryText: String?
  /// An image (accepted; placeholders draw no image for list content).
  public var image: UIImage?

  init(style: ListContentStyle) {
    self.style = style
  }

  /// A default cell: body text.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }
  /// A cell with subheadline secondary text below the text.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitleCell) }
  /// A cell with the secondary text trailing the text on the same line.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }
  /// A sidebar cell.
  public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarCell) }
  /// A sidebar cell with secondary text below.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarSubtitleCell) }
  /// A sidebar section header.
  public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarHeader) }
  /// A plain list's section header.
  public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }
  /// A plain list's section footer.
  public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }
  /// A grouped list's section header.
  public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedHeader) }
  /// A grouped list's section footer.
  public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedFooter) }
}
