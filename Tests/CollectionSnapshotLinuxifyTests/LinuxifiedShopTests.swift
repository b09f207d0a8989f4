import CollectionSnapshot
import CollectionSnapshotLinuxify
import Foundation
import Testing
import UIKit

/// App code as teams write it (Fixtures/ShopScreen.swift.txt: `@objc` actions, `#selector`
/// target–action in cells, a timer, a delayed message, a notification), transformed by
/// `collection-snapshot-linuxify` (the copy, Linuxified/ShopScreen.swift, is compiled here) and
/// run against UIKit in the headless collection view.
@MainActor @Suite("Linuxify: transformed app code runs")
struct LinuxifiedShopTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test("The compiled copy is what the tool writes for the fixture")
  func copyIsCurrent() throws {
    let original = try String(contentsOf: Self.folder.appendingPathComponent("Fixtures/ShopScreen.swift.txt"), encoding: .utf8)
    let copy = try String(contentsOf: Self.folder.appendingPathComponent("Linuxified/ShopScreen.swift"), encoding: .utf8)
    let output = Linuxify.transform([Linuxify.Input(path: "ShopScreen.swift", relativePath: "ShopScreen.swift", text: original)])
    #expect(output.errors.isEmpty)
    #expect(output.files.first?.text == copy, "regenerate with: collection-snapshot-linuxify Tests/CollectionSnapshotLinuxifyTests/Fixtures/ShopScreen.swift.txt -o …")
    // Every line of the team's file stays where it was: the table is on the closing brace's line.
    #expect(copy.split(separator: "\n", omittingEmptySubsequences: false).count == original.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  func screen(_ controller: ShopViewController) throws -> Screen {
    try Screen(device: .iPhone15, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: controller)
  }

  @Test("A tap on a cell's button runs the view controller's action method, and the trace shows it")
  func tapRunsAction() throws {
    let controller = ShopViewController()
    var view = try HeadlessCollectionView(try screen(controller))
    let before = view.trace.events.count
    try view.tapButton(in: IndexPath(item: 1, section: 0))
    // The cell's button was given `#selector(ShopViewController.buy(_:))`: `buy:` by Swift's
    // rule for an unlabelled first parameter; the method reads the cell's label ("Chair").
    #expect(controller.purchased == ["Chair"])
    let lines = view.trace.events(since: before).map(\.description)
    #expect(lines.contains(#"0.000s event button "Buy" cell [0,1] ShopCell id=Chair"#))
    #expect(lines.contains(#"0.000s action -[CollectionSnapshotLinuxifyTests.ShopViewController buy:] sender=UIButton "Buy""#))
  }

  @Test("A pull to refresh sends the refresh control's value-changed action to the view controller")
  func pullToRefresh() throws {
    let controller = ShopViewController()
    var view = try HeadlessCollectionView(try screen(controller))
    let before = view.trace.events.count
    try view.pullToRefresh()
    #expect(controller.reloads == 1)
    // `#selector(reload(_:))`: `reload:`; the action ends refreshing, as apps do.
    #expect(controller.collectionView.refreshControl?.isRefreshing == false)
    #expect(
      view.trace.events(since: before).map(\.description) == [
        "0.000s event pullToRefresh", "0.000s action -[CollectionSnapshotLinuxifyTests.ShopViewController reload:] sender=UIRefreshControl",
      ])
  }

  @Test("The timer, the delayed message and the notification run by selector on the virtual clock")
  func clock() throws {
    let controller = ShopViewController()
    var view = try HeadlessCollectionView(try screen(controller))
    // viewDidLoad scheduled `tick` every 2 s (repeating) and `refresh` after 1 s; nothing has
    // run before the clock moves.
    #expect(controller.ticks == 0 && controller.refreshes == 0)
    let before = view.trace.events.count
    try view.advance(seconds: 7)
    // 1 s: refresh; 2, 4, 6 s: tick — the third invalidates the timer, so 8 s would not fire.
    #expect(controller.refreshes == 1)
    #expect(controller.ticks == 3)
    let lines = view.trace.events(since: before).filter { $0.name == "appTimer" }.map(\.description)
    #expect(
      lines == [
        "1.000s appTimer -[CollectionSnapshotLinuxifyTests.ShopViewController refresh]",
        "2.000s appTimer timer -[CollectionSnapshotLinuxifyTests.ShopViewController tick]",
        "4.000s appTimer timer -[CollectionSnapshotLinuxifyTests.ShopViewController tick]",
        "6.000s appTimer timer -[CollectionSnapshotLinuxifyTests.ShopViewController tick]",
      ])
    try view.advance(seconds: 10)
    #expect(controller.ticks == 3)
    NotificationCenter.default.post(name: .cartChanged, object: nil)
    #expect(controller.notes == ["cartChanged"])
  }

  @Test("An action whose target's class has no such method raises UIKit's unrecognized selector")
  func unrecognizedSelector() throws {
    let cell = ShopCell(frame: .zero)
    let controller = ShopViewController()
    cell.buyButton.addTarget(controller, action: Selector("checkout:"), for: .touchUpInside)
    #expect(throws: UIKitException.self) { try UIKitException.catching { cell.buyButton.sendActions(for: .touchUpInside) } }
    do {
      try UIKitException.catching { cell.buyButton.sendActions(for: .touchUpInside) }
    } catch let exception as UIKitException {
      // Foundation's text: "-[Class selector]: unrecognized selector sent to instance 0x…",
      // with the class's stable name where iOS prints an address.
      #expect(exception.name == "NSInvalidArgumentException")
      #expect(
        exception.reason
          == "-[CollectionSnapshotLinuxifyTests.ShopViewController checkout:]: unrecognized selector sent to instance <CollectionSnapshotLinuxifyTests.ShopViewController>"
      )
    }
  }

  @Test("responds(to:), perform(_:) and key-value coding go through the generated tables")
  func tables() throws {
    let controller = ShopViewController()
    #expect(controller.responds(to: Selector("buy:")))
    #expect(controller.responds(to: Selector("tick")))
    #expect(!controller.responds(to: Selector("buy")))
    #expect(ShopViewController.instancesRespond(to: Selector("refresh")))
    controller.perform(Selector("refresh"))
    #expect(controller.refreshes == 1)
    let cell = ShopCell(frame: .zero)
    // An @IBInspectable property and UIKit's own key path, as a nib's runtime attributes set
    // them (numbers arrive as NSNumber).
    cell.setValue(NSNumber(value: 12), forKey: "cornerRadius")
    cell.setValue(NSNumber(value: 8), forKeyPath: "layer.cornerRadius")
    #expect(cell.cornerRadius == 12)
    #expect(cell.layer.cornerRadius == 8)
    #expect(throws: UIKitException.self) { try UIKitException.catching { cell.setValue(1, forKey: "shadowSize") } }
    do {
      try UIKitException.catching { cell.setValue(1, forKey: "shadowSize") }
    } catch let exception as UIKitException {
      #expect(exception.name == "NSUnknownKeyException")
      #expect(
        exception.reason
          == "[<CollectionSnapshotLinuxifyTests.ShopCell CollectionSnapshotLinuxifyTests.ShopCell> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key shadowSize."
      )
    }
  }
}

@MainActor @Suite("Linuxify: views made through their metatypes")
struct MetatypeConstructionTests {
  @Test("T() and T(frame:) with T: UIView run the class's own init(frame:), as Objective-C's init does")
  func generic() {
    let boxed = Boxed<BadgeView>()
    #expect(boxed.content.madeBy == "init(frame:)")
    #expect(boxed.content.subviews.first === boxed.content.label)
    let made = makeView(BadgeView.self, width: 40)
    #expect(made.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(made.madeBy == "init(frame:)")
    // UIKit's own classes through the same call.
    #expect(makeView(UILabel.self, width: 10).frame.width == 10)
    #expect(type(of: Boxed<UIImageView>().content) == UIImageView.self)
    #expect(type(of: makeView(ShopCell.self, width: 5)) == ShopCell.self)
  }
}
