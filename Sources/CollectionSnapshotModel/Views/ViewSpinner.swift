/// What an activity indicator shows: a spinner of a style and colour (shown only while it
/// animates, unless the code keeps it visible).
public struct ViewSpinner: Sendable, Hashable {
  /// Whether it animates.
  public var isAnimating: Bool
  /// Its style: `medium` or `large`.
  public var style: String
  /// Its colour, when the code set one.
  public var color: PlaceholderColor?

  /// A spinner.
  public init(isAnimating: Bool, style: String = "medium", color: PlaceholderColor? = nil) {
    self.isAnimating = isAnimating
    self.style = style
    self.color = color
  }
}
