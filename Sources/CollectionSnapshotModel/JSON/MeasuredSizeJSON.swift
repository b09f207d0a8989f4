import CollectionSnapshotLayout

/// The key of `{"measured": …}`.
enum MeasuredKey: String, CodingKey, CaseIterable { case measured }

/// `{"width": …, "height": …}` with either axis left out, but not both.
struct MeasuredSizeJSON: Decodable {
  let size: MeasuredSize

  enum CodingKeys: String, CodingKey, CaseIterable { case width, height }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let width = try c.decodeNumberIfPresent(.width, nonNegative: true)
    let height = try c.decodeNumberIfPresent(.height, nonNegative: true)
    guard width != nil || height != nil else {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "give a measured width, height or both"))
    }
    size = MeasuredSize(width: width, height: height)
  }
}
