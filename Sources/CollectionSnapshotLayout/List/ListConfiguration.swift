/// `UICollectionLayoutListConfiguration`: a table-like section built from system metrics.
///
/// The metrics (row and header heights, grouped spacing) are not documented by Apple; they come
/// from ``ListMetrics``, a versioned table of observed values. Snapshots of list layouts are as
/// exact as that table (spec §2.13).
public struct ListConfiguration: Sendable, Hashable {
  /// `UICollectionLayoutListConfiguration.Appearance`.
  public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
    /// UIKit's appearances, by their Swift names.
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }

  /// `headerMode` / `footerMode`.
  public enum SupplementaryMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// No header (or footer).
    case none
    /// A boundary supplementary view of kind `UICollectionElementKindSectionHeader` (or footer).
    case supplementary
    /// The first item of each section is styled as its header (headers only); no extra view.
    case firstItemInSection
  }

  /// The appearance.
  public var appearance: Appearance
  /// Whether rows show separators (drawn inside cells, never layout attributes).
  public var showsSeparators: Bool
  /// Header mode, `.none` by default.
  public var headerMode: SupplementaryMode
  /// Footer mode, `.none` by default.
  public var footerMode: SupplementaryMode
  /// Extra space above each section's header; `nil` for the system default.
  public var headerTopPadding: Double?
  /// The system metrics used.
  public var metrics: ListMetrics

  /// A list configuration.
  public init(
    appearance: Appearance, showsSeparators: Bool = true, headerMode: SupplementaryMode = .none,
    footerMode: SupplementaryMode = .none, headerTopPadding: Double? = nil, metrics: ListMetrics = .iOS17
  ) {
    self.appearance = appearance
    self.showsSeparators = showsSeparators
    self.headerMode = headerMode
    self.footerMode = footerMode
    self.headerTopPadding = headerTopPadding
    self.metrics = metrics
  }

  /// The compositional section this configuration stands for, and the space above it. With
  /// the default metrics the estimates follow the Dynamic Type size (a default row, a plain or
  /// grouped header and footer of one line, ``ListContentStyle``); custom metrics are used as
  /// given.
  public func section(category: ContentSizeCategory = .large) -> (section: LayoutSection, topPadding: Double) {
    var m = metrics
    if m == .iOS17 {
      func one(_ style: ListContentStyle) -> Double { style.height(textLines: 1, secondaryLines: 0, category: category) }
      m.rowHeight = one(.cell)
      m.plainHeaderHeight = one(.plainHeader)
      m.plainFooterHeight = one(.plainFooter)
      m.groupedHeaderHeight = one(.groupedHeader)
      m.groupedFooterHeight = one(.groupedFooter)
    }
    let grouped = appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar
    let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(m.rowHeight)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(m.rowHeight)),
      subitems: [.item(row)])
    var boundary: [BoundarySupplementaryItem] = []
    if headerMode == .supplementary {
      boundary.append(
        BoundarySupplementaryItem(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? m.groupedHeaderHeight : m.plainHeaderHeight)),
          elementKind: ElementCategory.sectionHeaderKind, alignment: .top))
    }
    if footerMode == .supplementary {
      boundary.append(
        BoundarySupplementaryItem(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? m.groupedFooterHeight : m.plainFooterHeight)),
          elementKind: ElementCategory.sectionFooterKind, alignment: .bottom))
    }
    let insetSides = appearance == .insetGrouped || appearance == .sidebar
    let section = LayoutSection(
      group: group,
      contentInsets: DirectionalEdgeInsets(top: 0, leading: 0, bottom: grouped ? m.groupedSectionBottomPadding : 0, trailing: 0),
      contentInsetsReference: insetSides ? .layoutMargins : .automatic,
      boundarySupplementaryItems: boundary)
    return (section, headerTopPadding ?? (grouped ? m.groupedSectionTopPadding : 0))
  }
}

/// The undocumented system metrics of list sections, as observed at the `.large` content size
/// on iOS 17 ([L] in the layout spec: measure on a device before trusting a snapshot to the
/// point). Every list snapshot depends on this table, so it is explicit and replaceable.
public struct ListMetrics: Sendable, Hashable, Codable {
  /// Estimated height of a default row (`UIListContentConfiguration.cell()`).
  public var rowHeight: Double
  /// Estimated height of a plain list's section header.
  public var plainHeaderHeight: Double
  /// Estimated height of a plain list's section footer.
  public var plainFooterHeight: Double
  /// Estimated height of a grouped list's section header.
  public var groupedHeaderHeight: Double
  /// Estimated height of a grouped list's section footer.
  public var groupedFooterHeight: Double
  /// Space above each grouped section (before its header).
  public var groupedSectionTopPadding: Double
  /// Space below each grouped section's last row (or footer).
  public var groupedSectionBottomPadding: Double

  /// Metrics.
  public init(
    rowHeight: Double, plainHeaderHeight: Double, plainFooterHeight: Double, groupedHeaderHeight: Double,
    groupedFooterHeight: Double, groupedSectionTopPadding: Double, groupedSectionBottomPadding: Double
  ) {
    self.rowHeight = rowHeight
    self.plainHeaderHeight = plainHeaderHeight
    self.plainFooterHeight = plainFooterHeight
    self.groupedHeaderHeight = groupedHeaderHeight
    self.groupedFooterHeight = groupedFooterHeight
    self.groupedSectionTopPadding = groupedSectionTopPadding
    self.groupedSectionBottomPadding = groupedSectionBottomPadding
  }

  /// Observed iOS 17 values at `.large`: rows 44, plain headers 28, grouped headers 38,
  /// grouped sections 18 above and 17 below (35 between two sections).
  public static let iOS17 = ListMetrics(
    rowHeight: 44, plainHeaderHeight: 28, plainFooterHeight: 28, groupedHeaderHeight: 38,
    groupedFooterHeight: 38, groupedSectionTopPadding: 18, groupedSectionBottomPadding: 17)
}
