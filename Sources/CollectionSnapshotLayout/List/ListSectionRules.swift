/// UIKit's rules for one list section in its environment: the side insets an inset grouped (or
/// sidebar) list takes from the device and the collection view's margins, the space above
/// headers, above and below grouped sections, and the estimates of rows, headers and footers.
///
/// Each rule, its source and whether it is measured or derived is in the catalog article
/// "Devices, hosts, list rows and rounding". In short, with `G` = 17.5 rounded up to the pixel
/// grid (17.667 at @3x, UIKit's default grouped header and footer height):
/// - Side insets (inset grouped, sidebar, plain sidebar): on each side the larger of the
///   collection view's layout margin and the table margin plus the safe area; the table margin
///   is 20 on an iPhone wider than 375 pt (UIKit's "wide content margins") in a collection view
///   wider than 320 pt, else 16. Other appearances span the width (no content insets reference,
///   so not the safe area either).
/// - Above a supplementary header: `headerTopPadding`, else 22 in plain lists from iOS 15, else
///   0. A first-item header gets the same padding as a top content inset.
/// - Grouped and inset grouped: `G` above a section without a header, `G` below one without a
///   footer (20 below the last section), nothing with them.
/// - Sidebar: 10 below a section without a footer. Plain sidebar on iOS 14: 8 above and below a
///   section with a header or footer.
public struct ListSectionRules: Sendable, Hashable {
  /// Estimated heights of rows, headers and footers.
  public struct Estimates: Sendable, Hashable {
    /// A row.
    public var rowHeight: Double
    /// A supplementary header.
    public var headerHeight: Double
    /// A supplementary footer.
    public var footerHeight: Double
  }

  /// The configuration.
  public var configuration: ListConfiguration
  /// The environment.
  public var environment: LayoutEnvironment
  /// The section's index.
  public var index: Int
  /// The number of sections.
  public var count: Int

  /// The rules of section `index` of `count` in `environment`.
  public init(configuration: ListConfiguration, environment: LayoutEnvironment, index: Int, count: Int) {
    self.configuration = configuration
    self.environment = environment
    self.index = index
    self.count = count
  }

  /// The iOS version whose rules apply.
  public var version: ListSystemVersion { configuration.systemVersion ?? ListSystemVersion(environment.roundingRule) }

  /// UIKit's default grouped header and footer height, 17.5, rounded up to the pixel grid.
  public var groupedSpacing: Double { TextRounding.ceil(17.5, scale: environment.displayScale) }

  private var hasHeader: Bool { configuration.headerMode == .supplementary }
  private var firstItemIsHeader: Bool { configuration.headerMode == .firstItemInSection }
  private var hasFooter: Bool { configuration.footerMode == .supplementary }
  private var isPlainLike: Bool { configuration.appearance == .plain || configuration.appearance == .sidebarPlain }

  /// True when a plain list's headers and footers are "chromeless" (iOS 15 and later, unless
  /// `headerTopPadding` is 0).
  public var headersAreChromeless: Bool {
    isPlainLike && version == .iOS15AndLater && configuration.headerTopPadding != 0
  }

  /// The padding above a header (a supplementary one, or a first item styled as one).
  public var paddingAboveHeader: Double {
    if let padding = configuration.headerTopPadding { return padding }
    return isPlainLike && version == .iOS15AndLater ? 22 : 0
  }

  /// True when boundary items take the width inside the side insets (every appearance but the
  /// plain ones).
  public var supplementariesFollowContentInsets: Bool { !isPlainLike }

  /// The table margin: 20 on a wide-margin iPhone in a collection view wider than 320 pt, else 16.
  public var tableMargin: Double {
    environment.wideContentMargins && environment.containerSize.width > 320 ? 20 : 16
  }

  /// The section's content insets.
  public var contentInsets: DirectionalEdgeInsets {
    var insets = DirectionalEdgeInsets()
    switch configuration.appearance {
    case .insetGrouped, .sidebar, .sidebarPlain:
      let safe = environment.safeAreaInsets
      let adjusted = environment.adjustedContentInset
      let ltr = environment.layoutDirection == .leftToRight
      let margins = environment.layoutMargins
      let left = max(ltr ? margins.leading : margins.trailing, tableMargin + safe.left) - adjusted.left
      let right = max(ltr ? margins.trailing : margins.leading, tableMargin + safe.right) - adjusted.right
      insets.leading = max(0, ltr ? left : right)
      insets.trailing = max(0, ltr ? right : left)
    case .plain, .grouped:
      break
    }
    if firstItemIsHeader { insets.top += paddingAboveHeader }
    switch configuration.appearance {
    case .grouped, .insetGrouped:
      if !hasHeader && !firstItemIsHeader { insets.top += configuration.metrics?.groupedSectionTopPadding ?? groupedSpacing }
      if !hasFooter {
        insets.bottom += configuration.metrics?.groupedSectionBottomPadding ?? (index == count - 1 ? 20 : groupedSpacing)
      }
    case .sidebar:
      if !hasFooter { insets.bottom += 10 }
    case .sidebarPlain:
      if !headersAreChromeless && (hasHeader || firstItemIsHeader || hasFooter) {
        insets.top += 8
        insets.bottom += 8
      }
    case .plain:
      break
    }
    return insets
  }

  /// The estimates: a row of one line of the appearance's cell, and one line of its header
  /// and footer, at the environment's Dynamic Type size (a replaced ``ListMetrics`` as given).
  public var estimates: Estimates {
    if let m = configuration.metrics {
      let grouped = !isPlainLike
      return Estimates(
        rowHeight: m.rowHeight, headerHeight: grouped ? m.groupedHeaderHeight : m.plainHeaderHeight,
        footerHeight: grouped ? m.groupedFooterHeight : m.plainFooterHeight)
    }
    let category = environment.contentSizeCategory
    let scale = environment.displayScale
    func one(_ style: ListContentStyle) -> Double { style.height(textLines: 1, secondaryLines: 0, category: category, scale: scale) }
    let (header, footer): (ListContentStyle, ListContentStyle)
    switch configuration.appearance {
    case .plain, .sidebarPlain: (header, footer) = (.plainHeader, .plainFooter)
    case .grouped, .insetGrouped: (header, footer) = (.groupedHeader, .groupedFooter)
    case .sidebar: (header, footer) = (.sidebarHeader, .groupedFooter)
    }
    return Estimates(rowHeight: one(.cell), headerHeight: one(header), footerHeight: one(footer))
  }
}
