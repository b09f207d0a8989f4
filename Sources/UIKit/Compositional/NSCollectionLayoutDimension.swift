import Foundation

/// How one axis of an item, group or supplementary is sized: a fraction of its container's
/// width or height, an absolute length, or an estimate the cell's measured size replaces.
@MainActor @preconcurrency
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
  /// The kinds of dimension.
  enum Semantic: Sendable, Hashable {
    case absolute, fractionalWidth, fractionalHeight, estimated, uniformAcrossSiblings
  }

  let semantic: Semantic
  /// The number: a fraction, points, or an estimate in points.
  public let dimension: CGFloat
  /// What UIKit raised or logged when the dimension was made, if anything.
  let pendingException: UIKitException?

  init(semantic: Semantic, dimension: CGFloat, origin: String) {
    self.semantic = semantic
    self.dimension = dimension
    self.pendingException = Self.check(semantic, dimension, origin: origin)
  }

  /// UIKit's checks: a non-finite value raises; a value ≤ 0 is logged as an error (and laid out
  /// as nonsense), except for `uniformAcrossSiblings`, where it raises.
  private static func check(_ semantic: Semantic, _ value: CGFloat, origin: String) -> UIKitException? {
    let v = Double(value)
    if v.isFinite && v > 0 { return nil }
    let shown = String(format: "%g", v)
    if !v.isFinite {
      let reason: String
      switch semantic {
      case .fractionalWidth: reason = "Invalid fractional width: \(shown). The fraction must be a finite value."
      case .fractionalHeight: reason = "Invalid fractional height: \(shown). The fraction must be a finite value."
      case .absolute: reason = "Invalid absolute dimension: \(shown). The dimension must be a finite value."
      case .estimated, .uniformAcrossSiblings: reason = "Invalid estimated dimension: \(shown). The dimension must be a finite value."
      }
      return UIKitExceptionRecorder.raise(UIKitException(reason: reason, origin: origin))
    }
    let logged: String
    switch semantic {
    case .uniformAcrossSiblings:
      return UIKitExceptionRecorder.raise(UIKitException(reason: "Invalid estimated dimension (\(shown)), must be > 0", origin: origin))
    case .fractionalWidth: logged = "Invalid fractional width dimension, must be > 0.0."
    case .fractionalHeight: logged = "Invalid fractional height dimension, must be > 0.0."
    case .absolute: logged = "Invalid absolute dimension, must be > 0.0."
    case .estimated: logged = "Invalid estimated dimension, must be > 0."
    }
    return UIKitExceptionRecorder.raise(
      UIKitException(
        name: UIKitException.loggedError,
        reason: logged + " NOTE: This will be a hard-assert soon, please update your call site.", origin: origin))
  }

  /// A fraction of the container's width.
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(semantic: .fractionalWidth, dimension: fractionalWidth, origin: "NSCollectionLayoutDimension.fractionalWidth(_:)")
  }

  /// A fraction of the container's height.
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(semantic: .fractionalHeight, dimension: fractionalHeight, origin: "NSCollectionLayoutDimension.fractionalHeight(_:)")
  }

  /// An exact length in points.
  open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(semantic: .absolute, dimension: absoluteDimension, origin: "NSCollectionLayoutDimension.absolute(_:)")
  }

  /// An estimate that the cell's measured size replaces.
  open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(semantic: .estimated, dimension: estimatedDimension, origin: "NSCollectionLayoutDimension.estimated(_:)")
  }

  /// An estimate, with every sibling taking the largest measured size (iOS 17).
  open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(
      semantic: .uniformAcrossSiblings, dimension: estimatedDimension, origin: "NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)")
  }

  /// True for a fraction of the width.
  open var isFractionalWidth: Bool { semantic == .fractionalWidth }
  /// True for a fraction of the height.
  open var isFractionalHeight: Bool { semantic == .fractionalHeight }
  /// True for an absolute length.
  open var isAbsolute: Bool { semantic == .absolute }
  /// True for an estimate (uniform-across-siblings ones included).
  open var isEstimated: Bool { semantic == .estimated || semantic == .uniformAcrossSiblings }
  /// True for a uniform-across-siblings estimate.
  open var isUniformAcrossSiblings: Bool { semantic == .uniformAcrossSiblings }

  /// Dimensions are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Equal kinds and numbers within 0.00001, as UIKit compares them.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSCollectionLayoutDimension else { return false }
    return other.semantic == semantic && abs(other.dimension - dimension) <= 0.00001
  }

  /// The kind (the number is compared with a tolerance, so it is not hashed).
  open override var hash: Int { semantic.hashValue }

  /// `.fractionalWidth(0.5)` and so on, the way the layout dump's warnings name dimensions.
  open override var description: String {
    let n = UIKitFormat.number(dimension)
    switch semantic {
    case .absolute: return ".absolute(\(n))"
    case .fractionalWidth: return ".fractionalWidth(\(n))"
    case .fractionalHeight: return ".fractionalHeight(\(n))"
    case .estimated: return ".estimated(\(n))"
    case .uniformAcrossSiblings: return ".uniformAcrossSiblings(estimate: \(n))"
    }
  }
}

/// A width and a height dimension.
@MainActor @preconcurrency
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
  /// How the width is sized.
  public let widthDimension: NSCollectionLayoutDimension
  /// How the height is sized.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size.
  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    self.widthDimension = width
    self.heightDimension = height
  }

  /// Sizes are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Equal dimensions.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSCollectionLayoutSize else { return false }
    return other.widthDimension.isEqual(widthDimension) && other.heightDimension.isEqual(heightDimension)
  }

  /// The dimensions' kinds.
  open override var hash: Int { widthDimension.hash &* 31 &+ heightDimension.hash }

  /// `{.fractionalWidth(1), .absolute(44)}`.
  open override var description: String { "{\(widthDimension), \(heightDimension)}" }
}

/// The space between items of a group: exact, or a minimum that takes a share of the group's
/// leftover space.
@MainActor @preconcurrency
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
  /// The length (the minimum, for flexible spacing).
  public let spacing: CGFloat
  /// True for flexible spacing.
  public let isFlexibleSpacing: Bool

  init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    self.isFlexibleSpacing = flexible
  }

  /// Exactly `fixedSpacing` points.
  open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }

  /// At least `flexibleSpacing` points, plus a share of the leftover space.
  open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }

  /// True for fixed spacing.
  open var isFixedSpacing: Bool { !isFlexibleSpacing }

  /// Spacings are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Equal kinds and lengths.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSCollectionLayoutSpacing else { return false }
    return other.isFlexibleSpacing == isFlexibleSpacing && other.spacing == spacing
  }

  /// The kind and length.
  open override var hash: Int { isFlexibleSpacing ? 1 : 0 }

  /// `.fixed(10)` or `.flexible(10)`.
  open override var description: String { (isFlexibleSpacing ? ".flexible(" : ".fixed(") + UIKitFormat.number(spacing) + ")" }
}

/// Space outside an item, per edge, along its group's axis.
@MainActor @preconcurrency
open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
  /// Before the item horizontally.
  public let leading: NSCollectionLayoutSpacing?
  /// Above the item.
  public let top: NSCollectionLayoutSpacing?
  /// After the item horizontally.
  public let trailing: NSCollectionLayoutSpacing?
  /// Below the item.
  public let bottom: NSCollectionLayoutSpacing?

  /// Edge spacing.
  public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  /// Edge spacings are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
