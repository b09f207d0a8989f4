import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

extension Screen {
  /// A screen from a table view an app's code made and filled: made for `device`, its data
  /// source and delegate are asked what UIKit asks them — counts, each row's cell, titles and
  /// views of headers and footers, heights, editing styles — and the views they return (the
  /// app's registered classes, or cells its code makes) are read into placeholders by the
  /// same reader as a collection view's cells, self-sizing ones sized by their own code. Write
  /// the call that makes the table here, so its code runs in the device's scope.
  ///
  /// ```swift
  /// let screen = try Screen(device: .iPhoneSE, tableView: SettingsTable.make(store: store))
  /// ```
  /// - Parameters:
  ///   - itemIdentifier: a diffable data source's item's name in the dump and traces (by
  ///     default as ``UIKitIdentifiers`` names it); another data source's rows are
  ///     `[section,row]`.
  ///   - supplementary: what headers and footers show, instead of the delegate's views.
  ///   - cell: what rows show, instead of the data source's cells.
  /// - Throws: ``UIKitException`` for what UIKit raises (an unregistered reuse identifier, a
  ///   nil cell, an invalid batch of updates…); ``LayoutError`` for a table with no data
  ///   source, or one that cannot be laid out.
  @MainActor
  public init(
    name: String = "screen", device: Device = .iPhone15, host: CollectionViewHost = CollectionViewHost(),
    layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater, tableView: @autoclosure () throws -> UITableView,
    itemIdentifier: ((AnyHashable) -> String)? = nil, supplementary: ((_ kind: String, _ indexPath: Foundation.IndexPath) -> CellPlaceholder?)? = nil,
    cell: ((_ indexPath: Foundation.IndexPath) -> CellPlaceholder)? = nil
  ) throws {
    self = try UIKitTableScreen.screen(
      name: name,
      settings: UIKitScreenSettings(device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule),
      itemIdentifier: itemIdentifier, supplementary: supplementary, cell: cell
    ) {
      let table = try tableView()
      UIKitHost.current.configure(table)
      return (table, nil)
    }
  }

  /// The screen of a view controller whose view holds a table view (a `UITableViewController`,
  /// or a table in its view) rather than a collection view, on the run loop its code ran on.
  @MainActor
  static func tableScreen(
    name: String, settings: UIKitScreenSettings, route: UIKitTableRoute, itemIdentifier: ((AnyHashable) -> String)?,
    supplementary: ((String, Foundation.IndexPath) -> CellPlaceholder?)?, cell: ((Foundation.IndexPath) -> CellPlaceholder)?, appeared: Bool = false
  ) throws -> Screen {
    try UIKitTableScreen.screen(
      name: name, settings: settings, runLoop: route.runLoop, itemIdentifier: itemIdentifier, supplementary: supplementary, cell: cell
    ) {
      if !appeared { appear(route.controller) }
      return (route.table, route.controller)
    }
  }

  /// The screen of a view controller whose view holds a table view with a diffable data source
  /// of `Item`s, its rows described by `cell` with their items (its cell provider is not
  /// called).
  /// - Throws: ``LayoutError`` when the table's data source is not a diffable data source of
  ///   `Item`s; what ``tableScreen(name:settings:route:itemIdentifier:supplementary:cell:)``
  ///   throws.
  @MainActor
  static func tableScreen<Item>(
    name: String, settings: UIKitScreenSettings, route: UIKitTableRoute, itemIdentifier: ((Item) -> String)?,
    supplementary: ((String, Foundation.IndexPath) -> CellPlaceholder?)?, cell: (Item, Foundation.IndexPath) -> CellPlaceholder
  ) throws -> Screen {
    let controller = route.controller
    // The snapshot the table shows once its controller appeared (an app may apply it then).
    UIKitHost(device: settings.device, host: settings.host, layoutDirection: settings.layoutDirection, contentSizeCategory: settings.contentSizeCategory,
      roundingRule: settings.roundingRule).run { appear(controller) }
    guard let source = route.table.dataSource as? any UIKitTableSnapshotSource else {
      throw LayoutError(
        "viewController",
        "the data source of \(type(of: controller))'s table view is \(route.table.dataSource.map { "\(type(of: $0))" } ?? "nil"), not a "
          + "UITableViewDiffableDataSource: pass cell: { indexPath in … } to take its section and row counts")
    }
    if let raised = source.raised { throw raised }
    let sections = source.anySections().map { $0.1 }
    guard sections.allSatisfy({ $0.allSatisfy { $0 is Item } }) else {
      throw LayoutError("viewController", "the items of \(type(of: source)) are not \(Item.self), the type the cell closure takes")
    }
    let named = itemIdentifier.map { name in { (value: AnyHashable) in (value.base as? Item).map(name) ?? "\(value)" } }
    return try withoutActuallyEscaping(cell) { cell in
      try tableScreen(name: name, settings: settings, route: route, itemIdentifier: named, supplementary: supplementary, cell: { path in
        cell(sections[path.section][path.row] as! Item, path)
      }, appeared: true)
    }
  }

  /// The controller's view appearing as UIKit shows a root view controller's view for the
  /// first time, after `viewDidLoad`: `viewWillAppear(_:)`, a layout pass of its view
  /// (`viewWillLayoutSubviews()`, each view's `layoutSubviews()`, `viewDidLayoutSubviews()` —
  /// where apps size a table's header view to its content), then `viewDidAppear(_:)`.
  @MainActor
  static func appear(_ controller: UIViewController) {
    controller.viewWillAppear(false)
    if let view = controller.viewIfLoaded {
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }
    controller.viewDidAppear(false)
  }

  /// The controller's list view, its view loaded (as the root view controller of the device's
  /// key window): a collection view controller's collection view or a table view controller's
  /// table view, else the first collection or table view in its view, depth first.
  /// - Throws: ``LayoutError`` when its view holds neither.
  @MainActor
  static func listView(of controller: UIViewController) throws -> UIScrollView {
    UIKitHost.current.show(controller)
    controller.loadViewIfNeeded()
    if let collectionViewController = controller as? UICollectionViewController, let view = collectionViewController.collectionView { return view }
    if let tableViewController = controller as? UITableViewController, let view = tableViewController.tableView { return view }
    var pending: [UIView] = controller.view.map { [$0] } ?? []
    while !pending.isEmpty {
      let view = pending.removeFirst()
      if view is UICollectionView || view is UITableView { return view as! UIScrollView }
      pending.insert(contentsOf: view.subviews, at: 0)
    }
    throw LayoutError("viewController", "\(type(of: controller))'s view holds no UICollectionView or UITableView once loaded (loadView and viewDidLoad ran)")
  }
}

/// A view controller whose view holds a table view, found while a collection screen was being
/// made from it: the screen is made as a table's instead.
struct UIKitTableRoute: Error {
  let controller: UIViewController
  let table: UITableView
  /// The run loop the controller's code ran on (its timers and delayed messages wait there).
  let runLoop: UIKitRunLoop
}
