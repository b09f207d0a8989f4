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
    if let exception = dataSource.exception { throw exception }
    try self.init(
      name: name, settings: UIKitScreenSettings(device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule),
      supplementary: supplementary, cell: cell
    ) {
      let snapshot = dataSource.snapshot()
      let sections = snapshot.sectionIdentifiers.map { section in (section, (try? snapshot.base.itemIdentifiers(inSection: section)) ?? []) }
      var content = try UIKitScreenContent(layout: layout(), sections: sections, flowDelegate: flowDelegate, itemIdentifier: itemIdentifier)
      content.log(dataSource.logged)
      return content
    }
  }

  /// A screen from the view controller an app ships: made for `device` (its view is loaded
  /// and `viewDidLoad` runs in the device's scope, as the layout and data source code it calls
  /// does), then its collection view — its own view or the first one in its view's subviews —
  /// gives the layout, its diffable data source's applied snapshot the sections and items, and
  /// its delegate the flow layout's sizes. The collection view is placed where `host` says;
  /// cells are the placeholders `cell` describes (cell providers are not called).
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
    try self.init(
      name: name, settings: UIKitScreenSettings(device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule),
      supplementary: supplementary, cell: cell
    ) {
      let controller = try viewController()
      let collectionView = try Self.collectionView(of: controller)
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
      return content
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
    try self.init(
      name: name, settings: UIKitScreenSettings(device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule),
      supplementary: supplementary, cell: { indexPath, _ in cell(indexPath) }
    ) {
      let controller = try viewController()
      let collectionView = try Self.collectionView(of: controller)
      let counts = collectionView.dataSourceItemCounts
      var content = UIKitScreenContent(
        layout: collectionView.collectionViewLayout, itemCounts: counts, flowDelegate: collectionView.delegate as? any UICollectionViewDelegateFlowLayout)
      content.owner = controller
      return content
    }
  }

  /// The controller's collection view, its view loaded (as the root view controller of the
  /// device's key window, so that `view.window` answers as on a device): a collection view
  /// controller's, else
  /// the first collection view in its view, depth first.
  @MainActor
  static func collectionView(of controller: UIViewController) throws -> UICollectionView {
    UIKitHost.current.show(controller)
    controller.loadViewIfNeeded()
    if let collectionViewController = controller as? UICollectionViewController, let view = collectionViewController.collectionView { return view }
    var pending: [UIView] = controller.view.map { [$0] } ?? []
    while !pending.isEmpty {
      let view = pending.removeFirst()
      if let collectionView = view as? UICollectionView { return collectionView }
      pending.insert(contentsOf: view.subviews, at: 0)
    }
    throw LayoutError("viewController", "\(type(of: controller))'s view holds no UICollectionView once loaded (loadView and viewDidLoad ran)")
  }
}

/// A diffable data source seen without its section type: its applied snapshot's sections and
/// items, when its items are of a given type.
@MainActor
protocol UIKitSnapshotSource: AnyObject {
  /// The first exception UIKit would have raised applying a snapshot.
  var raised: UIKitException? { get }
  /// What UIKit logged while the applied snapshots were built.
  var logged: [String] { get }
  /// The sections (their identifiers) and their items, if the items are `Item`s.
  func sections<Item>(of type: Item.Type) -> [(Any, [Item])]?
}

extension UICollectionViewDiffableDataSource: UIKitSnapshotSource {
  var raised: UIKitException? { exception }

  func sections<Item>(of type: Item.Type) -> [(Any, [Item])]? {
    guard ItemIdentifierType.self == Item.self else { return nil }
    let applied = snapshot()
    return applied.sectionIdentifiers.map { section in
      (section as Any, applied.itemIdentifiers(inSection: section).compactMap { $0 as? Item })
    }
  }
}
