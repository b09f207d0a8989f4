import CollectionSnapshotLayout

/// An item: `kind` and optional `id`, `title`, `subtitle`, `image`, `button`, `titleLines`,
/// `subtitleLines`, `size`, and in a table `tableRow` (``TableRowJSON``).
package struct ItemJSON: Decodable {
  package let item: Item

  package init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: ContentKeys.self)
    let kind = try c.decode(String.self, forKey: .kind)
    if kind.isEmpty { throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "must not be empty") }
    var item = Item(id: try c.decodeIfPresent(String.self, forKey: .id) ?? "", kind: kind, content: try c.content(), sizing: try c.sizing())
    item.events = try c.decodeIfPresent([EventJSON].self, forKey: .events)?.map(\.mapping) ?? []
    item.sizingSource = try c.decodeIfPresent(String.self, forKey: .sizedBy)
    if let row = try c.decodeIfPresent(TableRowJSON.self, forKey: .tableRow) { item.tableRow = row.row }
    for name in try c.decodeIfPresent([String].self, forKey: .vetoes) ?? [] {
      guard let veto = SelectionVetoes.names.first(where: { $0.0 == name })?.1 else {
        throw DecodingError.dataCorruptedError(
          forKey: .vetoes, in: c, debugDescription: "unknown veto '\(name)'; expected \(SelectionVetoes.names.map(\.0).joined(separator: ", "))")
      }
      item.vetoes.insert(veto)
    }
    self.item = item
  }
}
