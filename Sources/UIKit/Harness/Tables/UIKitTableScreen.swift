import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// Makes a screen from an app's table view as UIKit lays a table out when it first appears:
/// the data source's counts, each section's title (`titleForHeaderInSection`) and header and
/// footer views (`viewForHeaderInSection`), each row's cell (`cellForRowAt`, or a diffable
/// data source's cell provider), the delegate's heights and editing styles, the table's own
/// properties (``UIKitTableQuestions``), its header and footer views. Every view is a new one,
/// as on a first display; reuse comes with scrolling, in the headless runtime.
@MainActor
final class UIKitTableScreen {
  let table: UITableView
  let owner: AnyObject?
  let settings: UIKitScreenSettings
  let host: UIKitHost
  let session: UIKitTableViewSession
  /// The test's placeholders of rows, instead of the app's cells.
  let cell: ((Foundation.IndexPath) -> CellPlaceholder)?
  /// The test's headers and footers, instead of the app's views.
  let supplementary: ((String, Foundation.IndexPath) -> CellPlaceholder?)?
  /// The name of a diffable data source's item.
  let itemIdentifier: ((AnyHashable) -> String)?
  /// Views made per reuse identifier (each a new one).
  private var made: [String: Int] = [:]
  /// The views read, by element.
  private var cells: [Foundation.IndexPath: UIView] = [:]
  private var headers: [Int: UIView] = [:]
  private var footers: [Int: UIView] = [:]
  /// A diffable data source's items by their names, per section.
  private var itemValues: [[(String, Any)]] = []

  private init(
    table: UITableView, dataSource: any UITableViewDataSource, owner: AnyObject?, settings: UIKitScreenSettings, itemIdentifier: ((AnyHashable) -> String)?,
    supplementary: ((String, Foundation.IndexPath) -> CellPlaceholder?)?, cell: ((Foundation.IndexPath) -> CellPlaceholder)?
  ) {
    self.table = table
    self.owner = owner
    self.settings = settings
    self.host = UIKitHost(
      device: settings.device, host: settings.host, scrollDirection: .vertical, layoutDirection: settings.layoutDirection,
      contentSizeCategory: settings.contentSizeCategory, roundingRule: settings.roundingRule)
    self.session = UIKitTableViewSession(tableView: table, dataSource: dataSource, host: host, tracksShownViews: false, runLoop: UIKitRunLoop.current)
    self.itemIdentifier = itemIdentifier
    self.supplementary = supplementary
    self.cell = cell
  }

  /// The screen of the table `make` returns (with the object that must live while it is made:
  /// its view controller), made and asked in the device's scope, on `runLoop` (by default a
  /// new one: the screen's own).
  /// - Throws: ``UIKitException`` for what UIKit raises; ``LayoutError`` for a table with no
  ///   data source, names that change every run, or a layout that cannot be computed.
  static func screen(
    name: String, settings: UIKitScreenSettings, runLoop: UIKitRunLoop? = nil, itemIdentifier: ((AnyHashable) -> String)?,
    supplementary: ((String, Foundation.IndexPath) -> CellPlaceholder?)?, cell: ((Foundation.IndexPath) -> CellPlaceholder)?,
    make: () throws -> (table: UITableView, owner: AnyObject?)
  ) throws -> Screen {
    let recorder = UIKitExceptionRecorder()
    // The app's timers and delayed messages wait on the screen's own run loop.
    let runLoop = runLoop ?? UIKitRunLoop()
    UIKitRunLoop.makeLatest(runLoop)
    let makingHost = UIKitHost(
      device: settings.device, host: settings.host, layoutDirection: settings.layoutDirection, contentSizeCategory: settings.contentSizeCategory,
      roundingRule: settings.roundingRule)
    return try UIKitExceptionRecorder.$current.withValue(recorder) {
      try UIKitRunLoop.$scoped.withValue(runLoop) {
        do {
          let (table, owner) = try makingHost.run(make)
          if let first = recorder.first { throw first }
          if let pending = table.pendingException { throw pending }
          guard let dataSource = table.dataSource else {
            throw LayoutError("tableView", "\(owner.map { "\(type(of: $0))'s " } ?? "the ")table view has no data source")
          }
          let maker = UIKitTableScreen(
            table: table, dataSource: dataSource, owner: owner, settings: settings.adopting(table), itemIdentifier: itemIdentifier, supplementary: supplementary,
            cell: cell)
          let screen = try maker.make(name: name)
          if let first = recorder.first { throw first }
          return screen
        } catch let exception as UIKitException {
          throw recorder.first ?? exception
        }
      }
    }
  }

  /// The screen: the model and layout from the table, its self-sizing views measured, laid out
  /// once (what UIKit would raise then is raised here).
  private func make(name: String) throws -> Screen {
    var screen = try host.run { try modelScreen(name: name) }
    size(&screen)
    if cell == nil || supplementary == nil {
      var items: [String: Any] = [:]
      if session.isDiffable {
        for section in itemValues { for (id, value) in section { items[id] = value } }
      }
      screen.viewSource = UIKitTableViewSource(
        tableView: table, dataSource: session.dataSource, owner: owner, host: host, readsCells: cell == nil, readsSupplementaries: supplementary == nil,
        items: items)
    }
    let computed = try screen.computeLayout()
    // The views are read with the table laid out (its cell margin, its editing controls).
    table.hostState?.layout = computed
    readTrees(&screen, layout: computed)
    table.contentSize = CGSize(computed.contentSize)
    withExtendedLifetime(owner) {}
    return screen
  }

  /// The model, layout and views, asked in the device's scope.
  private func modelScreen(name: String) throws -> Screen {
    let counts = table.dataSourceRowCounts
    host.configure(table, rowCounts: counts)
    let names = try Self.names(of: session.dataSource, counts: counts, itemIdentifier: itemIdentifier)
    itemValues = names.sections.map { $0.items.compactMap { named in named.value.map { (named.id, $0) } } }
    let questions = UIKitTableQuestions(table)
    let movesRows = table.isEditing && questions.movesRows()
    var model = ViewModel()
    var layout = questions.layout()
    for s in counts.indices {
      var section = Section(id: names.sections[s].id)
      section.headerTitle = questions.title(section: s, footer: false)
      section.footerTitle = questions.title(section: s, footer: true)
      section.header = try supplementaryView(s, footer: false)
      section.footer = try supplementaryView(s, footer: true)
      layout.sections.append(
        TableLayout.Section(
          header: TableLayout.Supplementary(
            .none, height: questions.supplementaryHeight(section: s, footer: false),
            estimatedHeight: questions.estimatedSupplementaryHeight(section: s, footer: false)),
          footer: TableLayout.Supplementary(
            .none, height: questions.supplementaryHeight(section: s, footer: true), estimatedHeight: questions.estimatedSupplementaryHeight(section: s, footer: true))))
      for (r, named) in names.sections[s].items.enumerated() {
        let path = Foundation.IndexPath(row: r, section: s)
        var item: Item
        if let cell {
          let placeholder = cell(path)
          item = Item(id: named.id, kind: placeholder.kind, content: placeholder.content, sizing: placeholder.measuredSize.map { .measured($0) } ?? .layoutDefault)
        } else {
          let view = try session.view(for: .cell, at: path, item: named.value, dequeue: fresh)
          item = Item(id: named.id, kind: view?.reading.kind ?? "UITableViewCell", content: view?.reading.content ?? .empty)
          if let view { cells[path] = view.view }
        }
        if let height = questions.rowHeight(at: path), let points = height.points { item.sizing = .fixed(Size(width: 0, height: points)) }
        item.tableRow = questions.rowContent(at: path, cell: cells[path] as? UITableViewCell, movesRows: movesRows)
        section.items.append(item)
      }
      model.sections.append(section)
    }
    var screen = Screen(name: name, model: model, layout: .table(layout), device: settings.device, layoutDirection: settings.layoutDirection)
    screen.host = settings.host
    screen.contentSizeCategory = settings.contentSizeCategory
    screen.roundingRule = settings.roundingRule
    screen.warnings = names.warnings
    screen.tableHeaderView = table.tableHeaderView.map(Self.read)
    screen.tableFooterView = table.tableFooterView.map(Self.read)
    return screen
  }

  /// A section's header (footer) view: the test's, or the delegate's; `nil` for none (the
  /// section's title, if any, shows in the table's standard view).
  private func supplementaryView(_ section: Int, footer: Bool) throws -> SupplementaryView? {
    let kind = footer ? ElementCategory.sectionFooterKind : ElementCategory.sectionHeaderKind
    let path = Foundation.IndexPath(row: 0, section: section)
    if let supplementary {
      return supplementary(kind, path).map { SupplementaryView(kind: $0.kind, content: $0.content, sizing: $0.measuredSize.map { .measured($0) } ?? .layoutDefault) }
    }
    guard let made = try session.view(for: .supplementary(kind: kind), at: path, item: nil, dequeue: fresh) else { return nil }
    if footer { footers[section] = made.view } else { headers[section] = made.view }
    return SupplementaryView(kind: made.reading.kind, content: made.reading.content)
  }

  /// Lays each view read out at the frame `layout` gives its element and reads its views into
  /// its element's tree (``ViewTree``), as the collection screens' views are read.
  private func readTrees(_ screen: inout Screen, layout: ComputedLayout) {
    let editing = table.isEditing
    host.run {
      for (path, view) in cells.sorted(by: { ($0.key.section, $0.key.row) < ($1.key.section, $1.key.row) }) {
        let s = path.section
        guard s < screen.model.sections.count, path.row < screen.model.sections[s].items.count,
          let frame = layout.attributesForItem(at: IndexPath(item: path.row, section: s))?.frame
        else { continue }
        screen.model.sections[s].items[path.row].content.tree = Self.tree(of: view, frame: frame, editing: editing)
      }
      for (footer, views) in [(false, headers), (true, footers)] {
        let kind = footer ? ElementCategory.sectionFooterKind : ElementCategory.sectionHeaderKind
        for (s, view) in views.sorted(by: { $0.key < $1.key }) where s < screen.model.sections.count {
          guard let frame = (layout.attributesForSupplementary(kind: kind, at: IndexPath(item: 0, section: s)) ?? layout.attributesForSupplementary(kind: kind, at: IndexPath(index: s)))?.frame
          else { continue }
          let tree = Self.tree(of: view, frame: frame, editing: editing)
          if footer { screen.model.sections[s].footer?.content.tree = tree } else { screen.model.sections[s].header?.content.tree = tree }
        }
      }
    }
  }

  /// A view laid out at `frame` and read with its views.
  private static func tree(of view: UIView, frame: Rect, editing: Bool) -> ViewTree? {
    UIKitViewTreeLayout.layOut(view, frame: CGRect(frame))
    var content = PlaceholderContent.empty
    UIKitViewReader.read(view, editing: editing, readsTree: true, into: &content)
    return content.tree
  }

  /// A table's header or footer view: what it shows and its views, its frame's height.
  static func read(_ view: UIView) -> SupplementaryView {
    var content = PlaceholderContent.empty
    UIKitViewReader.read(view, editing: false, readsTree: true, into: &content)
    return SupplementaryView(kind: UIKitViewReader.kind(of: view), content: content, sizing: .fixed(Size(width: Double(view.frame.width), height: Double(view.frame.height))))
  }

  /// A new view for every dequeue (a first display).
  private func fresh(_ reuseIdentifier: String, _ elementKind: String) -> (number: Int, reused: Bool) {
    let key = elementKind + "\u{1F}" + reuseIdentifier
    let number = (made[key] ?? 0) + 1
    made[key] = number
    return (number, false)
  }

  /// Sizes the app's self-sizing views the layout measures, each with the size the layout
  /// first proposes, and says what sized each (`sized=…` in the dump).
  private func size(_ screen: inout Screen) {
    guard !cells.isEmpty || !headers.isEmpty || !footers.isEmpty, let requests = try? screen.measuredElements() else { return }
    for request in requests {
      let s = request.indexPath.section
      guard s >= 0, s < screen.model.sections.count else { continue }
      switch request.category {
      case .cell:
        guard let i = request.indexPath.item, i < screen.model.sections[s].items.count, let view = cells[Foundation.IndexPath(row: i, section: s)] else { continue }
        let (rule, size) = host.run { UIKitViewSizing.fitInTable(view, request: request) }
        screen.model.sections[s].items[i].sizingSource = rule.rawValue
        if let size { screen.model.sections[s].items[i].sizing = .measured(MeasuredSize(height: size.height)) }
      case .supplementary(let kind):
        let footer = ElementCategory.supplementaryRole(ofKind: kind) == .footer
        guard let view = footer ? footers[s] : headers[s] else { continue }
        let (rule, size) = host.run { UIKitViewSizing.fitInTable(view, request: request) }
        let sizing: ItemSizing? = size.map { .measured(MeasuredSize(height: $0.height)) }
        if footer {
          screen.model.sections[s].footer?.sizingSource = rule.rawValue
          if let sizing { screen.model.sections[s].footer?.sizing = sizing }
        } else {
          screen.model.sections[s].header?.sizingSource = rule.rawValue
          if let sizing { screen.model.sections[s].header?.sizing = sizing }
        }
      case .decoration:
        continue
      }
    }
  }
}
