import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// The app's views of a screen being made: the cells, headers and footers its data source
/// makes when the test describes none, read into the screen's placeholders, then — for the
/// ones the layout measures — sized as UIKit sizes them.
///
/// Every element of the screen is asked for, cells in index-path order then each section's
/// header and footer, each with a view of its own, as on a first display (nothing is reused:
/// reuse comes with scrolling, in the headless collection view): the layout dump lists every
/// element's texts and a self-sizing element is measured from its own view.
@MainActor
final class UIKitScreenViews {
  private let session: UIKitViewSession?
  private let host: UIKitHost
  private let readsCells: Bool
  private let readsSupplementaries: Bool
  /// Views made per reuse identifier (each a new one).
  private var made: [String: Int] = [:]
  /// The views read, by element.
  private var cells: [Foundation.IndexPath: UICollectionReusableView] = [:]
  private var supplementaries: [String: [Int: UICollectionReusableView]] = [:]

  /// The views of `content` (none unless the screen asks the app for cells or views).
  init<Value>(content: UIKitScreenContent<Value>, settings: UIKitScreenSettings, scrollDirection: ScrollDirection, readsCells: Bool, readsSupplementaries: Bool) throws {
    host = settings.host(scrollDirection: scrollDirection)
    self.readsCells = readsCells
    self.readsSupplementaries = readsSupplementaries
    if let app = content.app, readsCells || readsSupplementaries {
      session = UIKitViewSession(collectionView: app.collectionView, dataSource: app.dataSource, host: host, tracksShownViews: false)
    } else {
      if readsCells { throw LayoutError("cell", "the screen has no data source to ask for its cells: pass cell: { … } to describe them") }
      session = nil
    }
  }

  /// The placeholder of the app's cell for an item.
  func cell(at indexPath: Foundation.IndexPath, item: Any) throws -> CellPlaceholder {
    guard let session else { throw LayoutError("cell", "the screen has no data source to ask for its cells") }
    let made = try session.view(for: .cell, at: indexPath, item: item is Foundation.IndexPath ? nil : item, dequeue: fresh)
    cells[indexPath] = made.view
    return CellPlaceholder(kind: made.reading.kind, content: made.reading.content)
  }

  /// The app's header or footer views, when the screen asks the app for them.
  var supplementaryClosure: ((String, Foundation.IndexPath) throws -> CellPlaceholder?)? {
    guard readsSupplementaries, let session else { return nil }
    return { [unowned self] kind, indexPath in
      let made = try session.view(for: .supplementary(kind: kind), at: indexPath, item: nil, dequeue: fresh)
      supplementaries[kind, default: [:]][indexPath.section] = made.view
      return CellPlaceholder(kind: made.reading.kind, content: made.reading.content)
    }
  }

  /// The header and footer kinds UIKit asks a data source for: a flow layout's only where its
  /// reference size, or its delegate's, is not zero along the scroll axis; the others' as they
  /// are.
  static func askedKinds(_ kinds: [(header: String?, footer: String?)], definition: LayoutDefinition) -> [(header: String?, footer: String?)] {
    guard case .flow(let flow) = definition else { return kinds }
    func shown(_ size: Size) -> Bool { (flow.scrollDirection == .vertical ? size.height : size.width) > 0 }
    return kinds.enumerated().map { s, kinds in
      let override = flow.sectionOverrides.first { $0.section == s }
      return (
        shown(override?.headerReferenceSize ?? flow.headerReferenceSize) ? kinds.header : nil,
        shown(override?.footerReferenceSize ?? flow.footerReferenceSize) ? kinds.footer : nil
      )
    }
  }

  /// A new view for every dequeue (a first display).
  private func fresh(_ reuseIdentifier: String, _ elementKind: String) -> (number: Int, reused: Bool) {
    let number = (made[reuseIdentifier] ?? 0) + 1
    made[reuseIdentifier] = number
    return (number, false)
  }

  /// Sizes the app's views the layout measures (``UIKitViewSizing``), each with the size the
  /// layout first proposes to it, and says what sized each (`sized=…` in the dump). A screen
  /// that cannot be laid out is left as it is: laying it out reports why.
  func size(_ screen: inout Screen) {
    guard !cells.isEmpty || !supplementaries.isEmpty, let requests = try? screen.measuredElements() else { return }
    for request in requests {
      let s = request.indexPath.section
      guard s >= 0, s < screen.model.sections.count else { continue }
      switch request.category {
      case .cell:
        guard let i = request.indexPath.item, i < screen.model.sections[s].items.count, let view = cells[Foundation.IndexPath(item: i, section: s)] else { continue }
        let path = "cell [\(s),\(i)] \(screen.model.sections[s].items[i].kind)"
        let (source, sizing) = fit(view, request, screen.model.sections[s].items[i].sizing, path: path, warnings: &screen.warnings)
        screen.model.sections[s].items[i].sizingSource = source
        screen.model.sections[s].items[i].sizing = sizing
      case .supplementary(let kind):
        guard let view = supplementaries[kind]?[s] else { continue }
        switch ElementCategory.supplementaryRole(ofKind: kind) {
        case .header:
          guard let sizing = screen.model.sections[s].header?.sizing else { continue }
          let path = "supplementary \(Self.shortKind(kind)) [\(s)] \(screen.model.sections[s].header?.kind ?? "")"
          let (source, fitted) = fit(view, request, sizing, path: path, warnings: &screen.warnings)
          screen.model.sections[s].header?.sizingSource = source
          screen.model.sections[s].header?.sizing = fitted
        case .footer:
          guard let sizing = screen.model.sections[s].footer?.sizing else { continue }
          let path = "supplementary \(Self.shortKind(kind)) [\(s)] \(screen.model.sections[s].footer?.kind ?? "")"
          let (source, fitted) = fit(view, request, sizing, path: path, warnings: &screen.warnings)
          screen.model.sections[s].footer?.sizingSource = source
          screen.model.sections[s].footer?.sizing = fitted
        case .other:
          continue
        }
      case .decoration:
        continue
      }
    }
  }

  /// Asks the app's data source for the screen's supplementary views that are neither headers
  /// nor footers (badges), once the layout has placed them, and keeps what they show
  /// (``Section/supplementaryViews``). A screen that cannot be laid out is left as it is.
  func readOtherSupplementaries(_ screen: inout Screen) throws {
    guard readsSupplementaries, let session else { return }
    if case .flow = screen.layout { return }
    guard let layout = try? screen.computeLayout() else { return }
    let others = layout.attributes.filter {
      guard case .supplementary(let kind) = $0.category else { return false }
      return ElementCategory.supplementaryRole(ofKind: kind) == .other
    }.sorted { ($0.category, $0.indexPath) < ($1.category, $1.indexPath) }
    for element in others {
      guard case .supplementary(let kind) = element.category, element.indexPath.section >= 0, element.indexPath.section < screen.model.sections.count else { continue }
      let item = element.indexPath.item ?? 0
      let made = try session.view(
        for: element.category, at: Foundation.IndexPath(item: item, section: element.indexPath.section), item: nil, frame: CGRect(element.frame), dequeue: fresh)
      screen.model.sections[element.indexPath.section].supplementaryViews[kind, default: [:]][item] = SupplementaryView(kind: made.reading.kind, content: made.reading.content)
    }
  }

  /// Lays each view read out at the frame `layout` gives its element, as UIKit lays a view out
  /// before it shows, and reads its views into its element's tree (``ViewTree``). Elements the
  /// layout does not place keep their placeholders.
  func readTrees(_ screen: inout Screen, layout: ComputedLayout) {
    guard !cells.isEmpty || !supplementaries.isEmpty else { return }
    let editing = session?.collectionView.isEditing ?? false
    host.run {
      for (path, view) in cells.sorted(by: { ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item) }) {
        let s = path.section
        guard s < screen.model.sections.count, path.item < screen.model.sections[s].items.count,
          let frame = layout.attributesForItem(at: IndexPath(item: path.item, section: s))?.frame
        else { continue }
        // Read into a copy and put back: the screen is read (its layout) while the content is
        // written, and writing the content in place would copy the section's items each time.
        var content = screen.model.sections[s].items[path.item].content
        content.tree = tree(of: view, frame: frame, editing: editing)
        screen.placeListSeparators(in: &content, at: IndexPath(item: path.item, section: s), environment: layout.environment)
        screen.model.sections[s].items[path.item].content = content
      }
      for (kind, views) in supplementaries.sorted(by: { $0.key < $1.key }) {
        for (s, view) in views.sorted(by: { $0.key < $1.key }) where s < screen.model.sections.count {
          guard let frame = (layout.attributesForSupplementary(kind: kind, at: IndexPath(item: 0, section: s)) ?? layout.attributesForSupplementary(kind: kind, at: IndexPath(index: s)))?.frame
          else { continue }
          switch ElementCategory.supplementaryRole(ofKind: kind) {
          case .header: screen.model.sections[s].header?.content.tree = tree(of: view, frame: frame, editing: editing)
          case .footer: screen.model.sections[s].footer?.content.tree = tree(of: view, frame: frame, editing: editing)
          case .other: continue
          }
        }
      }
    }
  }

  /// A view laid out at `frame` and read with its views.
  private func tree(of view: UICollectionReusableView, frame: Rect, editing: Bool) -> ViewTree? {
    UIKitViewTreeLayout.layOut(view, frame: CGRect(frame))
    var content = PlaceholderContent.empty
    UIKitViewReader.read(view, editing: editing, readsTree: true, into: &content)
    return content.tree
  }

  /// The rule that sizes a view and the sizing it gives: a measured size on the axes the
  /// layout leaves free, or the sizing it had (the layout measures list content and texts).
  /// What UIKit logs while the view is sized (unsatisfiable constraints) becomes a warning of
  /// the element at `path` (`cell [0,2] PostCell`).
  private func fit(_ view: UICollectionReusableView, _ request: SizingRequest, _ sizing: ItemSizing, path: String, warnings: inout [LayoutDiagnostic]) -> (String, ItemSizing) {
    let ((rule, size), logged) = host.run { UIKitConsole.collecting { UIKitViewSizing.fit(view, request: request) } }
    for line in logged where !warnings.contains(LayoutDiagnostic(path, line)) { warnings.append(LayoutDiagnostic(path, line)) }
    guard let size else { return (rule.rawValue, sizing) }
    return (rule.rawValue, .measured(MeasuredSize(width: request.widthIsFixed ? nil : size.width, height: request.heightIsFixed ? nil : size.height)))
  }

  /// A supplementary kind as the layout dump names it (UIKit's header and footer kinds as
  /// `header` and `footer`).
  private static func shortKind(_ kind: String) -> String {
    switch kind {
    case ElementCategory.sectionHeaderKind: "header"
    case ElementCategory.sectionFooterKind: "footer"
    case "header", "footer": "\"\(kind)\""
    default: kind
    }
  }

  /// What the screen keeps to ask the app for views later, as they appear.
  func source<Value>(content: UIKitScreenContent<Value>) -> UIKitViewSource? {
    guard session != nil, let app = content.app else { return nil }
    var items: [String: Any] = [:]
    if session?.isDiffable == true {
      for section in content.sections {
        for item in section.items { items[item.id] = item.value }
      }
    }
    return UIKitViewSource(
      collectionView: app.collectionView, dataSource: app.dataSource, owner: content.owner, host: host, items: items, readsCells: readsCells,
      readsSupplementaries: readsSupplementaries)
  }
}
