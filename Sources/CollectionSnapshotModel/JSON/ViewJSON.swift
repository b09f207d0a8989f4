import CollectionSnapshotLayout

/// A header or footer: `kind` and optional content and `size`.
struct ViewJSON: Decodable {
  let view: SupplementaryView

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: ContentKeys.self)
    if c.contains(.id) { throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "headers and footers have no id (they are item 0 of their section)") }
    if c.contains(.tableRow) { throw DecodingError.dataCorruptedError(forKey: .tableRow, in: c, debugDescription: "headers and footers are not rows, so they have no table row options") }
    if c.contains(.vetoes) { throw DecodingError.dataCorruptedError(forKey: .vetoes, in: c, debugDescription: "headers and footers are not selected, so they have no selection vetoes") }
    var view = SupplementaryView(kind: try c.decode(String.self, forKey: .kind), content: try c.content(), sizing: try c.sizing())
    view.events = try c.decodeIfPresent([EventJSON].self, forKey: .events)?.map(\.mapping) ?? []
    view.sizingSource = try c.decodeIfPresent(String.self, forKey: .sizedBy)
    self.view = view
  }
}
