import Foundation

/// Core Animation's 4 × 4 transform, which layouts set on attributes (`transform3D`) for
/// carousels and cover flows. Points are row vectors, as in Core Animation: a point `p` becomes
/// `p × M`, and `CATransform3DConcat(a, b)` is `a` then `b`.
public struct CATransform3D: Sendable, Hashable {
  // The matrix's rows, as Core Animation names them.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The identity.
  public init() {
    self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// A transform from its sixteen entries.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  fileprivate var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  fileprivate init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// True for the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// True when the transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the vector `(x, y, z)` (the identity when it is zero).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = CGFloat(Foundation.cos(Double(angle)))
  let s = CGFloat(Foundation.sin(Double(angle)))
  let k = 1 - c
  return CATransform3D(
    m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
    m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
    m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let l = a.rows
  let r = b.rows
  return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(CGFloat(0)) { $0 + l[i][$1] * r[$1][j] } } })
}

/// A translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or `t` unchanged when it has none (as Core Animation returns it).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  // Gauss–Jordan elimination with partial pivoting on [t | I].
  var m = t.rows
  var inverse = CATransform3DIdentity.rows
  for column in 0..<4 {
    guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }), m[pivot][column] != 0 else { return t }
    m.swapAt(column, pivot)
    inverse.swapAt(column, pivot)
    let p = m[column][column]
    for j in 0..<4 {
      m[column][j] /= p
      inverse[column][j] /= p
    }
    for row in 0..<4 where row != column {
      let f = m[row][column]
      guard f != 0 else { continue }
      for j in 0..<4 {
        m[row][j] -= f * m[column][j]
        inverse[row][j] -= f * inverse[column][j]
      }
    }
  }
  return CATransform3D(rows: inverse)
}

/// The 3-D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// True when the transform is an affine one (no depth, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of a transform (its depth and perspective dropped).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
