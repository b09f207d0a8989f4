import Testing

@testable import CollectionSnapshotLayout

/// A plain table's separators at section ends and its section index, against UIKit-rendered
/// screenshots of plain tables on iOS 9 at 320 pt (Brian Slick's "A Reasonably Complete Guide
/// to UITableView", its chapters 15 and 20, whose code the screenshots come from; the Contacts
/// app in chapter 20), measured pixel by pixel (the catalog article "Tables" has the numbers).
@Suite("Tables: separators at section ends and the section index")
struct TableSectionIndexTests {
  /// Titled sections of `counts` rows, 44 pt each.
  static func titled(_ counts: [Int], footers: Bool = false) -> TableLayout {
    TableLayout(
      style: .plain, sectionHeaderTopPadding: .points(0),
      sections: counts.map { _ in TableLayout.Section(header: .init(.title(lines: 1)), footer: footers ? .init(.title(lines: 1)) : .none) },
      systemVersion: .iOS13)
  }

  @Test("Measured (iOS 9, plain): a section's last row draws no separator above the next section's header; the last section's last row draws its own")
  func noSeparatorAboveHeader() throws {
    let layout = try Self.titled([3, 2]).layout(TableLayoutTests.rows([3, 2]), in: TableLayoutTests.phone(320))
    // Measured: rows 0 and 1 of the first section draw theirs; row 2, followed by the second
    // section's header, none; the second section's last row (the table's last) draws its own.
    #expect(TableLayoutTests.bottomSeparator(layout, 1, 0) != nil)
    #expect(TableLayoutTests.bottomSeparator(layout, 2, 0) == nil)
    #expect(TableLayoutTests.bottomSeparator(layout, 1, 1) != nil)
    // An empty section without a header between them changes nothing; a footer of its own
    // (not measured) keeps the row's separator.
    var skipping = Self.titled([3, 0, 2])
    skipping.sections[1].header = .none
    let skipped = try skipping.layout(TableLayoutTests.rows([3, 0, 2]), in: TableLayoutTests.phone(320))
    #expect(TableLayoutTests.bottomSeparator(skipped, 2, 0) == nil)
    let footed = try Self.titled([3, 2], footers: true).layout(TableLayoutTests.rows([3, 2]), in: TableLayoutTests.phone(320))
    #expect(TableLayoutTests.bottomSeparator(footed, 2, 0) != nil)
  }

  /// The sections of the measured screenshots: Garage 4, Master Bathroom 5, Dining Room 0,
  /// Master Bedroom 3, Kitchen 6, Den 4 rows.
  static let rooms = [4, 5, 0, 3, 6, 4]
  static let roomTitles = ["Garage", "Master Bathroom", "Dining Room", "Master Bedroom", "Kitchen", "Den"]

  @Test("Measured (iOS 9): six titles one every 14 pt in a 15-pt column at the trailing edge, centred below the status bar; the rows and headers stop at it")
  func sectionIndex() throws {
    var table = Self.titled(Self.rooms)
    table.sectionIndex = TableSectionIndex(titles: ["G", "MB", "DR", "MB", "K", "D"])
    // 320 × 568 under a 20-pt status bar (the adjusted top inset), no table header view: the
    // visible height is 548; 6 × 14 = 84 of titles centred in it: from 20 + (548 − 84) / 2 = 252
    // (measured: the first capital's top at 255, 3 pt into its box; the last's bottom at 333,
    // 322 + 11), 14 apart.
    let layout = try table.layout(TableLayoutTests.rows(Self.rooms), in: TableLayoutTests.phone(320, height: 568, insetTop: 20))
    let index = try #require(layout.table?.sectionIndex)
    #expect(index.frame == Rect(x: 305, y: 20, width: 15, height: 548))
    #expect(index.entries.map(\.frame.y) == [252, 266, 280, 294, 308, 322])
    #expect(index.entries.map(\.title) == ["G", "MB", "DR", "MB", "K", "D"])
    // Measured: the header bands and the separators end at x 305 (the "MB" ink fills 305–319).
    // The first row below the first header, 4 + headline 20.5 + 4 = 28.5 (the plain header at
    // @2x).
    expectFrame(layout.cell(0), 0, 28.5, 305, 44)
    #expect(layout.header(1)?.frame.width == 305)
    #expect(TableLayoutTests.bottomSeparator(layout, 0)?.frame.maxX == 305)
  }

  @Test("Measured (iOS 9): titles too wide for the column make it 43.5 pt wide; the rows end at 276.5")
  func wideTitles() throws {
    var table = Self.titled(Self.rooms)
    table.sectionIndex = TableSectionIndex(titles: Self.roomTitles)
    let layout = try table.layout(TableLayoutTests.rows(Self.rooms), in: TableLayoutTests.phone(320, height: 568, insetTop: 20))
    let index = try #require(layout.table?.sectionIndex)
    // Measured: separators and header bands end in a half-covered pixel at x 276 of the
    // 320-pt picture: 320 − 276.5 = 43.5, the widest column ("Master Bathroom" shows cut).
    #expect(index.frame == Rect(x: 276.5, y: 20, width: 43.5, height: 548))
    #expect(layout.cell(0)?.frame.width == 276.5)
    #expect(TableLayoutTests.bottomSeparator(layout, 0)?.frame.maxX == 276.5)
    // The same six rows of titles: the same vertical places as the short titles.
    #expect(index.entries.first?.frame.y == 252)
  }

  @Test("Derived: the column fits its widest title's ink between the measured 15 and 43.5 pt; a right-to-left table has it at its leading edge")
  func columnWidth() throws {
    // One or two characters, however wide, keep the measured 15 pt ("MB" is cut by it, as
    // measured); "Den", 3 characters, asks for its width at 11-pt bold, above 15 and below 43.5:
    // the column is that width rounded up to the point.
    let den = TableSectionIndex.font.width(of: "Den")
    #expect(den > 15 && den < 43.5)
    #expect(TableSectionIndex(titles: ["A", "Den"]).width == den.rounded(.up))
    #expect(TableSectionIndex(titles: ["G", "MB", "WW"]).width == 15)
    #expect(TableSectionIndex(titles: [TableSectionIndex.searchTitle, "A"]).width == 15)
    // Right to left: the column at x 0, the rows from 15 to 320 (below the 28.5-pt header).
    var table = Self.titled([2])
    table.sectionIndex = TableSectionIndex(titles: ["A", "B"])
    var environment = TableLayoutTests.phone(320, height: 568, insetTop: 20)
    environment.layoutDirection = .rightToLeft
    let layout = try table.layout(TableLayoutTests.rows([2]), in: environment)
    #expect(layout.table?.sectionIndex?.frame.x == 0)
    expectFrame(layout.cell(0), 15, 28.5, 305, 44)
  }

  @Test("Measured (iOS 9, Contacts): 27 titles below a 44-pt table header view under a 64-pt bar, from 149")
  func contactsIndex() throws {
    var table = Self.titled([1, 1, 2, 1, 1])
    table.tableHeaderHeight = 44
    table.sectionIndex = TableSectionIndex(titles: "ABCDEFGHIJKLMNOPQRSTUVWXYZ#".map(String.init))
    let layout = try table.layout(TableLayoutTests.rows([1, 1, 2, 1, 1]), in: TableLayoutTests.phone(320, height: 568, insetTop: 64))
    let index = try #require(layout.table?.sectionIndex)
    // From 64 + 44 = 108 to 568: 460; 27 × 14 = 378 centred: 108 + 41 = 149 (measured: the
    // first capital's top at 152), the last box ends at 527 (the "#" ink ends at 526).
    #expect(index.entries.count == 27)
    #expect(index.entries.first?.frame == Rect(x: 305, y: 149, width: 15, height: 14))
    #expect(index.entries.last?.frame.maxY == 527)
  }

  @Test("Derived: titles that do not fit alternate with bullets, the first and last kept; the minimum row count hides the index")
  func shortenedIndex() throws {
    let index = TableSectionIndex(titles: "ABCDEFGHIJKLMNOPQRSTUVWXYZ#".map(String.init))
    // 200 pt hold 14 titles: 13 slots (odd), 7 titles at 26 × k / 6, rounded: 0, 4, 9, 13, 17,
    // 22, 26.
    #expect(index.shownTitles(in: 200) == ["A", "•", "E", "•", "J", "•", "N", "•", "R", "•", "W", "•", "#"])
    var table = Self.titled([2, 2])
    table.sectionIndex = TableSectionIndex(titles: ["A", "B"], minimumDisplayRowCount: 5)
    // Four rows, fewer than five: no index, the rows full width; five rows show it.
    let layout = try table.layout(TableLayoutTests.rows([2, 2]), in: TableLayoutTests.phone(320))
    #expect(layout.table?.sectionIndex == nil)
    #expect(layout.cell(0)?.frame.width == 320)
    let five = try table.layout(TableLayoutTests.rows([2, 3]), in: TableLayoutTests.phone(320))
    #expect(five.table?.sectionIndex != nil && five.cell(0)?.frame.width == 305)
    // Shorter than one title: none shown; two fit in 28 pt but three titles do not: 1 slot.
    #expect(index.shownTitles(in: 10) == [])
    #expect(TableSectionIndex(titles: ["A", "B", "C"]).shownTitles(in: 28) == ["A"])
  }
}
