import CollectionSnapshotLayout

/// A section: `id`, `items`, optional `header`, `footer`, `layout`, `collapsed`, `type`, and in a
/// table `headerTitle` and `footerTitle` (`titleForHeaderInSection`, shown in the table's
/// standard header view when the section has no header view).
package struct SectionJSON: Decodable {
  package let section: Section

  enum CodingKeys: String, CodingKey, CaseIterable { case id, items, header, footer, layout, collapsed, type, headerTitle, footerTitle }
  enum LayoutKeys: String, CodingKey, CaseIterable { case flow, compositional }
  enum FlowKeys: String, CodingKey, CaseIterable { case sectionInset, minimumLineSpacing, minimumInteritemSpacing, gridColumnCount }

  package init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let id = try c.decodeIfPresent(String.self, forKey: .id)
    var section = Section(id: id ?? "")
    section.isAnonymous = id == nil
    section.isCollapsed = try c.decodeIfPresent(Bool.self, forKey: .collapsed) ?? false
    section.type = try c.decodeIfPresent(String.self, forKey: .type)
    section.header = try c.decodeIfPresent(ViewJSON.self, forKey: .header)?.view
    section.footer = try c.decodeIfPresent(ViewJSON.self, forKey: .footer)?.view
    section.headerTitle = try c.decodeIfPresent(String.self, forKey: .headerTitle)
    section.footerTitle = try c.decodeIfPresent(String.self, forKey: .footerTitle)
    let items = try c.decodeIfPresent([ItemJSON].self, forKey: .items) ?? []
    for (i, item) in items.enumerated() {
      var made = item.item
      if made.id.isEmpty { made.id = "\(made.kind)-\(i)" }
      section.items.append(made)
    }
    if c.contains(.layout) {
      let layoutDecoder = try c.superDecoder(forKey: .layout)
      let (key, l) = try layoutDecoder.singleKey(of: LayoutKeys.self, what: "a section layout")
      switch key {
      case .compositional:
        section.layout = .compositional(try l.decode(SectionLayout.self, forKey: .compositional))
      case .flow:
        let f = try l.superDecoder(forKey: .flow).strictContainer(keyedBy: FlowKeys.self)
        let grid = try f.decodeIfPresent(Int.self, forKey: .gridColumnCount)
        if let grid, grid < 0 { throw DecodingError.dataCorruptedError(forKey: .gridColumnCount, in: f, debugDescription: "must be ≥ 0, got \(grid)") }
        section.layout = .flow(
          FlowSectionValues(
            sectionInset: try f.decodeIfPresent(EdgeInsets.self, forKey: .sectionInset),
            minimumLineSpacing: try f.decodeNumberIfPresent(.minimumLineSpacing, nonNegative: true),
            minimumInteritemSpacing: try f.decodeNumberIfPresent(.minimumInteritemSpacing, nonNegative: true),
            gridColumnCount: grid))
      }
    }
    self.section = section
  }
}
