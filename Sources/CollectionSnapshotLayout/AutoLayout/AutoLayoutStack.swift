/// What a `UIStackView` arranges and how: the engine makes the constraints UIKit's stack view
/// makes for it (``AutoLayoutEngine``'s stack rules).
public struct AutoLayoutStack: Sendable, Hashable {
  /// The axis views are arranged along.
  public enum Axis: Sendable, Hashable { case horizontal, vertical }
  /// How views fill the axis.
  public enum Distribution: Sendable, Hashable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
  /// How views align across the axis (`leading` is UIKit's `top` in a horizontal stack,
  /// `trailing` its `bottom`).
  public enum Alignment: Sendable, Hashable { case fill, leading, firstBaseline, center, trailing, lastBaseline }

  /// The axis.
  public var axis: Axis
  /// The distribution.
  public var distribution: Distribution
  /// The alignment.
  public var alignment: Alignment
  /// The space between adjacent views.
  public var spacing: Double
  /// The arranged views (node numbers), in order.
  public var arranged: [Int]
  /// The space after each arranged view, where `setCustomSpacing(_:after:)` set one.
  public var customSpacing: [Double?]
  /// Whether vertical spacing runs from baseline to baseline.
  public var isBaselineRelativeArrangement: Bool
  /// Whether the views are laid out within the stack's layout margins.
  public var isLayoutMarginsRelativeArrangement: Bool

  /// A stack; UIKit's defaults for what is not given.
  public init(
    axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0, arranged: [Int],
    customSpacing: [Double?]? = nil, isBaselineRelativeArrangement: Bool = false, isLayoutMarginsRelativeArrangement: Bool = false
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.arranged = arranged
    self.customSpacing = customSpacing ?? Array(repeating: nil, count: arranged.count)
    self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
  }
}
