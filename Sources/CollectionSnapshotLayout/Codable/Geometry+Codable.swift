extension EdgeInsets {
  enum CodingKeys: String, CodingKey, CaseIterable { case top, left, bottom, right }

  /// Decodes `{"top": …, "left": …, "bottom": …, "right": …}`; missing edges are 0.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(
      top: try c.decodeNumberIfPresent(.top) ?? 0, left: try c.decodeNumberIfPresent(.left) ?? 0,
      bottom: try c.decodeNumberIfPresent(.bottom) ?? 0, right: try c.decodeNumberIfPresent(.right) ?? 0)
  }

  /// Encodes the four edges.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(top, forKey: .top)
    try c.encode(left, forKey: .left)
    try c.encode(bottom, forKey: .bottom)
    try c.encode(right, forKey: .right)
  }
}

extension DirectionalEdgeInsets {
  enum CodingKeys: String, CodingKey, CaseIterable { case top, leading, bottom, trailing }

  /// Decodes `{"top": …, "leading": …, "bottom": …, "trailing": …}`; missing edges are 0.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    self.init(
      top: try c.decodeNumberIfPresent(.top) ?? 0, leading: try c.decodeNumberIfPresent(.leading) ?? 0,
      bottom: try c.decodeNumberIfPresent(.bottom) ?? 0, trailing: try c.decodeNumberIfPresent(.trailing) ?? 0)
  }

  /// Encodes the four edges.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(top, forKey: .top)
    try c.encode(leading, forKey: .leading)
    try c.encode(bottom, forKey: .bottom)
    try c.encode(trailing, forKey: .trailing)
  }
}
