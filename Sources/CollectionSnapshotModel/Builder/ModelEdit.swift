public import CollectionSnapshotLayout

/// One change to a view model through SSCollectionViewPresenter's model API
/// (`collectionView.ss.insertItem(_:at:)`, `removeSection(identifier:)`, `loadPage`, …), with the
/// presenter's rules: an index or identifier it does not find makes the call a silent no-op;
/// identifiers name the *first* section that has them (sections built without one have none).
/// An edit changes the model only: the collection view shows it after `reloadData()` or
/// `applySnapshot()`.
///
/// Where the presenter would trap (a negative index, which its bounds checks let through to an
/// array subscript), ``apply(to:)`` throws instead.
public enum ModelEdit: Sendable, CustomStringConvertible {
  /// `appendSection`, `appendSections(contentsOf:)`.
  case appendSections([Section])
  /// `insertSection(s)(_:at:)`: `index` in `0...count`.
  case insertSections([Section], at: Int)
  /// `removeSection(at:)`.
  case removeSection(at: Int)
  /// `removeSections(at:)`: highest first, indices out of range skipped.
  case removeSections(at: [Int])
  /// `removeSection(identifier:)`.
  case removeSectionIdentified(String)
  /// `removeAllSections()`.
  case removeAllSections
  /// `replaceSection(_:at:)`.
  case replaceSection(Section, at: Int)
  /// `replaceSection(_:identifier:)`.
  case replaceSectionIdentified(Section, String)
  /// `moveSection(from:to:)`: both in range and different.
  case moveSection(from: Int, to: Int)
  /// `appendItem(s)(_:toSection:)`.
  case appendItems([Item], toSection: Int)
  /// `appendItem(s)(_:sectionIdentifier:)`.
  case appendItemsIdentified([Item], section: String)
  /// `appendItem(s)ToLastSection`.
  case appendItemsToLastSection([Item])
  /// `insertItem(s)(_:at:)`: the item index in `0...count`.
  case insertItems([Item], at: IndexPath)
  /// `insertItem(s)(_:atRow:sectionIdentifier:)`.
  case insertItemsIdentified([Item], row: Int, section: String)
  /// `removeItem(at:)`.
  case removeItem(at: IndexPath)
  /// `removeItems(at:)`: sorted descending, paths out of range skipped.
  case removeItems(at: [IndexPath])
  /// `removeAllItems(inSection:)`: the section stays.
  case removeAllItems(inSection: Int)
  /// `removeItem(atRow:sectionIdentifier:)`.
  case removeItemIdentified(row: Int, section: String)
  /// `removeAllItems(sectionIdentifier:)`.
  case removeAllItemsIdentified(section: String)
  /// `replaceItem(_:at:)`.
  case replaceItem(Item, at: IndexPath)
  /// `replaceItem(_:atRow:sectionIdentifier:)`.
  case replaceItemIdentified(Item, row: Int, section: String)
  /// `moveItem(from:to:)`: removed, then inserted at `min(to.item, count)` of the destination.
  case moveItem(from: IndexPath, to: IndexPath)
  /// `extendViewModel(page:hasNext:)`: the page's sections merge by identifier (``ViewModel/extend(with:)``).
  case extend(ViewModel)
  /// `loadPage(_:hasNext:sections:)`: the page is stored and the pages merged (``ViewModel/setPage(_:sections:)``).
  case loadPage(Int, hasNext: Bool, sections: [Section])
  /// `removePage(_:)`.
  case removePage(Int)
  /// `resetViewModel()`: every page and section removed.
  case reset

  /// Applies the edit to `model` with the presenter's rules.
  /// - Returns: whether the presenter would assign the model (a no-op returns `false` and
  ///   leaves `model` unchanged).
  /// - Throws: where the presenter would trap on a negative index.
  @discardableResult
  public func apply(to model: inout ViewModel) throws(DataSourceError) -> Bool {
    var m = model
    let applied = try perform(on: &m)
    if applied { model = m }
    return applied
  }

  private func perform(on m: inout ViewModel) throws(DataSourceError) -> Bool {
    func first(_ identifier: String) -> Int? { m.sections.firstIndex { !$0.isAnonymous && $0.id == identifier } }
    func valid(_ s: Int) -> Bool { s >= 0 && s < m.sections.count }
    switch self {
    case .appendSections(let new):
      m.append(new)
    case .insertSections(let new, let index):
      guard index >= 0, index <= m.sections.count else { return false }
      m.sections.insert(contentsOf: Self.named(new, from: index), at: index)
    case .removeSection(let index):
      guard valid(index) else { return false }
      m.sections.remove(at: index)
    case .removeSections(let indices):
      for index in Set(indices).sorted(by: >) where valid(index) { m.sections.remove(at: index) }
    case .removeSectionIdentified(let identifier):
      guard let index = first(identifier) else { return false }
      m.sections.remove(at: index)
    case .removeAllSections:
      m.sections = []
    case .replaceSection(let section, let index):
      guard valid(index) else { return false }
      m.sections[index] = Self.named([section], from: index)[0]
    case .replaceSectionIdentified(let section, let identifier):
      guard let index = first(identifier) else { return false }
      m.sections[index] = Self.named([section], from: index)[0]
    case .moveSection(let from, let to):
      guard valid(from), valid(to), from != to else { return false }
      m.sections.insert(m.sections.remove(at: from), at: to)
    case .appendItems(let items, let section):
      guard valid(section) else { return false }
      m.sections[section].items += items
    case .appendItemsIdentified(let items, let identifier):
      guard let index = first(identifier) else { return false }
      m.sections[index].items += items
    case .appendItemsToLastSection(let items):
      guard !m.sections.isEmpty else { return false }
      m.sections[m.sections.count - 1].items += items
    case .insertItems(let items, let path):
      let item = try Self.item(path)
      try Self.notNegative(path.section, "section")
      guard path.section < m.sections.count, item <= m.sections[path.section].items.count else { return false }
      m.sections[path.section].items.insert(contentsOf: items, at: item)
    case .insertItemsIdentified(let items, let row, let identifier):
      guard let index = first(identifier), row >= 0, row <= m.sections[index].items.count else { return false }
      m.sections[index].items.insert(contentsOf: items, at: row)
    case .removeItem(let path):
      let item = try Self.item(path)
      try Self.notNegative(path.section, "section")
      guard path.section < m.sections.count, item < m.sections[path.section].items.count else { return false }
      m.sections[path.section].items.remove(at: item)
    case .removeItems(let paths):
      for path in Set(paths).sorted(by: >) {
        guard let item = path.item, path.section >= 0, item >= 0, path.section < m.sections.count, item < m.sections[path.section].items.count else {
          if (path.item ?? 0) < 0 || path.section < 0 { throw Self.trap(path) }
          continue
        }
        m.sections[path.section].items.remove(at: item)
      }
    case .removeAllItems(let section):
      guard valid(section) else { return false }
      m.sections[section].items = []
    case .removeItemIdentified(let row, let identifier):
      guard let index = first(identifier) else { return false }
      try Self.notNegative(row, "row")
      guard row < m.sections[index].items.count else { return false }
      m.sections[index].items.remove(at: row)
    case .removeAllItemsIdentified(let identifier):
      guard let index = first(identifier) else { return false }
      m.sections[index].items = []
    case .replaceItem(let new, let path):
      let item = try Self.item(path)
      try Self.notNegative(path.section, "section")
      guard path.section < m.sections.count, item < m.sections[path.section].items.count else { return false }
      m.sections[path.section].items[item] = new
    case .replaceItemIdentified(let new, let row, let identifier):
      guard let index = first(identifier) else { return false }
      try Self.notNegative(row, "row")
      guard row < m.sections[index].items.count else { return false }
      m.sections[index].items[row] = new
    case .moveItem(let from, let to):
      let source = try Self.item(from)
      try Self.notNegative(from.section, "section")
      try Self.notNegative(to.section, "section")
      guard from.section < m.sections.count, source < m.sections[from.section].items.count, to.section < m.sections.count else { return false }
      let destination = try Self.item(to)
      let moved = m.sections[from.section].items.remove(at: source)
      m.sections[to.section].items.insert(moved, at: min(destination, m.sections[to.section].items.count))
    case .extend(let page):
      m.extend(with: page)
    case .loadPage(let number, let hasNext, let sections):
      m.hasNext = hasNext
      m.setPage(number, sections: sections)
    case .removePage(let number):
      m.removePage(number)
    case .reset:
      m.removeAllPages()
    }
    return true
  }

  /// Anonymous sections inserted at `index` are named by their position, as appended ones are.
  private static func named(_ sections: [Section], from index: Int) -> [Section] {
    sections.enumerated().map { offset, section in
      var section = section
      if section.isAnonymous && section.id.isEmpty { section.id = "#\(index + offset)" }
      return section
    }
  }

  private static func item(_ path: IndexPath) throws(DataSourceError) -> Int {
    guard let item = path.item, item >= 0 else { throw trap(path) }
    return item
  }

  private static func notNegative(_ value: Int, _ what: String) throws(DataSourceError) {
    guard value >= 0 else { throw DataSourceError("the presenter would trap: negative \(what) \(value) passes its bounds check and reaches an array subscript") }
  }

  private static func trap(_ path: IndexPath) -> DataSourceError {
    DataSourceError("the presenter would trap: index path \(path) has a negative index (or none), which passes its bounds check and reaches an array subscript")
  }

  public var description: String {
    func ids(_ items: [Item]) -> String { items.map(\.id).joined(separator: ",") }
    func sids(_ sections: [Section]) -> String { sections.map { $0.isAnonymous ? "(anonymous)" : $0.id }.joined(separator: ",") }
    switch self {
    case .appendSections(let s): return "appendSections [\(sids(s))]"
    case .insertSections(let s, let i): return "insertSections [\(sids(s))] at \(i)"
    case .removeSection(let i): return "removeSection at \(i)"
    case .removeSections(let i): return "removeSections at \(i.map(String.init).joined(separator: ","))"
    case .removeSectionIdentified(let id): return "removeSection identifier \(id)"
    case .removeAllSections: return "removeAllSections"
    case .replaceSection(let s, let i): return "replaceSection [\(sids([s]))] at \(i)"
    case .replaceSectionIdentified(let s, let id): return "replaceSection [\(sids([s]))] identifier \(id)"
    case .moveSection(let f, let t): return "moveSection \(f) -> \(t)"
    case .appendItems(let items, let s): return "appendItems [\(ids(items))] to section \(s)"
    case .appendItemsIdentified(let items, let id): return "appendItems [\(ids(items))] to section \(id)"
    case .appendItemsToLastSection(let items): return "appendItemsToLastSection [\(ids(items))]"
    case .insertItems(let items, let p): return "insertItems [\(ids(items))] at \(p)"
    case .insertItemsIdentified(let items, let r, let id): return "insertItems [\(ids(items))] at row \(r) of \(id)"
    case .removeItem(let p): return "removeItem at \(p)"
    case .removeItems(let p): return "removeItems at \(p.map(\.description).joined(separator: " "))"
    case .removeAllItems(let s): return "removeAllItems in section \(s)"
    case .removeItemIdentified(let r, let id): return "removeItem at row \(r) of \(id)"
    case .removeAllItemsIdentified(let id): return "removeAllItems of \(id)"
    case .replaceItem(let item, let p): return "replaceItem [\(item.id)] at \(p)"
    case .replaceItemIdentified(let item, let r, let id): return "replaceItem [\(item.id)] at row \(r) of \(id)"
    case .moveItem(let f, let t): return "moveItem \(f) -> \(t)"
    case .extend(let page): return "extendViewModel page=\(page.page) hasNext=\(page.hasNext) sections=[\(sids(page.sections))]"
    case .loadPage(let n, let hasNext, let s): return "loadPage \(n) hasNext=\(hasNext) sections=[\(sids(s))]"
    case .removePage(let n): return "removePage \(n)"
    case .reset: return "resetViewModel"
    }
  }
}
