import Foundation

/// A view's edges, centres and dimensions, for constraints.
extension UIView {
  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// The first line's baseline.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
  /// The last line's baseline.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { dimension(.height) }
}
