import CollectionSnapshot
import CollectionSnapshotTesting
import Testing
import UIKit

enum ShopSection: String, Hashable, Sendable, CaseIterable {
  case deals, categories, picks
}

struct ShopItem: Hashable, Sendable {
  var name: String
  var price: String?
}

/// A shop's home screen as its app would build it: a provider with an orthogonal carousel, a
/// mosaic with a pinned header, and an inset-grouped list.
func shopSnapshot() -> NSDiffableDataSourceSnapshot<ShopSection, ShopItem> {
  var snapshot = NSDiffableDataSourceSnapshot<ShopSection, ShopItem>()
  snapshot.appendSections(ShopSection.allCases)
  snapshot.appendItems([ShopItem(name: "Lamps -20%"), ShopItem(name: "Rugs -35%"), ShopItem(name: "Sofas -10%")], toSection: .deals)
  snapshot.appendItems(["Living", "Kitchen", "Garden", "Office", "Kids", "Bath"].map { ShopItem(name: $0) }, toSection: .categories)
  snapshot.appendItems([ShopItem(name: "Oak chair", price: "$80"), ShopItem(name: "Desk lamp", price: "$20")], toSection: .picks)
  return snapshot
}

@MainActor
func shopScreen(device: Device = .iPhoneSE) throws -> Screen {
  try Screen(name: "shop", device: device, layout: TwinLayoutTests.storeFront(), snapshot: shopSnapshot(), supplementary: { kind, indexPath in
    kind == UICollectionView.elementKindSectionHeader ? CellPlaceholder(kind: "Header", title: ["Deals", "Categories", "Picks"][indexPath.section]) : nil
  }) { item, indexPath in
    switch indexPath.section {
    case 0: CellPlaceholder(kind: "DealCell", title: item.name, image: ImagePlaceholder(placement: .fill))
    case 1: CellPlaceholder(kind: "CategoryCell", title: item.name)
    default: CellPlaceholder(kind: "ProductRow", title: item.name, subtitle: item.price, image: ImagePlaceholder(placement: .leading))
    }
  }
}

@MainActor @Suite("UIKit API: screens from UIKit values")
struct UIKitScreenTests {
  @Test("Sections and items come from the snapshot, kinds and content from the placeholders")
  func model() throws {
    let screen = try shopScreen()
    #expect(screen.model.sections.map(\.id) == ["deals", "categories", "picks"])
    #expect(screen.model.sections[1].items.map(\.kind) == Array(repeating: "CategoryCell", count: 6))
    #expect(screen.model.sections[2].items[0].id == #"ShopItem(name: "Oak chair", price: Optional("$80"))"#)
    #expect(screen.model.sections[2].items[1].content.subtitle == "$20")
    #expect(screen.model.sections[1].header?.content.title == "Categories")
    #expect(screen.model.sections[0].header == nil)
  }

  @Test("Identifiers that print alike stay distinct")
  func printedAlike() throws {
    struct Token: Hashable, Sendable, CustomStringConvertible {
      let id: Int
      var description: String { "token" }
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Token>()
    snapshot.appendSections([0])
    snapshot.appendItems([Token(id: 1), Token(id: 2), Token(id: 3)])
    let screen = try Screen(layout: UICollectionViewFlowLayout(), snapshot: snapshot) { _, _ in CellPlaceholder() }
    #expect(screen.model.sections[0].items.map(\.id) == ["token", "token#2", "token#3"])
  }

  @Test("The shop on an iPhone SE: picture and layout")
  func shop() throws {
    assertSnapshot(of: try shopScreen(), as: .image, .layout)
  }

  @Test("The shop on an iPad: the provider adapts the carousel and the mosaic")
  func shopPad() throws {
    assertSnapshot(of: try shopScreen(device: .iPad), as: .layout)
  }

  @Test("The headless collection view runs a screen from UIKit values")
  func trace() throws {
    assertSnapshot(of: try shopScreen(), as: .trace([.scroll(to: Point(x: 0, y: 240)), .scrollSection(0, to: 200)]))
  }

  @Test("A screen from UIKit values written as JSON reads back as the same screen, for the command-line tools", arguments: [Device.iPhoneSE, .iPad])
  func json(device: Device) throws {
    let screen = try shopScreen(device: device)
    let data = try ScreenDocument.encode(screen)
    let read = try ScreenDocument.decode(data)
    #expect(LayoutDump.text(read, layout: try read.computeLayout()) == LayoutDump.text(screen, layout: try screen.computeLayout()))
    #expect(try ScreenDocument.encode(read) == data)

    let flow = try uikitScreen(UICollectionViewFlowLayout(), counts: [3], flowDelegate: SizesDelegate([[CGSize(width: 100, height: 30), CGSize(width: 300, height: 40), CGSize(width: 80, height: 50)]]))
    let flowRead = try ScreenDocument.decode(try ScreenDocument.encode(flow))
    #expect(LayoutDump.text(flowRead, layout: try flowRead.computeLayout()) == LayoutDump.text(flow, layout: try flow.computeLayout()))
  }

  @Test("Accepted API without effect and unregistered decorations are named in the dump")
  func warnings() throws {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1)))
    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .absolute(120), heightDimension: .absolute(80)), subitems: [item]))
    section.orthogonalScrollingBehavior = .continuous
    section.visibleItemsInvalidationHandler = { items, _, _ in items.forEach { $0.alpha = 0.5 } }
    section.decorationItems = [.background(elementKind: "band")]
    let screen = try uikitScreen(UICollectionViewCompositionalLayout(section: section), counts: [4])
    let dump = LayoutDump.text(screen, layout: try screen.computeLayout())
    #expect(dump.contains("warning: section.visibleItemsInvalidationHandler: accepted, not run"))
    #expect(dump.contains("warning: section.decorationItems[0]: decoration kind 'band' is not registered"))
  }

  @Test("A decoration kind the section provider registers is registered: UIKit makes decoration views after the layout is prepared")
  func decorationRegisteredInsideTheProvider() throws {
    final class Box { weak var layout: UICollectionViewCompositionalLayout? }
    let box = Box()
    let layout = UICollectionViewCompositionalLayout { index, _ in
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))
      section.decorationItems = [.background(elementKind: index == 0 ? "card" : "unregistered")]
      // The provider registers the kind of section 0 while making section 1.
      if index == 1 { box.layout?.register(UICollectionReusableView.self, forDecorationViewOfKind: "card") }
      return section
    }
    box.layout = layout
    let screen = try uikitScreen(layout, counts: [2, 2])
    #expect(screen.warnings.map(\.description) == [
      "warning: sections[1].decorationItems[0]: decoration kind 'unregistered' is not registered with register(_:forDecorationViewOfKind:); UIKit cannot make its view"
    ])
  }

  static let movedTwo =
    "warning: snapshot: Diffable data source detected an attempt to insert or append 2 item identifiers that already exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifiers that already exist: (a, b)\n"

  @Test("Items appended to two sections move to the second, and the dump says what UIKit logs")
  func itemsAppendedTwice() throws {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["first", "second"])
    snapshot.appendItems(["a", "b"], toSection: "first")
    snapshot.appendItems(["a", "b"], toSection: "second")
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    let screen = try Screen(name: "moved", device: specPhone, layout: layout, snapshot: snapshot) { _, _ in CellPlaceholder() }
    #expect(screen.model.sections.map { $0.items.map(\.id) } == [[], ["a", "b"]])
    #expect(LayoutDump.text(screen, layout: try screen.computeLayout()).hasSuffix(Self.movedTwo))

    // The same through a data source: what was logged while building the applied snapshot.
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { _, _, _ in nil }
    dataSource.apply(snapshot)
    let applied = try Screen(name: "moved", device: specPhone, layout: layout, dataSource: dataSource) { _, _ in CellPlaceholder() }
    #expect(LayoutDump.text(applied, layout: try applied.computeLayout()).hasSuffix(Self.movedTwo))
  }

  @Test("A flow delegate's zero or negative item size is logged, as UIKit logs it, and laid out")
  func zeroSizeFromTheFlowDelegate() throws {
    let delegate = SizesDelegate([[CGSize(width: 100, height: 50), CGSize(width: 0, height: 50), CGSize(width: 100, height: -10)]])
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 10
    let screen = try uikitScreen(layout, counts: [3], flowDelegate: delegate)
    let computed = try screen.computeLayout()
    // One line on the 390-point screen, the section's last and incomplete: left-aligned with
    // the 10-point spacing, x = 0, 110, 120; the line is 50 high and the 0-high item sits in
    // its middle (y = 25).
    #expect(computed.attributesForItem(at: CollectionSnapshotLayout.IndexPath(item: 1, section: 0))?.frame == Rect(x: 110, y: 0, width: 0, height: 50))
    #expect(computed.attributesForItem(at: CollectionSnapshotLayout.IndexPath(item: 2, section: 0))?.frame == Rect(x: 120, y: 25, width: 100, height: 0))
    let dump = LayoutDump.text(screen, layout: computed)
    #expect(dump.contains("warning: cell [0,1]: negative or zero sizes are not supported in the flow layout (got 0 x 50; laid out as 0 x 50)"))
    #expect(dump.contains("warning: cell [0,2]: negative or zero sizes are not supported in the flow layout (got 100 x -10; laid out as 100 x 0)"))
  }
}

/// Pages by the collection view's size, set in `prepare()` as such subclasses do.
final class PageFlowLayout: UICollectionViewFlowLayout {
  override func prepare() {
    super.prepare()
    scrollDirection = .horizontal
    minimumLineSpacing = 0
    itemSize = collectionView?.bounds.size ?? .zero
  }
}

@MainActor @Suite("UIKit API: what a layout reads from its collection view")
struct UIKitCollectionViewTests {
  @Test("prepare() runs before the layout is read, with the device's collection view", arguments: [Device.iPhoneSE, .iPad])
  func prepare(device: Device) throws {
    let layout = try uikitScreen(PageFlowLayout(), counts: [3], device: device).computeLayout()
    expectFrame(layout.cell(1), device.size.width, 0, device.size.width, device.size.height)
  }

  @Test("A view controller's view is the device's screen while a screen is made")
  func viewController() throws {
    final class Controller: UIViewController {
      func layout() -> UICollectionViewLayout {
        let width = view.bounds.width
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width / 3), heightDimension: .absolute(50)))
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item])))
      }
    }
    let layout = try uikitScreen(Controller().layout(), counts: [1], device: .iPad).computeLayout()
    expectFrame(layout.cell(0), 0, 0, 820.0 / 3, 50)
  }
}
