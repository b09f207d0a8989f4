extension ComputedLayout {
  /// The same layout with elements' attributes replaced, as a layout object's own queries
  /// answered them (a UIKit layout subclass overriding `layoutAttributesForElements(in:)`):
  /// each element with a replacement of its category and index path takes its frame, z-index,
  /// alpha and hidden flag; an element without one is hidden (the layout did not return it, so
  /// UIKit would not show it). Elements keep their order; pinned elements and orthogonal
  /// sections keep their rules, applied to the new frames.
  public func replacing(_ replacements: [LayoutAttributes], contentSize newContentSize: Size? = nil) -> ComputedLayout {
    var byKey: [ElementKey: LayoutAttributes] = [:]
    for r in replacements { byKey[ElementKey(category: r.category, indexPath: r.indexPath)] = r }
    let replaced = attributes.map { element -> LayoutAttributes in
      guard let r = byKey[ElementKey(category: element.category, indexPath: element.indexPath)] else {
        var hidden = element
        hidden.isHidden = true
        return hidden
      }
      var copy = element
      copy.frame = r.frame
      copy.zIndex = r.zIndex
      copy.alpha = r.alpha
      copy.isHidden = r.isHidden
      return copy
    }
    return ComputedLayout(
      attributes: replaced, contentSize: newContentSize ?? contentSize, scrollDirection: scrollDirection, environment: environment,
      diagnostics: diagnostics, orthogonalSections: orthogonalSections, orthogonalMembers: orthogonalMembers, pins: pins, cellRanges: cellRanges)
  }
}
