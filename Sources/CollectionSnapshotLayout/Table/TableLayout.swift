/// `UITableView`'s layout: its style and the heights, paddings and separators its properties
/// and its delegate set, as a definition the table engine lays out
/// (``layout(_:in:)``) — rows one under the other, section headers and footers, the table's
/// header and footer views, and the separators and editing controls its cells draw.
///
/// Every number the engine adds (a grouped table's spacing, a titled header's height, where a
/// separator starts) has its source in the catalog article "Tables", marked measured or
/// derived.
public struct TableLayout: Sendable, Hashable {
  /// `UITableView.Style`.
  public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
    /// Rows edge to edge; section headers and footers float while the table scrolls.
    case plain
    /// Sections apart from each other, with system spacing above and below.
    case grouped
    /// Grouped sections inset from the sides, with rounded corners.
    case insetGrouped
  }

  /// A height: `UITableView.automaticDimension`, or points.
  public enum Dimension: Sendable, Hashable {
    /// `UITableView.automaticDimension`: the table works it out (a self-sizing row, a titled
    /// header's height, the system's padding).
    case automatic
    /// A fixed number of points.
    case points(Double)

    /// The points, or `nil` for automatic.
    public var points: Double? {
      if case .points(let value) = self { return value }
      return nil
    }
  }

  /// `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// No separators.
    case none
    /// A hairline under each row (the default).
    case singleLine
  }

  /// `UITableView.SeparatorInsetReference`.
  public enum SeparatorInsetReference: String, Sendable, Hashable, Codable, CaseIterable {
    /// The inset is measured from the cell's edges (the default).
    case fromCellEdges
    /// The inset is added to the automatic inset (the text's leading edge).
    case fromAutomaticInsets
  }

  /// What a section's header or footer shows.
  public enum Content: Sendable, Hashable {
    /// Nothing: the table keeps the style's spacing (a grouped table's) or none (a plain one).
    case none
    /// A title (`titleForHeaderInSection`) of this many lines, in the table's standard header
    /// or footer view: the table sizes it.
    case title(lines: Int)
    /// A view of the app's (`viewForHeaderInSection`): measured when its height is automatic.
    case view
  }

  /// A section's header or footer as the data source and delegate give it.
  public struct Supplementary: Sendable, Hashable {
    /// What it shows.
    public var content: Content
    /// The delegate's height (`heightForHeaderInSection`); `nil` for the table's
    /// `sectionHeaderHeight` (or footer height).
    public var height: Dimension?
    /// The delegate's estimate (`estimatedHeightForHeaderInSection`); `nil` for the table's
    /// `estimatedSectionHeaderHeight` (or footer estimate).
    public var estimatedHeight: Dimension?

    /// A header or footer.
    public init(_ content: Content, height: Dimension? = nil, estimatedHeight: Dimension? = nil) {
      self.content = content
      self.height = height
      self.estimatedHeight = estimatedHeight
    }

    /// Nothing, at the table's height.
    public static let none = Supplementary(.none)
  }

  /// One section's header and footer.
  public struct Section: Sendable, Hashable {
    /// The header.
    public var header: Supplementary
    /// The footer.
    public var footer: Supplementary

    /// A section.
    public init(header: Supplementary = .none, footer: Supplementary = .none) {
      self.header = header
      self.footer = footer
    }
  }

  /// The style.
  public var style: Style
  /// `rowHeight`: automatic (self-sizing rows, the default) or fixed.
  public var rowHeight: Dimension
  /// `estimatedRowHeight`: automatic (the default), or points; 0 turns self-sizing off (rows
  /// are 44 pt, UIKit's default row height).
  public var estimatedRowHeight: Dimension
  /// `sectionHeaderHeight`.
  public var sectionHeaderHeight: Dimension
  /// `sectionFooterHeight`.
  public var sectionFooterHeight: Dimension
  /// `estimatedSectionHeaderHeight`: automatic (the default) or points, the height a header
  /// view is proposed when it is measured; 0 turns self-sizing off for header views (they take
  /// the table's standard header height, as rows take 44 pt).
  public var estimatedSectionHeaderHeight: Dimension = .automatic
  /// `estimatedSectionFooterHeight`: as ``estimatedSectionHeaderHeight``, for footer views.
  public var estimatedSectionFooterHeight: Dimension = .automatic
  /// `sectionHeaderTopPadding` (iOS 15): automatic is 22 pt above each header of a plain table
  /// from iOS 15, else 0.
  public var sectionHeaderTopPadding: Dimension
  /// `fillerRowHeight` (iOS 15): the height of the empty rows a plain table shows below its
  /// last row when it has no table footer view; automatic is the last row's height; 0 shows
  /// none. `nil` is the version's default: automatic before iOS 15, 0 from iOS 15.
  public var fillerRowHeight: Dimension?
  /// `separatorStyle`.
  public var separatorStyle: SeparatorStyle
  /// `separatorInset` as the app set it; `nil` (the default) for the automatic inset: from the
  /// text's leading edge to the trailing edge.
  public var separatorInset: EdgeInsets?
  /// `separatorInsetReference`.
  public var separatorInsetReference: SeparatorInsetReference
  /// `cellLayoutMarginsFollowReadableWidth`: cells' content follows the readable content guide.
  public var cellLayoutMarginsFollowReadableWidth: Bool
  /// The height of `tableHeaderView`'s frame, or `nil` for none.
  public var tableHeaderHeight: Double?
  /// The height of `tableFooterView`'s frame, or `nil` for none.
  public var tableFooterHeight: Double?
  /// `isEditing`: rows show their editing controls (``TableRowContent/editingStyle``, the
  /// reorder control) and indent.
  public var isEditing: Bool
  /// Each section's header and footer, by section; a section past the end has neither.
  public var sections: [Section]
  /// The iOS version whose rules apply; `nil` (the default) follows the screen's rounding rule
  /// (``TableSystemVersion/init(_:)``).
  public var systemVersion: TableSystemVersion?
  /// The section index (`sectionIndexTitles(for:)`); `nil` for none.
  public var sectionIndex: TableSectionIndex?

  /// A table layout with UIKit's defaults.
  public init(
    style: Style = .plain, rowHeight: Dimension = .automatic, estimatedRowHeight: Dimension = .automatic,
    sectionHeaderHeight: Dimension = .automatic, sectionFooterHeight: Dimension = .automatic, sectionHeaderTopPadding: Dimension = .automatic,
    fillerRowHeight: Dimension? = nil, separatorStyle: SeparatorStyle = .singleLine, separatorInset: EdgeInsets? = nil,
    separatorInsetReference: SeparatorInsetReference = .fromCellEdges, cellLayoutMarginsFollowReadableWidth: Bool = false,
    tableHeaderHeight: Double? = nil, tableFooterHeight: Double? = nil, isEditing: Bool = false, sections: [Section] = [],
    systemVersion: TableSystemVersion? = nil, sectionIndex: TableSectionIndex? = nil
  ) {
    self.style = style
    self.rowHeight = rowHeight
    self.estimatedRowHeight = estimatedRowHeight
    self.sectionHeaderHeight = sectionHeaderHeight
    self.sectionFooterHeight = sectionFooterHeight
    self.sectionHeaderTopPadding = sectionHeaderTopPadding
    self.fillerRowHeight = fillerRowHeight
    self.separatorStyle = separatorStyle
    self.separatorInset = separatorInset
    self.separatorInsetReference = separatorInsetReference
    self.cellLayoutMarginsFollowReadableWidth = cellLayoutMarginsFollowReadableWidth
    self.tableHeaderHeight = tableHeaderHeight
    self.tableFooterHeight = tableFooterHeight
    self.isEditing = isEditing
    self.sections = sections
    self.systemVersion = systemVersion
    self.sectionIndex = sectionIndex
  }

  /// `UITableView`'s default row height, 44 pt: a row's height when self-sizing is off, the
  /// least height of the system's cell styles (measured: 44.0 at Medium and Large text, issue
  /// 30), and the estimate of a self-sizing row.
  public static let defaultRowHeight = 44.0

  /// Section `index`'s header and footer (neither past the end of ``sections``).
  public func section(_ index: Int) -> Section {
    index >= 0 && index < sections.count ? sections[index] : Section()
  }

  /// The iOS version whose rules apply in `environment`.
  public func version(in environment: LayoutEnvironment) -> TableSystemVersion {
    systemVersion ?? TableSystemVersion(environment.roundingRule)
  }
}
