import CollectionSnapshotLayout
public import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// The screen as the view shows it now: its shown data (a section of infinite pages three
  /// times over), with every displayed view drawn as it was last configured — a cell kept with
  /// new content still shows the old — at its content offset and orthogonal section offsets:
  /// what an image or layout snapshot taken at this step draws. The app's views on show are
  /// laid out at their frames and their views read now (``ScreenViewSession/tree(of:category:frame:)``),
  /// once for the picture rather than at every step of a scroll.
  public var currentScreen: Screen {
    var screen = laidOutScreen
    let kinds = shownHeaderAndFooterKinds
    // In key order, not the dictionary's: what is drawn must not depend on the hash seed.
    for key in displayed.keys.sorted() {
      guard let view = displayed[key] else { continue }
      let s = key.indexPath.section
      guard s >= 0, s < screen.model.sections.count else { continue }
      switch key.category {
      case .cell:
        guard let item = key.indexPath.item, item >= 0, item < screen.model.sections[s].items.count, var configured = view.item else { continue }
        if let tree = appTree(of: view, key) {
          configured.content.tree = tree
          screen.placeListSeparators(in: &configured.content, at: key.indexPath, environment: layout.environment)
        }
        screen.model.sections[s].items[item].kind = configured.kind
        screen.model.sections[s].items[item].content = configured.content
      case .supplementary(let kind):
        guard var configured = view.supplementary else { continue }
        if let tree = appTree(of: view, key) { configured.content.tree = tree }
        // Only the view of the section's own header (footer) kind stands for the model's header
        // (footer): another kind naming a header keeps the section's current one.
        if kind == kinds[s]?.header, screen.model.sections[s].header != nil {
          screen.model.sections[s].header?.kind = configured.kind
          screen.model.sections[s].header?.content = configured.content
        } else if kind == kinds[s]?.footer, screen.model.sections[s].footer != nil {
          screen.model.sections[s].footer?.kind = configured.kind
          screen.model.sections[s].footer?.content = configured.content
        } else if ElementCategory.supplementaryRole(ofKind: kind) == .other {
          // A badge the app's data source made.
          screen.model.sections[s].supplementaryViews[kind, default: [:]][key.indexPath.item ?? 0] = configured
        }
      case .decoration:
        continue
      }
    }
    screen.contentOffset = scrollState.contentOffset
    screen.orthogonalOffsets = scrollState.orthogonalOffsets
    return screen
  }

  /// The views of the app's view shown at `key`, read now at its frame; `nil` for an element
  /// the app did not make.
  private func appTree(of view: DisplayedView, _ key: ElementKey) -> ViewTree? {
    guard let appViews, view.fromApp else { return nil }
    let attributes: LayoutAttributes?
    switch key.category {
    case .cell: attributes = layout.attributesForItem(at: key.indexPath)
    case .supplementary(let kind): attributes = layout.attributesForSupplementary(kind: kind, at: key.indexPath)
    case .decoration: attributes = nil
    }
    guard let frame = attributes?.frame else { return nil }
    return try? appViews.inScope { appViews.tree(of: view.instance, category: key.category, frame: frame) }
  }

  /// Per section, the kind that shows its header and the kind that shows its footer: UIKit's
  /// section header (footer) kind when the section has one — the kind `reconfigureHeader` and
  /// `reconfigureFooter` update — otherwise the first kind of that role in the layout's order.
  private var shownHeaderAndFooterKinds: [Int: (header: String?, footer: String?)] {
    var kinds: [Int: (header: String?, footer: String?)] = [:]
    for element in layout.attributes {
      guard case .supplementary(let kind) = element.category else { continue }
      let s = element.indexPath.section
      switch ElementCategory.supplementaryRole(ofKind: kind) {
      case .header where kinds[s]?.header == nil || kind == ElementCategory.sectionHeaderKind:
        kinds[s, default: (nil, nil)].header = kind
      case .footer where kinds[s]?.footer == nil || kind == ElementCategory.sectionFooterKind:
        kinds[s, default: (nil, nil)].footer = kind
      default: continue
      }
    }
    return kinds
  }
}
