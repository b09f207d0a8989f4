/// The Dynamic Type setting: the size text styles take (``TextStyle``), which list metrics and
/// self-sizing measurements read.
public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable {
  /// The standard sizes (`UIContentSizeCategory` names; `large` is the default), then the accessibility sizes.
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// True for the five accessibility sizes.
  public var isAccessibilityCategory: Bool { index >= 7 }

  /// The position in ``allCases`` (xSmall 0, Large 3, AX5 11): the column of the text style tables.
  public var index: Int {
    switch self {
    case .extraSmall: return 0
    case .small: return 1
    case .medium: return 2
    case .large: return 3
    case .extraLarge: return 4
    case .extraExtraLarge: return 5
    case .extraExtraExtraLarge: return 6
    case .accessibilityMedium: return 7
    case .accessibilityLarge: return 8
    case .accessibilityExtraLarge: return 9
    case .accessibilityExtraExtraLarge: return 10
    case .accessibilityExtraExtraExtraLarge: return 11
    }
  }
}
