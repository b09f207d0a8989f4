import Foundation

/// What a view was given a value of its own for (on a proxy: what the app set on it): UIKit's
/// appearance properties, and the app's own (`@objc dynamic` properties, by key, in the order
/// they were first set).
struct UIKitAppearanceCustomization {
  var properties: UIKitAppearanceKeys = []
  var appKeys: [String] = []
}
