import CollectionSnapshotLayout
import Foundation
import Testing

@testable import CollectionSnapshotModel

/// Table screens: the system's row heights on every measured device, titles and the table's
/// views in JSON, strict decoding. Expected numbers are derived in the comments from the table
/// and list rules (the catalog article "Tables").
@Suite("Screens: tables in JSON and on each device")
struct TableScreenTests {
  /// The measured devices: 320 × 568 @2x (iPhone SE, 1st generation), 375 × 667 @2x, 414 × 896
  /// @3x (iPhone 11 Pro Max) and a 1024-pt iPad in landscape.
  static let devices: [Device] = [
    Device(name: "320", portraitSize: Size(width: 320, height: 568), scale: 2, portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero, sideMargin: 16),
    .iPhoneSE,
    Device(
      name: "414", portraitSize: Size(width: 414, height: 896), scale: 3, portraitSafeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), sideMargin: 20, landscapeWidthClass: .regular),
    Device(
      name: "iPad 9.7", portraitSize: Size(width: 768, height: 1024), scale: 2, portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets(top: 20),
      sideMargin: 20, idiom: .pad
    ).oriented(.landscape),
  ]

  /// One section of the four system cell styles (default, value 1, value 2, subtitle — value 2
  /// lays its texts out side by side as value 1 does), then a row with a 24-pt image and one
  /// with a switch.
  static func systemRows() -> [Item] {
    var rows = [
      Item(id: "default", kind: "UITableViewCell", content: .list(.cell, text: "Default")),
      Item(id: "value1", kind: "UITableViewCell", content: .list(.valueCell, text: "Value 1", secondaryText: "Detail")),
      Item(id: "value2", kind: "UITableViewCell", content: .list(.valueCell, text: "Value 2", secondaryText: "Detail")),
      Item(id: "subtitle", kind: "UITableViewCell", content: .list(.subtitleCell, text: "Subtitle", secondaryText: "Detail")),
    ]
    // A cell's `imageView` with a 24-pt image: a leading image, centred in the row (it is not
    // list content's image, which sizes the row by its height).
    var image = PlaceholderContent.list(.cell, text: "Image")
    image.image = ImagePlaceholder(placement: .leading, name: "star")
    rows.append(Item(id: "image", kind: "UITableViewCell", content: image))
    var toggle = PlaceholderContent.list(.cell, text: "Switch")
    toggle.accessories = [AccessoryMark(kind: "switch")]
    rows.append(Item(id: "switch", kind: "UITableViewCell", content: toggle))
    return rows
  }

  @Test("Measured (issue 30): default rows are 44.0 pt at Medium and Large on iOS 11, 12, 13 and 17.4, at 320, 375, 414 and 1024 pt, for all four styles, with a 24-pt image or a switch")
  func systemRowsAre44() throws {
    // At Large a one-line cell is 11 + body 17 pt (20.287 → 20.333 / 20.5) + 11 = 42.333 /
    // 42.5, at Medium 11 + 16 pt (19.094 → 19.333 / 19.5) + 11: both below UITableView's
    // 44-pt default row, which the system's content never goes below. A subtitle row is 4 +
    // body + caption 1 + 4 (42.667 at Large), a value row 11 + body + 11; a 24-pt image is
    // shorter than the text block. Every style: 44.
    for device in Self.devices {
      for category in [ContentSizeCategory.medium, .large] {
        for version in [TableSystemVersion.iOS11, .iOS12, .iOS13, .iOS17] {
          for style in TableLayout.Style.allCases {
            var screen = Screen(
              model: ViewModel(sections: [Section(id: "s", items: Self.systemRows())]), layout: .table(TableLayout(style: style, systemVersion: version)),
              device: device)
            screen.contentSizeCategory = category
            let layout = try screen.computeLayout()
            for i in 0..<6 {
              let row = try #require(layout.attributesForItem(at: IndexPath(item: i, section: 0)))
              #expect(row.frame.height == 44, "\(device.name) \(category) \(version) \(style) row \(i)")
            }
          }
        }
      }
    }
  }

  @Test("Larger text grows the system's rows past 44: xLarge 48 (the list's minimum), AX3 70")
  func largerText() throws {
    // xLarge: 11 + 19 pt (22.674 → 23) + 11 = 45, below the list minimum 2 × 24 = 48.
    // AX3: 11 + 40 pt (47.734 → 48) + 11 = 70.
    for (category, height) in [(ContentSizeCategory.extraLarge, 48.0), (.accessibilityExtraLarge, 70)] {
      var screen = Screen(model: ViewModel(sections: [Section(id: "s", items: Array(Self.systemRows().prefix(1)))]), layout: .table(TableLayout()), device: .iPhone15)
      screen.contentSizeCategory = category
      #expect(try screen.computeLayout().attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == height)
    }
  }

  static let json = #"""
    {"name": "settings", "device": "iPhone 15",
     "layout": {"table": {"style": "insetGrouped", "separatorInset": {"left": 60}, "separatorInsetReference": "fromAutomaticInsets"}},
     "tableHeaderView": {"kind": "ProfileHeader", "title": "Ada", "size": {"width": 393, "height": 120}},
     "sections": [
       {"id": "account", "headerTitle": "Account", "footerTitle": "Signed in.", "items": [
         {"id": "name", "kind": "UITableViewCell", "title": "Name", "subtitle": "Ada", "listContent": "valueCell"},
         {"id": "mail", "kind": "UITableViewCell", "title": "Mail", "listContent": "cell", "tableRow": {"editingStyle": "insert", "showsReorderControl": true}}]}]}
    """#

  @Test("JSON: titles show in the table's standard view, the table header view sits on top, separator insets add to the text's x; all read back")
  func jsonTable() throws {
    let screen = try ScreenDocument.decode(Data(Self.json.utf8))
    let layout = try screen.computeLayout()
    // The header view at 0, 120 tall; no G above the first section under it; the grouped
    // header 17 + 15.667 + 6 = 38.667: the first row at 158.667, inset 20 on a 393-pt iPhone.
    let header = try #require(layout.attributesForSupplementary(kind: ElementCategory.tableHeaderKind, at: IndexPath(index: 0)))
    #expect(header.frame == Rect(x: 0, y: 0, width: 393, height: 120))
    let first = try #require(layout.attributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(abs(first.frame.y - (158 + 2.0 / 3)) < 1e-9 && first.frame.x == 20 && first.frame.width == 353)
    let title = try #require(screen.supplementary(kind: ElementCategory.sectionHeaderKind, at: IndexPath(item: 0, section: 0)))
    #expect(title.kind == "UITableViewHeaderFooterView" && title.content == .list(.groupedHeader, text: "Account"))
    #expect(screen.supplementary(kind: ElementCategory.sectionFooterKind, at: IndexPath(item: 0, section: 0))?.content == .list(.groupedFooter, text: "Signed in."))
    #expect(screen.supplementary(kind: ElementCategory.tableHeaderKind, at: IndexPath(index: 0))?.kind == "ProfileHeader")
    // The first row's separator: the cell margin inside the section (20) + 60 = 80 from the
    // cell's edge, 20 + 80 = 100 on screen.
    let separator = try #require(layout.table?.separators.first { $0.indexPath == IndexPath(item: 0, section: 0) })
    #expect(separator.frame.x == 100)
    #expect(screen.model.sections[0].items[1].tableRow == TableRowContent(editingStyle: .insert, showsReorderControl: true))
    let read = try ScreenDocument.decode(ScreenDocument.encode(screen))
    #expect(read.model.sections[0].headerTitle == "Account" && read.model.sections[0].footerTitle == "Signed in.")
    #expect(read.tableHeaderView?.kind == "ProfileHeader")
    #expect(read.model.sections[0].items[1].tableRow == screen.model.sections[0].items[1].tableRow)
    guard case .table(let table) = read.layout else {
      Issue.record("not a table: \(read.layout)")
      return
    }
    #expect(table.style == .insetGrouped && table.separatorInset == EdgeInsets(left: 60) && table.separatorInsetReference == .fromAutomaticInsets)
  }

  /// The path and reason of the error decoding `text` as a screen, or `nil` when it decodes.
  static func failure(_ text: String) -> String? {
    do {
      _ = try ScreenDocument.decode(Data(text.utf8))
      return nil
    } catch {
      return "\(error.path): \(error.reason)"
    }
  }

  @Test("Bad table JSON: unknown keys and values, and a table's keys on another layout, name where they are")
  func badJSON() {
    let failure = Self.failure
    #expect(failure(#"{"layout": {"table": {"style": "fancy"}}}"#)?.hasPrefix("$.layout.table.style: unknown value 'fancy'; expected one of: plain, grouped, insetGrouped") == true)
    #expect(failure(#"{"layout": {"table": {"rowHeigt": 44}}}"#)?.hasPrefix("$.layout.table.rowHeigt: unknown key 'rowHeigt'") == true)
    #expect(failure(#"{"layout": {"table": {"rowHeight": "tall"}}}"#) == #"$.layout.table.rowHeight: unknown value 'tall'; expected "automatic" or a number of points"#)
    #expect(failure(#"{"layout": {"table": {"rowHeight": -4}}}"#) == "$.layout.table.rowHeight: must be a number ≥ 0, got -4.0")
    #expect(
      failure(#"{"layout": {"list": {"appearance": "plain"}}, "sections": [{"id": "s", "headerTitle": "A"}]}"#)
        == "$.sections[0].headerTitle: a section title (UITableView's titleForHeaderInSection) needs a table layout ({\"table\": {…}}); give a header view for other layouts")
    #expect(failure(#"{"layout": {"flow": {}}, "tableFooterView": {"kind": "F"}}"#) == #"$.tableFooterView: a table's tableFooterView needs a table layout ({"table": {…}})"#)
    #expect(
      failure(#"{"layout": {"table": {}}, "sections": [{"id": "s", "header": {"kind": "H", "tableRow": {}}}]}"#)
        == "$.sections[0].header.tableRow: headers and footers are not rows, so they have no table row options")
  }

  @Test("JSON: a table's section index — its titles and minimum row count — read, laid out and written back; bad values name their key")
  func jsonSectionIndex() throws {
    let text = #"""
      {"device": "iPhone SE", "layout": {"table": {"style": "plain", "sectionIndexTitles": ["A", "B"], "sectionIndexMinimumDisplayRowCount": 2}},
       "sections": [{"id": "a", "headerTitle": "A", "items": [{"id": "1", "kind": "C"}, {"id": "2", "kind": "C"}]}, {"id": "b", "items": [{"id": "3", "kind": "C"}]}]}
      """#
    let screen = try ScreenDocument.decode(Data(text.utf8))
    guard case .table(let table) = screen.layout else {
      Issue.record("not a table: \(screen.layout)")
      return
    }
    #expect(table.sectionIndex == TableSectionIndex(titles: ["A", "B"], minimumDisplayRowCount: 2))
    // Three rows, at least two: the index shows, 15 pt wide at the iPhone SE's trailing edge
    // (375 − 15 = 360), so the rows are 360 wide.
    let layout = try screen.computeLayout()
    #expect(layout.table?.sectionIndex?.frame.x == 360)
    #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 360)
    let read = try ScreenDocument.decode(ScreenDocument.encode(screen))
    guard case .table(let back) = read.layout else {
      Issue.record("not a table: \(read.layout)")
      return
    }
    #expect(back.sectionIndex == table.sectionIndex)
    let failure = Self.failure
    #expect(failure(#"{"layout": {"table": {"sectionIndexTitles": ["A"], "sectionIndexMinimumDisplayRowCount": -1}}}"#)?.contains("sectionIndexMinimumDisplayRowCount") == true)
    #expect(failure(#"{"layout": {"table": {"sectionIndexMinimumDisplayRowCount": 3}}}"#)?.contains("has no effect without sectionIndexTitles") == true)
    #expect(failure(#"{"layout": {"table": {"sectionIndexTitles": "A"}}}"#)?.contains("sectionIndexTitles") == true)
  }

  @Test("JSON: estimated header and footer heights read and written back; a negative one names its key")
  func jsonEstimatedHeaderHeights() throws {
    let text = #"{"layout": {"table": {"estimatedSectionHeaderHeight": 0, "estimatedSectionFooterHeight": 30}}}"#
    let screen = try ScreenDocument.decode(Data(text.utf8))
    guard case .table(let table) = screen.layout, case .table(let back) = try ScreenDocument.decode(ScreenDocument.encode(screen)).layout else {
      Issue.record("not a table: \(screen.layout)")
      return
    }
    #expect(table.estimatedSectionHeaderHeight == .points(0) && table.estimatedSectionFooterHeight == .points(30))
    #expect(back.estimatedSectionHeaderHeight == .points(0) && back.estimatedSectionFooterHeight == .points(30))
    #expect(Self.failure(#"{"layout": {"table": {"estimatedSectionHeaderHeight": -2}}}"#)?.hasPrefix("$.layout.table.estimatedSectionHeaderHeight: ") == true)
  }
}
