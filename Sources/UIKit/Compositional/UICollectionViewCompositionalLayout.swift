import Foundation

/// Called per section with the environment; returns the section's layout (`nil` is an error for
/// a section that has items).
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A compositional layout's settings: scroll direction, spacing between sections, layout-level
/// headers and footers, and the insets sections are measured from.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
  /// The scroll direction (vertical by default).
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// Space between consecutive sections.
  open var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// The insets sections add by default (the safe area).
  open var contentInsetsReference: UIContentInsetsReference = .safeArea

  /// A configuration with UIKit's defaults.
  public override init() {}

  /// A new configuration with the same values (sharing the boundary items).
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}

/// A layout described by sections of groups of items: one section for every section, or one per
/// section index from a provider that is called for each section of each screen (so a provider
/// that reads the environment or `UIDevice.current` is exercised per device).
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Where the sections come from.
  enum Sections {
    case uniform(NSCollectionLayoutSection)
    case provider(UICollectionViewCompositionalLayoutSectionProvider)
  }

  let sections: Sections
  private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

  /// The layout's configuration (a copy is kept when it is set).
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { storedConfiguration }
    set { storedConfiguration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration }
  }

  /// Every section laid out as `section` (a copy of it).
  public init(section: NSCollectionLayoutSection) {
    self.sections = .uniform(section.sectionCopy())
    self.storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// Every section laid out as `section` (a copy of it), with a configuration.
  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    self.sections = .uniform(section.sectionCopy())
    self.storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
    super.init()
  }

  /// Sections from a provider, called per section index.
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.sections = .provider(sectionProvider)
    self.storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// Sections from a provider, with a configuration.
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    self.sections = .provider(sectionProvider)
    self.storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
    super.init()
  }

  /// Compositional layouts are not decoded from archives.
  public required init?(coder: NSCoder) { return nil }

  /// A layout whose every section is a list with `configuration`.
  open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
