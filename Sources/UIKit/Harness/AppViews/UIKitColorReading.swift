import CollectionSnapshotModel
import CollectionSnapshotPixels
import Foundation

/// A `UIColor` as a placeholder shows it: its name, and its components in the light
/// appearance when they are known (``SystemColors``).
enum UIKitColorReading {
  /// The colour as a placeholder shows it; `nil` for a clear colour (nothing to show).
  /// Colours are read by name once each (every label of every cell that appears has one): a
  /// table keeps the last 256 names read.
  @MainActor
  static func placeholderColor(_ color: UIColor) -> PlaceholderColor? {
    let name = color.description
    if let known = read[name] { return known }
    let components = SystemColors.components(of: name)
    let shown = components.map { $0.alpha == 0 } == true ? nil : PlaceholderColor(name: name, color: components)
    if read.count >= 256 { read.removeAll(keepingCapacity: true) }
    read[name] = shown
    return shown
  }

  /// The colours read, by name.
  @MainActor private static var read: [String: PlaceholderColor?] = [:]
}
