public import CollectionSnapshotLayout

/// One section of a screen: a stable identifier, items, an optional header and footer, and its
/// own layout values when it has any.
public struct Section: Sendable, Identifiable {
  /// The identifier diffing and `extend` match sections by.
  public var id: String
  /// True for a section built without an identifier: it never merges in ``ViewModel/extend``.
  public var isAnonymous: Bool
  /// The cells.
  public var items: [Item]
  /// The header.
  public var header: SupplementaryView?
  /// The footer.
  public var footer: SupplementaryView?
  /// The title a table's data source gives the section's header
  /// (`tableView(_:titleForHeaderInSection:)`): a table without a header view shows it in its
  /// standard header view (``Screen/supplementary(kind:section:)``).
  public var headerTitle: String?
  /// The title of the section's footer (`tableView(_:titleForFooterInSection:)`).
  public var footerTitle: String?
  /// Views of supplementary kinds that are neither the header nor the footer (a badge), by
  /// kind and item: what the app's data source made for them.
  public var supplementaryViews: [String: [Int: SupplementaryView]] = [:]
  /// The section's own layout values.
  public var layout: SectionLayoutChoice?
  /// A collapsed section shows no items.
  public var isCollapsed: Bool
  /// The section's type, when a registry of section handlers serves it by type
  /// (VSCollectionKit's `sectionType`).
  public var type: String?
  /// This value's identity: kept by copies and in-place changes, new for every section made
  /// (SSCollectionViewPresenter's `SectionInfo` UUID).
  public var instance = InstanceIdentity()

  /// A section.
  public init(
    id: String, items: [Item] = [], header: SupplementaryView? = nil, footer: SupplementaryView? = nil,
    layout: SectionLayoutChoice? = nil, isCollapsed: Bool = false, type: String? = nil
  ) {
    self.id = id
    self.isAnonymous = false
    self.items = items
    self.header = header
    self.footer = footer
    self.layout = layout
    self.isCollapsed = isCollapsed
    self.type = type
  }

  /// The items shown (none when collapsed).
  public var visibleItems: [Item] { isCollapsed ? [] : items }

  /// The section's flow values, when it has flow values of its own.
  public var flowValues: FlowSectionValues? {
    if case .flow(let values)? = layout { return values }
    return nil
  }
}

/// A section's own layout: flow values (SSCollectionViewPresenter's per-section insets,
/// spacings and grid columns) or a whole compositional section (the section-provider pattern).
public enum SectionLayoutChoice: Sendable, Hashable {
  /// Flow-layout values for this section; `nil` keeps the layout's.
  case flow(FlowSectionValues)
  /// A compositional (or list) section for this section.
  case compositional(SectionLayout)
}

/// Per-section flow values, as SSCollectionViewPresenter's `SectionInfo` carries them.
public struct FlowSectionValues: Sendable, Hashable {
  /// `sectionInset`.
  public var sectionInset: EdgeInsets?
  /// `minimumLineSpacing`.
  public var minimumLineSpacing: Double?
  /// `minimumInteritemSpacing`.
  public var minimumInteritemSpacing: Double?
  /// Grid columns (the pkh0225 "SpanSize" rule): `n > 0` gives every item
  /// `(width − insets − spacing·(n−1)) / n`; `0` gives the full width with the side insets
  /// dropped.
  public var gridColumnCount: Int?

  /// Values.
  public init(sectionInset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil, gridColumnCount: Int? = nil) {
    self.sectionInset = sectionInset
    self.minimumLineSpacing = minimumLineSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.gridColumnCount = gridColumnCount
  }
}
