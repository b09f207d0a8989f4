import CollectionSnapshotLayout

/// An accessory mark: `"disclosureIndicator"`, or `{"kind": …, "text": …, "placement":
/// "leading" | "trailing"}`.
struct AccessoryJSON: Codable {
  let mark: AccessoryMark

  enum CodingKeys: String, CodingKey, CaseIterable { case kind, text, placement }

  init(_ mark: AccessoryMark) {
    self.mark = mark
  }

  init(from decoder: any Decoder) throws {
    if let word = try? decoder.singleValueContainer().decode(String.self) {
      guard !word.isEmpty else {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "an accessory's kind must not be empty"))
      }
      mark = AccessoryMark(kind: word)
      return
    }
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let kind = try c.decode(String.self, forKey: .kind)
    if kind.isEmpty { throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "must not be empty") }
    mark = AccessoryMark(
      kind: kind, text: try c.decodeIfPresent(String.self, forKey: .text),
      placement: try c.decodeChoiceIfPresent(AccessoryMark.Placement.self, forKey: .placement) ?? .trailing)
  }

  func encode(to encoder: any Encoder) throws {
    if mark.text == nil && mark.placement == .trailing {
      var c = encoder.singleValueContainer()
      try c.encode(mark.kind)
      return
    }
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(mark.kind, forKey: .kind)
    try c.encodeIfPresent(mark.text, forKey: .text)
    if mark.placement != .trailing { try c.encode(mark.placement.rawValue, forKey: .placement) }
  }
}
