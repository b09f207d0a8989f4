import CollectionSnapshotLayout
public import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// The screen as the view shows it now: its shown data (a section of infinite pages three
  /// times over), with every displayed view drawn as it was last configured — a cell kept with
  /// new content still shows the old — at its content offset and orthogonal section offsets:
  /// what an image or layout snapshot taken at this step draws.
  public var currentScreen: Screen {
    var screen = laidOutScreen
    for (key, view) in displayed {
      let s = key.indexPath.section
      guard s >= 0, s < screen.model.sections.count else { continue }
      switch key.category {
      case .cell:
        guard let item = key.indexPath.item, item >= 0, item < screen.model.sections[s].items.count, let configured = view.item else { continue }
        screen.model.sections[s].items[item].kind = configured.kind
        screen.model.sections[s].items[item].content = configured.content
      case .supplementary(let kind):
        guard let configured = view.supplementary else { continue }
        let lowered = kind.lowercased()
        if lowered.contains("header"), screen.model.sections[s].header != nil {
          screen.model.sections[s].header?.kind = configured.kind
          screen.model.sections[s].header?.content = configured.content
        } else if lowered.contains("footer"), screen.model.sections[s].footer != nil {
          screen.model.sections[s].footer?.kind = configured.kind
          screen.model.sections[s].footer?.content = configured.content
        }
      case .decoration:
        continue
      }
    }
    screen.contentOffset = scrollState.contentOffset
    screen.orthogonalOffsets = scrollState.orthogonalOffsets
    return screen
  }
}
