import Testing

@testable import CollectionSnapshotLayout

/// List sections as UIKit lays them out: side insets from the device's margins, the padding
/// above headers and the space between sections, by appearance and iOS version. The numbers
/// marked "measured" are UIKit's (layout spec §2.17); the others are worked out by hand from the
/// rules (``ListSectionRules``) in the comments. Rows and headers here are measured at the sizes
/// given, so only the section rules are under test.
@Suite("List sections: margins, header padding and spacing as UIKit lays them out")
struct ListSectionTests {
  /// A phone of `width` at @3x: wide content margins from 390 pt, root-view margins of 16.
  func device(_ width: Double, height: Double = 844, rule: LayoutRounding.Rule = .iOS16AndLater) -> LayoutEnvironment {
    var environment = LayoutEnvironment(containerSize: Size(width: width, height: height), roundingRule: rule)
    environment.wideContentMargins = width > 375
    return environment
  }

  /// Rows of 44, headers and footers of the heights given.
  func content(_ counts: [Int], header: Double = 0, footer: Double = 0) -> LayoutContent {
    LayoutContent(itemCounts: counts, measure: { r in
      switch r.category {
      case .supplementary(let kind): Size(width: r.proposedSize.width, height: kind == ElementCategory.sectionHeaderKind ? header : footer)
      default: Size(width: r.proposedSize.width, height: 44)
      }
    })
  }

  @Test("Measured: inset grouped rows sit 20 pt in on 390- and 393-pt iPhones, 16 on a 375-pt one")
  func insetGroupedSides() throws {
    let list = CompositionalLayout.list(ListConfiguration(appearance: .insetGrouped))
    // max(root margin 16, table margin 20 on a wide-margin iPhone): x 20, 390 − 40 = 350.
    expectFrame(try list.layout(content([1]), in: device(390)).cell(0), 20, 17 + 2.0 / 3, 350, 44)
    expectFrame(try list.layout(content([1]), in: device(393)).cell(0), 20, 17 + 2.0 / 3, 353, 44)
    // 375 pt: no wide margins, 16: 375 − 32 = 343.
    expectFrame(try list.layout(content([1]), in: device(375)).cell(0), 16, 17 + 2.0 / 3, 343, 44)
  }

  @Test("Side insets: the larger of the view's margin and the table margin plus the safe area")
  func sideInsetRule() throws {
    let list = CompositionalLayout.list(ListConfiguration(appearance: .insetGrouped))
    // Landscape iPhone 15, 852 wide, safe area 59 on the sides, margins 59 + 16 = 75: the
    // table margin 20 + 59 = 79 wins; 852 − 158 = 694.
    var landscape = device(852, height: 393)
    landscape.wideContentMargins = true
    landscape.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    landscape.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 75, bottom: 21, trailing: 75)
    expectFrame(try list.layout(content([1]), in: landscape).cell(0), 79, 17 + 2.0 / 3, 694, 44)
    // An iPad (no wide content margins: 16) whose root view keeps 20: 20 wins, @2x 17.5 above.
    var pad = LayoutEnvironment(containerSize: Size(width: 820, height: 1180), displayScale: 2, idiom: .pad)
    pad.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    expectFrame(try list.layout(content([1]), in: pad).cell(0), 20, 17.5, 780, 44)
    // A wide-margin iPhone's collection view only 300 wide: the table margin drops to 16.
    var narrow = device(300)
    narrow.wideContentMargins = true
    narrow.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    expectFrame(try list.layout(content([1]), in: narrow).cell(0), 16, 17 + 2.0 / 3, 268, 44)
    // Right to left: the same insets, mirrored.
    var rtl = device(393)
    rtl.layoutDirection = .rightToLeft
    rtl.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
    rtl.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 26, bottom: 0, trailing: 16)
    // Right side (leading in RTL): max(26, 20 + 10) = 30; left: max(16, 20) = 20; width
    // 393 − 50 = 343 from x = 20.
    expectFrame(try list.layout(content([1]), in: rtl).cell(0), 20, 17 + 2.0 / 3, 343, 44)
    // Plain and grouped lists span the width, safe area included (no insets reference).
    var plainLandscape = landscape
    plainLandscape.roundingRule = .iOS16AndLater
    expectFrame(try CompositionalLayout.list(ListConfiguration(appearance: .plain)).layout(content([1]), in: plainLandscape).cell(0), 0, 0, 852, 44)
  }

  @Test("Measured (iOS 14): grouped, a header measured 39.667: the first row at 39.667, 57.333 from a section's last row to the next's first")
  func groupedWithHeader() throws {
    let list = CompositionalLayout.list(ListConfiguration(appearance: .grouped, headerMode: .supplementary))
    let result = try list.layout(content([2, 1], header: 39 + 2.0 / 3), in: device(375, height: 812, rule: .iOS13To15))
    // No padding above a grouped header: header 0 … 39.667, rows from 39.667.
    expectFrame(result.header(0), 0, 0, 375, 39 + 2.0 / 3)
    expectFrame(result.cell(0), 0, 39 + 2.0 / 3, 375, 44)
    // Last row ends at 39.667 + 88 = 127.667; 17.5 → 17.667 below it (no footer); the next
    // header 145.333 … 185; its row at 185 = 127.667 + 57.333.
    expectFrame(result.header(1), 0, 145 + 1.0 / 3, 375, 39 + 2.0 / 3)
    expectFrame(result.cell(0, 1), 0, 185, 375, 44)
    // The last section keeps 20 below it: 229 + 20.
    expectSize(result.contentSize, 375, 249)
  }

  @Test("Measured (iOS 16/17, 393 pt): inset grouped with a header and a footer: first row at 40.667, 74.667 between sections")
  func insetGroupedHeaderAndFooter() throws {
    let list = CompositionalLayout.list(ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary))
    // The screen's header and footer views are 40.667 and 34 tall. No padding above headers,
    // nothing below a section with a footer: the first row right below the header, the next
    // section's first row right below footer + header.
    let result = try list.layout(content([1, 1], header: 40 + 2.0 / 3, footer: 34), in: device(393, height: 852))
    expectFrame(result.cell(0), 20, 40 + 2.0 / 3, 353, 44)
    expectFrame(result.footer(0), 20, 84 + 2.0 / 3, 353, 34)
    expectFrame(result.cell(0, 1), 20, 159 + 1.0 / 3, 353, 44)
    #expect(close(result.cell(0, 1)!.frame.minY - result.cell(0)!.frame.maxY, 74 + 2.0 / 3))
  }

  @Test("Grouped without headers or footers: 17.667 above, 35.333 between, 20 after the last (17.5 at @2x)")
  func groupedSpacing() throws {
    let list = CompositionalLayout.list(ListConfiguration(appearance: .grouped))
    let result = try list.layout(content([1, 1]), in: device(390))
    expectFrame(result.cell(0), 0, 17 + 2.0 / 3, 390, 44)
    // 17.667 + 44 + 17.667 + 17.667 = 97.
    expectFrame(result.cell(0, 1), 0, 97, 390, 44)
    expectSize(result.contentSize, 390, 97 + 44 + 20)
    var retina = device(375, height: 667)
    retina.displayScale = 2
    expectFrame(try list.layout(content([1, 1]), in: retina).cell(0, 1), 0, 17.5 + 44 + 35, 375, 44)
  }

  @Test("Measured (iOS 16/17): a plain list's first-item header: the first row 50.333 below the section start")
  func plainFirstItemHeader() throws {
    let list = CompositionalLayout.list(ListConfiguration(appearance: .plain, headerMode: .firstItemInSection))
    // The header cell is a plain header (4 + headline 20.333 + 4 = 28.333) with 22 pt of
    // padding above it: the first row at 22 + 28.333 = 50.333.
    let header = 28 + 1.0 / 3
    let measured = LayoutContent(itemCounts: [3, 2], measure: { r in
      Size(width: r.proposedSize.width, height: r.indexPath.item == 0 ? header : 44)
    })
    let modern = try list.layout(measured, in: device(393, height: 852))
    expectFrame(modern.cell(0), 0, 22, 393, header)
    expectFrame(modern.cell(1), 0, 50 + 1.0 / 3, 393, 44)
    // The second section: starts at 50.333 + 88 = 138.333; its row 1 at 138.333 + 50.333.
    expectFrame(modern.cell(1, 1), 0, 188 + 2.0 / 3, 393, 44)
    // iOS 14: no padding; the first row at 28.333.
    let older = try list.layout(measured, in: device(393, height: 852, rule: .iOS13To15))
    expectFrame(older.cell(1), 0, header, 393, 44)
  }

  @Test("Plain supplementary headers: 22 above each from iOS 15, none on iOS 14; headerTopPadding replaces it")
  func plainHeaders() throws {
    let content = content([1, 1], header: 28 + 1.0 / 3)
    let modern = try CompositionalLayout.list(ListConfiguration(appearance: .plain, headerMode: .supplementary)).layout(content, in: device(390))
    expectFrame(modern.header(0), 0, 22, 390, 28 + 1.0 / 3)
    expectFrame(modern.cell(0), 0, 50 + 1.0 / 3, 390, 44)
    // Section 1 starts at 94.333: 22 above its header.
    expectFrame(modern.header(1), 0, 116 + 1.0 / 3, 390, 28 + 1.0 / 3)
    let older = try CompositionalLayout.list(ListConfiguration(appearance: .plain, headerMode: .supplementary, systemVersion: .iOS14))
      .layout(content, in: device(390))
    expectFrame(older.header(0), 0, 0, 390, 28 + 1.0 / 3)
    let padded = try CompositionalLayout.list(ListConfiguration(appearance: .grouped, headerMode: .supplementary, headerTopPadding: 12))
      .layout(content, in: device(390))
    // Grouped, padding 12: header 12 … 40.333, row at 40.333.
    expectFrame(padded.cell(0), 0, 40 + 1.0 / 3, 390, 44)
  }

  @Test("Sidebars: 10 below a section; a plain sidebar keeps 8 around a section with a header on iOS 14")
  func sidebars() throws {
    let sidebar = try CompositionalLayout.list(ListConfiguration(appearance: .sidebar)).layout(content([1, 1]), in: device(390))
    // Inset like inset grouped (20), rows from 0, 10 below each section: 44 + 10.
    expectFrame(sidebar.cell(0), 20, 0, 350, 44)
    expectFrame(sidebar.cell(0, 1), 20, 54, 350, 44)
    let plainSidebar = ListConfiguration(appearance: .sidebarPlain, headerMode: .supplementary)
    let older = try CompositionalLayout.list(plainSidebar).layout(content([1], header: 30), in: device(390, rule: .iOS13To15))
    // iOS 14: header 0 … 30 at the full width (plain headers do not follow the insets), 8
    // more, the row at 38 inset 20.
    expectFrame(older.header(0), 0, 0, 390, 30)
    expectFrame(older.cell(0), 20, 38, 350, 44)
    // iOS 15+: chromeless: 22 above the header, no 8.
    let modern = try CompositionalLayout.list(plainSidebar).layout(content([1], header: 30), in: device(390))
    expectFrame(modern.cell(0), 20, 52, 350, 44)
  }

  @Test("A replaced metrics table is used as given")
  func replacedMetrics() throws {
    let metrics = ListMetrics(
      rowHeight: 50, plainHeaderHeight: 20, plainFooterHeight: 20, groupedHeaderHeight: 30, groupedFooterHeight: 30,
      groupedSectionTopPadding: 10, groupedSectionBottomPadding: 5)
    let result = try CompositionalLayout.list(ListConfiguration(appearance: .grouped, metrics: metrics))
      .layout(LayoutContent(itemCounts: [1, 1]), in: device(390))
    // Estimated rows of 50 (nothing measures them): 10 + 50 + 5 + 10.
    expectFrame(result.cell(0), 0, 10, 390, 50)
    expectFrame(result.cell(0, 1), 0, 75, 390, 50)
  }
}
