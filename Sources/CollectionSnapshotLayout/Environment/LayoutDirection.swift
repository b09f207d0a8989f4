/// The reading direction of the user interface.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Left to right: leading is left.
  case leftToRight
  /// Right to left: leading is right, and frames mirror about the content width
  /// (`x' = contentWidth − x − width`).
  case rightToLeft
}

/// The Dynamic Type setting, which list metrics and self-sizing measurements may read.
public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable {
  /// The standard sizes (`UIContentSizeCategory` names; `large` is the default), then the accessibility sizes.
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}
