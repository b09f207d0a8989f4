import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// One of SSCollectionViewPresenter's model edits (``ModelEdit``) in a script:
/// `{"edit": {"insertItems": [<item>…], "at": [0, 2]}}`. The object is named by one key, the
/// presenter's call; its other keys are the call's labels:
///
/// - sections: `{"appendSections": [<section>…]}`, `{"insertSections": […], "at": 1}`,
///   `{"removeSection": 1}` (or an identifier: `"banners"`), `{"removeSections": [0, 2]}`,
///   `{"removeAllSections": true}`, `{"replaceSection": <section>, "at": 1}` (or `"at": "banners"`),
///   `{"moveSection": 0, "to": 2}`;
/// - items: `{"appendItems": [<item>…], "toSection": 0}` (or an identifier; without it the last
///   section: `appendItemToLastSection`), `{"insertItems": […], "at": [0, 2]}`,
///   `{"removeItem": [0, 2]}`, `{"removeItems": [[0, 1], [0, 3]]}`, `{"removeAllItems": 0}` (or an
///   identifier), `{"replaceItem": <item>, "at": [0, 2]}`, `{"moveItem": [0, 1], "to": [1, 0]}` —
///   where a position is `[section, item]` or `{"row": 2, "section": "<identifier>"}`;
/// - pages: `{"extendViewModel": <page>}`, `{"loadPage": <page>}`, `{"removePage": 2}`,
///   `{"resetViewModel": true}` (a page document: `{"page", "hasNext", "sections"}`).
///
/// A section is named by its index (a number) or by its identifier (a string: the first section
/// that has it). Items need an `id`. An edit that does not apply is the presenter's silent no-op.
struct EditJSON: Decodable {
  var edit: ModelEdit

  enum CodingKeys: String, CodingKey, CaseIterable {
    case appendSections, insertSections, removeSection, removeSections, removeAllSections, replaceSection, moveSection
    case appendItems, insertItems, removeItem, removeItems, removeAllItems, replaceItem, moveItem
    case extendViewModel, loadPage, removePage, resetViewModel
    case at, to, toSection
  }
  static let names: [CodingKeys] = [
    .appendSections, .insertSections, .removeSection, .removeSections, .removeAllSections, .replaceSection, .moveSection, .appendItems, .insertItems,
    .removeItem, .removeItems, .removeAllItems, .replaceItem, .moveItem, .extendViewModel, .loadPage, .removePage, .resetViewModel,
  ]

  /// Which labels each edit takes beside its name (the others are refused).
  static let labels: [CodingKeys: Set<CodingKeys>] = [
    .insertSections: [.at], .replaceSection: [.at], .moveSection: [.to], .appendItems: [.toSection], .insertItems: [.at], .replaceItem: [.at],
    .moveItem: [.to],
  ]

  /// A section named by index or identifier.
  enum SectionName: Decodable {
    case index(Int)
    case identifier(String)

    init(from decoder: any Decoder) throws {
      let single = try decoder.singleValueContainer()
      if let index = try? single.decode(Int.self) {
        self = .index(index)
      } else if let identifier = try? single.decode(String.self) {
        self = .identifier(identifier)
      } else {
        throw DecodingError.dataCorruptedError(in: single, debugDescription: "a section is its index (a number) or its identifier (a string)")
      }
    }
  }

  /// An item's place: `[section, item]`, or a row of the section with an identifier.
  enum Position: Decodable {
    case indexPath(CollectionSnapshotLayout.IndexPath)
    case row(Int, section: String)

    enum Keys: String, CodingKey, CaseIterable { case row, section }

    init(from decoder: any Decoder) throws {
      if let path = try? CollectionSnapshotLayout.IndexPath(from: decoder) {
        self = .indexPath(path)
        return
      }
      guard (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a position is [section, item] or {\"row\": n, \"section\": \"<identifier>\"}"))
      }
      let c = try decoder.strictContainer(keyedBy: Keys.self)
      self = .row(try c.decode(Int.self, forKey: .row), section: try c.decode(String.self, forKey: .section))
    }
  }

  /// A new item: as in a section's `items`, with its `id`.
  struct NewItem: Decodable {
    var item: Item
    init(from decoder: any Decoder) throws {
      item = try ItemJSON(from: decoder).item
      guard !item.id.isEmpty else {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "an item of an edit needs an id"))
      }
    }
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let name = try c.named(Self.names, what: "an edit")
    let allowed = Self.labels[name] ?? []
    for label in [CodingKeys.at, .to, .toSection] where c.contains(label) && !allowed.contains(label) {
      let takers = Self.names.filter { Self.labels[$0]?.contains(label) == true }.map(\.stringValue).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(forKey: label, in: c, debugDescription: "only \(takers) take\(takers.contains(",") ? "" : "s") \(label.stringValue)")
    }
    func sections() throws -> [Section] { try c.decode([SectionJSON].self, forKey: name).map(\.section) }
    func section() throws -> Section { try c.decode(SectionJSON.self, forKey: name).section }
    func items() throws -> [Item] { try c.decode([NewItem].self, forKey: name).map(\.item) }
    func flag() throws {
      guard try c.decode(Bool.self, forKey: name) else {
        throw DecodingError.dataCorruptedError(forKey: name, in: c, debugDescription: "must be true (leave the edit out instead)")
      }
    }
    func page() throws -> ViewModel { try c.decode(PageJSON.self, forKey: name).model }
    switch name {
    case .appendSections: edit = .appendSections(try sections())
    case .insertSections: edit = .insertSections(try sections(), at: try c.decode(Int.self, forKey: .at))
    case .removeSection:
      switch try c.decode(SectionName.self, forKey: name) {
      case .index(let index): edit = .removeSection(at: index)
      case .identifier(let identifier): edit = .removeSectionIdentified(identifier)
      }
    case .removeSections: edit = .removeSections(at: try c.decode([Int].self, forKey: name))
    case .removeAllSections:
      try flag()
      edit = .removeAllSections
    case .replaceSection:
      let new = try section()
      switch try c.decode(SectionName.self, forKey: .at) {
      case .index(let index): edit = .replaceSection(new, at: index)
      case .identifier(let identifier): edit = .replaceSectionIdentified(new, identifier)
      }
    case .moveSection: edit = .moveSection(from: try c.decode(Int.self, forKey: name), to: try c.decode(Int.self, forKey: .to))
    case .appendItems:
      let new = try items()
      switch try c.decodeIfPresent(SectionName.self, forKey: .toSection) {
      case .index(let index)?: edit = .appendItems(new, toSection: index)
      case .identifier(let identifier)?: edit = .appendItemsIdentified(new, section: identifier)
      case nil: edit = .appendItemsToLastSection(new)
      }
    case .insertItems:
      let new = try items()
      switch try c.decode(Position.self, forKey: .at) {
      case .indexPath(let path): edit = .insertItems(new, at: path)
      case .row(let row, let identifier): edit = .insertItemsIdentified(new, row: row, section: identifier)
      }
    case .removeItem:
      switch try c.decode(Position.self, forKey: name) {
      case .indexPath(let path): edit = .removeItem(at: path)
      case .row(let row, let identifier): edit = .removeItemIdentified(row: row, section: identifier)
      }
    case .removeItems: edit = .removeItems(at: try c.decode([CollectionSnapshotLayout.IndexPath].self, forKey: name))
    case .removeAllItems:
      switch try c.decode(SectionName.self, forKey: name) {
      case .index(let index): edit = .removeAllItems(inSection: index)
      case .identifier(let identifier): edit = .removeAllItemsIdentified(section: identifier)
      }
    case .replaceItem:
      let new = try c.decode(NewItem.self, forKey: name).item
      switch try c.decode(Position.self, forKey: .at) {
      case .indexPath(let path): edit = .replaceItem(new, at: path)
      case .row(let row, let identifier): edit = .replaceItemIdentified(new, row: row, section: identifier)
      }
    case .moveItem:
      edit = .moveItem(from: try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: name), to: try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: .to))
    case .extendViewModel: edit = .extend(try page())
    case .loadPage:
      let loaded = try page()
      edit = .loadPage(loaded.page, hasNext: loaded.hasNext, sections: loaded.sections)
    case .removePage: edit = .removePage(try c.decode(Int.self, forKey: name))
    default:
      try flag()
      edit = .reset
    }
  }
}
