import CollectionSnapshotLayout
import CollectionSnapshotModel

// Cell kinds as the seed libraries write them: the model names its cell and its size.

struct Banner: Sendable, Identifiable {
  var id: String
  var title: String
}

enum BannerCell: CellKind {
  static func content(for banner: Banner) -> PlaceholderContent {
    PlaceholderContent(title: banner.title, image: ImagePlaceholder(placement: .fill))
  }
  static func size(with banner: Banner, constrainedTo container: Size) -> Size? {
    Size(width: container.width, height: 100)
  }
}

struct Product: Sendable, Identifiable {
  var id: String
  var name: String
  var price: String
}

enum ProductCell: CellKind {
  static func content(for product: Product) -> PlaceholderContent {
    PlaceholderContent(title: product.name, subtitle: product.price, image: ImagePlaceholder(placement: .leading), button: "Buy")
  }
  static func size(with product: Product, constrainedTo container: Size) -> Size? {
    Size(width: container.width, height: 80)
  }
}

enum TitleHeader: CellKind {
  static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
  static func size(with title: String, constrainedTo container: Size) -> Size? { Size(width: container.width, height: 50) }
}

enum TextCell: CellKind {
  static func content(for text: String) -> PlaceholderContent { PlaceholderContent(title: text, titleLines: 10) }
  static var isSelfSizing: Bool { true }
}
