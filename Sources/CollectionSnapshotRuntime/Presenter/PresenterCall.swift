public import CollectionSnapshotLayout
public import CollectionSnapshotModel

/// A call of SSCollectionViewPresenter's API a script makes beyond scrolling, tapping and the
/// page steps: model assignments and edits, snapshot application, section toggles, in-place
/// reconfiguration, selection clearing, page moves with their `animated` flag and paging
/// changes. Each is the view's method of the same name.
public enum PresenterCall: Sendable, CustomStringConvertible {
  /// ``HeadlessCollectionView/setViewModel(_:)``.
  case setViewModel(ViewModel)
  /// ``HeadlessCollectionView/edit(_:)``.
  case edit(ModelEdit)
  /// ``HeadlessCollectionView/applySnapshot()``.
  case applySnapshot
  /// ``HeadlessCollectionView/toggleSection(_:)``.
  case toggleSection(Int)
  /// ``HeadlessCollectionView/reconfigureItem(_:at:)``.
  case reconfigureItem(Item, at: IndexPath)
  /// ``HeadlessCollectionView/reconfigureHeader(_:at:)``.
  case reconfigureHeader(SupplementaryView, section: Int)
  /// ``HeadlessCollectionView/reconfigureFooter(_:at:)``.
  case reconfigureFooter(SupplementaryView, section: Int)
  /// ``HeadlessCollectionView/reconfigureItems(at:)``.
  case reconfigureItems([IndexPath])
  /// ``HeadlessCollectionView/clearSelectedItems()``.
  case clearSelectedItems
  /// ``HeadlessCollectionView/moveToNextPage(animated:)``.
  case moveToNextPage(animated: Bool)
  /// ``HeadlessCollectionView/moveToPreviousPage(animated:)``.
  case moveToPreviousPage(animated: Bool)
  /// ``HeadlessCollectionView/startAutoRolling()`` (the presenter's public `runAutoRolling`).
  case runAutoRolling
  /// ``HeadlessCollectionView/setPaging(_:)``.
  case setPaging(PagingConfiguration)

  public var description: String {
    switch self {
    case .setViewModel(let model): return "setViewModel (\(model.sections.count) sections, page \(model.page), hasNext \(model.hasNext))"
    case .edit(let edit): return edit.description
    case .applySnapshot: return "applySnapshot"
    case .toggleSection(let section): return "toggleSection \(section)"
    case .reconfigureItem(let item, let path): return "reconfigureItem \(item.kind) at \(path)"
    case .reconfigureHeader(let view, let section): return "reconfigureHeader \(view.kind) at [\(section)]"
    case .reconfigureFooter(let view, let section): return "reconfigureFooter \(view.kind) at [\(section)]"
    case .reconfigureItems(let paths): return "reconfigureItems at \(paths.map(\.description).joined(separator: " "))"
    case .clearSelectedItems: return "clearSelectedItems"
    case .moveToNextPage(let animated): return "moveToNextPage animated=\(animated)"
    case .moveToPreviousPage(let animated): return "moveToPreviousPage animated=\(animated)"
    case .runAutoRolling: return "runAutoRolling"
    case .setPaging(let paging): return "setPagingEnabled \(paging)"
    }
  }
}

extension HeadlessCollectionView {
  /// Makes a presenter call.
  public mutating func call(_ call: PresenterCall) throws(RuntimeError) {
    switch call {
    case .setViewModel(let model): setViewModel(model)
    case .edit(let edit): try transaction { (view: inout HeadlessCollectionView) throws(RuntimeError) in try view.edit(edit) }
    case .applySnapshot: try applySnapshot()
    case .toggleSection(let section): try toggleSection(section)
    case .reconfigureItem(let item, let path): reconfigureItem(item, at: path)
    case .reconfigureHeader(let view, let section): reconfigureHeader(view, at: section)
    case .reconfigureFooter(let view, let section): reconfigureFooter(view, at: section)
    case .reconfigureItems(let paths): try reconfigureItems(at: paths)
    case .clearSelectedItems: clearSelectedItems()
    case .moveToNextPage(let animated): try moveToNextPage(animated: animated)
    case .moveToPreviousPage(let animated): try moveToPreviousPage(animated: animated)
    case .runAutoRolling: try startAutoRolling()
    case .setPaging(let paging): try setPaging(paging)
    }
  }
}
