import Foundation

// The parts of Core Graphics' geometry API that Swift offers on iOS and Linux's Foundation
// lacks: `equalTo(_:)` on points, sizes and rectangles, transforms applied to points, sizes and
// rectangles, the inverse of a transform, and `CGVector`. Everything else layout code uses on
// rectangles (`.null`, `.infinite`, `union`, `intersection`, `insetBy`, `integral`,
// `standardized`, `divided(atDistance:from:)`, `offsetBy`, `contains`, `intersects`, `minX`…)
// Foundation already has, with Core Graphics' results (null and infinite rectangles included).
// The C functions Swift marks unavailable on iOS (`CGRectMake`, `CGPointMake`,
// `CGRectGetWidth`…) stay unavailable here too.

extension CGPoint {
  /// True when both coordinates are equal (`CGPointEqualToPoint`).
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }

  /// The point transformed by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// True when both dimensions are equal (`CGSizeEqualToSize`).
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }

  /// The size transformed by `t`, without its translation: `(a·w + c·h, b·w + d·h)` (which
  /// may be negative, as Core Graphics returns it).
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// True when both rectangles are equal once standardized, as `CGRectEqualToRect` compares
  /// them (two null rectangles are equal).
  public func equalTo(_ rect2: CGRect) -> Bool {
    if isNull || rect2.isNull { return isNull && rect2.isNull }
    return standardized == rect2.standardized
  }

  /// The smallest rectangle holding the four corners transformed by `t`
  /// (`CGRectApplyAffineTransform`); a null rectangle stays null, an infinite one infinite.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull || isInfinite { return self }
    let r = standardized
    let corners = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}

extension CGAffineTransform {
  /// The inverse transform; a transform that cannot be inverted (its determinant is 0) is
  /// returned unchanged, as `CGAffineTransformInvert` does.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

/// A two-dimensional vector (Core Graphics' `CGVector`).
public struct CGVector: Sendable, Hashable, Codable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// A zero vector.
  public init() { self.init(dx: 0, dy: 0) }

  /// A vector from its components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector from `Double` components.
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

  /// A vector from `Int` components.
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

  /// The zero vector.
  public static let zero = CGVector()
}
