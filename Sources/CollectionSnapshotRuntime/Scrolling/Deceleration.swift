/// `UIScrollView.DecelerationRate`: the factor by which the scrolling velocity is multiplied every
/// millisecond after the finger lifts.
public struct DecelerationRate: Sendable, Hashable, CustomStringConvertible {
  /// The factor per millisecond, in `0 < rate < 1`.
  public var rawValue: Double

  /// A rate per millisecond.
  /// - Precondition: none; a rate outside `0 < rate < 1` is refused when a view is made with it.
  public init(rawValue: Double) { self.rawValue = rawValue }

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond (the default).
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = DecelerationRate(rawValue: 0.99)

  public var description: String {
    switch self {
    case .normal: return "normal"
    case .fast: return "fast"
    default: return "\(rawValue)"
    }
  }
}

/// The deceleration of a scroll view along one axis after a drag: how far it goes, how long it
/// takes and where it is at each moment.
///
/// The model (velocity decays exponentially, by the rate once per millisecond):
/// - the velocity `v` (points per millisecond, as `scrollViewWillEndDragging` receives it) is
///   multiplied by `d` every millisecond, so after `n` ms the offset has moved
///   `Σ_{k=1…n} v·dᵏ = D·(1 − dⁿ)` with `D = v·d / (1 − d)`: the projection Apple gives for
///   `UIScrollView` (WWDC18 session 803, "Designing Fluid Interfaces":
///   `project(velocity, rate) = velocity / 1000 × rate / (1 − rate)`, velocity in points per
///   second). Between whole milliseconds the offset follows the same curve,
///   `x(t) = x₀ + D·(1 − dᵗ)` (t in ms), the equation of motion Ilya Lobanov derives from the
///   same decay ("Deceleration mechanics of UIScrollView", 2019).
/// - it ends at the first whole millisecond at which the offset is within half a device pixel
///   of where it is going (the threshold Lobanov uses, `0.5 / scale`): `|D|·dⁿ ≤ h`, so
///   `n = ⌈ln(h / |D|) / ln d⌉`. This end rule is a fixed choice; UIKit does not document it.
/// - a target the delegate changed (`targetContentOffset` in `scrollViewWillEndDragging`, as
///   SSCollectionViewPresenter's paging does) is reached by the same decay started at the
///   velocity whose projection ends there, `D = target − x₀` — a fixed choice: UIKit does not
///   document how it re-times a changed target.
/// - a projection past the content's end stops at the end when the curve reaches it (UIKit
///   bounces there; this view does not model the bounce).
public struct Deceleration: Sendable, Hashable {
  /// The rate per millisecond.
  public var rate: Double
  /// The distance of the full decay, `D` (signed).
  public var distance: Double
  /// The distance actually travelled (less than ``distance`` when the content's end stops it).
  public var travel: Double
  /// How long it takes, in whole milliseconds.
  public var milliseconds: Int

  /// The projection: how far a release at `velocity` (points per millisecond) carries the
  /// offset, `velocity × rate / (1 − rate)`.
  public static func projection(velocity: Double, rate: Double) -> Double { velocity * rate / (1 - rate) }

  /// A deceleration travelling `travel` points, the full decay's distance being `distance`
  /// (the same for an unhindered decay; larger when an end stops it), ending within
  /// `threshold` points of its end.
  public init(rate: Double, distance: Double, travel: Double, threshold: Double) {
    self.rate = rate
    self.distance = distance
    self.travel = travel
    let lnd = DecayMath.ln(rate)
    if travel == 0 || distance == 0 {
      milliseconds = 0
    } else if abs(travel) < abs(distance) {
      // Stopped by an end: the first millisecond at which x(t) has reached it.
      milliseconds = Self.wholeMilliseconds(DecayMath.ln(1 - travel / distance) / lnd)
    } else {
      milliseconds = Self.wholeMilliseconds(DecayMath.ln(threshold / abs(distance)) / lnd)
    }
  }

  /// A release at `velocity` from `start`, the offset kept within `limits`, ending within
  /// `threshold` points of its rest. The rest is the projection rounded to the nearest device
  /// pixel (`pixelScale` per point), as a scroll view's offsets are pixel-aligned on screen (a
  /// fixed choice: UIKit does not document the rounding); the decay is re-timed to end there.
  /// A projection past a limit stops at the limit when the undisturbed curve reaches it.
  public static func release(velocity: Double, from start: Double, limits: ClosedRange<Double>, rate: Double, threshold: Double, pixelScale: Double) -> Deceleration {
    let distance = projection(velocity: velocity, rate: rate)
    let projected = start + distance
    if projected > limits.upperBound || projected < limits.lowerBound {
      let end = min(max(projected, limits.lowerBound), limits.upperBound)
      // A start outside the limits already (pulled past an end), whose projection does not
      // bring it inside, goes straight to the limit.
      if (end - start) * distance <= 0 || abs(end - start) >= abs(distance) { return toTarget(from: start, to: end, rate: rate, threshold: threshold) }
      return Deceleration(rate: rate, distance: distance, travel: end - start, threshold: threshold)
    }
    let end = min(max((projected * pixelScale).rounded() / pixelScale, limits.lowerBound), limits.upperBound)
    return toTarget(from: start, to: end, rate: rate, threshold: threshold)
  }

  /// A decay from `start` that ends at `target` (a target the delegate chose).
  public static func toTarget(from start: Double, to target: Double, rate: Double, threshold: Double) -> Deceleration {
    Deceleration(rate: rate, distance: target - start, travel: target - start, threshold: threshold)
  }

  /// The distance covered after `t` milliseconds: `D·(1 − dᵗ)`, exactly ``travel`` at the end.
  public func covered(atMillisecond t: Double) -> Double {
    guard milliseconds > 0, t < Double(milliseconds) else { return travel }
    let value = distance * (1 - DecayMath.pow(rate, t))
    return abs(value) < abs(travel) ? value : travel
  }

  /// When the offset has covered the fraction `f` (0…1) of ``travel``, in milliseconds (the
  /// inverse of ``covered(atMillisecond:)``; at most ``milliseconds``).
  public func time(ofFraction f: Double) -> Double {
    guard milliseconds > 0, f > 0 else { return 0 }
    let left = 1 - f * travel / distance
    guard f < 1, left > 0 else { return Double(milliseconds) }
    let t = DecayMath.ln(left) / DecayMath.ln(rate)
    return t.isFinite ? min(max(t, 0), Double(milliseconds)) : Double(milliseconds)
  }

  static func wholeMilliseconds(_ t: Double) -> Int {
    guard t.isFinite, t > 0 else { return 0 }
    return Int(min(t.rounded(.up), 1e9))
  }
}
