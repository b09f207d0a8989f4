/// The properties of a `UIListContentConfiguration` that change its height when the app sets
/// them: each `nil` keeps the style's own value.
public struct ListContentOptions: Sendable, Hashable {
  /// An image beside the text: the content is at least as tall as it.
  public enum Image: Sendable, Hashable {
    /// A symbol image, laid out in UIKit's standard symbol height (the body style's leading:
    /// 22 pt at Large).
    case symbol
    /// An image of this height (an image's point height, or its `maximumSize` /
    /// `reservedLayoutSize` when those limit it).
    case height(Double)
  }

  /// `textToSecondaryTextVerticalPadding`.
  public var textToSecondaryTextVerticalPadding: Double?
  /// The top of `directionalLayoutMargins`.
  public var topMargin: Double?
  /// The bottom of `directionalLayoutMargins`.
  public var bottomMargin: Double?
  /// `prefersSideBySideTextAndSecondaryText`.
  public var prefersSideBySideTextAndSecondaryText: Bool?
  /// The image, if any.
  public var image: Image?

  /// Options; every `nil` keeps the style's value.
  public init(
    textToSecondaryTextVerticalPadding: Double? = nil, topMargin: Double? = nil, bottomMargin: Double? = nil,
    prefersSideBySideTextAndSecondaryText: Bool? = nil, image: Image? = nil
  ) {
    self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
    self.topMargin = topMargin
    self.bottomMargin = bottomMargin
    self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
    self.image = image
  }

  /// True when nothing is replaced.
  public var isEmpty: Bool { self == ListContentOptions() }
}

extension ListContentOptions: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case textToSecondaryTextVerticalPadding, topMargin, bottomMargin, prefersSideBySideTextAndSecondaryText, image
  }

  enum ImageKeys: String, CodingKey, CaseIterable { case height }

  /// Decodes `{"textToSecondaryTextVerticalPadding": 4, "topMargin": 8, "bottomMargin": 8,
  /// "prefersSideBySideTextAndSecondaryText": false, "image": "symbol"}` (each key optional;
  /// an image is `"symbol"` or `{"height": 40}`).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    var image: Image?
    if c.contains(.image) {
      if let word = try? c.decode(String.self, forKey: .image) {
        guard word == "symbol" else {
          throw DecodingError.dataCorruptedError(forKey: .image, in: c, debugDescription: "unknown image '\(word)'; expected \"symbol\" or {\"height\": …}")
        }
        image = .symbol
      } else {
        let i = try c.superDecoder(forKey: .image).strictContainer(keyedBy: ImageKeys.self)
        image = .height(try i.decodeNumber(.height, nonNegative: true))
      }
    }
    self.init(
      textToSecondaryTextVerticalPadding: try c.decodeNumberIfPresent(.textToSecondaryTextVerticalPadding),
      topMargin: try c.decodeNumberIfPresent(.topMargin), bottomMargin: try c.decodeNumberIfPresent(.bottomMargin),
      prefersSideBySideTextAndSecondaryText: try c.decodeIfPresent(Bool.self, forKey: .prefersSideBySideTextAndSecondaryText), image: image)
  }

  /// Encodes the options that are set.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(textToSecondaryTextVerticalPadding, forKey: .textToSecondaryTextVerticalPadding)
    try c.encodeIfPresent(topMargin, forKey: .topMargin)
    try c.encodeIfPresent(bottomMargin, forKey: .bottomMargin)
    try c.encodeIfPresent(prefersSideBySideTextAndSecondaryText, forKey: .prefersSideBySideTextAndSecondaryText)
    switch image {
    case nil: break
    case .symbol: try c.encode("symbol", forKey: .image)
    case .height(let h):
      var i = c.nestedContainer(keyedBy: ImageKeys.self, forKey: .image)
      try i.encode(h, forKey: .height)
    }
  }
}
