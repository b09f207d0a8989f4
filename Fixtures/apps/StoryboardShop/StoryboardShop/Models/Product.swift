import Foundation

struct Product: Hashable {
  let id: String
  let name: String
  let price: Decimal
  let imageName: String

  var formattedPrice: String { "$\(price)" }

  static let catalog = [
    Product(id: "lamp", name: "Desk lamp", price: 24, imageName: "lamp"),
    Product(id: "chair", name: "Oak chair", price: 89, imageName: "chair"),
    Product(id: "rug", name: "Wool rug", price: 120, imageName: "rug"),
    Product(id: "vase", name: "Glass vase", price: 18, imageName: "vase"),
  ]
}
