extension ComputedLayout {
  /// The same layout with more warnings after the engine's (remarks about where the layout
  /// came from, e.g. API accepted without effect); each is added once.
  public func adding(_ extra: [LayoutDiagnostic]) -> ComputedLayout {
    var copy = self
    for diagnostic in extra where !copy.diagnostics.contains(diagnostic) { copy.diagnostics.append(diagnostic) }
    return copy
  }

  /// The same layout with what a layout object was asked to compute it.
  public func recording(_ events: [LayoutEvent]) -> ComputedLayout {
    var copy = self
    copy.layoutObjectEvents += events
    return copy
  }
}
