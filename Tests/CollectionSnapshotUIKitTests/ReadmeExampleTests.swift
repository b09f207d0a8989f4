// The README's "Test the layout code you ship" example, as written there (the layout would live
// in the app's `ShopLayouts` target; here it is beside its test).
import CollectionSnapshot
import CollectionSnapshotTesting
import Testing
import UIKit
import XCTest

public enum HomeLayout {
  public static func make() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let columns: CGFloat = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets.leading = 12
      section.contentInsets.trailing = 12
      return section
    }
  }
}

func homeScreen(on device: Device) throws -> Screen {
  var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
  snapshot.appendSections([0])
  snapshot.appendItems(["Lamp", "Chair", "Rug", "Desk", "Shelf"])
  return try Screen(name: "home", device: device, layout: HomeLayout.make(), snapshot: snapshot) { name, _ in
    CellPlaceholder(kind: "ProductCell", title: name, image: ImagePlaceholder(placement: .top))
  }
}

@Suite struct HomeLayoutTests {
  @Test(arguments: [Device.iPhoneSE, .iPhone15ProMax, .iPad])   // the provider runs per device
  func home(device: Device) throws {
    assertSnapshot(of: try homeScreen(on: device), as: .image, .layout)
  }
}

final class HomeLayoutXCTests: XCTestCase {
  func testHome() throws {
    assertSnapshot(of: try homeScreen(on: .iPhone15), as: .layout)
  }
}
