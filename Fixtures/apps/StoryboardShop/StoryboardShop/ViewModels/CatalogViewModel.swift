import Combine
import Foundation

/// The catalog's products, published for the screen.
final class CatalogViewModel: ObservableObject {
  @Published private(set) var products: [Product] = []
  @Published private(set) var isLoading = false

  private let source: () -> [Product]

  init(source: @escaping () -> [Product] = { Product.catalog }) {
    self.source = source
  }

  func load() {
    isLoading = true
    products = source()
    isLoading = false
  }
}
