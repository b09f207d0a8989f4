import CollectionSnapshot
import Foundation
import Testing
@testable import UIKit

@MainActor @Suite("Storyboards: view controllers, prototype cells and segues from a .storyboard")
struct StoryboardTests {
  let storyboard = UIStoryboard(name: "Shop", bundle: .module)

  @Test("The initial view controller is the navigation controller, whose root the relationship segue made, awoken")
  func initial() throws {
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let shop = try #require(navigation.viewControllers.first as? ShopViewController)
    #expect(navigation.viewControllers.count == 1)
    #expect(shop.woken && shop.note == "storyboard" && shop.storyboard === storyboard)
    #expect(shop.title == "Shop" && shop.navigationItem.title == "All products" && shop.navigationItem.largeTitleDisplayMode == .always)
    #expect(!shop.isViewLoaded)  // made when it loads, as UIKit makes a scene's view
  }

  @Test("The collection view, its flow layout and its prototype cell come from the scene when the view loads")
  func collectionView() throws {
    let shop = try #require(storyboard.instantiateViewController(withIdentifier: "ShopViewController") as? ShopViewController)
    let collectionView = try #require(shop.collectionView)
    #expect(collectionView.dataSource === shop && collectionView.delegate === shop)
    #expect(collectionView.backgroundColor == .systemBackground)
    let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(layout.itemSize == CGSize(width: 170, height: 200) && layout.minimumLineSpacing == 12 && layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == UIEdgeInsets(top: 8, left: 16, bottom: 20, right: 16))  // minX 16, minY 8, maxX 16, maxY 20
    #expect(layout.headerReferenceSize == CGSize(width: 50, height: 44))
    let cell = try #require(collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: Foundation.IndexPath(item: 0, section: 0)) as? TileCell)
    #expect(cell.titleLabel?.text == "Tile" && cell.reuseIdentifier == "tile")
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header", for: Foundation.IndexPath(item: 0, section: 0))
    #expect(type(of: header) == UICollectionReusableView.self && header.frame.height == 44)
  }

  @Test("A screen made from the storyboard's controller shows its prototype cells laid out by its flow layout")
  func screen() throws {
    let screen = try Screen(device: .iPhone15, viewController: storyboard.instantiateViewController(withIdentifier: "ShopViewController"))
    let lines = LayoutDump.lines(screen, layout: try screen.computeLayout()).filter { $0.hasPrefix("cell ") }
    #expect(lines.count == 5)
    // iPhone 15: 393 wide; the section inset's 16 on each side leaves 361, room for two 170-pt
    // items 10 apart; the flow layout spreads a full line's leftover into the spacing (21), so
    // the items are at x 16 and 207. They start below the inset's top 8 and the 44-pt header
    // (the layout's headerReferenceSize): y = 52.
    #expect(lines.first?.hasPrefix("cell [0,0] TileCell id=[0,0] frame=(16, 52, 170, 200)") == true, "\(lines.first ?? "")")
    #expect(screen.model.sections[0].items[0].content.texts == ["Lamp"])
  }

  @Test("A view controller by identifier, with the creator variant, its outlets and its embedded child")
  func creatorAndOutlets() throws {
    let shop = storyboard.instantiateViewController(identifier: "ShopViewController") { coder in ShopViewController(coder: coder, note: "creator") }
    #expect(shop.note == "creator" && shop.woken)
    let detail = try #require(storyboard.instantiateViewController(withIdentifier: "DetailViewController") as? DetailViewController)
    detail.loadViewIfNeeded()
    #expect(detail.titleLabel?.text == "Detail" && detail.titleLabel?.superview === detail.view)
    #expect(detail.titleLabel.font.fontName == UIFont.preferredFont(forTextStyle: .title1).fontName)
    #expect(detail.children.count == 1 && detail.children.first?.view.backgroundColor == UIColor(white: 0.5, alpha: 1))
  }

  @Test("Segues are kept, not performed: performSegue makes the destination and calls prepare(for:sender:)")
  func segues() throws {
    let shop = try #require(storyboard.instantiateViewController(withIdentifier: "ShopViewController") as? ShopViewController)
    shop.performSegue(withIdentifier: "showDetail", sender: nil)
    #expect(shop.prepared == ["showDetail → DetailViewController"])
    #expect(shop.presentedViewController == nil && shop.navigationController == nil)
    // A segue to a storyboard reference makes the referenced storyboard's controller.
    let detail = try #require(storyboard.instantiateViewController(withIdentifier: "DetailViewController") as? DetailViewController)
    detail.performSegue(withIdentifier: "showProfile", sender: nil)
    #expect(detail.prepared.count == 1 && detail.prepared.first is ShopViewController)
    let raised = raisedByNibLoading { shop.performSegue(withIdentifier: "missing", sender: nil) }
    #expect(raised?.reason == "Receiver (<CollectionSnapshotUIKitTests.ShopViewController>) has no segue with identifier 'missing'")
  }

  @Test("UIKit's exceptions: an identifier the storyboard lacks, a storyboard the app lacks")
  func errors() throws {
    let raised = raisedByNibLoading { _ = storyboard.instantiateViewController(withIdentifier: "Cart") }
    #expect(raised?.name == UIKitException.invalidArgument)
    #expect(raised?.reason == "Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier 'Cart'")
    let missing = raisedByNibLoading { _ = UIStoryboard(name: "Checkout", bundle: .module) }
    #expect(missing?.reason.hasPrefix("Could not find a storyboard named 'Checkout' in bundle NSBundle <") == true)
  }
}

@MainActor @Suite("Storyboards: references that lead back to themselves")
struct StoryboardCycleTests {
  @Test("A storyboard whose initial controller is a reference to itself, or a navigation controller its own root, stops with an error, and nothing traps")
  func cycle() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-cycle-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="r">
          <scenes><scene sceneID="s"><objects>
              <viewControllerPlaceholder storyboardName="Loop" id="r" sceneMemberID="viewController"/>
          </objects></scene></scenes>
      </document>
      """.utf8
    ).write(to: folder.appendingPathComponent("Loop.storyboard"))
    let bundle = try #require(Bundle(path: folder.path))
    let raised = raisedByNibLoading { #expect(UIStoryboard(name: "Loop", bundle: bundle).instantiateInitialViewController() == nil) }
    #expect(raised?.reason == "Could not read the Interface Builder file Loop.storyboard:4: view controllers made for one another (relationships, embeddings, references) nest more than 16 deep: they form a cycle")
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="n">
          <scenes><scene sceneID="s"><objects>
              <navigationController id="n" sceneMemberID="viewController">
                  <connections><segue destination="n" kind="relationship" relationship="rootViewController" id="g"/></connections>
              </navigationController>
          </objects></scene></scenes>
      </document>
      """.utf8
    ).write(to: folder.appendingPathComponent("Own.storyboard"))
    let own = raisedByNibLoading { _ = UIStoryboard(name: "Own", bundle: bundle).instantiateInitialViewController() }
    #expect(own?.reason.hasSuffix("nest more than 16 deep: they form a cycle") == true, "\(own.map(String.init(describing:)) ?? "nothing raised")")
  }
}

@MainActor @Suite("Storyboards: table view controllers and their prototype cells")
struct StoryboardTableTests {
  @Test("The table's style and prototype come from the scene; a dequeued cell has the prototype's style, labels and accessory")
  func prototype() throws {
    let settings = try #require(UIStoryboard(name: "Shop", bundle: .module).instantiateViewController(withIdentifier: "WirelessSettingsController") as? WirelessSettingsController)
    let table = try #require(settings.tableView)
    #expect(table.style == .insetGrouped && table.dataSource === settings && table.sectionHeaderHeight == 18)
    let cell = table.dequeueReusableCell(withIdentifier: "setting", for: Foundation.IndexPath(row: 0, section: 0))
    #expect(cell.textLabel?.text == "Title" && cell.detailTextLabel?.text == "Detail" && cell.detailTextLabel?.textAlignment == .right)
    #expect(cell.accessoryType == .disclosureIndicator && cell.reuseIdentifier == "setting")
    // The standard labels are the cell's own, in its content view as UIKit puts them: no other
    // view is added there.
    #expect(cell.contentView.subviews.allSatisfy { $0 === cell.textLabel || $0 === cell.detailTextLabel || $0 === cell.imageView })
  }

  @Test("A screen of the storyboard's table view controller shows its data source's texts in the prototype's cells")
  func screen() throws {
    let screen = try Screen(device: .iPhone15, viewController: UIStoryboard(name: "Shop", bundle: .module).instantiateViewController(withIdentifier: "WirelessSettingsController"))
    let lines = LayoutDump.lines(screen, layout: try screen.computeLayout()).filter { $0.hasPrefix("cell ") }
    #expect(lines.count == 2)
    #expect(screen.model.sections[0].items[0].content.texts == ["Wi-Fi", "Home"])
  }

  @Test("A table of static cells: the file's sections, titles and cells served by the controller, a cell's own row height, outlets into the cells")
  func staticCells() throws {
    let controller = try #require(UIStoryboard(name: "Shop", bundle: .module).instantiateViewController(withIdentifier: "StaticSettingsController") as? StaticSettingsController)
    let table = try #require(controller.tableView)
    // The controller answers for the file's content: two sections, of 2 and 1 rows, titled.
    #expect(controller.numberOfSections(in: table) == 2)
    #expect(controller.tableView(table, numberOfRowsInSection: 0) == 2 && controller.tableView(table, numberOfRowsInSection: 1) == 1)
    #expect(controller.tableView(table, titleForHeaderInSection: 1) == "About" && controller.tableView(table, titleForFooterInSection: 1) == "Version 2.1")
    // The outlets reach the views inside the static cells.
    #expect(controller.airplaneSwitch?.isOn == true && controller.airplaneLabel?.text == "Airplane Mode")
    let screen = try Screen(device: .iPhone15, viewController: controller)
    let lines = LayoutDump.lines(screen, layout: try screen.computeLayout())
    let cells = lines.filter { $0.hasPrefix("cell ") }
    #expect(cells.count == 3)
    // Inset grouped on an iPhone 15: rows inset 20, 353 wide; the first row 44 tall (the
    // system's content), the second its own 60 (rowHeight="60" in the file), right below it.
    // (The headers are the file's sectionHeaderHeight, 18: the first row starts there.)
    #expect(cells[0].contains("frame=(20, 18, 353, 44)"))
    #expect(cells[1].contains("frame=(20, 62, 353, 60)"))
    // The controller's override adjusted the cell super gave it.
    #expect(screen.model.sections[0].items[0].content.texts.first == "Wi-Fi: Home")
    #expect(lines.contains { $0.hasPrefix("supplementary footer [1,0]") && $0.contains(#"texts=["Version 2.1"]"#) })
  }
}
