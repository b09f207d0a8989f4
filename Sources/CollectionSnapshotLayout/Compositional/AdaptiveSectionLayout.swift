/// A section layout that depends on the environment, as a section provider that reads
/// `environment.container.effectiveContentSize` and `traitCollection` chooses one: a list of
/// cases, each a condition and a layout; the first case whose condition holds is used.
///
/// In JSON: `{"adaptive": [{"when": {"minWidth": 600}, "section": {…}}, {"section": {…}}]}` —
/// a case without `when` always holds.
public struct AdaptiveSectionLayout: Sendable, Hashable {
  /// One choice: a condition and the layout used when it holds.
  public struct Case: Sendable, Hashable {
    /// When the case applies (an empty condition always does).
    public var condition: EnvironmentCondition
    /// The section layout (a section, a list, or another adaptive layout).
    public var layout: SectionLayout

    /// A case.
    public init(when condition: EnvironmentCondition = EnvironmentCondition(), _ layout: SectionLayout) {
      self.condition = condition
      self.layout = layout
    }
  }

  /// The cases, tried in order.
  public var cases: [Case]

  /// An adaptive layout.
  public init(_ cases: [Case]) {
    self.cases = cases
  }

  /// The layout of the first case that holds in `environment` with the layout's `container`
  /// (nested adaptive layouts resolved), or `nil` when none does.
  public func resolve(in environment: LayoutEnvironment, container: SectionContainer) -> SectionLayout? {
    for c in cases where c.condition.matches(environment, container: container) {
      if case .adaptive(let nested) = c.layout { return nested.resolve(in: environment, container: container) }
      return c.layout
    }
    return nil
  }
}

/// A condition on the layout environment; every property given must hold.
public struct EnvironmentCondition: Sendable, Hashable {
  /// The least `container.effectiveContentSize.width` (``SectionContainer``: the bounds less
  /// the insets the layout's `contentInsetsReference` and the adjusted content inset take
  /// across the scroll axis), inclusive.
  public var minWidth: Double?
  /// The greatest effective content width, inclusive.
  public var maxWidth: Double?
  /// The width's size class.
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// The height's size class.
  public var verticalSizeClass: UserInterfaceSizeClass?
  /// Phone or pad.
  public var idiom: UserInterfaceIdiom?
  /// True for the accessibility text sizes only, false for the others.
  public var accessibilityText: Bool?

  /// A condition; with nothing given it always holds.
  public init(
    minWidth: Double? = nil, maxWidth: Double? = nil, horizontalSizeClass: UserInterfaceSizeClass? = nil,
    verticalSizeClass: UserInterfaceSizeClass? = nil, idiom: UserInterfaceIdiom? = nil, accessibilityText: Bool? = nil
  ) {
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.idiom = idiom
    self.accessibilityText = accessibilityText
  }

  /// Whether the condition holds in `environment` for a layout whose container is `container`.
  public func matches(_ environment: LayoutEnvironment, container: SectionContainer) -> Bool {
    let width = container.effectiveContentSize.width
    if let minWidth, width < minWidth { return false }
    if let maxWidth, width > maxWidth { return false }
    if let horizontalSizeClass, environment.horizontalSizeClass != horizontalSizeClass { return false }
    if let verticalSizeClass, environment.verticalSizeClass != verticalSizeClass { return false }
    if let idiom, environment.idiom != idiom { return false }
    if let accessibilityText, environment.contentSizeCategory.isAccessibilityCategory != accessibilityText { return false }
    return true
  }

  /// The environment's values the condition reads, for error messages.
  static func describe(_ environment: LayoutEnvironment, container: SectionContainer) -> String {
    "effective width \(LayoutNumber.format(container.effectiveContentSize.width)), width \(environment.horizontalSizeClass.rawValue), height \(environment.verticalSizeClass.rawValue), \(environment.idiom.rawValue), text \(environment.contentSizeCategory.rawValue)"
  }
}
