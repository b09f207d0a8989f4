import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing
import UIKit

/// Table screens made by the app's own table code: its data source and delegate methods run,
/// its cells are made and read by the reader collection view cells go through, and what the
/// code set is what the snapshot shows. Expected frames are derived in the comments from the
/// table rules (the catalog article "Tables").
@MainActor @Suite("UIKit API: table views, their cells, headers and exceptions")
struct TableViewTests {
  /// The dump's element lines.
  func elements(_ screen: Screen) throws -> [String] {
    LayoutDump.lines(screen, layout: try screen.computeLayout()).filter { $0.hasPrefix("cell ") || $0.hasPrefix("supplementary ") }
  }

  /// The views' lines below the element at `key` (`cell [0,1]`).
  func views(_ screen: Screen, _ key: String) throws -> [String] {
    let lines = LayoutDump.lines(screen, layout: try screen.computeLayout())
    guard let start = lines.firstIndex(where: { $0.hasPrefix(key + " ") }) else { return [] }
    return Array(lines[(start + 1)...].prefix { $0.hasPrefix("  ") })
  }

  @Test("A table view controller subclass: the subtitle cells its code configures, the section titles, the delegate's 60-pt rows")
  func contacts() throws {
    let screen = try Screen(name: "contacts", device: .iPhoneSE, viewController: ContactsViewController())
    // iPhone SE, iOS 17 rules (the iOS16+ rounding): a plain table, 22 pt above each titled
    // header (4 + headline 20.5 + 4 = 28.5 at @2x); favourites 60 pt (the delegate), colleagues
    // 44 (the subtitle style's 43, at least 44). The separator starts at the text: the margin
    // 20 (a 375-pt iPhone on iOS 17) + the image's 24 + 16 = 60.
    #expect(
      try elements(screen) == [
        "cell [0,0] SubtitleCell id=[0,0] frame=(0, 50.5, 375, 60) z=0 separator=(60, 315)",
        "cell [0,1] SubtitleCell id=[0,1] frame=(0, 110.5, 375, 60) z=0 separator=(60, 315)",
        "cell [1,0] SubtitleCell id=[1,0] frame=(0, 221, 375, 44) z=0 list=subtitleCell[4 + body 17pt 20.5 + 0 + caption1 12pt 14.5 + 4 = 43, min 44] sized=list separator=(60, 315)",
        "cell [1,1] SubtitleCell id=[1,1] frame=(0, 265, 375, 44) z=0 list=subtitleCell[4 + body 17pt 20.5 + 0 + caption1 12pt 14.5 + 4 = 43, min 44] sized=list separator=(60, 315)",
        "cell [1,2] SubtitleCell id=[1,2] frame=(0, 309, 375, 44) z=0 list=subtitleCell[4 + body 17pt 20.5 + 0 + caption1 12pt 14.5 + 4 = 43, min 44] sized=list separator=(60, 315)",
        #"supplementary header [0,0] UITableViewHeaderFooterView frame=(0, 22, 375, 28.5) z=1 texts=["Favourites"] list=plainHeader[4 + headline 17pt 20.5 + 4 = 28.5]"#,
        #"supplementary header [1,0] UITableViewHeaderFooterView frame=(0, 192.5, 375, 28.5) z=1 texts=["Colleagues"] list=plainHeader[4 + headline 17pt 20.5 + 4 = 28.5]"#,
      ])
    // A row's views: its standard labels and image as the subtitle style's list content at the
    // table's margin m = 20 — the symbol's 24-pt slot at m, centred in the 60-pt row (y 19);
    // the text at m + 40 = 60 (where the separator starts); the text block 20.5 + 14.5 = 35,
    // in 4 + 35 + 4 = 43 centred in 60: from 12.5 — and the chevron 7 × 12 with its right edge
    // at 375 − 20 − 7/3 (x 345.667, y 60/2 − 6 = 24), the texts ending 40/3 before it.
    #expect(try views(screen, "cell [0,0]") == [
      "  UIImageView frame=(20, 19, 24, 22) symbol=person.crop.circle mode=scaleAspectFit",
      #"  UILabel "Ada Lovelace" frame=(60, 12.5, 272.333, 20.5) font=body color=label"#,
      #"  UILabel "+44 20 7946 0018" frame=(60, 33, 272.333, 14.5) font=caption1 color=label"#,
      "  UIImageView frame=(345.667, 24, 7, 12) symbol=chevron.forward tint=tertiaryLabel mode=center",
    ])
    #expect(screen.model.sections[0].items[0].content.texts == ["Ada Lovelace", "+44 20 7946 0018"])
    assertSnapshot(of: screen, as: .image, .layout, named: "contacts")
  }

  @Test("An inset grouped settings screen: a diffable data source whose subclass titles the sections, list content, a switch accessory")
  func settings() throws {
    let screen = try Screen(name: "settings", device: .iPhone15, viewController: TableSettingsViewController())
    let lines = try elements(screen)
    // iPhone 15, inset grouped: rows inset 20, 393 − 40 = 353 wide; G (17.667) above the first
    // titled header (38.667), so the first row at 56.333; the last row of a section has no
    // separator, the others start at the text: 20 + margin 20 + image 24 + 16 = 80. The identifier
    // holds spaces and quotes, so the dump quotes it.
    #expect(lines.contains { $0.hasPrefix(#"cell [0,0] UITableViewCell id="Setting(title: \"Airplane Mode\", value: nil, symbol: \"airplane\", toggles: true)" frame=(20, 56.33333333333333, 353, 44) z=0 "#) && $0.hasSuffix("separator=(80, 293)") })
    #expect(lines.contains { $0.hasPrefix("cell [0,1] ") && !$0.contains("separator=") })
    // The switch, an accessory view: 51 × 31 at the trailing margin (353 − 20 − 51 = 282),
    // centred in the 44-pt row: 6.5, rounded to the @3x pixel grid halves up (19.5 px → 20 px = 6.667).
    #expect(try views(screen, "cell [0,0]") == [
      "  UIImageView frame=(20, 11, 24, 22) symbol=airplane mode=scaleAspectFit",
      #"  UILabel "Airplane Mode" frame=(60, 12, 273, 20.333) font=body lines=0 color=label"#,
      "  UISwitch frame=(282, 6.667, 51, 31) off",
    ])
    #expect(screen.model.sections[0].items[1].content.accessories == [AccessoryMark(kind: "disclosureIndicator")])
    #expect(lines.contains(#"supplementary header [0,0] UITableViewHeaderFooterView frame=(20, 17.666666666666668, 353, 38.666666666666664) z=1 texts=["Connectivity"] list=groupedHeader[17 + footnote 13pt 15.667 + 6 = 38.667]"#))
    #expect(lines.contains { $0.hasPrefix(#"supplementary header [1,0] UITableViewHeaderFooterView frame=(20, 162, 353, "#) && $0.contains(#"texts=["General"]"#) })
    assertSnapshot(of: screen, as: .image, .layout, named: "settings")
  }

  @Test("A table view controller with a diffable data source, its rows described by an item-typed cell closure")
  func itemTypedCells() throws {
    typealias Setting = TableSettingsViewController.Setting
    let screen = try Screen(device: .iPhone15, viewController: TableSettingsViewController()) { (setting: Setting, _) in
      var content = UIListContentConfiguration.valueCell()
      content.text = setting.title
      content.secondaryText = setting.value
      return CellPlaceholder(kind: "SettingRow", listContent: content)
    }
    let lines = try elements(screen)
    // Every row is the closure's (its kind), named by its item as the app's own cells are.
    #expect(lines.filter { $0.hasPrefix("cell ") }.allSatisfy { $0.contains(" SettingRow id=") })
    #expect(lines.contains { $0.hasPrefix("cell [0,0] SettingRow id=") && $0.contains(#"texts=["Airplane Mode"]"#) })
    // A closure of another item type is refused, naming both.
    #expect(throws: LayoutError.self) {
      _ = try Screen(device: .iPhone15, viewController: TableSettingsViewController()) { (_: Int, _) in CellPlaceholder() }
    }
  }

  @Test("Cells made the older way — a dequeue without an index path, then a new value1 cell — are read and named by their rows")
  func legacyCells() throws {
    let screen = try Screen(device: .iPhoneSE, viewController: LegacyDetailsViewController())
    // Three 44-pt value rows; the separators start at the iOS 17 margin of 20.
    #expect(
      try elements(screen).map { $0.replacingOccurrences(of: " list=valueCell[11 + max(body 17pt 20.5, body 17pt 20.5) + 11 = 42.5, min 44] sized=list", with: "") } == [
        "cell [0,0] UITableViewCell id=[0,0] frame=(0, 0, 375, 44) z=0 separator=(20, 355)",
        "cell [0,1] UITableViewCell id=[0,1] frame=(0, 44, 375, 44) z=0 separator=(20, 355)",
        "cell [0,2] UITableViewCell id=[0,2] frame=(0, 88, 375, 44) z=0 separator=(20, 355)",
      ])
    // A value row: the text at the margin, the detail at the trailing one (375 − 20 = 355).
    #expect(try views(screen, "cell [0,0]").first == #"  UILabel "Version" frame=(20, 12, 297.5, 20.5) font=body color=label"#)
    #expect(try views(screen, "cell [0,0]").last?.hasSuffix(", 12, 29.5, 20.5) font=body color=secondaryLabel") == true)
    #expect(screen.model.sections[0].items[1].content.texts == ["Model", "iPhone SE"])
  }

  @Test("Editing: a data source that commits and moves rows shows the delete and reorder controls; the content indents 38 pt")
  func editing() throws {
    let screen = try Screen(device: .iPhoneSE, viewController: EditableListViewController())
    let lines = try elements(screen)
    // Margin 20 + the editing indent 38 = 58: the separator, and the text, start there.
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.hasSuffix("separator=(58, 317) editing=delete reorder") })
    #expect(try views(screen, "cell [0,0]") == [#"  UILabel "Milk" frame=(58, 12, 297, 20.5) font=body color=label"#])
    let layout = try screen.computeLayout()
    #expect(LayoutDump.lines(screen, layout: layout).contains("table plain iOS17+ cell-margin 20 separators singleLine editing"))
  }

  @Test("A plain delegate: its header views (dequeued header-footer views), a delegate without heightForRowAt leaves the table's rowHeight, a table header view")
  func delegateAndHeaderViews() throws {
    let delegate = PlainTableDelegate()
    let screen = try Screen(device: .iPhone15, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), tableView: {
      let table = UITableView(frame: .zero, style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
      table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
      table.rowHeight = 50
      table.sectionHeaderTopPadding = 0
      let banner = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 80))
      banner.text = "Inbox"
      table.tableHeaderView = banner
      table.dataSource = delegate
      table.delegate = delegate
      return table
    }())
    // The header view: 80 tall; the section header (its text label, plain header content:
    // 4 + 20.333 + 4 = 28.333 at @3x) below it with no padding (set to 0); rows of 50.
    #expect(
      try elements(screen) == [
        "cell [0,0] UITableViewCell id=[0,0] frame=(0, 108.33333333333333, 393, 50) z=0 separator=(20, 373)",
        "cell [0,1] UITableViewCell id=[0,1] frame=(0, 158.33333333333331, 393, 50) z=0 separator=(20, 373)",
        "cell [0,2] UITableViewCell id=[0,2] frame=(0, 208.33333333333331, 393, 50) z=0 separator=(20, 373)",
        "supplementary header [0,0] UITableViewHeaderFooterView frame=(0, 80, 393, 28.333333333333332) z=1 list=plainHeader[4 + headline 17pt 20.333 + 4 = 28.333] sized=list",
        "supplementary table-header [0] UILabel frame=(0, 0, 393, 80) z=0",
      ])
    // The table's header view is a label standing alone: itself the element, its text drawn in
    // its frame; the section header's standard label at the margin, plain header content.
    #expect(screen.tableHeaderView?.content.tree?.content == .text(ViewText("Inbox", font: .system(17), color: SystemColors.color(named: "label"))))
    #expect(try views(screen, "supplementary header [0,0]") == [#"  UILabel "Section 0" frame=(20, 4, 353, 20.333) font=headline lines=0 color=label"#])
    #expect(screen.model.sections[0].items.map(\.content.texts) == [["Row 0"], ["Row 1"], ["Row 2"]])
    withExtendedLifetime(delegate) {}
  }

  // MARK: UIKit's exceptions

  @Test("A reuse identifier registered for nothing is UIKit's dequeue exception")
  func unregisteredIdentifier() {
    let delegate = PlainTableDelegate()
    #expect(
      throws: UIKitException(
        reason: "unable to dequeue a cell with identifier Row - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
        origin: "UITableView.dequeueReusableCell(withIdentifier:for:)")
    ) {
      try Screen(tableView: {
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = delegate
        return table
      }())
    }
  }

  @Test("A cell registered from a nib the app does not ship fails as a collection view's does")
  func nibCell() {
    let delegate = PlainTableDelegate()
    let exception = uikitException {
      _ = try Screen(tableView: {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UINib(nibName: "RowCell", bundle: nil), forCellReuseIdentifier: "Row")
        table.dataSource = delegate
        return table
      }())
    }
    #expect(exception?.reason.hasPrefix("Could not load NIB in bundle: 'NSBundle <") == true)
    #expect(exception?.reason.contains("> (loaded)' with name 'RowCell' (no RowCell.xib in ") == true)
    #expect(exception?.origin == "UITableView.dequeueReusableCell(withIdentifier:for:)")
  }

  @Test("A table view controller that makes no cells is UIKit's nil-cell exception")
  func missingCells() {
    final class Empty: UITableViewController {
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    }
    #expect(
      throws: UIKitException(
        reason: "UITableView dataSource returned a nil cell for row at index path: <NSIndexPath> {length = 2, path = 0 - 0}. Table view: <UITableView>, dataSource: <Empty>",
        origin: "tableView(_:cellForRowAt:)")
    ) { try Screen(viewController: Empty()) }
  }

  @Test("Invalid updates are UIKit's exceptions, in its table wording: rows and sections")
  func invalidUpdates() throws {
    let delegate = PlainTableDelegate()
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = delegate
    _ = try Screen(tableView: table)
    // The table keeps the counts it was laid out with ([3]); a row inserted at 3 without the
    // data changing is past the 3 rows after the update (UIKit checks the places first).
    table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
    #expect(
      throws: UIKitException(
        reason: "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update", origin: "UITableView.insertRows(at:with:)")
    ) { try Screen(tableView: table) }
    // Inserted at 0, the place is valid but the count is not: 3 where 3 + 1 are expected.
    let counted = UITableView(frame: .zero, style: .plain)
    counted.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    counted.dataSource = delegate
    _ = try Screen(tableView: counted)
    counted.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    let rows = UIKitException(
      reason: "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
      origin: "UITableView.insertRows(at:with:)")
    #expect(throws: rows) { try Screen(tableView: counted) }
    // A section inserted in a batch without the data changing.
    let sectionsTable = UITableView(frame: .zero, style: .plain)
    sectionsTable.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    sectionsTable.dataSource = delegate
    _ = try Screen(tableView: sectionsTable)
    sectionsTable.performBatchUpdates { sectionsTable.insertSections(IndexSet(integer: 1), with: .fade) }
    #expect(
      throws: UIKitException(
        reason: "attempt to insert section 1 but there are only 1 sections after the update", origin: "UITableView.endUpdates()")
    ) { try Screen(tableView: sectionsTable) }
    // A consistent batch passes and the table takes the new counts: 4 rows.
    let good = UITableView(frame: .zero, style: .plain)
    good.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    good.dataSource = delegate
    _ = try Screen(tableView: good)
    good.performBatchUpdates {
      delegate.counts = [4]
      good.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
    }
    #expect(good.numberOfRows(inSection: 0) == 4)
    #expect(try Screen(tableView: good).model.sections[0].items.count == 4)
    withExtendedLifetime(delegate) {}
  }
}
