import Foundation

/// UIKit's appearance properties that apps set on proxies (each a bit): what a proxy passes
/// on, and what a view was given a value of its own for.
struct UIKitAppearanceKeys: OptionSet, Sendable, Hashable {
  /// The raw value.
  let rawValue: UInt64
  /// Keys from their bits.
  init(rawValue: UInt64) { self.rawValue = rawValue }

  // Any view.
  static let backgroundColor = UIKitAppearanceKeys(rawValue: 1 << 0)
  static let tintColor = UIKitAppearanceKeys(rawValue: 1 << 1)
  // Labels and text fields.
  static let textColor = UIKitAppearanceKeys(rawValue: 1 << 2)
  static let font = UIKitAppearanceKeys(rawValue: 1 << 3)
  // Buttons (per state) and switches.
  static let titleColor = UIKitAppearanceKeys(rawValue: 1 << 4)
  static let onTintColor = UIKitAppearanceKeys(rawValue: 1 << 5)
  static let thumbTintColor = UIKitAppearanceKeys(rawValue: 1 << 6)
  // Bars.
  static let barTintColor = UIKitAppearanceKeys(rawValue: 1 << 7)
  static let isTranslucent = UIKitAppearanceKeys(rawValue: 1 << 8)
  static let titleTextAttributes = UIKitAppearanceKeys(rawValue: 1 << 9)
  static let largeTitleTextAttributes = UIKitAppearanceKeys(rawValue: 1 << 10)
  static let standardAppearance = UIKitAppearanceKeys(rawValue: 1 << 11)
  static let scrollEdgeAppearance = UIKitAppearanceKeys(rawValue: 1 << 12)
  static let compactAppearance = UIKitAppearanceKeys(rawValue: 1 << 13)
  static let prefersLargeTitles = UIKitAppearanceKeys(rawValue: 1 << 14)
  static let unselectedItemTintColor = UIKitAppearanceKeys(rawValue: 1 << 15)
  static let searchBarStyle = UIKitAppearanceKeys(rawValue: 1 << 16)
  // Tables and segmented controls.
  static let separatorColor = UIKitAppearanceKeys(rawValue: 1 << 17)
  static let separatorStyle = UIKitAppearanceKeys(rawValue: 1 << 18)
  static let separatorInset = UIKitAppearanceKeys(rawValue: 1 << 19)
  static let selectedSegmentTintColor = UIKitAppearanceKeys(rawValue: 1 << 20)
  // Tab bar items.
  static let badgeColor = UIKitAppearanceKeys(rawValue: 1 << 21)
  // Bars, again.
  static let barStyle = UIKitAppearanceKeys(rawValue: 1 << 22)
  static let shadowImage = UIKitAppearanceKeys(rawValue: 1 << 23)
}
