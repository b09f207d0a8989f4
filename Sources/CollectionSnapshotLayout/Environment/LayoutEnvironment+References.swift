extension LayoutEnvironment {
  /// The insets a compositional `contentInsetsReference` adds across the scroll axis beyond the
  /// adjusted content inset (spec §2.3): `(start, end)` as left/right for a vertical layout,
  /// top/bottom for a horizontal one, never negative. `.automatic` is the safe area.
  public func referenceInsets(_ reference: ContentInsetsReference, scrollDirection: ScrollDirection) -> (start: Double, end: Double) {
    let insets: EdgeInsets
    switch reference {
    case .none: return (0, 0)
    case .automatic, .safeArea: insets = safeAreaInsets
    case .layoutMargins: insets = layoutMargins.resolved(.leftToRight)
    case .readableContent: insets = readableContentInsets.resolved(.leftToRight)
    }
    let extra = adjustedContentInset.excess(of: insets)
    return scrollDirection == .vertical ? (extra.left, extra.right) : (extra.top, extra.bottom)
  }
}
