/// Every rounding rule of the engines, in one place, so a quirk found on a device is corrected
/// once (spec §0.1, §1.11, §2.2, §2.16, §5).
public struct LayoutRounding: Sendable, Hashable {
  /// How compositional layout rounds, by iOS version (spec §2.16 V1). Screenshots recorded on
  /// one rule differ from the other after a few rows, so a screen names the rule it follows
  /// and the layout dump prints it.
  public enum Rule: String, Sendable, Hashable, Codable, CaseIterable {
    /// iOS 16 and later (the default): fractional dimensions floor to the pixel grid (§2.2),
    /// and frames are drawn as computed.
    case iOS16AndLater = "iOS16+"
    /// iOS 13 to 15: fractional dimensions keep their exact value; a frame snaps to the pixel
    /// grid only when it is drawn (origin and size, halves away from zero). Rows of 187.5 pt
    /// from y = 12 are drawn at 12, 199.667, 387, 574.667 at @3x.
    case iOS13To15 = "iOS13-15"

    /// One line for the layout dump: the rule's name and what it does.
    public var summary: String {
      switch self {
      case .iOS16AndLater: return "\(rawValue) (fractions floor to the pixel grid)"
      case .iOS13To15: return "\(rawValue) (exact fractions; frames snap to the pixel grid when drawn)"
      }
    }
  }

  /// Device pixels per point.
  public var scale: Double
  /// The iOS-version rule.
  public var rule: Rule

  /// The policy at `scale` under `rule`.
  public init(scale: Double, rule: Rule = .iOS16AndLater) {
    self.scale = scale
    self.rule = rule
  }

  /// `round(v·scale)/scale`, halves away from zero: flow layout's origin snapping (§1.11), the
  /// origin of anchored supplementaries (§2.16 E4) and iOS 13–15's drawn frames (§2.16 V1).
  @inlinable
  public func roundPx(_ v: Double) -> Double {
    (v * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// `floor(v·scale)/scale`: iOS 16's fractional dimensions (§2.2).
  @inlinable
  public func floorPx(_ v: Double) -> Double {
    (v * scale).rounded(.down) / scale
  }

  /// A fractional dimension's value (`fraction × container`): floored to the pixel grid from
  /// iOS 16, exact on iOS 13–15 (§2.16 V1).
  @inlinable
  public func fraction(_ v: Double) -> Double {
    rule == .iOS16AndLater ? floorPx(v) : v
  }

  /// The rectangle a frame is drawn in: on iOS 13–15 its origin and size snap to the pixel
  /// grid (`roundPx` each); from iOS 16 the frame as computed.
  public func drawnFrame(_ frame: Rect) -> Rect {
    guard rule == .iOS13To15 else { return frame }
    return Rect(x: roundPx(frame.x), y: roundPx(frame.y), width: roundPx(frame.width), height: roundPx(frame.height))
  }

  /// How far a compositional group may overflow and still accept an item (§2.5.1).
  public static let groupFitTolerance = 0.25
}
