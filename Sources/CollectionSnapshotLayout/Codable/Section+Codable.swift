extension LayoutGroup: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case kind, layoutSize, subitems, count, repeatingCount, interItemSpacing, contentInsets, edgeSpacing
    case supplementaryItems, customItems
  }

  private enum Kind: String, CaseIterable { case horizontal, vertical, custom }

  /// Decodes a group: `kind` (`horizontal`, `vertical`, `custom`), `layoutSize`, `subitems`
  /// (or `customItems` for a custom group), and optionally `count` (the deprecated
  /// `subitem:count:`), `repeatingCount` (`repeatingSubitem:count:`), `interItemSpacing`,
  /// `contentInsets`, `edgeSpacing`, `supplementaryItems`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let kind = try c.decodeChoice(Kind.self, forKey: .kind)
    let layoutSize = try c.decode(LayoutSize.self, forKey: .layoutSize)
    let arrangement: Arrangement
    var subitems: [LayoutElement] = []
    switch kind {
    case .custom:
      arrangement = .custom(try c.decode([CustomGroupItem].self, forKey: .customItems))
    case .horizontal, .vertical:
      arrangement = kind == .horizontal ? .horizontal : .vertical
      subitems = try c.decode([LayoutElement].self, forKey: .subitems)
      if subitems.isEmpty {
        throw DecodingError.dataCorruptedError(forKey: .subitems, in: c, debugDescription: "a group needs at least one subitem")
      }
    }
    var repetition = Repetition.fill
    if c.contains(.count) && c.contains(.repeatingCount) {
      throw DecodingError.dataCorruptedError(forKey: .repeatingCount, in: c, debugDescription: "give count or repeatingCount, not both")
    }
    for key in [CodingKeys.count, .repeatingCount] where c.contains(key) {
      let n = try c.decode(Int.self, forKey: key)
      guard n >= 1 else { throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "must be at least 1, got \(n)") }
      guard subitems.count == 1 else {
        throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "a counted group takes exactly one subitem, got \(subitems.count)")
      }
      repetition = key == .count ? .count(n) : .repeating(count: n)
    }
    self.init(
      arrangement: arrangement, layoutSize: layoutSize, subitems: subitems, repetition: repetition,
      interItemSpacing: try c.decodeIfPresent(LayoutSpacing.self, forKey: .interItemSpacing),
      contentInsets: try c.decodeIfPresent(DirectionalEdgeInsets.self, forKey: .contentInsets) ?? .zero,
      edgeSpacing: try c.decodeIfPresent(LayoutEdgeSpacing.self, forKey: .edgeSpacing),
      supplementaryItems: try c.decodeIfPresent([LayoutSupplementaryItem].self, forKey: .supplementaryItems) ?? [])
  }

  /// Encodes the group.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch arrangement {
    case .horizontal: try c.encode("horizontal", forKey: .kind)
    case .vertical: try c.encode("vertical", forKey: .kind)
    case .custom(let items):
      try c.encode("custom", forKey: .kind)
      try c.encode(items, forKey: .customItems)
    }
    try c.encode(layoutSize, forKey: .layoutSize)
    if !subitems.isEmpty { try c.encode(subitems, forKey: .subitems) }
    switch repetition {
    case .fill: break
    case .count(let n): try c.encode(n, forKey: .count)
    case .repeating(let n): try c.encode(n, forKey: .repeatingCount)
    }
    try c.encodeIfPresent(interItemSpacing, forKey: .interItemSpacing)
    try c.encode(contentInsets, forKey: .contentInsets)
    try c.encodeIfPresent(edgeSpacing, forKey: .edgeSpacing)
    if !supplementaryItems.isEmpty { try c.encode(supplementaryItems, forKey: .supplementaryItems) }
  }
}

extension BoundarySupplementaryItem: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case layoutSize, elementKind, alignment, absoluteOffset, extendsBoundary, pinToVisibleBounds, zIndex
  }

  /// Decodes a boundary item: `layoutSize`, `elementKind`, `alignment`, and optionally
  /// `absoluteOffset`, `extendsBoundary` (true), `pinToVisibleBounds` (false), `zIndex` (1).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(
      layoutSize: try c.decode(LayoutSize.self, forKey: .layoutSize),
      elementKind: try c.decode(String.self, forKey: .elementKind),
      alignment: try c.decodeChoice(RectAlignment.self, forKey: .alignment),
      absoluteOffset: try c.decodeIfPresent(Point.self, forKey: .absoluteOffset) ?? .zero,
      extendsBoundary: try c.decodeIfPresent(Bool.self, forKey: .extendsBoundary) ?? true,
      pinToVisibleBounds: try c.decodeIfPresent(Bool.self, forKey: .pinToVisibleBounds) ?? false,
      zIndex: try c.decodeIfPresent(Int.self, forKey: .zIndex) ?? 1)
  }

  /// Encodes every property.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(layoutSize, forKey: .layoutSize)
    try c.encode(elementKind, forKey: .elementKind)
    try c.encode(alignment, forKey: .alignment)
    try c.encode(absoluteOffset, forKey: .absoluteOffset)
    try c.encode(extendsBoundary, forKey: .extendsBoundary)
    try c.encode(pinToVisibleBounds, forKey: .pinToVisibleBounds)
    try c.encode(zIndex, forKey: .zIndex)
  }
}

extension DecorationItem: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case elementKind, contentInsets, zIndex }

  /// Decodes a background: `elementKind`, optional `contentInsets` and `zIndex` (0).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(
      elementKind: try c.decode(String.self, forKey: .elementKind),
      contentInsets: try c.decodeIfPresent(DirectionalEdgeInsets.self, forKey: .contentInsets) ?? .zero,
      zIndex: try c.decodeIfPresent(Int.self, forKey: .zIndex) ?? 0)
  }

  /// Encodes every property.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(elementKind, forKey: .elementKind)
    try c.encode(contentInsets, forKey: .contentInsets)
    try c.encode(zIndex, forKey: .zIndex)
  }
}

extension LayoutSection: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case group, interGroupSpacing, contentInsets, contentInsetsReference, supplementariesFollowContentInsets
    case orthogonalScrollingBehavior, boundarySupplementaryItems, decorationItems, spaceBefore
  }

  /// Decodes a section: `group` and optionally `interGroupSpacing`, `contentInsets`,
  /// `contentInsetsReference`, `supplementariesFollowContentInsets`,
  /// `orthogonalScrollingBehavior`, `boundarySupplementaryItems`, `decorationItems`,
  /// `spaceBefore`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    try self.init(c)
    spaceBefore = try c.decodeNumberIfPresent(.spaceBefore, nonNegative: true) ?? 0
  }

  private init(_ c: KeyedDecodingContainer<CodingKeys>) throws {
    self.init(
      group: try c.decode(LayoutGroup.self, forKey: .group),
      interGroupSpacing: try c.decodeNumberIfPresent(.interGroupSpacing, nonNegative: true) ?? 0,
      contentInsets: try c.decodeIfPresent(DirectionalEdgeInsets.self, forKey: .contentInsets) ?? .zero,
      contentInsetsReference: try c.decodeChoiceIfPresent(ContentInsetsReference.self, forKey: .contentInsetsReference) ?? .automatic,
      supplementariesFollowContentInsets: try c.decodeIfPresent(Bool.self, forKey: .supplementariesFollowContentInsets) ?? true,
      orthogonalScrollingBehavior: try c.decodeChoiceIfPresent(OrthogonalScrollingBehavior.self, forKey: .orthogonalScrollingBehavior) ?? .none,
      boundarySupplementaryItems: try c.decodeIfPresent([BoundarySupplementaryItem].self, forKey: .boundarySupplementaryItems) ?? [],
      decorationItems: try c.decodeIfPresent([DecorationItem].self, forKey: .decorationItems) ?? [])
  }

  /// Encodes every property.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(group, forKey: .group)
    try c.encode(interGroupSpacing, forKey: .interGroupSpacing)
    try c.encode(contentInsets, forKey: .contentInsets)
    try c.encode(contentInsetsReference, forKey: .contentInsetsReference)
    try c.encode(supplementariesFollowContentInsets, forKey: .supplementariesFollowContentInsets)
    try c.encode(orthogonalScrollingBehavior, forKey: .orthogonalScrollingBehavior)
    if !boundarySupplementaryItems.isEmpty { try c.encode(boundarySupplementaryItems, forKey: .boundarySupplementaryItems) }
    if !decorationItems.isEmpty { try c.encode(decorationItems, forKey: .decorationItems) }
    if spaceBefore != 0 { try c.encode(spaceBefore, forKey: .spaceBefore) }
  }
}
