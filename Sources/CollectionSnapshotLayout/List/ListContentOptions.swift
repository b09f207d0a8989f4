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
  /// The text's font (`textProperties.font`), when the app set one; a text style's font follows
  /// the screen's Dynamic Type size.
  public var textFont: TextFont?
  /// The secondary text's font (`secondaryTextProperties.font`).
  public var secondaryTextFont: TextFont?
  /// The text's line limit (`textProperties.numberOfLines`; UIKit's default 0: no limit).
  public var textNumberOfLines: Int?
  /// The secondary text's line limit (`secondaryTextProperties.numberOfLines`).
  public var secondaryTextNumberOfLines: Int?
  /// The leading of `directionalLayoutMargins` (else the row's layout margin).
  public var leadingMargin: Double?
  /// The trailing of `directionalLayoutMargins` (else the row's layout margin).
  public var trailingMargin: Double?

  /// Options; every `nil` keeps the style's value.
  public init(
    textToSecondaryTextVerticalPadding: Double? = nil, topMargin: Double? = nil, bottomMargin: Double? = nil,
    prefersSideBySideTextAndSecondaryText: Bool? = nil, image: Image? = nil, textFont: TextFont? = nil, secondaryTextFont: TextFont? = nil,
    textNumberOfLines: Int? = nil, secondaryTextNumberOfLines: Int? = nil, leadingMargin: Double? = nil, trailingMargin: Double? = nil
  ) {
    self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
    self.topMargin = topMargin
    self.bottomMargin = bottomMargin
    self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
    self.image = image
    self.textFont = textFont
    self.secondaryTextFont = secondaryTextFont
    self.textNumberOfLines = textNumberOfLines
    self.secondaryTextNumberOfLines = secondaryTextNumberOfLines
    self.leadingMargin = leadingMargin
    self.trailingMargin = trailingMargin
  }

  /// True when nothing is replaced.
  public var isEmpty: Bool { self == ListContentOptions() }
}

extension ListContentOptions: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case textToSecondaryTextVerticalPadding, topMargin, bottomMargin, prefersSideBySideTextAndSecondaryText, image
    case textFont, secondaryTextFont, textNumberOfLines, secondaryTextNumberOfLines, leadingMargin, trailingMargin
  }

  enum ImageKeys: String, CodingKey, CaseIterable { case height }

  /// Decodes `{"textToSecondaryTextVerticalPadding": 4, "topMargin": 8, "bottomMargin": 8,
  /// "prefersSideBySideTextAndSecondaryText": false, "image": "symbol", "textFont": {"size": 15,
  /// "weight": "bold"}, "secondaryTextFont": {"style": "footnote"}, "textNumberOfLines": 1,
  /// "secondaryTextNumberOfLines": 0, "leadingMargin": 20, "trailingMargin": 20}` (each key
  /// optional; an image is `"symbol"` or `{"height": 40}`; a font ``TextFontJSON``).
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
      prefersSideBySideTextAndSecondaryText: try c.decodeIfPresent(Bool.self, forKey: .prefersSideBySideTextAndSecondaryText), image: image,
      textFont: try c.decodeIfPresent(TextFontJSON.self, forKey: .textFont)?.font,
      secondaryTextFont: try c.decodeIfPresent(TextFontJSON.self, forKey: .secondaryTextFont)?.font,
      textNumberOfLines: try c.decodeNumberIfPresent(.textNumberOfLines, nonNegative: true).map { Int($0) },
      secondaryTextNumberOfLines: try c.decodeNumberIfPresent(.secondaryTextNumberOfLines, nonNegative: true).map { Int($0) },
      leadingMargin: try c.decodeNumberIfPresent(.leadingMargin), trailingMargin: try c.decodeNumberIfPresent(.trailingMargin))
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
    try c.encodeIfPresent(textFont.map(TextFontJSON.init), forKey: .textFont)
    try c.encodeIfPresent(secondaryTextFont.map(TextFontJSON.init), forKey: .secondaryTextFont)
    try c.encodeIfPresent(textNumberOfLines, forKey: .textNumberOfLines)
    try c.encodeIfPresent(secondaryTextNumberOfLines, forKey: .secondaryTextNumberOfLines)
    try c.encodeIfPresent(leadingMargin, forKey: .leadingMargin)
    try c.encodeIfPresent(trailingMargin, forKey: .trailingMargin)
  }
}
