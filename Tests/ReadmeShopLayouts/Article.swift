// README: uikit-article
// Sources/ShopLayouts/Article.swift
/// A product the home screen lists: its name (which names it) and its price.
public struct Article: Hashable, Identifiable, Sendable {
  public let name: String
  public let price: String
  public var id: String { name }

  public init(name: String, price: String) {
    self.name = name
    self.price = price
  }
}
// README: end
