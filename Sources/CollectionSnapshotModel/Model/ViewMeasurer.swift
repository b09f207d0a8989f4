import CollectionSnapshotLayout

/// What a view needs to be measured: its content, its sizing rule and its kind.
struct MeasuredView: Sendable {
  var content: PlaceholderContent
  var sizing: ItemSizing
  var kind: String
}

/// Measures a screen's views when the layout asks (an estimated dimension, a self-sizing
/// item), in one order: the view's own measured size, its kind's measured size, UIKit's
/// standard list content at the screen's Dynamic Type size, and last the placeholder's text
/// measured in the built-in font.
struct ViewMeasurer: Sendable {
  /// Measured sizes by kind.
  let measuredSizes: [String: MeasuredSize]
  /// The Dynamic Type size list content follows.
  let category: ContentSizeCategory
  /// The pixel grid list content's labels round to.
  let scale: Double
  /// The layout margin beside list content (16, or 20 with wide content margins).
  var listMargin: Double = 16

  /// The size `view` reports for `proposal`.
  /// - Parameters:
  ///   - widthIsFixed: the layout fixes the width (the proposal's width stays).
  ///   - availableWidth: the width of the line or container the view sits in.
  ///   - fillsLine: the view takes the whole line (a list row) rather than its natural width.
  func fit(_ view: MeasuredView, proposal: Size, widthIsFixed: Bool, availableWidth: Double, fillsLine: Bool) -> Size {
    if let measured = measured(view) { return measured.applied(to: proposal) }
    let width: Double
    if widthIsFixed {
      width = proposal.width
    } else if fillsLine || view.content.listStyle != nil {
      width = availableWidth
    } else {
      width = PlaceholderLayout.naturalWidth(view.content, maxWidth: availableWidth)
    }
    if let height = view.content.listHeight(category: category, scale: scale, width: width, layoutMargin: listMargin) {
      return Size(width: width, height: height)
    }
    return PlaceholderLayout.fittingSize(view.content, width: width)
  }

  /// The view's own measured size, else its kind's.
  func measured(_ view: MeasuredView) -> MeasuredSize? {
    if case .measured(let size) = view.sizing { return size }
    return measuredSizes[view.kind]
  }
}
