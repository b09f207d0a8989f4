/// Which insets a section or layout adds to its content insets.
public enum ContentInsetsReference: String, Sendable, Hashable, Codable, CaseIterable {
  /// The layout's choice (on a section), or the safe area (on a layout).
  case automatic
  /// No reference inset.
  case none
  /// The safe area.
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable content guide.
  case readableContent
}
