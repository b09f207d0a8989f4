import Testing

@testable import CollectionSnapshotLayout

/// The table engine against UIKit-rendered tables: each "measured" test is a fact measured on
/// UIKit-rendered images (issue 30, item 2); the others are worked out by hand from UIKit's
/// documentation and the rules of the catalog article "Tables", derivations in the comments.
@Suite("Tables: rows, headers, separators as UIKit lays them out")
struct TableLayoutTests {
  /// A phone of `width` at `scale`, the way the device catalog builds one: margins 16 below
  /// 414 pt, 20 from it; wide content margins above 375 pt.
  static func phone(_ width: Double, height: Double = 700, scale: Double = 2, insetTop: Double = 0) -> LayoutEnvironment {
    let margin = width >= 414 ? 20.0 : 16
    return LayoutEnvironment(
      containerSize: Size(width: width, height: height), adjustedContentInset: EdgeInsets(top: insetTop),
      layoutMargins: DirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin), displayScale: scale)
  }

  /// An iPad in landscape 1024 pt wide (a 9.7" iPad), regular width, the root view's 20-pt
  /// margins.
  static let iPadLandscape = LayoutEnvironment(
    containerSize: Size(width: 1024, height: 768), layoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20), displayScale: 2,
    horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: .pad)

  /// Rows of the given counts, each measuring 44 pt (a one-line system cell at Large).
  static func rows(_ counts: [Int], height: Double = 44, image: Double? = nil) -> LayoutContent {
    LayoutContent(
      itemCounts: counts, measure: { request in Size(width: request.proposedSize.width, height: height) },
      tableRows: { _ in TableRowContent(leadingImageWidth: image) })
  }

  static func bottomSeparator(_ layout: ComputedLayout, _ item: Int, _ section: Int = 0) -> TableGeometry.Separator? {
    layout.table?.separators.first { $0.indexPath == IndexPath(item: item, section: section) && $0.placement == .bottom }
  }

  // MARK: Plain

  @Test("Measured (issue 30): plain rows start at content y 0 at an exact 44-pt pitch, on iOS 11, 12, 13 and 17.4")
  func plainPitch() throws {
    for version in [TableSystemVersion.iOS11, .iOS12, .iOS13, .iOS17] {
      for width in [320.0, 375, 414] {
        let layout = try TableLayout(style: .plain, systemVersion: version).layout(Self.rows([6]), in: Self.phone(width))
        // Row i at 44 × i: 0, 44, 88, … 220; the content is 6 × 44 = 264 tall.
        for i in 0..<6 { expectFrame(layout.cell(i), 0, 44 * Double(i), width, 44) }
        #expect(layout.contentSize == Size(width: width, height: 264))
      }
    }
  }

  @Test("Measured (issue 30): a row's separator is the last pixel row of its cell")
  func separatorIsLastPixelRow() throws {
    // @2x: a pixel is 0.5 pt, so row 2 (88 … 132) draws its separator at y 131.5, 0.5 tall;
    // @3x: row 1 (44 … 88) at 88 − 1/3.
    let two = try TableLayout(style: .plain).layout(Self.rows([3]), in: Self.phone(375, scale: 2))
    let separator = try #require(Self.bottomSeparator(two, 2))
    #expect(separator.frame.y == 131.5 && separator.frame.height == 0.5)
    let three = try TableLayout(style: .plain).layout(Self.rows([3]), in: Self.phone(393, scale: 3))
    let thin = try #require(Self.bottomSeparator(three, 1))
    #expect(close(thin.frame.y, 88 - 1.0 / 3) && close(thin.frame.height, 1.0 / 3))
  }

  @Test("Measured (issue 30): without a table footer view, empty separators continue below the last row at the row pitch on iOS 12 and 13, none on iOS 17.4")
  func fillerRows() throws {
    // A 568-pt-tall table (no insets) with 3 rows of 44: content ends at 132; filler rows of
    // the last row's 44 pt fill the rest: separators at 176, 220, … while the row starts above
    // 568: rows start at 132, 176, … 528, so (568 − 132) / 44 = 9.9 → 10 filler rows.
    for version in [TableSystemVersion.iOS12, .iOS13] {
      let layout = try TableLayout(style: .plain, systemVersion: version).layout(Self.rows([3]), in: Self.phone(320, height: 568))
      let fillers = try #require(layout.table?.fillerSeparators)
      #expect(fillers.count == 10)
      #expect(fillers.first?.frame.y == 176 - 0.5)
      #expect(fillers.last?.frame.y == 132 + 440 - 0.5)
      #expect(fillers.allSatisfy { $0.frame.x == 16 })
      // One separator per row as well.
      #expect(layout.table?.separators.filter { $0.placement == .bottom }.count == 3)
    }
    let modern = try TableLayout(style: .plain, systemVersion: .iOS17).layout(Self.rows([3]), in: Self.phone(375, height: 667))
    #expect(modern.table?.fillerSeparators.isEmpty == true)
    #expect(modern.table?.separators.count == 3)
    // A table footer view (the usual `UIView()` of zero height) ends them on iOS 13 too.
    let footed = try TableLayout(style: .plain, tableFooterHeight: 0, systemVersion: .iOS13).layout(Self.rows([3]), in: Self.phone(320, height: 568))
    #expect(footed.table?.fillerSeparators.isEmpty == true)
  }

  @Test("Documented: fillerRowHeight turns filler rows on from iOS 15 (automatic: the last row's height) and off before")
  func fillerRowHeight() throws {
    // Rows of 60; automatic filler rows are 60 tall: (400 − 120) / 60 = 4.67 → 5 rows.
    let on = try TableLayout(style: .plain, fillerRowHeight: .automatic, systemVersion: .iOS17).layout(Self.rows([2], height: 60), in: Self.phone(390, height: 400))
    #expect(on.table?.fillerSeparators.count == 5)
    #expect(on.table?.fillerSeparators.first.map { close($0.frame.y, 180 - 0.5) } == true)
    let off = try TableLayout(style: .plain, fillerRowHeight: .points(0), systemVersion: .iOS12).layout(Self.rows([2]), in: Self.phone(390))
    #expect(off.table?.fillerSeparators.isEmpty == true)
    // Grouped tables have none.
    let grouped = try TableLayout(style: .grouped, systemVersion: .iOS12).layout(Self.rows([2]), in: Self.phone(390))
    #expect(grouped.table?.fillerSeparators.isEmpty == true)
  }

  @Test("Measured (issue 30): the separator starts at the text's x — 16 at 320 pt; 20 at 414 pt and on the iPad in landscape; 20 at 375 pt on iOS 17.4")
  func separatorInsetByWidth() throws {
    func inset(_ environment: LayoutEnvironment, _ version: TableSystemVersion) throws -> Double {
      let layout = try TableLayout(style: .plain, systemVersion: version).layout(Self.rows([2]), in: environment)
      return try #require(Self.bottomSeparator(layout, 0)).frame.x
    }
    for version in [TableSystemVersion.iOS12, .iOS13] {
      #expect(try inset(Self.phone(320), version) == 16)
      #expect(try inset(Self.phone(414), version) == 20)
      #expect(try inset(Self.iPadLandscape, version) == 20)
      // Derived: a 375-pt iPhone has no wide margins before iOS 17: 16.
      #expect(try inset(Self.phone(375), version) == 16)
    }
    #expect(try inset(Self.phone(375, scale: 3), .iOS17) == 20)
    #expect(try inset(Self.phone(414, scale: 3), .iOS17) == 20)
    // Every separator runs to the trailing edge: at 320 pt, 320 − 16 = 304 wide.
    let layout = try TableLayout(style: .plain, systemVersion: .iOS13).layout(Self.rows([1]), in: Self.phone(320))
    #expect(Self.bottomSeparator(layout, 0)?.frame.width == 304)
  }

  // MARK: Grouped

  /// iOS 11 at 320 pt @2x: two titled sections of 3 and 1 rows.
  static func groupedIOS11(image: Double? = nil) throws -> ComputedLayout {
    var table = TableLayout(style: .grouped, systemVersion: .iOS11)
    table.sections = [
      TableLayout.Section(header: .init(.title(lines: 1))), TableLayout.Section(header: .init(.title(lines: 1))),
    ]
    return try table.layout(rows([3, 1], image: image), in: phone(320, height: 568))
  }

  @Test("Measured (issue 30): grouped, iOS 11, 320 pt — the first titled section's first row at content y 55.5, and 55.5 from a section's last row to the next titled section's first row")
  func groupedSpacingIOS11() throws {
    let layout = try Self.groupedIOS11()
    // G = 17.5 (on the @2x grid) above the first section, then its 38-pt titled header:
    // 17.5 + 38 = 55.5.
    expectFrame(layout.cell(0, 0), 0, 55.5, 320, 44)
    expectFrame(layout.header(0), 0, 17.5, 320, 38)
    // Rows 55.5, 99.5, 143.5; the last ends at 187.5; its untitled footer G (17.5) and the next
    // titled header (38): 187.5 + 55.5 = 243.
    expectFrame(layout.cell(2, 0), 0, 143.5, 320, 44)
    expectFrame(layout.cell(0, 1), 0, 243, 320, 44)
    expectFrame(layout.header(1), 0, 205, 320, 38)
    // After the last row (287) a footer of G: 304.5.
    #expect(layout.contentSize == Size(width: 320, height: 304.5))
  }

  @Test("Measured (issue 30): grouped, iOS 11, 320 pt — full-width top and bottom separators; interior ones from x 15, or x 54 after a 24-pt image")
  func groupedSeparatorsIOS11() throws {
    let layout = try Self.groupedIOS11()
    let separators = try #require(layout.table?.separators)
    // Section 0: a top separator on row 0's first pixel row (55.5), full width.
    let top = try #require(separators.first { $0.placement == .top && $0.indexPath == IndexPath(item: 0, section: 0) })
    #expect(top.frame == Rect(x: 0, y: 55.5, width: 320, height: 0.5))
    // Rows 0 and 1: from x 15 to 320 (305 wide); row 2, the last: full width.
    #expect(Self.bottomSeparator(layout, 0, 0)?.frame == Rect(x: 15, y: 99, width: 305, height: 0.5))
    #expect(Self.bottomSeparator(layout, 1, 0)?.frame.x == 15)
    #expect(Self.bottomSeparator(layout, 2, 0)?.frame == Rect(x: 0, y: 187, width: 320, height: 0.5))
    // A one-row section: its row draws both, full width.
    #expect(Self.bottomSeparator(layout, 0, 1)?.frame.width == 320)
    #expect(separators.contains { $0.placement == .top && $0.indexPath == IndexPath(item: 0, section: 1) })
    // With a 24-pt image: 15 + 24 + 15 = 54.
    let imaged = try Self.groupedIOS11(image: 24)
    #expect(Self.bottomSeparator(imaged, 0, 0)?.frame.x == 54)
    #expect(Self.bottomSeparator(imaged, 2, 0)?.frame.x == 0)
  }

  @Test("Derived: a grouped table without headers keeps G above its first section and between sections G + G; a table header view takes the first G's place")
  func groupedUntitled() throws {
    // @3x, G = 17.5 rounded up to the pixel grid: 17.667.
    let g = 17 + 2.0 / 3
    let layout = try TableLayout(style: .grouped, systemVersion: .iOS17).layout(Self.rows([1, 1]), in: Self.phone(393, scale: 3))
    // G above the first section and G for its untitled header: 35.333.
    expectFrame(layout.cell(0, 0), 0, 2 * g, 393, 44)
    // Row 0 ends at 79.333; footer G, header G: the next row at 114.667.
    expectFrame(layout.cell(0, 1), 0, 4 * g + 44, 393, 44)
    // A header view 100 tall: no first G, the untitled header G below it.
    let headed = try TableLayout(style: .grouped, tableHeaderHeight: 100, systemVersion: .iOS17).layout(Self.rows([1]), in: Self.phone(393, scale: 3))
    expectFrame(headed.attributesForSupplementary(kind: ElementCategory.tableHeaderKind, at: IndexPath(index: 0)), 0, 0, 393, 100)
    expectFrame(headed.cell(0, 0), 0, 100 + g, 393, 44)
  }

  @Test("Derived (list metrics from iOS 14): a grouped table's titled header is the list's groupedHeader, 38.667 at @3x")
  func groupedTitleIOS17() throws {
    var table = TableLayout(style: .grouped, systemVersion: .iOS17)
    table.sections = [TableLayout.Section(header: .init(.title(lines: 1)), footer: .init(.title(lines: 1)))]
    let layout = try table.layout(Self.rows([1]), in: Self.phone(393, scale: 3))
    // 17.667 above; groupedHeader 17 + footnote 13 pt (15.514 → 15.667) + 6 = 38.667.
    let g = 17 + 2.0 / 3
    expectFrame(layout.header(0), 0, g, 393, 38 + 2.0 / 3)
    expectFrame(layout.cell(0, 0), 0, g + 38 + 2.0 / 3, 393, 44)
    // groupedFooter 6 + 15.667 + 12 = 33.667.
    expectFrame(layout.footer(0), 0, g + 38 + 2.0 / 3 + 44, 393, 33 + 2.0 / 3)
  }

  // MARK: iOS 15 and later

  @Test("Measured list rule (layout spec §2.17), shared by tables: inset grouped sections are inset 20 pt on 390- and 393-pt iPhones in portrait, 16 below")
  func insetGroupedMargins() throws {
    for (width, inset) in [(390.0, 20.0), (393, 20), (375, 16), (320, 16)] {
      let layout = try TableLayout(style: .insetGrouped, systemVersion: .iOS17).layout(Self.rows([2]), in: Self.phone(width, scale: 3))
      let cell = try #require(layout.cell(0))
      #expect(cell.frame.x == inset && cell.frame.width == width - 2 * inset, "\(width)")
      // The last row of an inset grouped section draws no separator; the first draws no top one.
      #expect(Self.bottomSeparator(layout, 1) == nil)
      #expect(layout.table?.separators.contains { $0.placement == .top } == false)
    }
  }

  @Test("Derived (UIKit's sectionHeaderTopPadding and the list rule): a plain table's titled headers get 22 pt of padding above from iOS 15, none before, the padding set otherwise")
  func sectionHeaderTopPadding() throws {
    var table = TableLayout(style: .plain)
    table.sections = [TableLayout.Section(header: .init(.title(lines: 1))), TableLayout.Section(header: .init(.title(lines: 1)))]
    // plainHeader: 4 + headline 17 pt (20.287 → 20.333) + 4 = 28.333 at @3x.
    let header = 28 + 1.0 / 3
    table.systemVersion = .iOS15
    let modern = try table.layout(Self.rows([1, 1]), in: Self.phone(393, scale: 3))
    expectFrame(modern.header(0), 0, 22, 393, header)
    expectFrame(modern.cell(0, 0), 0, 22 + header, 393, 44)
    // Section 1: its header 22 below row 0's end.
    expectFrame(modern.header(1), 0, 22 + header + 44 + 22, 393, header)
    table.systemVersion = .iOS14
    let older = try table.layout(Self.rows([1, 1]), in: Self.phone(393, scale: 3))
    expectFrame(older.header(0), 0, 0, 393, header)
    table.systemVersion = .iOS17
    table.sectionHeaderTopPadding = .points(0)
    let none = try table.layout(Self.rows([1, 1]), in: Self.phone(393, scale: 3))
    expectFrame(none.cell(0, 0), 0, header, 393, 44)
  }

  // MARK: Heights

  @Test("Documented: rowHeight, heightForRowAt and estimatedRowHeight 0 decide a row's height before self-sizing")
  func rowHeights() throws {
    // A fixed rowHeight of 60: rows at 0, 60, 120.
    let fixed = try TableLayout(rowHeight: .points(60)).layout(Self.rows([3]), in: Self.phone(375))
    expectFrame(fixed.cell(2), 0, 120, 375, 60)
    // heightForRowAt (the content's size) wins over it: 80 for row 1.
    var content = Self.rows([3])
    content.itemSize = { path, _ in path.item == 1 ? Size(width: 0, height: 80) : nil }
    let delegate = try TableLayout(rowHeight: .points(60)).layout(content, in: Self.phone(375))
    expectFrame(delegate.cell(1), 0, 60, 375, 80)
    expectFrame(delegate.cell(2), 0, 140, 375, 60)
    // Self-sizing off: every automatic row is UIKit's 44, whatever the cell measures.
    let off = try TableLayout(estimatedRowHeight: .points(0)).layout(Self.rows([2], height: 90), in: Self.phone(375))
    expectFrame(off.cell(1), 0, 44, 375, 44)
    // Self-sizing on: the measured 90.
    let on = try TableLayout().layout(Self.rows([2], height: 90), in: Self.phone(375))
    expectFrame(on.cell(1), 0, 90, 375, 90)
  }

  @Test("A header view with an automatic height is measured at the section's width; a delegate height wins")
  func viewHeaders() throws {
    var table = TableLayout(style: .plain, systemVersion: .iOS14)
    table.sections = [TableLayout.Section(header: .init(.view), footer: .init(.view, height: .points(12)))]
    var content = Self.rows([1])
    content.measure = { request in
      Size(width: request.proposedSize.width, height: request.category == .cell ? 44 : 50)
    }
    let layout = try table.layout(content, in: Self.phone(375))
    expectFrame(layout.header(0), 0, 0, 375, 50)
    expectFrame(layout.cell(0), 0, 50, 375, 44)
    expectFrame(layout.footer(0), 0, 94, 375, 12)
  }

  // MARK: Floating, editing, right to left

  @Test("A plain table's headers float: scrolled 100 pt into a section, its header sits at the visible top")
  func floatingHeaders() throws {
    var table = TableLayout(style: .plain, systemVersion: .iOS14)
    table.sections = [TableLayout.Section(header: .init(.view, height: .points(30))), TableLayout.Section(header: .init(.view, height: .points(30)))]
    let layout = try table.layout(Self.rows([10, 10]), in: Self.phone(375, height: 600))
    // At offset 100 the visible top is 100: the header moves there (its natural place is 0).
    let state = ScrollState(contentOffset: Point(x: 0, y: 100), orthogonalOffsets: [:])
    let moved = layout.attributes(at: state).first { $0.category == .supplementary(kind: ElementCategory.sectionHeaderKind) && $0.indexPath.section == 0 }
    #expect(moved?.frame.y == 100)
    // Section 0 ends at 30 + 440 = 470; at offset 460 its header is pushed up to 470 − 30 = 440.
    let pushed = layout.attributes(at: ScrollState(contentOffset: Point(x: 0, y: 460), orthogonalOffsets: [:]))
      .first { $0.category == .supplementary(kind: ElementCategory.sectionHeaderKind) && $0.indexPath.section == 0 }
    #expect(pushed?.frame.y == 440)
  }

  @Test("Editing: a delete control at the cell margin, the content and separator indented 38 pt; a reorder grip at the trailing edge")
  func editingControls() throws {
    let content = LayoutContent(
      itemCounts: [2], measure: { Size(width: $0.proposedSize.width, height: 44) },
      tableRows: { path in TableRowContent(editingStyle: path.item == 0 ? .delete : .insert, showsReorderControl: true) })
    let layout = try TableLayout(style: .plain, isEditing: true, systemVersion: .iOS13).layout(content, in: Self.phone(375))
    let controls = try #require(layout.table?.editingControls)
    // A 22-pt circle at x 16 (the margin), centred on the 44-pt row: y 11.
    #expect(controls.first { $0.kind == .delete }?.frame == Rect(x: 16, y: 11, width: 22, height: 22))
    #expect(controls.first { $0.kind == .insert }?.frame == Rect(x: 16, y: 55, width: 22, height: 22))
    // The grip's 40-pt area at the trailing edge: 375 − 40 = 335.
    #expect(controls.filter { $0.kind == .reorder }.map(\.frame.x) == [335, 335])
    // The separator follows the indented text: 16 + 38 = 54.
    #expect(Self.bottomSeparator(layout, 0)?.frame.x == 54)
  }

  @Test("Right to left: frames and separators mirror; the separator's gap is on the right")
  func rightToLeft() throws {
    var environment = Self.phone(320)
    environment.layoutDirection = .rightToLeft
    let layout = try TableLayout(style: .plain, systemVersion: .iOS13).layout(Self.rows([1]), in: environment)
    // 320 − 16 = 304 wide, from x 0 (mirrored from 16 … 320).
    #expect(Self.bottomSeparator(layout, 0)?.frame == Rect(x: 0, y: 43.5, width: 304, height: 0.5))
  }

  @Test("Bad heights are errors naming the value")
  func errors() {
    #expect(throws: LayoutError("rowHeight", "must be a finite number ≥ 0, got -1")) {
      try TableLayout(rowHeight: .points(-1)).layout(Self.rows([1]), in: Self.phone(375))
    }
    var content = Self.rows([2])
    content.itemSize = { path, _ in path.item == 1 ? Size(width: 0, height: -.infinity) : nil }
    #expect(throws: LayoutError("sections[0].rows[1]", "a row's height must be a finite number ≥ 0, got -inf")) {
      try TableLayout().layout(content, in: Self.phone(375))
    }
  }
}
