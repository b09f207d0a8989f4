import CollectionSnapshotLayout

/// `"top"`, `"leading"`, `"fill"`, or `{"placement": …, "aspectRatio": …, "height": …, "name": …}`.
struct ImageJSON: Decodable {
  let image: ImagePlaceholder

  enum CodingKeys: String, CodingKey, CaseIterable { case placement, aspectRatio, height, name }

  init(from decoder: any Decoder) throws {
    if let word = try? decoder.singleValueContainer().decode(String.self) {
      guard let placement = ImagePlaceholder.Placement(rawValue: word) else {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unknown image placement '\(word)'; expected top, leading or fill"))
      }
      image = ImagePlaceholder(placement: placement)
      return
    }
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    image = ImagePlaceholder(
      placement: try c.decodeChoiceIfPresent(ImagePlaceholder.Placement.self, forKey: .placement) ?? .top,
      aspectRatio: try c.decodeNumberIfPresent(.aspectRatio, positive: true) ?? 1,
      height: try c.decodeNumberIfPresent(.height, nonNegative: true), name: try c.decodeIfPresent(String.self, forKey: .name))
  }
}
