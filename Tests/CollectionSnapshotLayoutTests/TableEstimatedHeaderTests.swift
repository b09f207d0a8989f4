import Testing

@testable import CollectionSnapshotLayout

/// Estimated header and footer heights (`estimatedSectionHeaderHeight`,
/// `estimatedHeightForHeaderInSection`), derived from UIKit's documentation: an estimate is
/// what a header view is proposed when it is measured, and 0 turns self-sizing off, as
/// `estimatedRowHeight` 0 does for rows. Plain tables on iOS 13 at @2x, where the standard
/// header is 4 + headline 20.5 + 4 = 28.5 pt (the list's plainHeader, spec §2.18).
@Suite("Tables: estimated header and footer heights")
struct TableEstimatedHeaderTests {
  /// One section of two 44-pt rows under a header view; header and footer views keep the
  /// height they are proposed (a view with no height of its own), or report `fixed`.
  static func layout(_ table: TableLayout, fixed: Double? = nil) throws -> ComputedLayout {
    var content = TableLayoutTests.rows([2])
    content.measure = { request in
      Size(width: request.proposedSize.width, height: request.category == .cell ? 44 : fixed ?? request.proposedSize.height)
    }
    return try table.layout(content, in: TableLayoutTests.phone(320))
  }

  static func table(header: TableLayout.Supplementary, footer: TableLayout.Supplementary = .none) -> TableLayout {
    TableLayout(style: .plain, sectionHeaderTopPadding: .points(0), sections: [TableLayout.Section(header: header, footer: footer)], systemVersion: .iOS13)
  }

  @Test("Derived: a header view is proposed the delegate's estimate, else the table's, else the standard 28.5")
  func estimateIsTheProposal() throws {
    // Automatic estimates: proposed the standard 28.5, the rows from 28.5.
    let automatic = try Self.layout(Self.table(header: .init(.view)))
    expectFrame(automatic.header(0), 0, 0, 320, 28.5)
    expectFrame(automatic.cell(0), 0, 28.5, 320, 44)
    // The table's estimate, 40: the header 40, the rows from 40.
    var table = Self.table(header: .init(.view))
    table.estimatedSectionHeaderHeight = .points(40)
    let estimated = try Self.layout(table)
    expectFrame(estimated.header(0), 0, 0, 320, 40)
    expectFrame(estimated.cell(0), 0, 40, 320, 44)
    // The delegate's estimate for the section, 50, wins over the table's 40.
    table.sections[0].header.estimatedHeight = .points(50)
    expectFrame(try Self.layout(table).header(0), 0, 0, 320, 50)
    // A view with a height of its own, 60, keeps it whatever the estimate.
    expectFrame(try Self.layout(table, fixed: 60).header(0), 0, 0, 320, 60)
  }

  @Test("Derived: an estimate of 0 turns self-sizing off — the header view takes the standard 28.5, unmeasured; a delegate height still wins")
  func zeroEstimate() throws {
    var table = Self.table(header: .init(.view), footer: .init(.view))
    table.estimatedSectionHeaderHeight = .points(0)
    table.estimatedSectionFooterHeight = .points(0)
    // The view would be 60 if measured: it is not. Header 0…28.5, rows 28.5 + 2 × 44 = 116.5,
    // then the footer at the standard plain footer height (the same as a titled footer's).
    let layout = try Self.layout(table, fixed: 60)
    expectFrame(layout.header(0), 0, 0, 320, 28.5)
    expectFrame(layout.cell(1), 0, 72.5, 320, 44)
    let titled = try Self.layout(Self.table(header: .init(.view), footer: .init(.title(lines: 1))), fixed: 60)
    #expect(layout.footer(0)?.frame.y == 116.5 && layout.footer(0)?.frame.height == titled.footer(0)?.frame.height)
    // The delegate's estimate for the section (44) turns it back on; a delegate height wins.
    table.sections[0].header.estimatedHeight = .points(44)
    expectFrame(try Self.layout(table, fixed: 60).header(0), 0, 0, 320, 60)
    table.sections[0].header.height = .points(30)
    expectFrame(try Self.layout(table, fixed: 60).header(0), 0, 0, 320, 30)
  }

  @Test("A negative or non-finite estimate is an error naming it")
  func badEstimates() {
    var table = Self.table(header: .init(.view))
    table.estimatedSectionHeaderHeight = .points(-1)
    #expect(throws: LayoutError.self) { try Self.layout(table) }
    table.estimatedSectionHeaderHeight = .automatic
    table.sections[0].footer.estimatedHeight = .points(.infinity)
    do {
      _ = try Self.layout(table)
      Issue.record("no error")
    } catch {
      #expect("\(error)".contains("sections[0].footer.estimatedHeight"))
    }
  }
}
