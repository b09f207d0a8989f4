import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing
import UIKit

/// Screens made by the app's own code: the data source's providers run, the registered classes
/// are made, and what the code set is what the snapshot shows.
@MainActor @Suite("UIKit API: the app's cells and views decide what a screen shows")
struct AppCellsTests {
  let host = CollectionViewHost(contentInsetAdjustmentBehavior: .never)

  /// The dump's element lines.
  func elements(_ screen: Screen) throws -> [String] {
    LayoutDump.lines(screen, layout: try screen.computeLayout()).filter { $0.hasPrefix("cell ") || $0.hasPrefix("supplementary ") }
  }

  /// The line of the element at `key` (`cell [0,1]`) and its views' lines below it.
  func element(_ screen: Screen, _ key: String) throws -> [String] {
    let lines = LayoutDump.lines(screen, layout: try screen.computeLayout())
    guard let start = lines.firstIndex(where: { $0.hasPrefix(key + " ") }) else { return [] }
    return [lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
  }

  @Test("A view controller written as Apple's samples write it, with no closures: the dump lists the app's classes and texts")
  func appleSample() throws {
    let screen = try Screen(device: specPhone, host: host, viewController: LibraryViewController())
    // The orthogonal section: its header 40 high across the width (a boundary item's z-index
    // is 1), then groups of 150 × 100, 10 apart (0, 160, 320), below it. The items' identifiers
    // hold spaces and quotes: they print quoted, as texts do. The header's label and the
    // covers' views have no frame of their own (the code sets none, and no constraint), as on a
    // device: 0 × 0.
    #expect(try element(screen, "supplementary header [0,0]") == [
      "supplementary header [0,0] TitleHeaderView frame=(0, 0, 390, 40) z=1", #"  UILabel "Featured" frame=(0, 0, 0, 0) font=17 regular color=label"#,
    ])
    #expect(try element(screen, "cell [0,0]") == [
      #"cell [0,0] CoverCell id="Book(title: \"Dune\", author: \"Frank Herbert\")" frame=(0, 40, 150, 100) z=0"#,
      "  UIImageView frame=(0, 0, 0, 0) symbol=book.closed", #"  UILabel "Dune" frame=(0, 0, 0, 0) font=17 regular color=label"#,
    ])
    #expect(try element(screen, "cell [0,2]").last == #"  UILabel "Ulysses" frame=(0, 0, 0, 0) font=17 regular color=label"#)
    // The list: list cells with the registration's text and secondary text and the
    // disclosure indicator, under a list-cell header, the full width; sized by the list
    // metrics (which the dump details in their own field): 11 + body 20.333 + 3 + caption 1
    // 14.333 + 11 = 59.667. On a 390-pt phone m = 20: the text at (20, 11); the chevron's
    // right edge at 390 − 20 − 7/3 = 367.667 (x 360.667), its top at 59.667 / 2 − 6 = 23.833;
    // the texts end 40/3 before it (347.333), 327.333 wide; the secondary text at 11 + 20.333
    // + 3 = 34.333; the separator at 59.667 − 1/3 from the text's x.
    let row = try element(screen, "cell [1,0]")
    #expect(row.first?.hasPrefix(#"cell [1,0] UICollectionViewListCell id="Book(title: \"Beloved\", author: \"Toni Morrison\")" frame=(0, "#) == true)
    #expect(row.first?.hasSuffix(", 390, 59.666666666666664) z=0 list=cell[11 + body 17pt 20.333 + 3 + caption1 12pt 14.333 + 11 = 59.667] sized=list") == true)
    #expect(Array(row.dropFirst()) == [
      #"  UILabel "Beloved" frame=(20, 11, 327.333, 20.333) font=body lines=0 color=label"#,
      #"  UILabel "Toni Morrison" frame=(20, 34.333, 327.333, 14.333) font=caption1 lines=0 color=secondaryLabel"#,
      "  UIImageView frame=(360.667, 23.833, 7, 12) symbol=chevron.forward tint=tertiaryLabel mode=center",
      "  separator frame=(20, 59.333, 370, 0.333) background=separator",
    ])
    #expect(try element(screen, "cell [1,1]").dropFirst().first == #"  UILabel "Middlemarch" frame=(20, 11, 327.333, 20.333) font=body lines=0 color=label"#)
    // The header: plain header content, 4 + headline 20.333 + 4 = 28.333, its text at m.
    #expect(try element(screen, "supplementary header [1,0]") == [
      "supplementary header [1,0] UICollectionViewListCell frame=(0, 162, 390, 28.333333333333332) z=1 list=plainHeader[4 + headline 17pt 20.333 + 4 = 28.333] sized=list",
      #"  UILabel "All books" frame=(20, 4, 350, 20.333) font=headline lines=0 color=label"#,
    ])
    #expect(screen.model.sections[0].items[0].content.texts == ["Dune"])
    #expect(screen.model.sections[1].items[0].content.accessories == [AccessoryMark(kind: "disclosureIndicator")])
    // The model keeps the list content's style, which sizes the rows.
    #expect(screen.model.sections[1].items[0].content.listStyle == .cell)
    #expect(screen.model.sections[1].header?.content.listStyle == .plainHeader)
  }

  @Test("A screen from a layout and a data source, with no cell closure, shows the same views")
  func layoutAndDataSource() throws {
    let controller = LibraryViewController()
    controller.loadViewIfNeeded()
    let fromDataSource = try Screen(device: specPhone, host: host, layout: controller.createLayout(), dataSource: controller.dataSource)
    let fromController = try Screen(device: specPhone, host: host, viewController: LibraryViewController())
    #expect(try elements(fromDataSource) == elements(fromController))
  }

  @Test("A custom cell class registered for a reuse identifier: labels, the button and the image view in view order, hidden ones left out, the background")
  func customCells() throws {
    let screen = try Screen(device: specPhone, host: host, viewController: StoreViewController())
    let lamp = screen.model.sections[0].items[0]
    #expect(lamp.id == "[0,0]")
    #expect(lamp.kind == "ProductCardCell")
    // The image view comes first, then the name and price labels; the hidden "Sold out" label
    // is not shown; the rating sits in a stack view; the button's title closes the texts.
    #expect(lamp.content.texts == ["Lamp", "$20", "4.5 stars", "Add"])
    #expect(lamp.content.button == "Add")
    #expect(lamp.content.image == ImagePlaceholder(placement: .leading, name: "cart"))
    // systemYellow is #FFCC00 in the light appearance; systemBlue #007AFF.
    #expect(lamp.content.background == PlaceholderColor(name: "systemYellow", color: Color(rgb: 0xFFCC00)))
    #expect(screen.model.sections[0].items[1].content.background == PlaceholderColor(name: "systemBlue", color: Color(rgb: 0x007AFF)))
    // Two 160 × 200 items across 390: the 70 left over is the gap between them. The cell's
    // layoutSubviews sets the frames at its width: the image 160 × 100, the labels 8 in from
    // each side (144 wide) 21 tall from 108 down, the stack at 154 (its one arranged view
    // fills it), the button 48 × 28 at 160 − 56 = 104; the hidden label is left out.
    #expect(try element(screen, "cell [0,0]") == [
      "cell [0,0] ProductCardCell id=[0,0] frame=(0, 0, 160, 200) z=0 background=systemYellow",
      "  UIImageView frame=(0, 0, 160, 100) symbol=cart",
      #"  UILabel "Lamp" frame=(8, 108, 144, 21) font=17 regular color=label"#,
      #"  UILabel "$20" frame=(8, 131, 144, 21) font=17 regular color=label"#,
      "  UIStackView frame=(8, 154, 144, 21) axis=horizontal",
      #"    UILabel "4.5 stars" frame=(0, 0, 144, 21) font=17 regular color=label"#,
      #"  UIButton "Add" frame=(104, 164, 48, 28)"#,
    ])
    #expect(try element(screen, "cell [0,1]").first == "cell [0,1] ProductCardCell id=[0,1] frame=(230, 0, 160, 200) z=0 background=systemBlue")
  }

  @Test("The test's closures still override: its cells, and the app's headers where it gives none")
  func closuresOverride() throws {
    let screen = try Screen(device: specPhone, host: host, viewController: LibraryViewController()) { (book: LibraryViewController.Book, _) in
      CellPlaceholder(kind: "Book", title: book.title.uppercased())
    }
    #expect(screen.model.sections[0].items[0].kind == "Book")
    #expect(screen.model.sections[0].items[0].content.title == "DUNE")
    #expect(screen.model.sections[0].header?.kind == "TitleHeaderView")
    #expect(screen.model.sections[1].header?.content.title == "All books")
    let described = try Screen(device: specPhone, host: host, viewController: LibraryViewController(), supplementary: { _, _ in CellPlaceholder(kind: "Title") })
    #expect(described.model.sections[0].header?.kind == "Title")
    #expect(described.model.sections[1].items[0].content.texts == ["Beloved", "Toni Morrison"])
  }

  @Test("Default list rows are 44 pt at the default text size, as UIKit draws them")
  func defaultListRows() throws {
    let controller = ListOnlyController(names: ["Wi-Fi", "Bluetooth", "Cellular"])
    let screen = try Screen(device: specPhone, host: host, viewController: controller)
    let layout = try screen.computeLayout()
    // A plain list: rows the full width, one on another, each one body line (22 pt) and 11 pt
    // above and below.
    expectFrame(layout.cell(0), 0, 0, 390, 44)
    expectFrame(layout.cell(1), 0, 44, 390, 44)
    expectFrame(layout.cell(2), 0, 88, 390, 44)
    #expect(layout.contentSize.height == 132)
    #expect(screen.model.sections[0].items.map(\.sizingSource) == ["list", "list", "list"])
  }
}

extension AppCellsTests {
  @Test("Accessories shown for the editing state, list content's image, a dark background as a swatch")
  func accessories() throws {
    let controller = SettingsViewController()
    let screen = try Screen(name: "settings", device: specPhone, host: host, viewController: controller)
    let items = screen.model.sections[0].items
    #expect(items[0].content.accessories == [AccessoryMark(kind: "disclosureIndicator")])
    // The delete control shows only while the collection view edits.
    #expect(items[1].content.accessories == [AccessoryMark(kind: "label", text: "3"), AccessoryMark(kind: "disclosureIndicator")])
    #expect(items[2].content.accessories == [AccessoryMark(kind: "checkmark")])
    #expect(items[3].content.image == ImagePlaceholder(placement: .leading, name: "internaldrive"))
    // systemIndigo, #5856D6 in the light appearance: too dark to write on, so a swatch.
    #expect(items[3].content.background == PlaceholderColor(name: "systemIndigo", color: Color(rgb: 0x5856D6)))
    #expect(items[3].content.background?.isLight == false)
    assertSnapshot(of: screen, as: .image, .layout)
    let editing = SettingsViewController()
    editing.loadViewIfNeeded()
    (editing.view.subviews.first as? UICollectionView)?.isEditing = true
    let edited = try Screen(device: specPhone, host: host, viewController: editing)
    #expect(edited.model.sections[0].items[1].content.accessories.last == AccessoryMark(kind: "delete", placement: .leading))
  }

  @Test("Custom cells laid out by their own layoutSubviews: the image, the texts, the stack and the button at their frames over the background")
  func customCellsPicture() throws {
    assertSnapshot(of: try Screen(name: "store", device: specPhone, host: host, viewController: StoreViewController()), as: .image)
  }
}

extension AppCellsTests {
  @Test("configurationUpdateHandler and updateConfiguration(using:) run for the state at rest, with the device's traits, before the cell is read")
  func configurationUpdates() throws {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    let registration = UICollectionView.CellRegistration<StatefulCell, String> { cell, _, item in
      cell.configurationUpdateHandler = { cell, state in
        var content = UIListContentConfiguration.cell()
        content.text = item
        content.secondaryText = state.isSelected ? "selected" : "at rest, \(state.traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")"
        cell.contentConfiguration = content
      }
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Alarm"])
    dataSource.apply(snapshot)
    let screen = try Screen(device: specPhone, host: host, layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), dataSource: dataSource)
    let item = screen.model.sections[0].items[0]
    // A portrait phone is compact; the override ran first and set the background the handler
    // left alone.
    #expect(item.content.texts == ["Alarm", "at rest, compact"])
    #expect(item.content.background?.name == "systemGreen")
    withExtendedLifetime(collectionView) {}
  }
}

extension AppCellsTests {
  @Test("Badges (supplementary views of an item) come from the data source too, once the layout places them: the dump lists their texts")
  func badges() throws {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.label.text = item }
    let badges = UICollectionView.SupplementaryRegistration<TitleHeaderView>(elementKind: "badge") { view, _, indexPath in view.label.text = "\(indexPath.item + 2)" }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in collectionView.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath) }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Inbox", "Drafts"])
    dataSource.apply(snapshot)
    let screen = try Screen(device: specPhone, host: host, layout: layout, dataSource: dataSource)
    // A 20 × 20 badge at each 100-pt item's top-trailing corner: x = 100 − 20 = 80, then 180.
    #expect(try element(screen, "supplementary badge [0,0]") == [
      "supplementary badge [0,0] TitleHeaderView frame=(80, 0, 20, 20) z=1", #"  UILabel "2" frame=(0, 0, 0, 0) font=17 regular color=label"#,
    ])
    #expect(try element(screen, "supplementary badge [0,1]").last == #"  UILabel "3" frame=(0, 0, 0, 0) font=17 regular color=label"#)
    // The headless collection view asks for them as they appear, reusing views per identifier.
    let view = try HeadlessCollectionView(screen)
    #expect(view.trace.events.filter { $0.name == "viewForSupplementary" }.map(\.detail) == [
      #"badge [0,0] TitleHeaderView view=#1 texts=["2"]"#, #"badge [0,1] TitleHeaderView view=#2 texts=["3"]"#,
    ])
  }

  @Test("Text fields and text views show their text, an empty field its placeholder, in view order")
  func textInputs() throws {
    let screen = try Screen(device: specPhone, host: host, viewController: ShippingFormViewController())
    // Fixed 390 × 60 rows, one above the other; an empty field shows its placeholder in the
    // placeholder colour.
    #expect(try element(screen, "cell [0,0]") == [
      "cell [0,0] FormFieldCell id=[0,0] frame=(0, 0, 390, 60) z=0", #"  UILabel "Name" frame=(0, 0, 0, 0) font=17 regular color=label"#,
      #"  UITextField "Ada Lovelace" frame=(0, 0, 0, 0) font=17 regular color=label"#,
    ])
    #expect(try element(screen, "cell [0,1]").last == #"  UITextField "Optional" frame=(0, 0, 0, 0) font=17 regular color=placeholderText"#)
    #expect(try element(screen, "cell [0,2]").last == #"  UITextView "Leave at the door" frame=(0, 0, 0, 0) font=17 regular lines=0"#)
    #expect(screen.model.sections[0].items.map(\.content.texts) == [["Name", "Ada Lovelace"], ["Phone", "Optional"], ["Notes", "Leave at the door"]])
  }

  @Test("A content view that applies its configuration only when it is set again shows it: the cell hands it the configuration for its state, as UIKit's does")
  func configurationAppliedInDidSet() throws {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
      var content = TitleFieldConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Buy milk"])
    dataSource.apply(snapshot)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 44)
    let screen = try Screen(device: specPhone, host: host, layout: layout, dataSource: dataSource)
    #expect(try elements(screen).contains(#"cell [0,0] UICollectionViewListCell id="Buy milk" frame=(0, 0, 390, 44) z=0"#))
    #expect(screen.model.sections[0].items[0].content.texts == ["Buy milk"])
  }

  @Test("A colour with an opacity of its own reaches the dump as one word, systemBlue@0.15, and the placeholder as a pale blue")
  func translucentBackground() throws {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, _ in
      cell.backgroundColor = .systemBlue.withAlphaComponent(0.15)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["tint"])
    dataSource.apply(snapshot)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 44)
    let screen = try Screen(device: specPhone, host: host, layout: layout, dataSource: dataSource)
    #expect(try elements(screen) == ["cell [0,0] UICollectionViewCell id=tint frame=(0, 0, 390, 44) z=0 background=systemBlue@0.15"])
    // systemBlue is #007AFF; 0.15 of 255 is 38.25, 38.
    #expect(screen.model.sections[0].items[0].content.background?.color == Color(rgb: 0x007AFF, alpha: 38))
  }
}

/// A cell that colours itself in `updateConfiguration(using:)`.
final class StatefulCell: UICollectionViewListCell {
  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColor = state.isHighlighted ? .systemRed : .systemGreen
    backgroundConfiguration = background
  }
}

/// A plain list of list cells showing a name each.
final class ListOnlyController: UIViewController {
  let names: [String]
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  init(names: [String]) {
    self.names = names
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(names)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

}
