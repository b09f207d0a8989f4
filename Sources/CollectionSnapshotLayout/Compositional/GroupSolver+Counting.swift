extension GroupSolver {
  /// The number of slots that hold `leaves` cells (subitems may be nested groups).
  static func slotCount(_ group: LayoutGroup, leaves: Int) -> Int {
    var count = 0
    var cells = 0
    while cells < leaves {
      cells += leafCount(group.subitems[count % group.subitems.count])
      count += 1
    }
    return count
  }

  /// Cells in one repetition of an element (a nested group's own fill is counted as declared).
  static func leafCount(_ element: LayoutElement) -> Int {
    switch element {
    case .item: return 1
    case .group(let g):
      switch g.arrangement {
      case .custom(let items): return max(1, items.count)
      default:
        let per = g.subitems.map(leafCount).reduce(0, +)
        switch g.repetition {
        case .count(let n), .repeating(let n): return max(1, n * per / max(1, g.subitems.count))
        case .fill: return max(1, per)
        }
      }
    }
  }
  /// The cell frame of an item in its allotted space: content insets on non-estimated axes
  /// (§2.4).
  static func inset(_ allotted: Rect, _ item: LayoutItem) -> Rect {
    var frame = allotted
    let i = item.contentInsets
    if !item.layoutSize.widthDimension.isEstimated {
      frame.x += i.leading
      frame.width -= i.leading + i.trailing
    }
    if !item.layoutSize.heightDimension.isEstimated {
      frame.y += i.top
      frame.height -= i.top + i.bottom
    }
    return frame
  }

  /// Dimensions must be finite; sizes and estimates positive; fractions positive.
  static func validate(_ size: LayoutSize, path: String) throws(LayoutError) {
    try validate(size.widthDimension, named: "widthDimension", path: path)
    try validate(size.heightDimension, named: "heightDimension", path: path)
  }

  /// Whether ``validate(_:path:)`` accepts `size` (for a caller that makes the path only for
  /// the error).
  static func isValid(_ size: LayoutSize) -> Bool {
    let width = size.widthDimension.value
    let height = size.heightDimension.value
    return width.isFinite && width > 0 && height.isFinite && height > 0
  }

  private static func validate(_ d: LayoutDimension, named name: String, path: String) throws(LayoutError) {
    let v = d.value
    guard v.isFinite, v > 0 else {
      throw LayoutError("\(path).\(name)", "\(d) must be a positive finite number (UIKit rejects values ≤ 0)")
    }
  }
}
