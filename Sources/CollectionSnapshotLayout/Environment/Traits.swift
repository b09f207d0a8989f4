/// `UIUserInterfaceSizeClass`: how much room an axis has, as a section provider reads it from
/// `environment.traitCollection`.
public enum UserInterfaceSizeClass: String, Sendable, Hashable, Codable, CaseIterable {
  /// A constrained axis: an iPhone's width, a landscape iPhone's height, a narrow iPad column.
  case compact
  /// An expansive axis: an iPad's width and height, an iPhone's portrait height.
  case regular
}

/// `UIUserInterfaceIdiom`: the kind of device, which decides bar heights and size classes.
public enum UserInterfaceIdiom: String, Sendable, Hashable, Codable, CaseIterable {
  /// An iPhone.
  case phone
  /// An iPad.
  case pad
}
