/// How a stack view arranges its subviews: its axis, spacing, distribution and alignment (the
/// frames it gave them are the subviews' own).
public struct ViewStack: Sendable, Hashable {
  /// Whether it stacks across (`horizontal`) or down (`vertical`).
  public var axis: String
  /// The space between arranged views.
  public var spacing: Double
  /// How arranged views share the axis (`fill`, `fillEqually`, `fillProportionally`,
  /// `equalSpacing`, `equalCentering`).
  public var distribution: String
  /// How arranged views sit across the axis (`fill`, `leading`, `top`, `firstBaseline`,
  /// `center`, `trailing`, `bottom`, `lastBaseline`).
  public var alignment: String

  /// A stack's arrangement; by default UIKit's: horizontal, no spacing, fill, fill.
  public init(axis: String = "horizontal", spacing: Double = 0, distribution: String = "fill", alignment: String = "fill") {
    self.axis = axis
    self.spacing = spacing
    self.distribution = distribution
    self.alignment = alignment
  }
}
