// The JSON form of compositional layouts mirrors UIKit's vocabulary:
//   dimension  {"fractionalWidth": 0.5} | {"fractionalHeight": 1} | {"absolute": 44}
//              | {"estimated": 44} | {"uniformAcrossSiblings": 44}
//   size       {"widthDimension": dimension, "heightDimension": dimension}
//   spacing    {"fixed": 10} | {"flexible": 10}
//   element    {"item": item} | {"group": group}

extension LayoutDimension: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
  }

  /// Decodes a one-key object such as `{"fractionalWidth": 0.5}`.
  public init(from decoder: any Decoder) throws {
    let (key, c) = try decoder.singleKey(of: CodingKeys.self, what: "a dimension")
    let value = try c.decodeNumber(key, positive: true)
    switch key {
    case .fractionalWidth: self = .fractionalWidth(value)
    case .fractionalHeight: self = .fractionalHeight(value)
    case .absolute: self = .absolute(value)
    case .estimated: self = .estimated(value)
    case .uniformAcrossSiblings: self = .uniformAcrossSiblings(estimate: value)
    }
  }

  /// Encodes a one-key object.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .fractionalWidth(let v): try c.encode(v, forKey: .fractionalWidth)
    case .fractionalHeight(let v): try c.encode(v, forKey: .fractionalHeight)
    case .absolute(let v): try c.encode(v, forKey: .absolute)
    case .estimated(let v): try c.encode(v, forKey: .estimated)
    case .uniformAcrossSiblings(let v): try c.encode(v, forKey: .uniformAcrossSiblings)
    }
  }
}

extension LayoutSize: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case widthDimension, heightDimension }

  /// Decodes `{"widthDimension": …, "heightDimension": …}`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(
      widthDimension: try c.decode(LayoutDimension.self, forKey: .widthDimension),
      heightDimension: try c.decode(LayoutDimension.self, forKey: .heightDimension))
  }

  /// Encodes both dimensions.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(widthDimension, forKey: .widthDimension)
    try c.encode(heightDimension, forKey: .heightDimension)
  }
}

extension LayoutSpacing: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case fixed, flexible }

  /// Decodes `{"fixed": 10}` or `{"flexible": 10}`.
  public init(from decoder: any Decoder) throws {
    let (key, c) = try decoder.singleKey(of: CodingKeys.self, what: "a spacing")
    let value = try c.decodeNumber(key, nonNegative: true)
    self = key == .fixed ? .fixed(value) : .flexible(value)
  }

  /// Encodes a one-key object.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .fixed(let v): try c.encode(v, forKey: .fixed)
    case .flexible(let v): try c.encode(v, forKey: .flexible)
    }
  }
}

extension LayoutEdgeSpacing: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case leading, top, trailing, bottom }

  /// Decodes `{"leading": spacing, "top": …, "trailing": …, "bottom": …}`, each optional.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(
      leading: try c.decodeIfPresent(LayoutSpacing.self, forKey: .leading),
      top: try c.decodeIfPresent(LayoutSpacing.self, forKey: .top),
      trailing: try c.decodeIfPresent(LayoutSpacing.self, forKey: .trailing),
      bottom: try c.decodeIfPresent(LayoutSpacing.self, forKey: .bottom))
  }

  /// Encodes the edges that are set.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(leading, forKey: .leading)
    try c.encodeIfPresent(top, forKey: .top)
    try c.encodeIfPresent(trailing, forKey: .trailing)
    try c.encodeIfPresent(bottom, forKey: .bottom)
  }
}

extension DirectionalRectEdge: Codable {
  private static let names: [(String, DirectionalRectEdge)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]

  /// Decodes an array of edge names: `["top", "trailing"]`.
  public init(from decoder: any Decoder) throws {
    var c = try decoder.unkeyedContainer()
    var edges: DirectionalRectEdge = []
    while !c.isAtEnd {
      let name = try c.decode(String.self)
      guard let edge = Self.names.first(where: { $0.0 == name })?.1 else {
        throw DecodingError.dataCorruptedError(in: c, debugDescription: "unknown edge '\(name)'; expected top, leading, bottom or trailing")
      }
      edges.insert(edge)
    }
    self = edges
  }

  /// Encodes the edge names in the order top, leading, bottom, trailing.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.unkeyedContainer()
    for (name, edge) in Self.names where contains(edge) { try c.encode(name) }
  }
}

extension LayoutAnchor: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case edges, absoluteOffset, fractionalOffset }

  /// Decodes `{"edges": [...], "absoluteOffset": {"x":…,"y":…}}` or with `fractionalOffset`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let edges = try c.decode(DirectionalRectEdge.self, forKey: .edges)
    if c.contains(.absoluteOffset) && c.contains(.fractionalOffset) {
      throw DecodingError.dataCorruptedError(forKey: .fractionalOffset, in: c, debugDescription: "give absoluteOffset or fractionalOffset, not both")
    }
    if let fractional = try c.decodeIfPresent(Point.self, forKey: .fractionalOffset) {
      self.init(edges: edges, offset: .fractional(fractional))
    } else {
      self.init(edges: edges, offset: .absolute(try c.decodeIfPresent(Point.self, forKey: .absoluteOffset) ?? .zero))
    }
  }

  /// Encodes the edges and the offset.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(edges, forKey: .edges)
    switch offset {
    case .absolute(let p): try c.encode(p, forKey: .absoluteOffset)
    case .fractional(let p): try c.encode(p, forKey: .fractionalOffset)
    }
  }
}

extension RectAlignment: Codable {}

extension LayoutSupplementaryItem: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case layoutSize, elementKind, containerAnchor, itemAnchor, zIndex }

  /// Decodes a badge: `layoutSize`, `elementKind`, `containerAnchor`, optional `itemAnchor`
  /// and `zIndex` (1).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(
      layoutSize: try c.decode(LayoutSize.self, forKey: .layoutSize),
      elementKind: try c.decode(String.self, forKey: .elementKind),
      containerAnchor: try c.decode(LayoutAnchor.self, forKey: .containerAnchor),
      itemAnchor: try c.decodeIfPresent(LayoutAnchor.self, forKey: .itemAnchor),
      zIndex: try c.decodeIfPresent(Int.self, forKey: .zIndex) ?? 1)
  }

  /// Encodes every property.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(layoutSize, forKey: .layoutSize)
    try c.encode(elementKind, forKey: .elementKind)
    try c.encode(containerAnchor, forKey: .containerAnchor)
    try c.encodeIfPresent(itemAnchor, forKey: .itemAnchor)
    try c.encode(zIndex, forKey: .zIndex)
  }
}

extension LayoutItem: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case layoutSize, contentInsets, edgeSpacing, supplementaryItems }

  /// Decodes an item: `layoutSize` and optional `contentInsets`, `edgeSpacing`,
  /// `supplementaryItems`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(
      layoutSize: try c.decode(LayoutSize.self, forKey: .layoutSize),
      contentInsets: try c.decodeIfPresent(DirectionalEdgeInsets.self, forKey: .contentInsets) ?? .zero,
      edgeSpacing: try c.decodeIfPresent(LayoutEdgeSpacing.self, forKey: .edgeSpacing),
      supplementaryItems: try c.decodeIfPresent([LayoutSupplementaryItem].self, forKey: .supplementaryItems) ?? [])
  }

  /// Encodes every property.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(layoutSize, forKey: .layoutSize)
    try c.encode(contentInsets, forKey: .contentInsets)
    try c.encodeIfPresent(edgeSpacing, forKey: .edgeSpacing)
    if !supplementaryItems.isEmpty { try c.encode(supplementaryItems, forKey: .supplementaryItems) }
  }
}

extension LayoutElement: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case item, group }

  /// Decodes `{"item": …}` or `{"group": …}`.
  public init(from decoder: any Decoder) throws {
    let (key, c) = try decoder.singleKey(of: CodingKeys.self, what: "a subitem")
    switch key {
    case .item: self = .item(try c.decode(LayoutItem.self, forKey: .item))
    case .group: self = .group(try c.decode(LayoutGroup.self, forKey: .group))
    }
  }

  /// Encodes a one-key object.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .item(let i): try c.encode(i, forKey: .item)
    case .group(let g): try c.encode(g, forKey: .group)
    }
  }
}

extension CustomGroupItem: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case frame, zIndex }

  /// Decodes `{"frame": {"x":…,"y":…,"width":…,"height":…}, "zIndex": 0}`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(frame: try c.decode(Rect.self, forKey: .frame), zIndex: try c.decodeIfPresent(Int.self, forKey: .zIndex) ?? 0)
  }

  /// Encodes the frame and zIndex.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(frame, forKey: .frame)
    try c.encode(zIndex, forKey: .zIndex)
  }
}
