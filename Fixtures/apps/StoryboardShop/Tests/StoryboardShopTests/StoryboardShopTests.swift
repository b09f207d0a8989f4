import CollectionSnapshot
import CollectionSnapshotTesting
@testable import StoryboardShop
import Testing
import UIKit

/// The app's screens made from its storyboard, as the app makes them, on an iPhone 15: the
/// catalog (a collection view controller with a prototype cell, a banner cell in code, a
/// diffable data source fed by a Combine view model) and the cart (a table view controller with
/// a xib cell); the app's actions run by selector in the headless runtime.
@MainActor @Suite(.serialized) struct StoryboardShopTests {
  let storyboard = UIStoryboard(name: "Main", bundle: nil)

  init() {
    Cart.shared.removeAll()
  }

  /// The catalog's items named as the team reads them: `promo`, then the products' ids.
  func catalogScreen(_ catalog: UIViewController) throws -> Screen {
    try Screen(
      name: "catalog", device: .iPhone15, host: CollectionViewHost(navigationBar: .largeTitle), viewController: catalog,
      itemIdentifier: { item in
        guard case .product(let product)? = item.base as? CatalogViewController.Item else { return "promo" }
        return product.id
      })
  }

  /// The frames the layout dump holds, from the flow layout's numbers in the storyboard (insets
  /// 16, 8, 16, 8; spacings 12 and 10) and the app's `sizeForItemAt`: the banner is
  /// (16, 8, 361, 96), 393 − 2 × 16 = 361 wide; the products ⌊(361 − 10) / 2⌋ = 175 wide, at
  /// x 16 and 393 − 16 − 175 = 202 (the flow layout spreads a full row to the insets), y 8 + 96 +
  /// 8 + 8 = 120 and 120 + 200 + 12 = 332; the content 332 + 200 + 8 = 540 high.
  @Test func catalog() throws {
    assertSnapshot(of: try catalogScreen(storyboard.instantiateViewController(withIdentifier: "Catalog")), as: .image, .layout)
  }

  @Test func cart() throws {
    Cart.shared.add(Product.catalog[1])
    Cart.shared.add(Product.catalog[3])
    let screen = try Screen(
      name: "cart", device: .iPhone15, host: CollectionViewHost(navigationBar: .standard), viewController: storyboard.instantiateViewController(withIdentifier: "Cart"))
    assertSnapshot(of: screen, as: .image, .layout)
  }

  @Test func tappingAddRunsTheCellsAction() throws {
    let catalog = try #require(storyboard.instantiateViewController(withIdentifier: "Catalog") as? CatalogViewController)
    // The Add button's action, connected in the storyboard, is the cell's `addTapped:`; it tells
    // the controller, which adds the product to the cart; the cart's notification reaches the
    // controller's `cartDidChange:` observer, which retitles its Cart button.
    assertSnapshot(of: try catalogScreen(catalog), as: .trace([.tapButton(IndexPath(item: 1, section: 1))]))
    #expect(Cart.shared.items.map(\.name) == ["Oak chair"])
    #expect(catalog.navigationItem.rightBarButtonItem?.title == "Cart (1)")
  }

  @Test func pullToRefreshAndTheCartButtonRunTheirSelectors() throws {
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let catalog = try #require(navigation.viewControllers.first as? CatalogViewController)
    var view = try HeadlessCollectionView(try catalogScreen(catalog))
    let before = view.trace.events.count
    try view.pullToRefresh()
    #expect(view.trace.events(since: before).map(\.description).contains("0.000s action -[StoryboardShop.CatalogViewController refresh:] sender=UIRefreshControl"))
    #expect(catalog.collectionView.refreshControl?.isRefreshing == false)

    // The bar button item's target and action, sent as UIKit sends them when it is tapped.
    let cartButton = try #require(catalog.navigationItem.rightBarButtonItem)
    _ = (cartButton.target as? NSObject)?.perform(cartButton.action, with: cartButton)
    #expect(navigation.viewControllers.last is CartViewController)
  }
}
