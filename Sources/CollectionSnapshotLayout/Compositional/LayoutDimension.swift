/// `NSCollectionLayoutDimension`: how one axis of an item, group or supplementary is sized.
public enum LayoutDimension: Sendable, Hashable {
  /// A fraction of the container's effective width, floored to the pixel grid from iOS 16
  /// (§2.2, ``LayoutRounding/fraction(_:)``).
  case fractionalWidth(Double)
  /// A fraction of the container's effective height, rounded as `fractionalWidth`.
  case fractionalHeight(Double)
  /// Exactly this many points.
  case absolute(Double)
  /// This many points at first, then the measured (self-sized) value.
  case estimated(Double)
  /// Estimated, and every sibling in the group takes the largest measured value (iOS 17).
  case uniformAcrossSiblings(estimate: Double)

  /// True for `.estimated` and `.uniformAcrossSiblings`.
  public var isEstimated: Bool {
    switch self {
    case .estimated, .uniformAcrossSiblings: return true
    default: return false
    }
  }

  /// The number the dimension carries.
  var value: Double {
    switch self {
    case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v):
      return v
    case .uniformAcrossSiblings(let v): return v
    }
  }

  /// True for the fractional kinds.
  var isFractional: Bool {
    switch self {
    case .fractionalWidth, .fractionalHeight: return true
    default: return false
    }
  }
}

/// `NSCollectionLayoutSize`: a width and a height dimension.
public struct LayoutSize: Sendable, Hashable {
  /// How the width is sized.
  public var widthDimension: LayoutDimension
  /// How the height is sized.
  public var heightDimension: LayoutDimension

  /// A size.
  public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }
}

/// `NSCollectionLayoutSpacing`: a gap that is exact or a minimum that takes a share of leftover
/// space.
public enum LayoutSpacing: Sendable, Hashable {
  /// Exactly this many points.
  case fixed(Double)
  /// At least this many points, plus an equal share of the group's leftover space.
  case flexible(Double)

  var value: Double {
    switch self {
    case .fixed(let v), .flexible(let v): return v
    }
  }

  var isFlexible: Bool {
    if case .flexible = self { return true }
    return false
  }
}

/// `NSCollectionLayoutEdgeSpacing`: space outside an item along its group's axis.
public struct LayoutEdgeSpacing: Sendable, Hashable {
  /// Before the item horizontally.
  public var leading: LayoutSpacing?
  /// Above the item.
  public var top: LayoutSpacing?
  /// After the item horizontally.
  public var trailing: LayoutSpacing?
  /// Below the item.
  public var bottom: LayoutSpacing?

  /// Edge spacing.
  public init(leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}
