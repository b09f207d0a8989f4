// README: product-screen
import CollectionSnapshot
import CollectionSnapshotTesting
import Testing

struct Product: Sendable, Identifiable { var id: String; var name: String; var price: String }

enum ProductCell: CellKind {
  static func content(for p: Product) -> PlaceholderContent {
    PlaceholderContent(title: p.name, subtitle: p.price, image: ImagePlaceholder(placement: .leading), button: "Buy")
  }
  static func size(with p: Product, constrainedTo container: Size) -> Size? {
    Size(width: container.width - 32, height: 80)
  }
}

func productScreen(_ products: [Product], device: Device = .iPhone15) -> Screen {
  var flow = FlowLayout()
  flow.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
  flow.minimumLineSpacing = 8
  let model = ViewModel.build { section("products") { cells(products, as: ProductCell.self) } }
  return Screen(name: "products", model: model, layout: .flow(flow), device: device)
}

let products = [Product(id: "p1", name: "Desk lamp", price: "$20"), Product(id: "p2", name: "Oak chair", price: "$80")]

@Suite struct ProductScreenTests {
  @Test func productList() {
    assertSnapshot(of: productScreen(products), as: .image, .layout)
  }
}
// README: end

// README: product-screen-more
import XCTest

extension ProductScreenTests {
  @Test(arguments: [Device.iPhoneSE, Device.iPhone15ProMax])   // one reference per device
  func onDevices(device: Device) {
    assertSnapshot(of: productScreen(products, device: device), as: .layout)
  }
}

final class ProductScreenXCTests: XCTestCase {
  func testProductList() {
    assertSnapshot(of: productScreen(products), as: .image(scale: 1), .layout)
  }
}
// README: end
