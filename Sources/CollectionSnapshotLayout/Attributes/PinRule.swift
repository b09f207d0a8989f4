/// How a pinned header or footer moves with the content offset (spec §1.13, §2.9).
struct PinRule: Sendable, Hashable {
  enum Edge: Sendable, Hashable {
    /// Sticks to the start of the visible area (a header).
    case start
    /// Sticks to the end of the visible area (a footer).
    case end
  }

  /// The attribute that moves.
  let attributeIndex: Int
  let edge: Edge
  /// Unrounded natural position along the scroll axis.
  let natural: Double
  /// Extent along the scroll axis.
  let extent: Double
  /// A header never goes past this position (its section end less the footer and itself); a
  /// footer never goes before it (its section start plus the header).
  let limit: Double
  /// The section's range along the scroll axis; the pinned element stays inside it.
  let sectionStart: Double
  let sectionEnd: Double
  /// Whether positions are snapped with roundPx (flow layout) or kept (compositional).
  let roundsToPixels: Bool

  /// The position along the scroll axis for a visible range.
  func position(visibleStart: Double, visibleEnd: Double, rounding: LayoutRounding) -> Double {
    let value: Double
    switch edge {
    case .start: value = min(max(natural, visibleStart), limit)
    case .end: value = max(min(natural, visibleEnd - extent), limit)
    }
    return roundsToPixels ? rounding.roundPx(value) : value
  }
}
