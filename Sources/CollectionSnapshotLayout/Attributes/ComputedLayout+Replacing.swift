extension ComputedLayout {
  /// The same layout with elements' attributes replaced, as a layout object's own queries
  /// answered them (a UIKit layout subclass overriding `layoutAttributesForElements(in:)`):
  /// each element with a replacement of its category and index path takes its frame, z-index,
  /// alpha, hidden flag and transformed frame; an element without one is hidden (the layout did
  /// not return it, so UIKit would not show it). Elements keep their order; pinned elements and
  /// orthogonal sections keep their rules, applied to the new frames. Supplementary and
  /// decoration views of the replacements that the layout does not have follow, in their order;
  /// cells it does not have cannot be shown (``unmatchedCells(in:)``).
  /// `query` names the query that answered (the dump prints it).
  public func replacing(_ replacements: [LayoutAttributes], contentSize newContentSize: Size? = nil, answeredBy query: String? = nil) -> ComputedLayout {
    var byKey: [ElementKey: LayoutAttributes] = [:]
    for r in replacements where byKey[ElementKey(category: r.category, indexPath: r.indexPath)] == nil {
      byKey[ElementKey(category: r.category, indexPath: r.indexPath)] = r
    }
    var known = Set<ElementKey>()
    var replaced = attributes.map { element -> LayoutAttributes in
      let key = ElementKey(category: element.category, indexPath: element.indexPath)
      known.insert(key)
      guard let r = byKey[key] else {
        var hidden = element
        hidden.isHidden = true
        return hidden
      }
      var copy = element
      copy.frame = r.frame
      copy.zIndex = r.zIndex
      copy.alpha = r.alpha
      copy.isHidden = r.isHidden
      copy.transformedFrame = r.transformedFrame
      return copy
    }
    for r in replacements where r.category != .cell && known.insert(ElementKey(category: r.category, indexPath: r.indexPath)).inserted {
      replaced.append(r)
    }
    var result = ComputedLayout(
      attributes: replaced, contentSize: newContentSize ?? contentSize, scrollDirection: scrollDirection, environment: environment,
      diagnostics: diagnostics, orthogonalSections: orthogonalSections, orthogonalMembers: orthogonalMembers, pins: pins, cellRanges: cellRanges,
      externalCells: externalCells)
    result.answeredBy = query ?? answeredBy
    result.layoutObjectEvents = layoutObjectEvents
    result.table = table
    return result
  }

  /// The cells among `replacements` this layout does not have (index paths beyond its data).
  public func unmatchedCells(in replacements: [LayoutAttributes]) -> [LayoutAttributes] {
    replacements.filter { $0.category == .cell && attributesForItem(at: $0.indexPath) == nil }
  }
}
