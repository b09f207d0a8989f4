extension ViewModel {
  /// The diffable snapshot of the model: section identifiers and, per section, the identifiers
  /// of its shown items.
  /// - Throws: UIKit's errors for duplicate identifiers.
  public func snapshot() throws(DataSourceError) -> DiffableDataSourceSnapshot<String, String> {
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    try snapshot.appendSections(sections.map(\.id))
    for section in sections {
      try snapshot.appendItems(section.visibleItems.map(\.id), toSection: section.id)
    }
    return snapshot
  }

  /// The update a diffable data source applies going from `old` to this model: the identifier
  /// batch, plus a reconfigure for every kept item whose content changed (a reload when its kind
  /// changed, since another cell type must be dequeued).
  /// - Throws: UIKit's errors for duplicate identifiers in either model.
  public func update(from old: ViewModel) throws(DataSourceError) -> CollectionUpdate {
    var new = try snapshot()
    let before = try old.snapshot()
    var oldItems: [String: Item] = [:]
    for section in old.sections { for item in section.visibleItems { oldItems[item.id] = item } }
    var reconfigure: [String] = []
    var reload: [String] = []
    for section in sections {
      for item in section.visibleItems {
        guard let previous = oldItems[item.id], !previous.hasSameContent(as: item) else { continue }
        if previous.kind != item.kind { reload.append(item.id) } else { reconfigure.append(item.id) }
      }
    }
    try new.reconfigureItems(reconfigure)
    try new.reloadItems(reload)
    return new.update(from: before)
  }
}
