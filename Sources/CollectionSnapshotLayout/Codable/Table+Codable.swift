extension TableLayout.Dimension: Codable {
  /// Decodes `"automatic"` or a number of points (finite, ≥ 0).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    if let word = try? c.decode(String.self) {
      guard word == "automatic" else {
        throw DecodingError.dataCorruptedError(in: c, debugDescription: "unknown value '\(word)'; expected \"automatic\" or a number of points")
      }
      self = .automatic
      return
    }
    let value = try c.decode(Double.self)
    guard value.isFinite, value >= 0 else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "must be a number ≥ 0, got \(value)") }
    self = .points(value)
  }

  /// Encodes `"automatic"` or the points.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    switch self {
    case .automatic: try c.encode("automatic")
    case .points(let value): try c.encode(value)
    }
  }
}

extension TableLayout: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case style, rowHeight, estimatedRowHeight, sectionHeaderHeight, sectionFooterHeight, estimatedSectionHeaderHeight, estimatedSectionFooterHeight
    case sectionHeaderTopPadding, fillerRowHeight
    case separatorStyle, separatorInset, separatorInsetReference, cellLayoutMarginsFollowReadableWidth, isEditing, systemVersion
    case sectionIndexTitles, sectionIndexMinimumDisplayRowCount
  }

  /// Decodes a table layout; every key is optional and takes UIKit's default: `style`
  /// (`plain`, `grouped`, `insetGrouped`), `rowHeight`, `estimatedRowHeight`,
  /// `sectionHeaderHeight`, `sectionFooterHeight`, `estimatedSectionHeaderHeight`,
  /// `estimatedSectionFooterHeight`, `sectionHeaderTopPadding`, `fillerRowHeight` (each
  /// `"automatic"` or points), `separatorStyle` (`none`, `singleLine`), `separatorInset`,
  /// `separatorInsetReference`, `cellLayoutMarginsFollowReadableWidth`, `isEditing`,
  /// `systemVersion` (`"iOS11"` … `"iOS16"`, `"iOS17+"`; by default the screen's rounding rule
  /// decides), `sectionIndexTitles` (the section index's titles) and
  /// `sectionIndexMinimumDisplayRowCount` (an integer ≥ 0). Section headers and footers, and the table's header and footer views, come
  /// from the screen's sections and views.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init()
    style = try c.decodeChoiceIfPresent(Style.self, forKey: .style) ?? .plain
    rowHeight = try c.decodeIfPresent(Dimension.self, forKey: .rowHeight) ?? .automatic
    estimatedRowHeight = try c.decodeIfPresent(Dimension.self, forKey: .estimatedRowHeight) ?? .automatic
    sectionHeaderHeight = try c.decodeIfPresent(Dimension.self, forKey: .sectionHeaderHeight) ?? .automatic
    sectionFooterHeight = try c.decodeIfPresent(Dimension.self, forKey: .sectionFooterHeight) ?? .automatic
    estimatedSectionHeaderHeight = try c.decodeIfPresent(Dimension.self, forKey: .estimatedSectionHeaderHeight) ?? .automatic
    estimatedSectionFooterHeight = try c.decodeIfPresent(Dimension.self, forKey: .estimatedSectionFooterHeight) ?? .automatic
    sectionHeaderTopPadding = try c.decodeIfPresent(Dimension.self, forKey: .sectionHeaderTopPadding) ?? .automatic
    fillerRowHeight = try c.decodeIfPresent(Dimension.self, forKey: .fillerRowHeight)
    separatorStyle = try c.decodeChoiceIfPresent(SeparatorStyle.self, forKey: .separatorStyle) ?? .singleLine
    separatorInset = try c.decodeIfPresent(EdgeInsets.self, forKey: .separatorInset)
    separatorInsetReference = try c.decodeChoiceIfPresent(SeparatorInsetReference.self, forKey: .separatorInsetReference) ?? .fromCellEdges
    cellLayoutMarginsFollowReadableWidth = try c.decodeIfPresent(Bool.self, forKey: .cellLayoutMarginsFollowReadableWidth) ?? false
    isEditing = try c.decodeIfPresent(Bool.self, forKey: .isEditing) ?? false
    systemVersion = try c.decodeChoiceIfPresent(TableSystemVersion.self, forKey: .systemVersion)
    let minimum = try c.decodeIfPresent(Int.self, forKey: .sectionIndexMinimumDisplayRowCount) ?? 0
    guard minimum >= 0 else {
      throw DecodingError.dataCorruptedError(forKey: .sectionIndexMinimumDisplayRowCount, in: c, debugDescription: "must be an integer ≥ 0, got \(minimum)")
    }
    if let titles = try c.decodeIfPresent([String].self, forKey: .sectionIndexTitles) {
      sectionIndex = TableSectionIndex(titles: titles, minimumDisplayRowCount: minimum)
    } else if c.contains(.sectionIndexMinimumDisplayRowCount) {
      throw DecodingError.dataCorruptedError(
        forKey: .sectionIndexMinimumDisplayRowCount, in: c, debugDescription: "has no effect without sectionIndexTitles (the section index's titles)")
    }
  }

  /// Encodes the properties a JSON table layout has (not the sections' headers and footers,
  /// nor the table's header and footer views, which the screen gives).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(style, forKey: .style)
    try c.encode(rowHeight, forKey: .rowHeight)
    try c.encode(estimatedRowHeight, forKey: .estimatedRowHeight)
    try c.encode(sectionHeaderHeight, forKey: .sectionHeaderHeight)
    try c.encode(sectionFooterHeight, forKey: .sectionFooterHeight)
    try c.encode(estimatedSectionHeaderHeight, forKey: .estimatedSectionHeaderHeight)
    try c.encode(estimatedSectionFooterHeight, forKey: .estimatedSectionFooterHeight)
    try c.encode(sectionHeaderTopPadding, forKey: .sectionHeaderTopPadding)
    try c.encodeIfPresent(fillerRowHeight, forKey: .fillerRowHeight)
    try c.encode(separatorStyle, forKey: .separatorStyle)
    try c.encodeIfPresent(separatorInset, forKey: .separatorInset)
    try c.encode(separatorInsetReference, forKey: .separatorInsetReference)
    try c.encode(cellLayoutMarginsFollowReadableWidth, forKey: .cellLayoutMarginsFollowReadableWidth)
    try c.encode(isEditing, forKey: .isEditing)
    try c.encodeIfPresent(systemVersion, forKey: .systemVersion)
    if let sectionIndex {
      try c.encode(sectionIndex.titles, forKey: .sectionIndexTitles)
      if sectionIndex.minimumDisplayRowCount != 0 { try c.encode(sectionIndex.minimumDisplayRowCount, forKey: .sectionIndexMinimumDisplayRowCount) }
    }
  }
}
