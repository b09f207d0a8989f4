import CollectionSnapshotLayout
import CollectionSnapshotText
import Foundation

// A label's size as UIKit measures it: its text in its font (the text module), broken at the
// width it wraps at, rounded up to the screen's pixel grid.
extension UILabel {
  /// The width a label's text wraps at when it sizes itself: none for a one-line label; else
  /// `preferredMaxLayoutWidth` when set, else the label's current width when it has one (the
  /// second pass of Auto Layout's two-pass sizing of multi-line labels), else none.
  var wrappingWidth: Double? {
    guard numberOfLines != 1 else { return nil }
    if preferredMaxLayoutWidth > 0 { return Double(preferredMaxLayoutWidth) }
    if bounds.width > 0 { return Double(bounds.width) }
    return nil
  }

  /// The label's text laid out at `width` (`nil`: unwrapped) within its line limit.
  /// - Parameter glyphs: true for the glyphs' positions (drawing), false to measure.
  package func typeset(width: Double?, numberOfLines lines: Int? = nil, glyphs: Bool = false) -> TypesetText {
    UIKitText.typeset(
      text: text, attributedText: attributedText, font: font ?? .systemFont(ofSize: 17), width: width, numberOfLines: lines ?? numberOfLines,
      lineBreakMode: lineBreakMode, glyphs: glyphs)
  }

  /// The text laid out in the label's bounds, with every glyph's position, for drawing: lines
  /// break at the bounds' width; truncation as the line break mode says.
  package var typesetInBounds: TypesetText {
    typeset(width: bounds.width > 0 ? Double(bounds.width) : nil, glyphs: true)
  }

  /// The text's size: its lines at ``wrappingWidth``, width and height rounded up to the pixel
  /// grid (body "Label": 41.667 × 20.333 at @3x); no text is 0 × 0.
  var measuredIntrinsicSize: CGSize {
    let laid = typeset(width: wrappingWidth)
    let size = laid.fittingSize(scale: UIKitText.scale)
    return CGSize(width: size.width, height: size.height)
  }

  /// The size the text needs within `size`'s width (a one-line label: its whole width).
  func measuredSize(fitting size: CGSize) -> CGSize {
    let width: Double? = numberOfLines == 1 || size.width <= 0 || !size.width.isFinite ? nil : Double(size.width)
    let fitted = typeset(width: width).fittingSize(scale: UIKitText.scale)
    return CGSize(width: fitted.width, height: fitted.height)
  }

  /// Where the text is drawn in `bounds` with at most `numberOfLines` lines (0: the label's
  /// limit): at the bounds' origin, as wide and tall as the lines (pixel-rounded), no wider than
  /// the bounds.
  func measuredTextRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let width = bounds.width > 0 && bounds.width.isFinite ? Double(bounds.width) : nil
    let laid = typeset(width: width, numberOfLines: numberOfLines)
    let size = laid.fittingSize(scale: UIKitText.scale)
    return CGRect(x: bounds.minX, y: bounds.minY, width: min(CGFloat(size.width), bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude), height: CGFloat(size.height))
  }

  /// Where Auto Layout finds the label's baselines: its text (at the width it wraps at) is
  /// centred vertically in the frame, so a baseline is the frame's middle, less half the
  /// text's height, plus the line's baseline below the text's top rounded to the pixel grid —
  /// a label as tall as its text has its first baseline its ascender below its top (a
  /// footnote label 16 below a header's top: 16 + 12.378 → 28.333 at @3x). No text: the
  /// bottom edge.
  var autoLayoutTextBaselines: (first: AutoLayoutNode.Baseline, last: AutoLayoutNode.Baseline) {
    let laid = typeset(width: bounds.width > 0 && numberOfLines != 1 ? Double(bounds.width) : wrappingWidth)
    guard let first = laid.lines.first, let last = laid.lines.last else { return (.bottom, .bottom) }
    let scale = UIKitText.scale
    let height = laid.fittingSize(scale: scale).height
    return (
      .offset(TextRounding.round(first.baseline, scale: scale) - height / 2, heightFraction: 0.5),
      .offset(TextRounding.round(last.baseline, scale: scale) - height / 2, heightFraction: 0.5)
    )
  }
}
