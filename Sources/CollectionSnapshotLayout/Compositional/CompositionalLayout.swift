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
public indirect enum SectionLayout: Sendable, Hashable {
  /// A compositional section.
  case section(LayoutSection)
  /// A list section.
  case list(ListConfiguration)
  /// A section or list chosen by the environment (width, size classes, idiom).
  case adaptive(AdaptiveSectionLayout)

  /// The layout for `environment` and the layout's `container`: an adaptive layout's matching
  /// case, others as they are; `nil` when no case of an adaptive layout holds.
  public func resolved(in environment: LayoutEnvironment, container: SectionContainer) -> SectionLayout? {
    if case .adaptive(let adaptive) = self { return adaptive.resolve(in: environment, container: container) }
    return self
  }
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

  /// The layout of `section` in `environment` (an adaptive layout resolved to its matching
  /// case): a section or a list.
  /// - Throws: ``LayoutError`` when there is none (a missing per-section layout, a provider
  ///   returning `nil`, an adaptive layout none of whose cases holds).
  public func sectionLayout(_ section: Int, environment: LayoutEnvironment) throws(LayoutError) -> SectionLayout {
    let layout: SectionLayout
    switch sections {
    case .uniform(let uniform): layout = uniform
    case .perSection(let layouts):
      guard section < layouts.count else {
        throw LayoutError("sections", "no layout for section \(section): the layout defines \(layouts.count)")
      }
      layout = layouts[section]
    case .provider(let provider):
      guard let provided = provider(section, environment) else {
        throw LayoutError("sections[\(section)]", "the section provider returned nil")
      }
      layout = provided
    }
    let container = self.container(in: environment)
    guard let resolved = layout.resolved(in: environment, container: container) else {
      throw LayoutError(
        "sections[\(section)].adaptive",
        "no case holds in this environment (\(EnvironmentCondition.describe(environment, container: container))); add a case without a condition")
    }
    return resolved
  }

  /// The container this layout's sections are chosen in: what a section provider reads as
  /// `environment.container` and what adaptive sections compare their widths with.
  public func container(in environment: LayoutEnvironment) -> SectionContainer {
    SectionContainer(
      environment: environment, reference: configuration.contentInsetsReference, scrollDirection: configuration.scrollDirection)
  }
}
