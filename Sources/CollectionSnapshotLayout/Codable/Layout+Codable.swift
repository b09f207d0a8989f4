extension CompositionalLayoutConfiguration: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case scrollDirection, interSectionSpacing, boundarySupplementaryItems, contentInsetsReference
  }

  /// Decodes the configuration; every key is optional.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(
      scrollDirection: try c.decodeChoiceIfPresent(ScrollDirection.self, forKey: .scrollDirection) ?? .vertical,
      interSectionSpacing: try c.decodeNumberIfPresent(.interSectionSpacing, nonNegative: true) ?? 0,
      boundarySupplementaryItems: try c.decodeIfPresent([BoundarySupplementaryItem].self, forKey: .boundarySupplementaryItems) ?? [],
      contentInsetsReference: try c.decodeChoiceIfPresent(ContentInsetsReference.self, forKey: .contentInsetsReference) ?? .safeArea)
  }

  /// Encodes every property.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(scrollDirection, forKey: .scrollDirection)
    try c.encode(interSectionSpacing, forKey: .interSectionSpacing)
    if !boundarySupplementaryItems.isEmpty { try c.encode(boundarySupplementaryItems, forKey: .boundarySupplementaryItems) }
    try c.encode(contentInsetsReference, forKey: .contentInsetsReference)
  }
}

extension SectionLayout: Codable {
  enum ListKeys: String, CodingKey, CaseIterable { case list }
  enum AdaptiveKeys: String, CodingKey, CaseIterable { case adaptive }

  /// Decodes a section object, `{"list": listConfiguration}` or `{"adaptive": [cases]}`.
  public init(from decoder: any Decoder) throws {
    let probe = try decoder.container(keyedBy: AnyCodingKey.self)
    if probe.contains(AnyCodingKey("list")) {
      let c = try decoder.strictContainer(keyedBy: ListKeys.self)
      self = .list(try c.decode(ListConfiguration.self, forKey: .list))
    } else if probe.contains(AnyCodingKey("adaptive")) {
      let c = try decoder.strictContainer(keyedBy: AdaptiveKeys.self)
      let cases = try c.decode([AdaptiveSectionLayout.Case].self, forKey: .adaptive)
      if cases.isEmpty { throw DecodingError.dataCorruptedError(forKey: .adaptive, in: c, debugDescription: "give at least one case") }
      self = .adaptive(AdaptiveSectionLayout(cases))
    } else {
      self = .section(try LayoutSection(from: decoder))
    }
  }

  /// Encodes the section, `{"list": …}` or `{"adaptive": […]}`.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .section(let s): try s.encode(to: encoder)
    case .list(let l):
      var c = encoder.container(keyedBy: ListKeys.self)
      try c.encode(l, forKey: .list)
    case .adaptive(let a):
      var c = encoder.container(keyedBy: AdaptiveKeys.self)
      try c.encode(a.cases, forKey: .adaptive)
    }
  }
}

extension AdaptiveSectionLayout.Case: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case when, section }

  /// Decodes `{"when": condition, "section": sectionLayout}`; `when` is optional.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(when: try c.decodeIfPresent(EnvironmentCondition.self, forKey: .when) ?? EnvironmentCondition(), try c.decode(SectionLayout.self, forKey: .section))
  }

  /// Encodes the condition (when it has one) and the layout.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    if condition != EnvironmentCondition() { try c.encode(condition, forKey: .when) }
    try c.encode(layout, forKey: .section)
  }
}

extension EnvironmentCondition: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case minWidth, maxWidth, horizontalSizeClass, verticalSizeClass, idiom, accessibilityText
  }

  /// Decodes a condition; every key is optional.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(
      minWidth: try c.decodeNumberIfPresent(.minWidth, nonNegative: true),
      maxWidth: try c.decodeNumberIfPresent(.maxWidth, nonNegative: true),
      horizontalSizeClass: try c.decodeChoiceIfPresent(UserInterfaceSizeClass.self, forKey: .horizontalSizeClass),
      verticalSizeClass: try c.decodeChoiceIfPresent(UserInterfaceSizeClass.self, forKey: .verticalSizeClass),
      idiom: try c.decodeChoiceIfPresent(UserInterfaceIdiom.self, forKey: .idiom),
      accessibilityText: try c.decodeIfPresent(Bool.self, forKey: .accessibilityText))
    if let minWidth, let maxWidth, minWidth > maxWidth {
      throw DecodingError.dataCorruptedError(forKey: .maxWidth, in: c, debugDescription: "must be at least minWidth (\(minWidth)), got \(maxWidth)")
    }
  }

  /// Encodes the values given.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(minWidth, forKey: .minWidth)
    try c.encodeIfPresent(maxWidth, forKey: .maxWidth)
    try c.encodeIfPresent(horizontalSizeClass, forKey: .horizontalSizeClass)
    try c.encodeIfPresent(verticalSizeClass, forKey: .verticalSizeClass)
    try c.encodeIfPresent(idiom, forKey: .idiom)
    try c.encodeIfPresent(accessibilityText, forKey: .accessibilityText)
  }
}

extension ListConfiguration: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case appearance, showsSeparators, headerMode, footerMode, headerTopPadding, metrics, systemVersion
  }

  /// Decodes a list configuration: `appearance` and optional `showsSeparators`, `headerMode`,
  /// `footerMode`, `headerTopPadding`, `metrics` (a table replacing UIKit's rules),
  /// `systemVersion` (`"iOS14"` or `"iOS15+"`; by default the screen's rounding rule decides).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(
      appearance: try c.decodeChoice(Appearance.self, forKey: .appearance),
      showsSeparators: try c.decodeIfPresent(Bool.self, forKey: .showsSeparators) ?? true,
      headerMode: try c.decodeChoiceIfPresent(SupplementaryMode.self, forKey: .headerMode) ?? .none,
      footerMode: try c.decodeChoiceIfPresent(SupplementaryMode.self, forKey: .footerMode) ?? .none,
      headerTopPadding: try c.decodeNumberIfPresent(.headerTopPadding, nonNegative: true),
      metrics: try c.decodeIfPresent(ListMetrics.self, forKey: .metrics),
      systemVersion: try c.decodeChoiceIfPresent(ListSystemVersion.self, forKey: .systemVersion))
    if footerMode == .firstItemInSection {
      throw DecodingError.dataCorruptedError(forKey: .footerMode, in: c, debugDescription: "firstItemInSection is a header mode only")
    }
  }

  /// Encodes every property.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(appearance, forKey: .appearance)
    try c.encode(showsSeparators, forKey: .showsSeparators)
    try c.encode(headerMode, forKey: .headerMode)
    try c.encode(footerMode, forKey: .footerMode)
    try c.encodeIfPresent(headerTopPadding, forKey: .headerTopPadding)
    try c.encodeIfPresent(metrics, forKey: .metrics)
    try c.encodeIfPresent(systemVersion, forKey: .systemVersion)
  }
}

extension CompositionalLayout: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case section, sections, configuration }

  /// Decodes `{"section": section}` (the same for every section) or `{"sections": [section,
  /// …]}` (one per section index), plus an optional `configuration`. A section may be
  /// `{"list": listConfiguration}`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let configuration = try c.decodeIfPresent(CompositionalLayoutConfiguration.self, forKey: .configuration) ?? .init()
    switch (c.contains(.section), c.contains(.sections)) {
    case (true, false):
      self.init(sections: .uniform(try c.decode(SectionLayout.self, forKey: .section)), configuration: configuration)
    case (false, true):
      let sections = try c.decode([SectionLayout].self, forKey: .sections)
      if sections.isEmpty { throw DecodingError.dataCorruptedError(forKey: .sections, in: c, debugDescription: "give at least one section") }
      self.init(sections: .perSection(sections), configuration: configuration)
    default:
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a compositional layout needs either 'section' or 'sections'"))
    }
  }

  /// Encodes the sections and configuration; a provider closure cannot be encoded.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch sections {
    case .uniform(let s): try c.encode(s, forKey: .section)
    case .perSection(let s): try c.encode(s, forKey: .sections)
    case .provider:
      throw EncodingError.invalidValue(self, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "a section provider closure has no JSON form"))
    }
    try c.encode(configuration, forKey: .configuration)
  }
}

extension FlowLayout.Estimation: Codable {
  /// Decodes `"automatic"`, `"none"` or a size.
  public init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      switch text {
      case "automatic": self = .automatic
      case "none": self = .none
      default:
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unknown value '\(text)'; expected \"automatic\", \"none\" or a size"))
      }
      return
    }
    let size = try Size(from: decoder)
    guard size.isFinite, size.width > 0, size.height > 0 else {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "an estimated size must be positive"))
    }
    self = .estimated(size)
  }

  /// Encodes `"automatic"`, `"none"` or the size.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .none:
      var c = encoder.singleValueContainer()
      try c.encode("none")
    case .automatic:
      var c = encoder.singleValueContainer()
      try c.encode("automatic")
    case .estimated(let size): try size.encode(to: encoder)
    }
  }
}

extension FlowLayout: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case scrollDirection, itemSize, estimatedItemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset
    case sectionInsetReference, headerReferenceSize, footerReferenceSize, sectionHeadersPinToVisibleBounds
    case sectionFootersPinToVisibleBounds, sectionOverrides
  }

  /// Decodes a flow layout; every key is optional and takes UIKit's default.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init()
    scrollDirection = try c.decodeChoiceIfPresent(ScrollDirection.self, forKey: .scrollDirection) ?? scrollDirection
    itemSize = try c.decodeIfPresent(Size.self, forKey: .itemSize) ?? itemSize
    estimatedItemSize = try c.decodeIfPresent(Estimation.self, forKey: .estimatedItemSize) ?? .none
    minimumLineSpacing = try c.decodeNumberIfPresent(.minimumLineSpacing, nonNegative: true) ?? minimumLineSpacing
    minimumInteritemSpacing = try c.decodeNumberIfPresent(.minimumInteritemSpacing, nonNegative: true) ?? minimumInteritemSpacing
    sectionInset = try c.decodeIfPresent(EdgeInsets.self, forKey: .sectionInset) ?? .zero
    sectionInsetReference = try c.decodeChoiceIfPresent(SectionInsetReference.self, forKey: .sectionInsetReference) ?? .fromContentInset
    headerReferenceSize = try c.decodeIfPresent(Size.self, forKey: .headerReferenceSize) ?? .zero
    footerReferenceSize = try c.decodeIfPresent(Size.self, forKey: .footerReferenceSize) ?? .zero
    sectionHeadersPinToVisibleBounds = try c.decodeIfPresent(Bool.self, forKey: .sectionHeadersPinToVisibleBounds) ?? false
    sectionFootersPinToVisibleBounds = try c.decodeIfPresent(Bool.self, forKey: .sectionFootersPinToVisibleBounds) ?? false
    sectionOverrides = try c.decodeIfPresent([SectionOverride].self, forKey: .sectionOverrides) ?? []
    if !(itemSize.isFinite && itemSize.width > 0 && itemSize.height > 0) {
      throw DecodingError.dataCorruptedError(forKey: .itemSize, in: c, debugDescription: "negative or zero sizes are not supported in the flow layout")
    }
  }

  /// Encodes every property.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(scrollDirection, forKey: .scrollDirection)
    try c.encode(itemSize, forKey: .itemSize)
    try c.encode(estimatedItemSize, forKey: .estimatedItemSize)
    try c.encode(minimumLineSpacing, forKey: .minimumLineSpacing)
    try c.encode(minimumInteritemSpacing, forKey: .minimumInteritemSpacing)
    try c.encode(sectionInset, forKey: .sectionInset)
    try c.encode(sectionInsetReference, forKey: .sectionInsetReference)
    try c.encode(headerReferenceSize, forKey: .headerReferenceSize)
    try c.encode(footerReferenceSize, forKey: .footerReferenceSize)
    try c.encode(sectionHeadersPinToVisibleBounds, forKey: .sectionHeadersPinToVisibleBounds)
    try c.encode(sectionFootersPinToVisibleBounds, forKey: .sectionFootersPinToVisibleBounds)
    if !sectionOverrides.isEmpty { try c.encode(sectionOverrides, forKey: .sectionOverrides) }
  }
}

extension FlowLayout.SectionOverride {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case section, sectionInset, minimumLineSpacing, minimumInteritemSpacing, headerReferenceSize, footerReferenceSize
  }

  /// Decodes `{"section": n, …}` with any of the per-section values.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let section = try c.decode(Int.self, forKey: .section)
    guard section >= 0 else { throw DecodingError.dataCorruptedError(forKey: .section, in: c, debugDescription: "must be ≥ 0, got \(section)") }
    self.init(
      section: section,
      sectionInset: try c.decodeIfPresent(EdgeInsets.self, forKey: .sectionInset),
      minimumLineSpacing: try c.decodeNumberIfPresent(.minimumLineSpacing, nonNegative: true),
      minimumInteritemSpacing: try c.decodeNumberIfPresent(.minimumInteritemSpacing, nonNegative: true),
      headerReferenceSize: try c.decodeIfPresent(Size.self, forKey: .headerReferenceSize),
      footerReferenceSize: try c.decodeIfPresent(Size.self, forKey: .footerReferenceSize))
  }

  /// Encodes the values that are set.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(section, forKey: .section)
    try c.encodeIfPresent(sectionInset, forKey: .sectionInset)
    try c.encodeIfPresent(minimumLineSpacing, forKey: .minimumLineSpacing)
    try c.encodeIfPresent(minimumInteritemSpacing, forKey: .minimumInteritemSpacing)
    try c.encodeIfPresent(headerReferenceSize, forKey: .headerReferenceSize)
    try c.encodeIfPresent(footerReferenceSize, forKey: .footerReferenceSize)
  }
}
