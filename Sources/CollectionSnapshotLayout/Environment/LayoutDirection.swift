/// The reading direction of the user interface.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Left to right: leading is left.
  case leftToRight
  /// Right to left: leading is right, and frames mirror about the content width
  /// (`x' = contentWidth − x − width`).
  case rightToLeft
}

