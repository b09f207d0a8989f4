import CollectionSnapshotLayout

/// The decodable shape of a page document: a server's answer to a next-page request.
package struct PageJSON: Decodable {
  package var model: ViewModel

  enum CodingKeys: String, CodingKey, CaseIterable { case page, hasNext, sections }

  package init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    model = ViewModel(page: try c.decode(Int.self, forKey: .page), hasNext: try c.decode(Bool.self, forKey: .hasNext))
    model.sections = try c.decode([SectionJSON].self, forKey: .sections).map(\.section)
  }
}
