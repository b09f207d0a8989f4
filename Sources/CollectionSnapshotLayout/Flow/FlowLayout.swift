/// `UICollectionViewFlowLayout`, as a value: UIKit's property names and defaults, plus the
/// per-section values a `UICollectionViewDelegateFlowLayout` would return.
public struct FlowLayout: Sendable, Hashable {
  /// Which edges the section insets are measured from (`sectionInsetReference`).
  public enum SectionInsetReference: String, Sendable, Hashable, Codable, CaseIterable {
    /// From the content inset (the default).
    case fromContentInset
    /// From the safe area: the part of the safe area the adjusted content inset does not
    /// already cover is added to the section insets.
    case fromSafeArea
    /// From the layout margins, likewise.
    case fromLayoutMargins
  }

  /// What `estimatedItemSize` is set to.
  public enum Estimation: Sendable, Hashable {
    /// `.zero`: no self-sizing; every item has its explicit size or `itemSize`.
    case none
    /// A fixed estimate: items start at this size and are then measured.
    case estimated(Size)
    /// `UICollectionViewFlowLayout.automaticSize`: UIKit estimates from `itemSize`.
    case automatic
  }

  /// Values a delegate may override for one section; `nil` keeps the layout's value.
  public struct SectionOverride: Sendable, Hashable, Codable {
    /// The section these values apply to.
    public var section: Int
    /// `insetForSectionAt`.
    public var sectionInset: EdgeInsets?
    /// `minimumLineSpacingForSectionAt`.
    public var minimumLineSpacing: Double?
    /// `minimumInteritemSpacingForSectionAt`.
    public var minimumInteritemSpacing: Double?
    /// `referenceSizeForHeaderInSection`.
    public var headerReferenceSize: Size?
    /// `referenceSizeForFooterInSection`.
    public var footerReferenceSize: Size?

    /// Overrides for `section`.
    public init(
      section: Int, sectionInset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil,
      minimumInteritemSpacing: Double? = nil, headerReferenceSize: Size? = nil,
      footerReferenceSize: Size? = nil
    ) {
      self.section = section
      self.sectionInset = sectionInset
      self.minimumLineSpacing = minimumLineSpacing
      self.minimumInteritemSpacing = minimumInteritemSpacing
      self.headerReferenceSize = headerReferenceSize
      self.footerReferenceSize = footerReferenceSize
    }
  }

  /// `scrollDirection`, vertical by default.
  public var scrollDirection: ScrollDirection = .vertical
  /// `itemSize`, 50 × 50 by default: the size of items with no size of their own.
  public var itemSize = Size(width: 50, height: 50)
  /// `estimatedItemSize`: none by default.
  public var estimatedItemSize: Estimation = .none
  /// `minimumLineSpacing`, 10 by default: the least gap between lines.
  public var minimumLineSpacing = 10.0
  /// `minimumInteritemSpacing`, 10 by default: the least gap between items of a line.
  public var minimumInteritemSpacing = 10.0
  /// `sectionInset`, zero by default.
  public var sectionInset = EdgeInsets.zero
  /// `sectionInsetReference`, `.fromContentInset` by default.
  public var sectionInsetReference = SectionInsetReference.fromContentInset
  /// `headerReferenceSize`: only the scroll-axis extent is used; 0 means no header.
  public var headerReferenceSize = Size.zero
  /// `footerReferenceSize`: only the scroll-axis extent is used; 0 means no footer.
  public var footerReferenceSize = Size.zero
  /// `sectionHeadersPinToVisibleBounds`.
  public var sectionHeadersPinToVisibleBounds = false
  /// `sectionFootersPinToVisibleBounds`.
  public var sectionFootersPinToVisibleBounds = false
  /// Per-section values, as a flow-layout delegate returns them.
  public var sectionOverrides: [SectionOverride] = []

  /// A flow layout with UIKit's defaults.
  public init() {}

  /// The values in force for `section`.
  func resolvedSection(_ section: Int, overrides: [Int: SectionOverride]) -> ResolvedFlowSection {
    let o = overrides[section]
    return ResolvedFlowSection(
      inset: o?.sectionInset ?? sectionInset,
      lineSpacing: o?.minimumLineSpacing ?? minimumLineSpacing,
      interitemSpacing: o?.minimumInteritemSpacing ?? minimumInteritemSpacing,
      header: o?.headerReferenceSize ?? headerReferenceSize,
      footer: o?.footerReferenceSize ?? footerReferenceSize)
  }
}

/// A section's values after delegate overrides.
struct ResolvedFlowSection {
  var inset: EdgeInsets
  var lineSpacing: Double
  var interitemSpacing: Double
  var header: Size
  var footer: Size
}
