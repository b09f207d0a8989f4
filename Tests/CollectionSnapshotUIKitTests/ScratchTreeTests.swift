import CollectionSnapshot
import Foundation
import Testing
import UIKit

@MainActor @Suite struct ScratchTreeTests {
  @Test func look() throws {
    let host = CollectionViewHost(contentInsetAdjustmentBehavior: .never)
    for controller in [LibraryViewController(), StoreViewController(), ShippingFormViewController(), SettingsViewController()] as [UIViewController] {
      let screen = try Screen(device: specPhone, host: host, viewController: controller)
      print("=== \(type(of: controller))")
      for line in LayoutDump.lines(screen, layout: try screen.computeLayout()) where line.hasPrefix("cell") || line.hasPrefix("supp") || line.hasPrefix("  ") { print(line) }
    }
  }
}
