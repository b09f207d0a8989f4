import Foundation

// The colours configurations resolve to, as UIKit computes them: the configured colour (or the
// view's tint where the configuration has none), passed through the configuration's transformer.

extension UIListContentConfiguration.TextProperties {
  /// The text's colour.
  public func resolvedColor() -> UIColor { color }
}

extension UIListContentConfiguration.ImageProperties {
  /// The image's tint: the configured tint colour, else `tintColor` (the view's).
  public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
}

extension UIBackgroundConfiguration {
  /// The background's colour: the configured colour (`nil`: `tintColor`, the view's), passed
  /// through ``backgroundColorTransformer``.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let base = backgroundColor ?? tintColor
    return backgroundColorTransformer.map { $0(base) } ?? base
  }

  /// The stroke's colour: the configured colour (`nil`: `tintColor`).
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? tintColor }
}
