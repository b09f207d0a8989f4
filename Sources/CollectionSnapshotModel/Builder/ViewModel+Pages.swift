extension Section {
  var hasCompositionalLayout: Bool {
    if case .compositional? = layout { return true }
    return false
  }
}

extension ViewModel {
  /// Stores the sections of `page` (replacing what that page had), makes it the current page,
  /// and rebuilds ``sections`` from every stored page (SSCollectionViewPresenter's `setPage`).
  public mutating func setPage(_ page: Int, sections pageSections: [Section]) {
    pages[page] = pageSections
    self.page = page
    rebuildMergedSections()
  }

  /// The sections stored for `page`, or `nil`.
  public func sections(forPage page: Int) -> [Section]? { pages[page] }

  /// Forgets `page` and rebuilds ``sections`` from the pages left. Removing the last page leaves
  /// ``sections`` as they were: the presenter rebuilds only from a non-empty page map.
  public mutating func removePage(_ page: Int) {
    pages.removeValue(forKey: page)
    rebuildMergedSections()
  }

  /// Forgets every page and every section, back to page 0 with no next page
  /// (`removeAllPages`, what `resetViewModel` does).
  public mutating func removeAllPages() {
    pages = [:]
    sections = []
    page = 0
    hasNext = false
  }

  /// The highest page holding a section with identifier `id`, or `nil` (`findPage`).
  public func findPage(forSectionIdentifier id: String) -> Int? {
    pages.keys.sorted(by: >).first { number in
      pages[number]?.contains { !$0.isAnonymous && $0.id == id } == true
    }
  }

  /// ``sections`` as the merge of the pages in ascending page order: a section whose identifier
  /// an earlier page already has appends its items there, and its header, footer, section
  /// inset and spacings (when it has them) replace the earlier ones; its grid columns and
  /// collapsed state do not. Sections without an identifier never merge. The merged section
  /// is the first page's value (its identity stays). Sections added by other means since the
  /// last page was stored are dropped, as the presenter drops them.
  mutating func rebuildMergedSections() {
    guard !pages.isEmpty else { return }
    var merged: [Section] = []
    var index: [String: Int] = [:]
    for number in pages.keys.sorted() {
      for section in pages[number] ?? [] {
        if !section.isAnonymous, let at = index[section.id] {
          merged[at].items += section.items
          if let header = section.header { merged[at].header = header }
          if let footer = section.footer { merged[at].footer = footer }
          if case .flow(let later)? = section.layout, !merged[at].hasCompositionalLayout {
            var values: FlowSectionValues
            if case .flow(let earlier)? = merged[at].layout { values = earlier } else { values = FlowSectionValues() }
            values.sectionInset = later.sectionInset ?? values.sectionInset
            values.minimumLineSpacing = later.minimumLineSpacing ?? values.minimumLineSpacing
            values.minimumInteritemSpacing = later.minimumInteritemSpacing ?? values.minimumInteritemSpacing
            merged[at].layout = .flow(values)
          }
        } else {
          var copy = section
          if copy.isAnonymous { copy.id = "#\(merged.count)" }
          if !copy.isAnonymous { index[copy.id] = merged.count }
          merged.append(copy)
        }
      }
    }
    sections = merged
  }
}

extension ViewModel {
  /// This model with each section's items as `other` has them, sections matched by identifier
  /// (a section `other` lacks keeps its items): SSCollectionViewPresenter's rebuild of its model
  /// from a diffable data source's final snapshot after a reorder. When pages are stored, each
  /// page keeps as many items of each section as it had, filled in the new order, so a later
  /// page merge rebuilds the reordered sections.
  public func reordered(like other: ViewModel) -> ViewModel {
    var result = self
    var items: [String: [Item]] = [:]
    for section in other.sections where items[section.id] == nil { items[section.id] = section.items }
    for s in result.sections.indices {
      if let reordered = items[result.sections[s].id] { result.sections[s].items = reordered }
    }
    guard !pages.isEmpty else { return result }
    var remaining = items
    for number in pages.keys.sorted() {
      guard var sections = result.pages[number] else { continue }
      for k in sections.indices where !sections[k].isAnonymous {
        guard var queue = remaining[sections[k].id] else { continue }
        let count = min(sections[k].items.count, queue.count)
        sections[k].items = Array(queue.prefix(count))
        queue.removeFirst(count)
        remaining[sections[k].id] = queue
      }
      result.pages[number] = sections
    }
    return result
  }
}
