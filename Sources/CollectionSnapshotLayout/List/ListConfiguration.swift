/// `UICollectionLayoutListConfiguration`: a table-like section built from UIKit's list rules.
///
/// The rules (``ListSectionRules``: side insets from the device's margins, the space above
/// headers and between sections; ``ListContentMetrics``: row and header heights) are not
/// documented by Apple; the catalog article "Devices, hosts, list rows and rounding" gives the
/// source of each, measured or derived.
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
  /// Space above each section's header; `nil` for the system default (22 in plain lists from
  /// iOS 15, 0 otherwise).
  public var headerTopPadding: Double?
  /// A table that replaces the system's estimates and grouped spacing; `nil` (the default)
  /// follows UIKit's rules.
  public var metrics: ListMetrics?
  /// The iOS version whose list rules apply; `nil` (the default) follows the screen's rounding
  /// rule (``ListSystemVersion/init(_:)``).
  public var systemVersion: ListSystemVersion?

  /// A list configuration.
  public init(
    appearance: Appearance, showsSeparators: Bool = true, headerMode: SupplementaryMode = .none,
    footerMode: SupplementaryMode = .none, headerTopPadding: Double? = nil, metrics: ListMetrics? = nil,
    systemVersion: ListSystemVersion? = nil
  ) {
    self.appearance = appearance
    self.showsSeparators = showsSeparators
    self.headerMode = headerMode
    self.footerMode = footerMode
    self.headerTopPadding = headerTopPadding
    self.metrics = metrics
    self.systemVersion = systemVersion
  }

  /// The compositional section this configuration stands for in section `index` of `count`:
  /// its rows and boundary items estimated at the environment's Dynamic Type size, its insets
  /// and the space above its header from ``ListSectionRules``. The section's `spaceBefore` is
  /// the padding above a supplementary header.
  public func section(in environment: LayoutEnvironment, index: Int = 0, count: Int = 1) -> LayoutSection {
    let rules = ListSectionRules(configuration: self, environment: environment, index: index, count: count)
    let estimates = rules.estimates
    let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimates.rowHeight)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimates.rowHeight)),
      subitems: [.item(row)])
    var boundary: [BoundarySupplementaryItem] = []
    if headerMode == .supplementary {
      boundary.append(
        BoundarySupplementaryItem(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimates.headerHeight)),
          elementKind: ElementCategory.sectionHeaderKind, alignment: .top))
    }
    if footerMode == .supplementary {
      boundary.append(
        BoundarySupplementaryItem(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimates.footerHeight)),
          elementKind: ElementCategory.sectionFooterKind, alignment: .bottom))
    }
    var section = LayoutSection(
      group: group, contentInsets: rules.contentInsets, contentInsetsReference: .none,
      supplementariesFollowContentInsets: rules.supplementariesFollowContentInsets, boundarySupplementaryItems: boundary)
    section.spaceBefore = headerMode == .supplementary ? rules.paddingAboveHeader : 0
    return section
  }
}

/// A table of list metrics that replaces the system's: the rows' and headers' estimates, and
/// the space a grouped section keeps above (without a header) and below (without a footer).
/// Every list snapshot made with it depends on it, so it is explicit.
public struct ListMetrics: Sendable, Hashable, Codable {
  /// Estimated height of a row.
  public var rowHeight: Double
  /// Estimated height of a plain list's section header.
  public var plainHeaderHeight: Double
  /// Estimated height of a plain list's section footer.
  public var plainFooterHeight: Double
  /// Estimated height of a grouped list's section header.
  public var groupedHeaderHeight: Double
  /// Estimated height of a grouped list's section footer.
  public var groupedFooterHeight: Double
  /// Space above a grouped section without a header.
  public var groupedSectionTopPadding: Double
  /// Space below a grouped section's last row without a footer.
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
}
