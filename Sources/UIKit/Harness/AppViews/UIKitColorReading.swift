import CollectionSnapshotModel
import CollectionSnapshotPixels
import Foundation

/// A `UIColor` as a placeholder shows it: its name, and its components in the light
/// appearance when they are known (``SystemColors``).
enum UIKitColorReading {
  /// The colour as a placeholder shows it; `nil` for a clear colour (nothing to show).
  static func placeholderColor(_ color: UIColor) -> PlaceholderColor? {
    let name = color.description
    let components = SystemColors.components(of: name)
    if let components, components.alpha == 0 { return nil }
    return PlaceholderColor(name: name, color: components)
  }
}
