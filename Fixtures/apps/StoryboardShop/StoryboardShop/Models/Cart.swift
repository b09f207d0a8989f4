import Foundation

extension Notification.Name {
  static let cartDidChange = Notification.Name("CartDidChange")
}

/// The shopping cart, shared by the screens; it posts `cartDidChange` when it changes.
final class Cart {
  static let shared = Cart()

  private(set) var items: [Product] = []

  var total: Decimal { items.reduce(0) { $0 + $1.price } }

  func add(_ product: Product) {
    items.append(product)
    NotificationCenter.default.post(name: .cartDidChange, object: self)
  }

  func removeAll() {
    items.removeAll()
    NotificationCenter.default.post(name: .cartDidChange, object: self)
  }
}
