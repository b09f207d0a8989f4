extension ViewModel {
  /// The diffable snapshot of the model by identifier: section identifiers and, per section,
  /// the identifiers of its shown items.
  /// - Throws: UIKit's errors for duplicate identifiers.
  public func snapshot() throws(DataSourceError) -> DiffableDataSourceSnapshot<String, String> {
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    try snapshot.appendSections(sections.map(\.id))
    for section in sections {
      try snapshot.appendItems(section.visibleItems.map(\.id), toSection: section.id)
    }
    return snapshot
  }

  /// The diffable snapshot of the model by value identity (``IdentityRule/instance``), with
  /// `includeCollapsed` the items of collapsed sections too (a diffable data source built from
  /// SSCollectionViewPresenter's model keeps them).
  /// - Throws: UIKit's error when the same value appears twice.
  public func instanceSnapshot(includeCollapsed: Bool = false) throws(DataSourceError) -> DiffableDataSourceSnapshot<InstanceIdentity, InstanceIdentity> {
    var snapshot = DiffableDataSourceSnapshot<InstanceIdentity, InstanceIdentity>()
    try snapshot.appendSections(sections.map(\.instance))
    for section in sections {
      try snapshot.appendItems((includeCollapsed ? section.items : section.visibleItems).map(\.instance), toSection: section.instance)
    }
    return snapshot
  }

  /// The batch a diffable data source applies going from `old` to this model: sections and
  /// items matched by `identity`, moved, deleted and inserted. Nothing is reconfigured or
  /// reloaded: a kept item whose content changed keeps its cell as configured, as UIKit does.
  /// With `includeCollapsed`, collapsed sections count their items (SSCollectionViewPresenter's
  /// diffable snapshot keeps them).
  /// - Throws: UIKit's errors for duplicate identifiers (or a value appearing twice).
  public func update(from old: ViewModel, identity: IdentityRule = .identifier, includeCollapsed: Bool = false) throws(DataSourceError) -> CollectionUpdate {
    switch identity {
    case .identifier:
      if includeCollapsed {
        return try expanded.snapshot().update(from: old.expanded.snapshot())
      }
      return try snapshot().update(from: old.snapshot())
    case .instance:
      return try instanceSnapshot(includeCollapsed: includeCollapsed).update(from: old.instanceSnapshot(includeCollapsed: includeCollapsed))
    }
  }

  /// The model with every section expanded.
  public var expanded: ViewModel {
    var copy = self
    for s in copy.sections.indices { copy.sections[s].isCollapsed = false }
    return copy
  }
}
