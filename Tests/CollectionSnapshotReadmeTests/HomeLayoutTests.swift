// README: uikit-test
// Tests/ShopLayoutsTests/HomeLayoutTests.swift
import CollectionSnapshot
import CollectionSnapshotTesting
import ShopLayouts
import Testing
import UIKit

@MainActor
func homeScreen(on device: Device) throws -> Screen {
  let products = [("Lamp", "$20"), ("Chair", "$80"), ("Rug", "$45"), ("Desk", "$120"), ("Shelf", "$60")].map { Article(name: $0, price: $1) }
  let host = CollectionViewHost(navigationBar: .largeTitle, tabBar: true)   // the bars around it
  return try Screen(name: "home", device: device, host: host, viewController: HomeViewController(products: products))
}

@MainActor @Suite struct HomeLayoutTests {
  @Test(arguments: [Device.iPhoneSE, .iPhone15ProMax, .iPad])   // the provider runs per device
  func home(device: Device) throws {
    assertSnapshot(of: try homeScreen(on: device), as: .image, .layout)
  }
}
// README: end

// README: uikit-xctest
import XCTest

final class HomeLayoutXCTests: XCTestCase {
  @MainActor func testHome() async throws {
    assertSnapshot(of: try homeScreen(on: .iPhone15), as: .layout)
  }
}
// README: end
