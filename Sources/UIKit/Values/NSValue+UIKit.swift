import Foundation

/// Points, sizes and rectangles boxed in `NSValue` under UIKit's names (a keyboard frame in a
/// notification's user info, text line rectangles), over Foundation's own boxes.
extension NSValue {
  /// A point.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// A rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// The point held.
  public var cgPointValue: CGPoint { pointValue }
  /// The size held.
  public var cgSizeValue: CGSize { sizeValue }
  /// The rectangle held.
  public var cgRectValue: CGRect { rectValue }
}
