public import CollectionSnapshotLayout

/// SSCollectionViewPresenter's `SSCompositionalLayoutSection`: one section of its compositional
/// layout config, turned into a compositional section for the model section at the same index
/// (its `CompositionalLayoutConfig.makeLayout`). Set a screen's
/// ``Screen/presenterSections`` to lay the screen out with them.
///
/// - `.uniform(columns:width:height:)`: items `absolute(width)` or `fractionalWidth(1/columns)`
///   wide and `absolute(height)` or `estimated(50)` high, `columns` of them in a group of the
///   full width and the same height, side by side (`direction` horizontal) or stacked
///   (vertical).
/// - `.dynamic`: one item per cell, sized by the cell's own size for the container (absolute),
///   or, without one, `estimated(50)` along the direction and the full other side — all in one
///   group (horizontal: `estimated(first width or the container's)` × the full height;
///   vertical: the full width × `estimated(first height or the container's)`).
///
/// Then the group's inter-item spacing is `itemSpacing` or the section's
/// `minimumInteritemSpacing`, the section's inter-group spacing `lineSpacing` or its
/// `minimumLineSpacing`, its content insets `sectionInset` or its `sectionInset`, its
/// orthogonal scrolling `scrolling`; the model section's header and footer become boundary
/// items sized from their own size: `absolute` when positive, else the full width or
/// `estimated(50)`.
public struct PresenterCompositionalSection: Sendable, Hashable {
  /// How items are sized.
  public enum ItemSize: Sendable, Hashable {
    /// Every item the same size.
    case uniform(columns: Int, width: Double? = nil, height: Double? = nil)
    /// Each item its cell's size.
    case dynamic
  }

  /// The group's axis.
  public var direction: ScrollDirection
  /// How items are sized.
  public var itemSize: ItemSize
  /// The section's orthogonal scrolling.
  public var scrolling: OrthogonalScrollingBehavior
  /// Space between items of a group; `nil` takes the model section's `minimumInteritemSpacing`.
  public var itemSpacing: Double?
  /// Space between groups; `nil` takes the model section's `minimumLineSpacing`.
  public var lineSpacing: Double?
  /// The section's insets; `nil` takes the model section's `sectionInset`.
  public var sectionInset: EdgeInsets?

  /// A section configuration (SSCollectionViewPresenter's defaults: vertical, dynamic, no
  /// orthogonal scrolling).
  public init(
    direction: ScrollDirection = .vertical, itemSize: ItemSize = .dynamic, scrolling: OrthogonalScrollingBehavior = .none,
    itemSpacing: Double? = nil, lineSpacing: Double? = nil, sectionInset: EdgeInsets? = nil
  ) {
    self.direction = direction
    self.itemSize = itemSize
    self.scrolling = scrolling
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
    self.sectionInset = sectionInset
  }

  /// The presenter's default length for an unsized item (`defaultItemLength`).
  public static let defaultItemLength = 50.0

  /// The compositional section for `section` in a container of `container` points.
  public func layoutSection(for section: Section, container: Size) -> LayoutSection {
    let horizontal = direction == .horizontal
    let group: LayoutGroup
    switch itemSize {
    case .uniform(let columns, let width, let height):
      let count = max(1, columns)
      let itemHeight: LayoutDimension = height.map { .absolute($0) } ?? .estimated(Self.defaultItemLength)
      let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: width.map { .absolute($0) } ?? .fractionalWidth(1 / Double(count)), heightDimension: itemHeight))
      let groupSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: itemHeight)
      group = horizontal ? .horizontal(layoutSize: groupSize, subitem: .item(item), count: count) : .vertical(layoutSize: groupSize, subitem: .item(item), count: count)
    case .dynamic where section.items.isEmpty:
      // A section without items lays nothing out; it gets one unused item (a group needs one).
      group = Self.emptySection.group
    case .dynamic:
      let sizes = section.items.map { Self.size(of: $0.sizing, in: container) }
      let subitems: [LayoutElement] = sizes.map { size in
        let layoutSize: LayoutSize
        if let size {
          layoutSize = LayoutSize(widthDimension: .absolute(size.width), heightDimension: .absolute(size.height))
        } else if horizontal {
          layoutSize = LayoutSize(widthDimension: .estimated(Self.defaultItemLength), heightDimension: .fractionalHeight(1))
        } else {
          layoutSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.defaultItemLength))
        }
        return .item(LayoutItem(layoutSize: layoutSize))
      }
      let first = sizes.first ?? nil
      group = horizontal
        ? .horizontal(layoutSize: LayoutSize(widthDimension: .estimated(first?.width ?? container.width), heightDimension: .fractionalHeight(1)), subitems: subitems)
        : .vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(first?.height ?? container.height)), subitems: subitems)
    }
    var configured = group
    let values = section.flowValues
    if let spacing = itemSpacing ?? values?.minimumInteritemSpacing { configured.interItemSpacing = .fixed(spacing) }
    var result = LayoutSection(group: configured, interGroupSpacing: lineSpacing ?? values?.minimumLineSpacing ?? 0, orthogonalScrollingBehavior: scrolling)
    if let inset = sectionInset ?? values?.sectionInset {
      result.contentInsets = DirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
    }
    func boundary(_ view: SupplementaryView, kind: String, alignment: RectAlignment) -> BoundarySupplementaryItem {
      let size = Self.size(of: view.sizing, in: container) ?? .zero
      return BoundarySupplementaryItem(
        layoutSize: LayoutSize(
          widthDimension: size.width > 0 ? .absolute(size.width) : .fractionalWidth(1),
          heightDimension: size.height > 0 ? .absolute(size.height) : .estimated(Self.defaultItemLength)),
        elementKind: kind, alignment: alignment)
    }
    if let header = section.header { result.boundarySupplementaryItems.append(boundary(header, kind: ElementCategory.sectionHeaderKind, alignment: .top)) }
    if let footer = section.footer { result.boundarySupplementaryItems.append(boundary(footer, kind: ElementCategory.sectionFooterKind, alignment: .bottom)) }
    return result
  }

  /// The section given to a section without items (nothing is rendered for it).
  static let emptySection = LayoutSection(
    group: .vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(defaultItemLength)),
      subitems: [.item(LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(defaultItemLength))))]))

  /// A cell's own size for the container (`size(with:constrainedTo:)`), or `nil`.
  static func size(of sizing: ItemSizing, in container: Size) -> Size? {
    switch sizing {
    case .fixed(let size): return size
    case .computed(let compute): return compute(container)
    case .layoutDefault, .selfSizing, .selfSizingHeight, .measured: return nil  // estimated: measured by the layout
    }
  }
}
