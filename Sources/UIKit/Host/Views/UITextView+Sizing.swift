import CollectionSnapshotText
import Foundation

// A text view's size as UIKit reports it when it does not scroll (`isScrollEnabled = false`,
// how apps make a text view size itself): its text laid out at its width less its text
// container's insets and line fragment padding, plus those. A scrolling text view has no
// intrinsic size.
//
// Sources (Apple's documentation): `textContainerInset`, 8 above and below and 0 at the sides
// by default; `NSTextContainer.lineFragmentPadding`, "the padding appears at the beginning and
// end of the line fragment rectangles", 5 by default; the font, the body style when none is set
// (`UITextView.font`: "the default value of this property is the body style of the system
// font"). The lines are the text module's (``TypesetText``), as a label's.
extension UITextView {
  /// The font the text view draws in: its own, else the body style's.
  var shownFont: UIFont { font ?? .preferredFont(forTextStyle: .body) }

  /// The text laid out at `width` (`nil`: unwrapped), within its container's line limit.
  func typesetText(width: Double?, glyphs: Bool = false) -> TypesetText {
    let attributed = text.isEmpty ? nil : attributedText
    return UIKitText.typeset(
      text: text, attributedText: attributed?.length == 0 ? nil : attributed, font: shownFont, width: width,
      numberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode, glyphs: glyphs)
  }

  /// The room the text takes besides itself: the container's insets and padding.
  var textPadding: (horizontal: Double, vertical: Double) {
    let inset = textContainerInset
    return (Double(inset.left + inset.right) + 2 * Double(textContainer.lineFragmentPadding), Double(inset.top + inset.bottom))
  }

  /// The size the text needs at `width` (`nil`: its own width): its lines (at least one, an
  /// empty text view's caret line), plus the insets and padding, rounded up to the pixel grid
  /// (body "Hello" at 300 pt: 300 × (20.333 + 16) = 36.333).
  func measuredTextViewSize(width: Double?) -> CGSize {
    let scale = UIKitText.scale
    let padding = textPadding
    let laid = typesetText(width: width.map { max(0, $0 - padding.horizontal) })
    let height = max(laid.height, shownFont.textFont.lineHeight)
    let shownWidth = width ?? TextRounding.ceil(laid.width, scale: scale) + padding.horizontal
    return CGSize(width: CGFloat(shownWidth), height: CGFloat(TextRounding.ceil(height + padding.vertical, scale: scale)))
  }
}
