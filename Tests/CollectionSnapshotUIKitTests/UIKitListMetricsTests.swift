import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// UIKit lists on the catalog's devices, written as apps write them, against UIKit's measured
/// numbers (layout spec §2.17) and hand derivations from the list rules.
@MainActor @Suite("UIKit API: lists as UIKit draws them on each device")
struct UIKitListMetricsTests {
  /// One inset grouped section of `count` default cells on `device`.
  func insetGrouped(on device: Device, host: CollectionViewHost = CollectionViewHost(), count: Int = 1) throws -> ComputedLayout {
    try Screen(device: device, host: host, layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)), itemCounts: [count]) { _ in
      var content = UIListContentConfiguration.cell()
      content.text = "Row"
      return CellPlaceholder(listContent: content)
    }.computeLayout()
  }

  @Test("Measured: inset grouped rows at x 20 on 390- and 393-pt iPhones (width 350 / 353), 16 on 375-pt ones")
  func insetGroupedByDevice() throws {
    // UIKit's table margin: 20 on iPhones wider than 375 pt in portrait, else 16; the root
    // view's margins (16) are smaller.
    #expect(try insetGrouped(on: .iPhone13).cell(0)?.frame.minX == 20)
    #expect(try insetGrouped(on: .iPhone13).cell(0)?.frame.width == 350)
    #expect(try insetGrouped(on: .iPhone15).cell(0)?.frame.width == 353)
    #expect(try insetGrouped(on: .iPhoneSE).cell(0)?.frame.minX == 16)
    #expect(try insetGrouped(on: .iPhoneSE).cell(0)?.frame.width == 343)
    // The largest iPhone: 20; 430 − 40 = 390.
    #expect(try insetGrouped(on: .iPhone15ProMax).cell(0)?.frame.width == 390)
  }

  @Test("Inset grouped on iPads, split views and in landscape: margins and safe area decide")
  func insetGroupedElsewhere() throws {
    // iPad: the table margin is 16 (iPads have no wide content margins), the root view's 20
    // wins: 820 − 40 = 780.
    #expect(try insetGrouped(on: .iPad).cell(0)?.frame.width == 780)
    // The narrow column of a split view (375 pt, compact): margins 16, table 16: 343.
    let third = try insetGrouped(on: Device.iPad.oriented(.landscape), host: CollectionViewHost(window: .splitOneThird))
    #expect(third.cell(0)?.frame.minX == 16)
    #expect(third.cell(0)?.frame.width == 343)
    // iPhone 15 in landscape: safe area 59 on each side; table 20 + 59 = 79 beats the margins
    // 59 + 16 = 75: 852 − 158 = 694.
    let landscape = try insetGrouped(on: Device.iPhone15.oriented(.landscape))
    #expect(landscape.cell(0)?.frame.minX == 79)
    #expect(landscape.cell(0)?.frame.width == 694)
  }

  @Test("Measured (iOS 14, Large): sidebarCell with secondary text and a padding of 4 is 62, without 44; accompaniedSidebarSubtitleCell 48")
  func sidebarRows() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.showsSeparators = false
    let layout = try Screen(roundingRule: .iOS13To15, layout: UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [3]) { indexPath in
      var content = indexPath.item == 2 ? UIListContentConfiguration.accompaniedSidebarSubtitleCell() : UIListContentConfiguration.sidebarCell()
      content.text = "Inbox"
      content.secondaryText = indexPath.item == 1 ? nil : "12 unread"
      content.textToSecondaryTextVerticalPadding = 4
      return CellPlaceholder(listContent: content)
    }.computeLayout()
    // 11 + 20.333 + 4 + 15.667 + 11 = 62; 11 + 20.333 + 11 → 44; 4 + 20.333 + 4 + 15.667 + 4 = 48.
    #expect(layout.cell(0)?.frame.height == 62)
    #expect(layout.cell(1)?.frame.height == 44)
    #expect(layout.cell(2)?.frame.height == 48)
    // A sidebar section starts at its top: rows at 0, 62, 106.
    #expect(layout.cell(2)?.frame.minY == 106)
  }

  @Test("Secondary text wraps at the row's width: a sidebar cell on a 375-pt iPhone with two lines of footnote is 77.667")
  func wrappingSecondaryText() throws {
    let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    let long = Array(repeating: "aaaa", count: 10).joined(separator: " ")
    // A 375-pt iPhone at @3x (iPhone 11 Pro, X, 12 mini, as the measured screenshots).
    let phone = Device(
      name: "iPhone 11 Pro", portraitSize: Size(width: 375, height: 812), scale: 3, portraitSafeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), sideMargin: 16)
    let layout = try Screen(device: phone, roundingRule: .iOS13To15, layout: UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [2]) {
      indexPath in
      var content = UIListContentConfiguration.sidebarCell()
      content.text = "Inbox"
      content.secondaryText = indexPath.item == 0 ? long : "aaaa"
      content.textToSecondaryTextVerticalPadding = 4
      return CellPlaceholder(listContent: content)
    }.computeLayout()
    // The row is 375 − 2 × 16 = 343 wide; its text 343 − 16 − 16 = 311. Footnote 13: "a" 1588
    // units / 2816 × 13 − 0.08 = 7.251, " " 792 units → 3.576: ten "aaaa" words are 10 × 29.004 +
    // 9 × 3.576 = 322.2 > 311, so the tenth wraps: 2 × 15.514 = 31.028 → 31.333.
    // 11 + 20.333 + 4 + 31.333 + 11 = 77.667; one line: 62.
    #expect(abs((layout.cell(0)?.frame.height ?? 0) - (77 + 2.0 / 3)) < 1e-9)
    #expect(layout.cell(1)?.frame.height == 62)
  }

  @Test("Measured (iOS 16/17): a plain list whose first item is its header: the first row 50.333 below the section start")
  func plainFirstItemHeader() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .firstItemInSection
    let layout = try Screen(layout: UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [3]) { indexPath in
      var content = indexPath.item == 0 ? UIListContentConfiguration.plainHeader() : UIListContentConfiguration.cell()
      content.text = indexPath.item == 0 ? "Fruit" : "Apple"
      return CellPlaceholder(listContent: content)
    }.computeLayout()
    // 22 above the header cell (4 + headline 20.333 + 4 = 28.333): the row at 50.333.
    #expect(layout.cell(0)?.frame.minY == 22)
    #expect(abs((layout.cell(1)?.frame.minY ?? 0) - (50 + 1.0 / 3)) < 1e-9)
  }

  @Test("Measured (iOS 14): grouped with a header measured 39.667: first row at 39.667, 57.333 between sections")
  func groupedMeasuredHeader() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    let layout = try Screen(
      roundingRule: .iOS13To15, layout: UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [2, 2],
      supplementary: { _, _ in CellPlaceholder(kind: "Header", content: .empty, measuredSize: .height(39 + 2.0 / 3)) }
    ) { _ in
      var content = UIListContentConfiguration.cell()
      content.text = "Row"
      return CellPlaceholder(listContent: content)
    }.computeLayout()
    let first = try #require(layout.cell(0)?.frame)
    let last = try #require(layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
    let next = try #require(layout.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
    #expect(abs(first.minY - (39 + 2.0 / 3)) < 1e-9)
    // 17.5 → 17.667 below the section (no footer) + the next header 39.667.
    #expect(abs(next.minY - last.maxY - (57 + 1.0 / 3)) < 1e-9)
  }

  @Test("The last section of a grouped list keeps 20 below it, through a section provider too")
  func lastSection() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.showsSeparators = true
    let layout = try Screen(layout: UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [1, 1]) { _ in
      var content = UIListContentConfiguration.cell()
      content.text = "Row"
      return CellPlaceholder(listContent: content)
    }.computeLayout()
    // 17.667 + 44 + 17.667 (section 0) + 17.667 + 44 + 20 (the last) = 161.
    #expect(abs(layout.contentSize.height - 161) < 1e-9)
  }

  @Test("The layout dump names the list metrics of each row")
  func dump() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.headerMode = .none
    let screen = try Screen(name: "sidebar", roundingRule: .iOS13To15, layout: UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [2]) { indexPath in
      var content = UIListContentConfiguration.sidebarCell()
      content.text = "Inbox"
      content.secondaryText = indexPath.item == 0 ? "12 unread" : nil
      content.textToSecondaryTextVerticalPadding = 4
      return CellPlaceholder(kind: "Mailbox", listContent: content)
    }
    let lines = LayoutDump.lines(screen, layout: try screen.computeLayout())
    #expect(lines.contains { $0.hasPrefix("cell [0,0] Mailbox") && $0.hasSuffix(" list=sidebarCell[11 + body 17pt 20.333 + 4 + footnote 13pt 15.667 + 11 = 62]") })
    #expect(lines.contains { $0.hasPrefix("cell [0,1] Mailbox") && $0.hasSuffix(" list=sidebarCell[11 + body 17pt 20.333 + 11 = 42.333, min 44]") })
  }
}
