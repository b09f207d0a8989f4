import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// The steps of a JSON script that change the data: a model or page document (inline, or a file
/// relative to the script's folder) and batches by identifier.
extension StepJSON {
  /// Where a script's file references are read from (the script's folder).
  static let directoryKey = CodingUserInfoKey(rawValue: "CollectionSnapshot.scriptDirectory")!

  /// A model document (`{"page", "hasNext", "sections"}`, the first two optional) or, for
  /// `page` steps, a page document (both required); inline or a file name.
  static func model(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, _ decoder: any Decoder) throws -> ViewModel {
    let isPage = key == .page
    if let file = try? c.decode(String.self, forKey: key) {
      let directory = decoder.userInfo[directoryKey] as? String ?? "."
      let path = file.hasPrefix("/") ? file : directory + "/" + file
      do {
        return try isPage ? ScreenDocument.loadPage(contentsOfFile: path) : ScreenDocument.loadModel(contentsOfFile: path)
      } catch {
        // The step's place in the script, then the file's own error (its path and reason).
        throw ScreenDecodingError(path: JSONDecodingFailure.path(decoder.codingPath + [key]), reason: "\(error)")
      }
    }
    return isPage ? try c.decode(PageJSON.self, forKey: key).model : try c.decode(ModelJSON.self, forKey: key).model
  }

  /// `{"update": [{"deleteItems": ["p3"]}, {"moveItem": "p1", "after": "p4"}, …]}`: the batch,
  /// with its JSON path to name in errors.
  static func batch(_ c: KeyedDecodingContainer<CodingKeys>, _ decoder: any Decoder) throws -> IdentifierBatch {
    let operations = try c.decode([BatchOperationJSON].self, forKey: .update).map(\.operation)
    guard !operations.isEmpty else {
      throw DecodingError.dataCorruptedError(forKey: .update, in: c, debugDescription: "a batch needs at least one operation")
    }
    return IdentifierBatch(operations, source: JSONDecodingFailure.path(decoder.codingPath + [CodingKeys.update]))
  }
}

/// One operation of a batch by identifier: an object named by one key —
/// `{"appendSections": [<section>…]}`, `{"insertSections": […], "before": "<id>"}` (or
/// `"after"`), `{"deleteSections": ["<id>"…]}`, `{"moveSection": "<id>", "after": "<id>"}`,
/// `{"reloadSections": […]}`, `{"appendItems": [<item>…], "toSection": "<id>"}` (the last
/// section without it), `{"insertItems": […], "before": "<id>"}`, `{"deleteItems": […]}`,
/// `{"deleteAllItems": true}`, `{"moveItem": "<id>", "before": "<id>"}`, `{"reloadItems": […]}`
/// and `{"reconfigureItems": […]}` (each entry an identifier, or an item with new content).
/// Sections and items need an `id`.
struct BatchOperationJSON: Decodable {
  var operation: IdentifierBatch.Operation

  enum CodingKeys: String, CodingKey, CaseIterable {
    case appendSections, insertSections, deleteSections, moveSection, reloadSections
    case appendItems, insertItems, deleteItems, deleteAllItems, moveItem, reloadItems, reconfigureItems
    case before, after, toSection
  }
  static let names: [CodingKeys] = [
    .appendSections, .insertSections, .deleteSections, .moveSection, .reloadSections, .appendItems, .insertItems, .deleteItems, .deleteAllItems,
    .moveItem, .reloadItems, .reconfigureItems,
  ]

  /// An entry of `reloadItems` / `reconfigureItems`: an identifier, or an item with new content.
  struct Entry: Decodable {
    var id: String
    var item: Item?
    init(from decoder: any Decoder) throws {
      if let id = try? decoder.singleValueContainer().decode(String.self) {
        self.id = id
        return
      }
      let made = try IdentifiedItemJSON(from: decoder).item
      id = made.id
      item = made
    }
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let name = try c.named(Self.names, what: "an operation")
    let placed: Set<CodingKeys> = [.insertSections, .moveSection, .insertItems, .moveItem]
    for key in [CodingKeys.before, .after] where c.contains(key) && !placed.contains(name) {
      throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "only insertSections, moveSection, insertItems and moveItem take before or after")
    }
    if c.contains(.toSection), name != .appendItems {
      throw DecodingError.dataCorruptedError(forKey: .toSection, in: c, debugDescription: "only appendItems takes toSection")
    }
    func placement() throws -> IdentifierBatch.Placement {
      switch (try c.decodeIfPresent(String.self, forKey: .before), try c.decodeIfPresent(String.self, forKey: .after)) {
      case (let before?, nil): return .before(before)
      case (nil, let after?): return .after(after)
      default:
        throw DecodingError.dataCorruptedError(forKey: name, in: c, debugDescription: "\(name.stringValue) needs exactly one of before, after")
      }
    }
    func sections() throws -> [Section] { try c.decode([IdentifiedSectionJSON].self, forKey: name).map(\.section) }
    func items() throws -> [Item] { try c.decode([IdentifiedItemJSON].self, forKey: name).map(\.item) }
    func ids() throws -> [String] { try c.decode([String].self, forKey: name) }
    switch name {
    case .appendSections: operation = .appendSections(try sections())
    case .insertSections: operation = .insertSections(try sections(), try placement())
    case .deleteSections: operation = .deleteSections(try ids())
    case .moveSection: operation = .moveSection(try c.decode(String.self, forKey: name), try placement())
    case .reloadSections: operation = .reloadSections(try ids())
    case .appendItems: operation = .appendItems(try items(), toSection: try c.decodeIfPresent(String.self, forKey: .toSection))
    case .insertItems: operation = .insertItems(try items(), try placement())
    case .deleteItems: operation = .deleteItems(try ids())
    case .deleteAllItems:
      guard try c.decode(Bool.self, forKey: name) else {
        throw DecodingError.dataCorruptedError(forKey: name, in: c, debugDescription: "must be true (leave the operation out instead)")
      }
      operation = .deleteAllItems
    case .moveItem: operation = .moveItem(try c.decode(String.self, forKey: name), try placement())
    case .reloadItems:
      let entries = try c.decode([Entry].self, forKey: name)
      operation = .reloadItems(entries.map(\.id), replacing: entries.compactMap(\.item))
    default:
      let entries = try c.decode([Entry].self, forKey: name)
      operation = .reconfigureItems(entries.map(\.id), replacing: entries.compactMap(\.item))
    }
  }
}
