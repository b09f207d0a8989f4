/// UIKit's rules for a table in its environment: where a cell's content and separator start,
/// the side insets of an inset grouped table, the padding above headers, the space a grouped
/// table keeps around its sections and the heights of its titled headers and footers.
///
/// Where a table and a list agree, the rule is the list's (``ListSectionRules``,
/// ``ListContentStyle``). Each rule, its source and whether it is measured or derived is in the
/// catalog article "Tables". In short, with `G` = 17.5 rounded up to the pixel grid (a grouped
/// table's default header and footer height):
/// - A cell's margin (its text's leading edge, and its separator's): on iOS 11 15 pt, 20 with
///   wide margins; from iOS 12 the larger of the table's layout margin and 16 (20 with wide
///   margins, and on iOS 17 from 375 pt wide) plus the safe area; inside an inset grouped
///   section the list's (16, 20 with wide margins).
/// - Grouped and inset grouped: a section without a header or footer keeps `G` in its place;
///   the first section keeps another `G` above it unless the table has a header view.
/// - Titled headers: a plain table's list `plainHeader`; a grouped table's list
///   `groupedHeader` from iOS 14, 38 pt at Large before (measured: 55.5 − 17.5).
public struct TableRules: Sendable, Hashable {
  /// The layout.
  public var layout: TableLayout
  /// The environment.
  public var environment: LayoutEnvironment
  /// The iOS version whose rules apply.
  public var version: TableSystemVersion

  /// The rules of `layout` in `environment`.
  public init(layout: TableLayout, environment: LayoutEnvironment) {
    self.layout = layout
    self.environment = environment
    self.version = layout.version(in: environment)
  }

  /// True for the grouped styles.
  public var isGrouped: Bool { layout.style != .plain }

  /// The list section whose rules the table shares: the same appearance, a supplementary
  /// header, the table's padding above headers and the version's list rules.
  var listRules: ListSectionRules {
    let appearance: ListConfiguration.Appearance
    switch layout.style {
    case .plain: appearance = .plain
    case .grouped: appearance = .grouped
    case .insetGrouped: appearance = .insetGrouped
    }
    let configuration = ListConfiguration(
      appearance: appearance, headerMode: .supplementary, footerMode: .supplementary, headerTopPadding: layout.sectionHeaderTopPadding.points,
      systemVersion: version.listVersion)
    return ListSectionRules(configuration: configuration, environment: environment, index: 0, count: 1)
  }

  /// `G`: UIKit's default grouped header and footer height, 17.5, rounded up to the pixel grid
  /// (17.5 at @2x, 17.667 at @3x), the list's.
  public var groupedSpacing: Double { listRules.groupedSpacing }

  /// The padding above a header: `sectionHeaderTopPadding`, else 22 in a plain table from
  /// iOS 15, else 0 (the list's rule).
  public var paddingAboveHeader: Double { listRules.paddingAboveHeader }

  /// The side insets of an inset grouped table's sections, leading and trailing (0 in the other
  /// styles): the list's — the larger of the layout margin and the table margin plus the safe
  /// area, less the adjusted content inset.
  public var sectionInsets: (leading: Double, trailing: Double) {
    guard layout.style == .insetGrouped else { return (0, 0) }
    let insets = listRules.contentInsets
    return (insets.leading, insets.trailing)
  }

  /// True where UIKit gives tables wide margins: an iPhone wider than 375 pt in a table wider
  /// than 320 pt (the list's table margin of 20), or from iOS 17 any iPhone table 375 pt wide
  /// or more.
  var hasWideMargins: Bool {
    if listRules.tableMargin == 20 { return true }
    return version >= .iOS17 && environment.idiom == .phone && environment.containerSize.width >= 375
  }

  /// The cells' leading margin in a cell's own coordinates: where its text starts when it has
  /// no image, and where its automatic separator starts.
  public var cellMargin: Double { cellMargins.leading }

  /// The cells' layout margins at both sides (their content view's leading and trailing
  /// margins): the leading one is ``cellMargin``; the trailing one follows the same rule with
  /// the trailing side's safe area, insets and readable width (UIKit gives a cell the table's
  /// margins on both sides).
  public var cellMargins: (leading: Double, trailing: Double) {
    (margin(leadingSide: true), margin(leadingSide: false))
  }

  /// One side's cell margin.
  private func margin(leadingSide: Bool) -> Double {
    let left = (environment.layoutDirection == .leftToRight) == leadingSide
    let safe = left ? environment.safeAreaInsets.left : environment.safeAreaInsets.right
    let adjusted = left ? environment.adjustedContentInset.left : environment.adjustedContentInset.right
    if version <= .iOS11 { return (hasWideMargins ? 20 : 15) + max(0, safe - adjusted) }
    // Inside an inset grouped section the list's margin (measured 16 at 375 pt and 20 at 390
    // and 393 pt, layout spec §2.18).
    if layout.style == .insetGrouped { return listRules.tableMargin }
    let base = hasWideMargins ? 20.0 : 16.0
    let layoutMargin = leadingSide ? environment.layoutMargins.leading : environment.layoutMargins.trailing
    var margin = max(layoutMargin, base + safe) - adjusted
    if layout.cellLayoutMarginsFollowReadableWidth {
      let readable = leadingSide ? environment.readableContentInsets.leading : environment.readableContentInsets.trailing
      margin = max(margin, readable - adjusted)
    }
    return max(0, margin)
  }

  /// The space between a leading image and the text: 15 before iOS 14 (measured: a 24-pt image
  /// at x 15 puts the separator at x 54 on iOS 11), 16 from iOS 14 (the list's image slot).
  public var imageToTextPadding: Double { version < .iOS14 ? 15 : 16 }

  /// How far a row's content moves right of its editing control while the table edits.
  public static let editingIndent = 38.0
  /// The diameter of a delete or insert control.
  public static let editingControlSize = 22.0
  /// The width of the reorder control's area at a row's trailing edge.
  public static let reorderControlWidth = 40.0

  /// The height of a titled header of `lines` lines.
  public func titleHeaderHeight(lines: Int) -> Double {
    let category = environment.contentSizeCategory
    let scale = environment.displayScale
    if layout.style == .plain {
      return ListContentStyle.plainHeader.height(textLines: lines, secondaryLines: 0, category: category, scale: scale)
    }
    let list = ListContentStyle.groupedHeader.height(textLines: lines, secondaryLines: 0, category: category, scale: scale)
    guard version < .iOS14 else { return list }
    // 38 pt at Large, growing with its label.
    let atLarge = ListContentStyle.groupedHeader.height(textLines: 1, secondaryLines: 0, category: .large, scale: scale)
    return Self.legacyGroupedTitleHeaderHeight + list - atLarge
  }

  /// A grouped table's titled header on iOS 11 to 13 at Large: 38 pt, derived from the
  /// measured first row at 55.5 under a titled first section (issue 30) less `G` (17.5).
  public static let legacyGroupedTitleHeaderHeight = 38.0

  /// The height of a titled footer of `lines` lines: the list's `plainFooter` or
  /// `groupedFooter`.
  public func titleFooterHeight(lines: Int) -> Double {
    let style: ListContentStyle = layout.style == .plain ? .plainFooter : .groupedFooter
    return style.height(textLines: lines, secondaryLines: 0, category: environment.contentSizeCategory, scale: environment.displayScale)
  }

  /// The height of filler rows below a plain table's last row (0: none): `fillerRowHeight`,
  /// else automatic before iOS 15 and none from iOS 15 (UIKit's documentation of
  /// `fillerRowHeight`); automatic is `lastRow`'s height. None with a table footer view, in
  /// the grouped styles or without separators.
  public func fillerRowHeight(lastRow: Double?) -> Double {
    guard layout.style == .plain, layout.tableFooterHeight == nil, layout.separatorStyle != .none else { return 0 }
    switch layout.fillerRowHeight ?? (version < .iOS15 ? .automatic : .points(0)) {
    case .points(let h): return max(0, h)
    case .automatic: return lastRow ?? layout.rowHeight.points ?? TableLayout.defaultRowHeight
    }
  }
}
