import CollectionSnapshotText
import Foundation

// A text field's size as UIKit reports it (`intrinsicContentSize`): what it shows — its text,
// else its placeholder — on one line in its font, inside its border style's insets.
//
// Sources:
// - The font: the field's own, else the body style (Apple's `UITextField.font`: "the default
//   value of this property is the body style of the system font"); the placeholder is drawn in
//   it too ("it also applies to the placeholder text").
// - Heights: Interface Builder's 14-pt rounded rect fields are 34 tall in storyboards laid out
//   on the 414 × 896 screens of iOS 13 and later, 30 in older ones (public storyboards, fields
//   with `translatesAutoresizingMaskIntoConstraints` off, sized by their intrinsic size). The
//   older figure is the 14-pt line rounded up to the point plus 13 (16.707 → 17, + 13 = 30);
//   line and bezel fields keep that rule, and a rounded rect field takes it with 34 as its
//   least (a 17-pt field 21 + 13 = 34, a 30-pt one 36 + 13 = 49) [derived from those
//   figures]. A field without a border is one line of its font, rounded up to the pixel grid
//   (Apple's `textRect(forBounds:)`: the text's rectangle leaves out only "the area occupied by
//   the receiver's border or overlay views").
// - Widths: the text inset 7 pt at each side inside a border (a published UIKit layer dump of
//   a 252-pt rounded rect field: its text at x = 7, 238 wide); a left or right view shown at
//   rest (`.always`, `.unlessEditing`) adds its width. The clear button's room is not known and
//   is not counted.
extension UITextField {
  /// The font the field draws in: its own, else the body style's.
  var shownFont: UIFont { font ?? .preferredFont(forTextStyle: .body) }

  /// What the field shows at rest: its text, else its placeholder (`nil` for neither).
  var shownTextOrPlaceholder: (text: String?, attributed: NSAttributedString?, isPlaceholder: Bool) {
    if let attributedText, attributedText.length > 0 { return (nil, attributedText, false) }
    if let text, !text.isEmpty { return (text, nil, false) }
    if let attributedPlaceholder, attributedPlaceholder.length > 0 { return (nil, attributedPlaceholder, true) }
    return (placeholder, nil, true)
  }

  /// The horizontal inset of the text at each side inside a border (none without one).
  static func textInset(_ style: BorderStyle) -> CGFloat { style == .none ? 0 : 7 }

  /// The field's intrinsic size (see the sources above).
  var measuredFieldSize: CGSize {
    let scale = UIKitText.scale
    let shown = shownTextOrPlaceholder
    let laid = UIKitText.typeset(text: shown.text, attributedText: shown.attributed, font: shownFont, width: nil, numberOfLines: 1)
    let lineHeight = max(laid.height, shownFont.textFont.lineHeight)
    var width = TextRounding.ceil(laid.width, scale: scale) + 2 * Double(Self.textInset(borderStyle))
    for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
      guard let view, mode == .always || mode == .unlessEditing else { continue }
      let size = view.intrinsicContentSize
      width += Double(size.width >= 0 ? size.width : view.frame.width)
    }
    let height: Double
    switch borderStyle {
    case .none: height = TextRounding.ceil(lineHeight, scale: scale)
    case .line, .bezel: height = lineHeight.rounded(.up) + 13
    case .roundedRect: height = max(34, lineHeight.rounded(.up) + 13)
    }
    return CGSize(width: CGFloat(width), height: CGFloat(height))
  }
}
