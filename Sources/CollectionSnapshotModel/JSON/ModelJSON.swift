import CollectionSnapshotLayout

/// The decodable shape of a model document: `{"page": 2, "hasNext": true, "sections": [...]}`,
/// `page` and `hasNext` optional (0 and false), sections as in a screen: what a script applies,
/// reloads or assigns.
package struct ModelJSON: Decodable {
  package var model: ViewModel

  enum CodingKeys: String, CodingKey, CaseIterable { case page, hasNext, sections }

  package init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    model = ViewModel(page: try c.decodeIfPresent(Int.self, forKey: .page) ?? 0, hasNext: try c.decodeIfPresent(Bool.self, forKey: .hasNext) ?? false)
    model.append(try c.decode([SectionJSON].self, forKey: .sections).map(\.section))
  }
}

/// A section in a document that names it (a batch's new sections): as in a screen, but the
/// identifier is required — a batch finds sections by identifier.
package struct IdentifiedSectionJSON: Decodable {
  package let section: Section

  package init(from decoder: any Decoder) throws {
    let made = try SectionJSON(from: decoder).section
    guard !made.isAnonymous else {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a section in a batch needs an id"))
    }
    section = made
  }
}

/// An item in a document that names it (a batch's new or changed items): as in a section's
/// `items`, but the identifier is required.
package struct IdentifiedItemJSON: Decodable {
  package let item: Item

  package init(from decoder: any Decoder) throws {
    let made = try ItemJSON(from: decoder).item
    guard !made.id.isEmpty else {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "an item in a batch needs an id"))
    }
    item = made
  }
}
