import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

extension Screen {
  /// A screen from a layout and the diffable data source an app fills: its applied snapshot
  /// gives the sections and items (see ``init(name:device:host:layoutDirection:contentSizeCategory:roundingRule:layout:snapshot:flowDelegate:itemIdentifier:supplementary:cell:)``).
  /// - Throws: the first exception UIKit would have raised applying a snapshot, and what the
  ///   snapshot initializer throws.
  @MainActor
  public init<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>(
    name: String = "screen", device: Device = .iPhone15, host: CollectionViewHost = CollectionViewHost(),
    layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater, layout: @autoclosure () throws -> UICollectionViewLayout,
    dataSource: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>,
    flowDelegate: (any UICollectionViewDelegateFlowLayout)? = nil, itemIdentifier: ((ItemIdentifierType) -> String)? = nil,
    supplementary: ((_ kind: String, _ indexPath: Foundation.IndexPath) -> CellPlaceholder?)? = nil,
    cell: (_ item: ItemIdentifierType, _ indexPath: Foundation.IndexPath) -> CellPlaceholder
  ) throws {
    try self.init(
      name: name, device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule,
      layout: try layout(), dataSource: dataSource, flowDelegate: flowDelegate, itemIdentifier: itemIdentifier, supplementary: supplementary,
      readsCells: false, cell: { item, indexPath in cell(item, indexPath) })
  }

  /// A screen from a layout and the diffable data source an app fills, showing the app's own
  /// cells: its cell provider is called for each item, its supplementary view provider for
  /// each header and footer (unless `supplementary` describes them), and the views they
  /// dequeue — instances of the app's registered classes — are read into the placeholders
  /// (see the `UIKit` catalog, "The screen you ship, whole").
  ///
  /// ```swift
  /// let screen = try Screen(device: .iPhoneSE, layout: controller.makeLayout(), dataSource: controller.dataSource)
  /// ```
  /// - Throws: the first exception UIKit would have raised applying a snapshot, or making and
  ///   checking the views (``UIKitException``); ``LayoutError`` when the data source's
  ///   collection view is gone; what the snapshot initializer throws.
  @MainActor
  public init<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>(
    name: String = "screen", device: Device = .iPhone15, host: CollectionViewHost = CollectionViewHost(),
    layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater, layout: @autoclosure () throws -> UICollectionViewLayout,
    dataSource: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>,
    flowDelegate: (any UICollectionViewDelegateFlowLayout)? = nil, itemIdentifier: ((ItemIdentifierType) -> String)? = nil,
    supplementary: ((_ kind: String, _ indexPath: Foundation.IndexPath) -> CellPlaceholder?)? = nil
  ) throws {
    try self.init(
      name: name, device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule,
      layout: try layout(), dataSource: dataSource, flowDelegate: flowDelegate, itemIdentifier: itemIdentifier, supplementary: supplementary,
      readsCells: true, cell: { _, _ in nil })
  }

  /// The data-source path: the applied snapshot's items; cells from `cell`, or from the app.
  @MainActor
  init<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>(
    name: String, device: Device, host: CollectionViewHost, layoutDirection: LayoutDirection, contentSizeCategory: ContentSizeCategory,
    roundingRule: LayoutRounding.Rule, layout: @autoclosure () throws -> UICollectionViewLayout,
    dataSource: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>, flowDelegate: (any UICollectionViewDelegateFlowLayout)?,
    itemIdentifier: ((ItemIdentifierType) -> String)?, supplementary: ((String, Foundation.IndexPath) -> CellPlaceholder?)?, readsCells: Bool,
    cell: (ItemIdentifierType, Foundation.IndexPath) -> CellPlaceholder?
  ) throws {
    if let exception = dataSource.exception { throw exception }
    let snapshot = dataSource.snapshot()
    if let exception = snapshot.exception { throw exception }
    if readsCells && dataSource.collectionView == nil {
      throw LayoutError("dataSource", "the data source's collection view is gone (a data source holds it weakly): keep it alive while the screen is made")
    }
    try self.init(
      name: name, settings: UIKitScreenSettings(device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule),
      supplementary: supplementary, readsCells: readsCells, cell: cell
    ) {
      let sections = snapshot.sectionIdentifiers.map { section in (section, (try? snapshot.base.itemIdentifiers(inSection: section)) ?? []) }
      var content = try UIKitScreenContent(layout: layout(), sections: sections, flowDelegate: flowDelegate, itemIdentifier: itemIdentifier)
      content.log(dataSource.logged)
      if let collectionView = dataSource.collectionView { content.app = (collectionView, dataSource) }
      return content
    }
  }

  /// A screen from the view controller an app ships: made for `device` (its view is loaded
  /// and `viewDidLoad` runs in the device's scope, as the layout and data source code it calls
  /// does), then its collection view — its own view or the first one in its view's subviews —
  /// gives the layout, its diffable data source's applied snapshot the sections and items, and
  /// its delegate the flow layout's sizes. The collection view is placed where `host` says;
  /// cells are the placeholders `cell` describes (the cell provider is not called), headers and
  /// footers the views the app's supplementary view provider makes unless `supplementary`
  /// describes them. Without a cell closure, the app's own cells are shown
  /// (``init(name:device:host:layoutDirection:contentSizeCategory:roundingRule:viewController:itemIdentifier:supplementary:)``).
  ///
  /// ```swift
  /// let screen = try Screen(device: .iPhoneSE, viewController: RecipesViewController()) { (recipe: Recipe, _) in
  ///   CellPlaceholder(kind: "RecipeCell", title: recipe.name)
  /// }
  /// ```
  /// - Throws: ``LayoutError`` when the view holds no collection view, or its data source is
  ///   not a diffable data source of `Item`s; what the snapshot initializer throws.
  @MainActor
  public init<Item>(
    name: String = "screen", device: Device = .iPhone15, host: CollectionViewHost = CollectionViewHost(),
    layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater, viewController: @autoclosure () throws -> UIViewController,
    itemIdentifier: ((Item) -> String)? = nil, supplementary: ((_ kind: String, _ indexPath: Foundation.IndexPath) -> CellPlaceholder?)? = nil,
    cell: (_ item: Item, _ indexPath: Foundation.IndexPath) -> CellPlaceholder
  ) throws {
    let settings = UIKitScreenSettings(device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule)
    do {
      try self.init(name: name, settings: settings, supplementary: supplementary, cell: cell) {
      let controller = try viewController()
      let collectionView = try Self.collectionViewOrRoute(of: controller)
      guard let source = collectionView.dataSource as? any UIKitSnapshotSource else {
        throw LayoutError(
          "viewController",
          "the data source of \(type(of: controller))'s collection view is \(collectionView.dataSource.map { "\(type(of: $0))" } ?? "nil"), not a "
            + "UICollectionViewDiffableDataSource: pass cell: { indexPath in … } to take its section and item counts")
      }
      if let exception = source.raised { throw exception }
      guard let sections = source.sections(of: Item.self) else {
        throw LayoutError("viewController", "the items of \(type(of: source)) are not \(Item.self), the type the cell closure takes")
      }
      var content = try UIKitScreenContent(
        layout: collectionView.collectionViewLayout, sections: sections, flowDelegate: collectionView.delegate as? any UICollectionViewDelegateFlowLayout,
        itemIdentifier: itemIdentifier)
      content.log(source.logged)
      content.owner = controller
      content.app = (collectionView, source)
      return content
    }
    } catch let route as UIKitTableRoute {
      self = try Self.tableScreen(name: name, settings: settings, route: route, itemIdentifier: itemIdentifier, supplementary: supplementary, cell: cell)
    }
  }

  /// A screen from the view controller an app ships, showing the app's own cells and views:
  /// made for `device` as ``init(name:device:host:layoutDirection:contentSizeCategory:roundingRule:viewController:itemIdentifier:supplementary:cell:)``
  /// makes it, then its collection view's data source is asked for each item's cell and each
  /// header's and footer's view as UIKit asks it — a diffable data source's providers, or
  /// another data source's `collectionView(_:cellForItemAt:)` and
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` — and the views they dequeue
  /// (instances of the app's registered classes, configured by its code) are read into the
  /// placeholders: their class, texts, images, accessories and background; self-sizing views
  /// are sized by their own code where UIKit takes the size (see the `UIKit` catalog, "The app's
  /// own cells and views").
  ///
  /// ```swift
  /// let screen = try Screen(device: .iPhoneSE, viewController: RecipesViewController())
  /// ```
  /// - Parameters:
  ///   - itemIdentifier: the name of a diffable data source's item in the dump and traces (by
  ///     default as ``UIKitIdentifiers`` names it); another data source's items are
  ///     `[section,item]`.
  ///   - supplementary: what headers and footers show, instead of the app's views.
  /// - Throws: ``LayoutError`` when the view holds no collection view or it has no data source;
  ///   ``UIKitException`` for what UIKit raises making the views (a cell not dequeued, an
  ///   unregistered reuse identifier…); what the snapshot initializer throws.
  @MainActor
  public init(
    name: String = "screen", device: Device = .iPhone15, host: CollectionViewHost = CollectionViewHost(),
    layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater, viewController: @autoclosure () throws -> UIViewController,
    itemIdentifier: ((AnyHashable) -> String)? = nil, supplementary: ((_ kind: String, _ indexPath: Foundation.IndexPath) -> CellPlaceholder?)? = nil
  ) throws {
    let settings = UIKitScreenSettings(device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule)
    do {
      try self.init(name: name, settings: settings, supplementary: supplementary, readsCells: true, cell: { (_: Any, _) in nil }) {
      let controller = try viewController()
      let collectionView = try Self.collectionViewOrRoute(of: controller)
      guard let dataSource = collectionView.dataSource else {
        throw LayoutError("viewController", "\(type(of: controller))'s collection view has no data source once loaded (loadView and viewDidLoad ran)")
      }
      var content: UIKitScreenContent<Any>
      let flowDelegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
      if let source = dataSource as? any UIKitSnapshotSource {
        if let exception = source.raised { throw exception }
        let named = itemIdentifier.map { name in { (value: Any) in name(value as? AnyHashable ?? AnyHashable(String(describing: value))) } }
        content = try UIKitScreenContent(layout: collectionView.collectionViewLayout, sections: source.anySections(), flowDelegate: flowDelegate, itemIdentifier: named)
        content.log(source.logged)
      } else {
        let counts = collectionView.dataSourceItemCounts
        let paths = UIKitScreenContent(layout: collectionView.collectionViewLayout, itemCounts: counts, flowDelegate: flowDelegate)
        content = try UIKitScreenContent(
          layout: paths.layout, sections: paths.sections.enumerated().map { s, section in ("#\(s)", section.items.map { $0.value as Any }) }, flowDelegate: flowDelegate,
          itemIdentifier: { value in (value as? Foundation.IndexPath).map { "[\($0.section),\($0.item)]" } ?? "\(value)" })
      }
      content.owner = controller
      content.app = (collectionView, dataSource)
      return content
    }
    } catch let route as UIKitTableRoute {
      self = try Self.tableScreen(
        name: name, settings: settings, route: route, itemIdentifier: itemIdentifier, supplementary: supplementary, cell: nil)
    }
  }

  /// A screen from a view controller whose collection view's data source is not diffable (a
  /// `UICollectionViewController` that is its own data source): its section and item counts
  /// give the items, named `[section,item]`.
  /// - Throws: ``LayoutError`` when the view holds no collection view.
  @MainActor
  public init(
    name: String = "screen", device: Device = .iPhone15, host: CollectionViewHost = CollectionViewHost(),
    layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater, viewController: @autoclosure () throws -> UIViewController,
    supplementary: ((_ kind: String, _ indexPath: Foundation.IndexPath) -> CellPlaceholder?)? = nil,
    cell: (_ indexPath: Foundation.IndexPath) -> CellPlaceholder
  ) throws {
    let settings = UIKitScreenSettings(device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule)
    do {
      try self.init(name: name, settings: settings, supplementary: supplementary, cell: { indexPath, _ in cell(indexPath) }) {
        let controller = try viewController()
        let collectionView = try Self.collectionViewOrRoute(of: controller)
        let counts = collectionView.dataSourceItemCounts
        var content = UIKitScreenContent(
          layout: collectionView.collectionViewLayout, itemCounts: counts, flowDelegate: collectionView.delegate as? any UICollectionViewDelegateFlowLayout)
        content.owner = controller
        if let dataSource = collectionView.dataSource { content.app = (collectionView, dataSource) }
        return content
      }
    } catch let route as UIKitTableRoute {
      // The table keeps no closure: the screen is made before this returns.
      self = try withoutActuallyEscaping(cell) { cell in
        try Self.tableScreen(
          name: name, settings: settings, route: route, itemIdentifier: nil, supplementary: supplementary, cell: cell)
      }
    }
  }

  /// The controller's collection view, its view loaded (as the root view controller of the
  /// device's key window, so that `view.window` answers as on a device): a collection view
  /// controller's, else
  /// the first collection view in its view, depth first.
  @MainActor
  static func collectionView(of controller: UIViewController) throws -> UICollectionView {
    let found = try listView(of: controller)
    guard let collectionView = found as? UICollectionView else {
      throw LayoutError(
        "viewController",
        "\(type(of: controller))'s view holds a UITableView, not a UICollectionView: make its screen with Screen(viewController:) (the app's cells) or a cell: { indexPath in … } closure")
    }
    return collectionView
  }

  /// The controller's collection view; a table view instead is a ``UIKitTableRoute`` (after
  /// any exception its code raised while its view loaded), which the caller makes a table's
  /// screen of.
  @MainActor
  static func collectionViewOrRoute(of controller: UIViewController) throws -> UICollectionView {
    let found = try listView(of: controller)
    if let collectionView = found as? UICollectionView { return collectionView }
    if let first = UIKitExceptionRecorder.current?.first { throw first }
    throw UIKitTableRoute(controller: controller, table: found as! UITableView, runLoop: UIKitRunLoop.current)
  }
}

/// A diffable data source seen without its section type: its applied snapshot's sections and
/// items, when its items are of a given type.
@MainActor
protocol UIKitSnapshotSource: UICollectionViewDataSource {
  /// The first exception UIKit would have raised applying a snapshot.
  var raised: UIKitException? { get }
  /// What UIKit logged while the applied snapshots were built.
  var logged: [String] { get }
  /// The sections (their identifiers) and their items, if the items are `Item`s.
  func sections<Item>(of type: Item.Type) -> [(Any, [Item])]?
  /// The sections (their identifiers) and their items, whatever their types.
  func anySections() -> [(Any, [Any])]
}

extension UICollectionViewDiffableDataSource: UIKitSnapshotSource {
  var raised: UIKitException? { exception }

  func anySections() -> [(Any, [Any])] {
    let applied = snapshot()
    return applied.sectionIdentifiers.map { section in (section as Any, applied.itemIdentifiers(inSection: section).map { $0 as Any }) }
  }

  func sections<Item>(of type: Item.Type) -> [(Any, [Item])]? {
    guard ItemIdentifierType.self == Item.self else { return nil }
    let applied = snapshot()
    return applied.sectionIdentifiers.map { section in
      (section as Any, applied.itemIdentifiers(inSection: section).compactMap { $0 as? Item })
    }
  }
}
