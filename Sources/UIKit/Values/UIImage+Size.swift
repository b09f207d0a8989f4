import Foundation

// An image's size in points, as far as it can be known without loading pixels: an image of an
// Interface Builder file from the size the file's resources give it, a named image from the
// app's asset catalog (``UIKitAssetCatalog``). A symbol's size is not known: SF Symbols differ
// in width and height at one configuration (at 64 pt, medium, @3x, `chevron.compact.down` is
// 70.333 × 25.667 — a published UIKit measurement), and no table of them is at hand.
extension UIImage {
  /// The image's size in points, when it is known: an Interface Builder file's size; an
  /// asset's from the app's catalog; else `nil` (a symbol, an image made from data or a file,
  /// an asset no catalog has).
  var knownPointSize: CGSize? {
    if let knownSize { return knownSize }
    guard source == .asset else { return nil }
    return UIKitAssetCatalog.size(ofImageNamed: name, scale: Double(UIKitHost.current.scale))
  }
}
