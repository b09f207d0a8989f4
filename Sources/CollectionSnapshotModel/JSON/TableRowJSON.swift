import CollectionSnapshotLayout

/// A table row's options: `{"editingStyle": "delete" | "insert" | "none",
/// "showsReorderControl": true, "shouldIndentWhileEditing": false, "indentation": 10,
/// "separatorInset": {"left": 0}, "leadingImageWidth": 40}`, each optional.
struct TableRowJSON: Codable {
  let row: TableRowContent

  enum CodingKeys: String, CodingKey, CaseIterable {
    case editingStyle, showsReorderControl, shouldIndentWhileEditing, indentation, separatorInset, leadingImageWidth
  }

  init(_ row: TableRowContent) {
    self.row = row
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    row = TableRowContent(
      leadingImageWidth: try c.decodeNumberIfPresent(.leadingImageWidth, nonNegative: true),
      separatorInset: try c.decodeIfPresent(EdgeInsets.self, forKey: .separatorInset),
      indentation: try c.decodeNumberIfPresent(.indentation, nonNegative: true) ?? 0,
      editingStyle: try c.decodeChoiceIfPresent(TableRowContent.EditingStyle.self, forKey: .editingStyle) ?? .delete,
      showsReorderControl: try c.decodeIfPresent(Bool.self, forKey: .showsReorderControl) ?? false,
      shouldIndentWhileEditing: try c.decodeIfPresent(Bool.self, forKey: .shouldIndentWhileEditing) ?? true)
  }

  /// Encodes what differs from a default row.
  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    let plain = TableRowContent()
    if row.editingStyle != plain.editingStyle { try c.encode(row.editingStyle, forKey: .editingStyle) }
    if row.showsReorderControl { try c.encode(true, forKey: .showsReorderControl) }
    if !row.shouldIndentWhileEditing { try c.encode(false, forKey: .shouldIndentWhileEditing) }
    if row.indentation != 0 { try c.encode(row.indentation, forKey: .indentation) }
    try c.encodeIfPresent(row.separatorInset, forKey: .separatorInset)
    try c.encodeIfPresent(row.leadingImageWidth, forKey: .leadingImageWidth)
  }
}
