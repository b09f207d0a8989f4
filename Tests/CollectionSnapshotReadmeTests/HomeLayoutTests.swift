// README: uikit-test
// Tests/ShopLayoutsTests/HomeLayoutTests.swift
import CollectionSnapshot
import CollectionSnapshotTesting
import ShopLayouts
import Testing
import UIKit
import XCTest

@MainActor
func homeScreen(on device: Device) throws -> Screen {
  var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
  snapshot.appendSections([0])
  snapshot.appendItems(["Lamp", "Chair", "Rug", "Desk", "Shelf"])
  let host = CollectionViewHost(navigationBar: .largeTitle, tabBar: true)   // the bars around it
  return try Screen(name: "home", device: device, host: host, layout: HomeLayout.make(), snapshot: snapshot) { name, _ in
    CellPlaceholder(kind: "ProductCell", title: name, image: ImagePlaceholder(placement: .top))
  }
}

@MainActor @Suite struct HomeLayoutTests {
  @Test(arguments: [Device.iPhoneSE, .iPhone15ProMax, .iPad])   // the provider runs per device
  func home(device: Device) throws {
    assertSnapshot(of: try homeScreen(on: device), as: .image, .layout)
  }
}

final class HomeLayoutXCTests: XCTestCase {
  @MainActor func testHome() async throws {
    assertSnapshot(of: try homeScreen(on: .iPhone15), as: .layout)
  }
}
// README: end
