import CollectionSnapshot
import CollectionSnapshotTesting
import ShopLayouts
import Testing
import UIKit

/// README's table view controller, tested as README says: its screen on an iPhone SE.
@MainActor @Suite struct WirelessTableTests {
  @Test("README's table: a UITableViewController subclass on an inset grouped table")
  func wireless() throws {
    let screen = try Screen(name: "wireless", device: .iPhoneSE, viewController: WirelessController(style: .insetGrouped))
    assertSnapshot(of: screen, as: .image, .layout)
    // 375 pt wide: sections inset 16; G (17.5 at @2x) above the titled header (17 + footnote
    // 13 pt, 15.514 → 16 at @2x, + 6 = 39): the first row at 56.5.
    let first = try #require(try screen.computeLayout().attributes.first { $0.category == .cell })
    #expect(first.frame == Rect(x: 16, y: 56.5, width: 343, height: 44))
  }
}
