/// Every rounding rule of the engines, in one place, so a quirk found on a device is corrected
/// once (spec §0.1, §1.11, §2.2, §5).
public struct LayoutRounding: Sendable, Hashable {
  /// Device pixels per point.
  public var scale: Double

  /// The policy at `scale`.
  public init(scale: Double) {
    self.scale = scale
  }

  /// `round(v·scale)/scale`, halves away from zero: flow layout's origin snapping (§1.11).
  @inlinable
  public func roundPx(_ v: Double) -> Double {
    (v * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// `floor(v·scale)/scale`: compositional layout's fractional dimensions (§2.2).
  @inlinable
  public func floorPx(_ v: Double) -> Double {
    (v * scale).rounded(.down) / scale
  }

  /// How far a compositional group may overflow and still accept an item (§2.5.1).
  public static let groupFitTolerance = 0.25
}
