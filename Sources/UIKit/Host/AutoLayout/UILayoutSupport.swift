import Foundation

/// A view controller's top or bottom layout guide (iOS 7's, deprecated since iOS 11 in favour
/// of the safe area): code that constrains to one, as Auto Layout libraries do, compiles.
@MainActor @preconcurrency
public protocol UILayoutSupport: NSObjectProtocol {
  /// The guide's length from its edge.
  var length: CGFloat { get }
  /// Its top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// Its bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// Its height.
  var heightAnchor: NSLayoutDimension { get }
}
