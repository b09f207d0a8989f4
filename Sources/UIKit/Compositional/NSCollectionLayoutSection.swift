import CollectionSnapshotLayout
import Foundation

/// How an orthogonal section scrolls across the collection.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable, CaseIterable {
  /// The section scrolls with the collection.
  case none = 0
  /// Scrolls across freely.
  case continuous
  /// Scrolls across, coming to rest at a group's leading edge.
  case continuousGroupLeadingBoundary
  /// Pages by the collection view's width.
  case paging
  /// Pages by one group.
  case groupPaging
  /// Pages by one group, groups centred.
  case groupPagingCentered
}

/// Which insets a section (or layout) adds to its content insets.
public enum UIContentInsetsReference: Int, Sendable, Hashable, CaseIterable {
  /// The layout's choice (on a section), the safe area on a layout.
  case automatic = 0
  /// None.
  case none
  /// The safe area.
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable content guide.
  case readableContent
}

/// Called with the visible items of an orthogonal section while it scrolls.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// The deceleration and bounce of an orthogonal section (iOS 17). Accepted; the snapshot is
/// taken at rest.
public struct UICollectionLayoutSectionOrthogonalScrollingProperties: Sendable, Hashable {
  /// How an orthogonal section decelerates.
  public enum DecelerationRate: Sendable, Hashable {
    case automatic, normal, fast
  }
  /// Whether an orthogonal section bounces.
  public enum BounceMode: Sendable, Hashable {
    case automatic, always, never
  }
  /// The deceleration rate.
  public var decelerationRate: DecelerationRate = .automatic
  /// The bounce.
  public var bounce: BounceMode = .automatic
}

/// A group repeated for a section's items, with insets, spacing, headers, footers and
/// backgrounds. The group is copied when the section is made.
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
  /// Where the section's groups come from.
  enum Content {
    /// A group of the caller's.
    case group(NSCollectionLayoutGroup)
    /// The system's rows of a list configuration, and the space it keeps above the section.
    case list(LayoutGroup, topPadding: Double)
  }

  private(set) var content: Content
  /// The list configuration the section was made from, if any.
  let listConfiguration: UICollectionLayoutListConfiguration?

  /// Insets of the section's content.
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space between consecutive groups.
  open var interGroupSpacing: CGFloat = 0
  /// Which insets are added to `contentInsets` (`.automatic`: the layout's).
  open var contentInsetsReference: UIContentInsetsReference = .automatic
  /// Which insets boundary items follow (iOS 16): `.automatic` follows `contentInsets`.
  open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
  /// Whether the groups scroll across the collection.
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// Deceleration and bounce of an orthogonal section (iOS 17); accepted.
  open var orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
  /// Headers, footers and side views.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// True (default): boundary items take the width inside the leading and trailing insets.
  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use supplementaryContentInsetsReference")
  open var supplementariesFollowContentInsets: Bool {
    get { followsContentInsets }
    set { followsContentInsets = newValue }
  }
  var followsContentInsets = true
  /// Called while an orthogonal section scrolls; accepted, not run (it changes no frame), and
  /// named in the layout dump's warnings.
  open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// Backgrounds.
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []

  /// A section that repeats a copy of `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.content = .group(group.groupCopy())
    self.listConfiguration = nil
  }

  init(content: Content, listConfiguration: UICollectionLayoutListConfiguration?) {
    self.content = content
    self.listConfiguration = listConfiguration
  }

  /// A section laid out like a table, from a list configuration: the system's rows, separators
  /// (drawn in cells, never frames), headers and footers, with UIKit's list rules for the
  /// appearance on the device under test (side insets from the device's margins, the space
  /// above headers and between sections). The result is an ordinary section: its insets,
  /// spacing and supplementary items can be changed. Rows and headers are estimated at the
  /// environment's Dynamic Type size, as UIKit's list content is tall there (44-pt rows and
  /// 28.333/38.667-pt headers at the default size).
  open class func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    var environment = UIKitHost.current.environment
    environment.contentSizeCategory = layoutEnvironment.traitCollection.preferredContentSizeCategory.engine
    let position = layoutEnvironment as? LayoutEnvironmentValue
    let base = configuration.engineConfiguration.section(in: environment, index: position?.sectionIndex ?? 0, count: position?.sectionCount ?? 1)
    let section = NSCollectionLayoutSection(content: .list(base.group, topPadding: base.spaceBefore), listConfiguration: configuration)
    section.contentInsets = NSDirectionalEdgeInsets(base.contentInsets)
    section.interGroupSpacing = CGFloat(base.interGroupSpacing)
    section.contentInsetsReference = CaseNames.uikit(base.contentInsetsReference)
    section.followsContentInsets = base.supplementariesFollowContentInsets
    section.boundarySupplementaryItems = base.boundarySupplementaryItems.map(NSCollectionLayoutBoundarySupplementaryItem.init(engine:))
    return section
  }

  /// A new section with a copy of the group and the decoration items, sharing the boundary items.
  open func copy(with zone: NSZone? = nil) -> Any { sectionCopy() }

  /// The copy, typed.
  func sectionCopy() -> NSCollectionLayoutSection {
    let copy = NSCollectionLayoutSection(content: content, listConfiguration: listConfiguration)
    if case .group(let group) = content { copy.content = .group(group.groupCopy()) }
    copy.contentInsets = contentInsets
    copy.interGroupSpacing = interGroupSpacing
    copy.contentInsetsReference = contentInsetsReference
    copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    copy.orthogonalScrollingProperties = orthogonalScrollingProperties
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.followsContentInsets = followsContentInsets
    copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    copy.decorationItems = decorationItems.map { $0.decorationCopy() }
    return copy
  }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
  /// The boundary item of a list configuration's section, as an object the caller can read.
  convenience init(engine item: BoundarySupplementaryItem) {
    self.init(
      layoutSize: NSCollectionLayoutSize(engine: item.layoutSize), elementKind: item.elementKind, alignment: CaseNames.uikit(item.alignment),
      absoluteOffset: CGPoint(x: item.absoluteOffset.x, y: item.absoluteOffset.y))
    extendsBoundary = item.extendsBoundary
    pinToVisibleBounds = item.pinToVisibleBounds
    zIndex = item.zIndex
  }
}

extension NSCollectionLayoutSize {
  /// The size of the engine's value.
  convenience init(engine size: LayoutSize) {
    self.init(widthDimension: NSCollectionLayoutDimension(engine: size.widthDimension), heightDimension: NSCollectionLayoutDimension(engine: size.heightDimension))
  }
}

extension NSCollectionLayoutDimension {
  /// The dimension of the engine's value.
  convenience init(engine dimension: LayoutDimension) {
    switch dimension {
    case .fractionalWidth(let v): self.init(semantic: .fractionalWidth, dimension: v, origin: "list configuration")
    case .fractionalHeight(let v): self.init(semantic: .fractionalHeight, dimension: v, origin: "list configuration")
    case .absolute(let v): self.init(semantic: .absolute, dimension: v, origin: "list configuration")
    case .estimated(let v): self.init(semantic: .estimated, dimension: v, origin: "list configuration")
    case .uniformAcrossSiblings(let v): self.init(semantic: .uniformAcrossSiblings, dimension: v, origin: "list configuration")
    }
  }
}
