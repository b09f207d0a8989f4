/// `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration: Sendable, Hashable {
  /// The axis the collection scrolls along.
  public var scrollDirection: ScrollDirection
  /// Space between consecutive sections.
  public var interSectionSpacing: Double
  /// Layout-level headers and footers (index paths `[0]`, `[1]`, … in this order).
  public var boundarySupplementaryItems: [BoundarySupplementaryItem]
  /// The insets sections add by default (the safe area).
  public var contentInsetsReference: ContentInsetsReference

  /// A configuration with UIKit's defaults.
  public init(
    scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
    boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
    contentInsetsReference: ContentInsetsReference = .safeArea
  ) {
    self.scrollDirection = scrollDirection
    self.interSectionSpacing = interSectionSpacing
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.contentInsetsReference = contentInsetsReference
  }
}

/// The layout of one section: a compositional section, or a list section built from a list
/// configuration (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
public enum SectionLayout: Sendable, Hashable {
  /// A compositional section.
  case section(LayoutSection)
  /// A list section.
  case list(ListConfiguration)
}

/// `UICollectionViewCompositionalLayout`: a section layout per section index and a
/// configuration.
public struct CompositionalLayout: Sendable {
  /// Where each section's layout comes from.
  public enum Sections: Sendable {
    /// The same layout for every section (`init(section:)`, `.list(using:)`).
    case uniform(SectionLayout)
    /// One layout per section index; a section without one is an error.
    case perSection([SectionLayout])
    /// A section provider closure, called with the section index and the environment
    /// (`init(sectionProvider:)`, the VSCollectionKit and BaseSection pattern). Returning `nil`
    /// is an error, as in UIKit.
    case provider(@Sendable (Int, LayoutEnvironment) -> SectionLayout?)
  }

  /// The sections' layouts.
  public var sections: Sections
  /// Scroll direction, spacing and layout-level boundary items.
  public var configuration: CompositionalLayoutConfiguration

  /// A layout.
  public init(sections: Sections, configuration: CompositionalLayoutConfiguration = .init()) {
    self.sections = sections
    self.configuration = configuration
  }

  /// `init(section:configuration:)`.
  public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
    self.init(sections: .uniform(.section(section)), configuration: configuration)
  }

  /// `UICollectionViewCompositionalLayout.list(using:)`.
  public static func list(_ configuration: ListConfiguration) -> CompositionalLayout {
    CompositionalLayout(sections: .uniform(.list(configuration)))
  }

  /// The layout of `section`.
  /// - Throws: ``LayoutError`` when there is none (a missing per-section layout, a provider
  ///   returning `nil`).
  public func sectionLayout(_ section: Int, environment: LayoutEnvironment) throws(LayoutError) -> SectionLayout {
    switch sections {
    case .uniform(let layout): return layout
    case .perSection(let layouts):
      guard section < layouts.count else {
        throw LayoutError("sections", "no layout for section \(section): the layout defines \(layouts.count)")
      }
      return layouts[section]
    case .provider(let provider):
      guard let layout = provider(section, environment) else {
        throw LayoutError("sections[\(section)]", "the section provider returned nil")
      }
      return layout
    }
  }
}
