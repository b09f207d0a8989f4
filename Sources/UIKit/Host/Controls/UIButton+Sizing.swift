import CollectionSnapshotText
import Foundation

extension UIButton {
  /// The size UIKit gives the button (``intrinsicContentSize``).
  var measuredButtonSize: CGSize {
    let scale = UIKitText.scale
    if let configuration {
      let font = UIFont.preferredFont(forTextStyle: .body)
      let title = UIKitText.typeset(text: configuration.title, attributedText: nil, font: font, width: nil)
      var width = title.width
      var height = title.lines.isEmpty ? 0 : title.height
      if let subtitle = configuration.subtitle, !subtitle.isEmpty {
        let sub = UIKitText.typeset(text: subtitle, attributedText: nil, font: .preferredFont(forTextStyle: .subheadline), width: nil)
        width = max(width, sub.width)
        height += Double(configuration.titlePadding) + sub.height
      }
      let insets = configuration.contentInsets
      return CGSize(
        width: TextRounding.ceil(width + Double(insets.leading + insets.trailing), scale: scale),
        height: TextRounding.ceil(height + Double(insets.top + insets.bottom), scale: scale))
    }
    let label = titleLabel
    let title = UIKitText.typeset(text: currentTitle, attributedText: currentAttributedTitle, font: label?.font ?? .systemFont(ofSize: 15), width: nil)
    let text = title.fittingSize(scale: scale)
    let insets = contentEdgeInsets
    let height = max(Double(30), text.height + 12)
    return CGSize(width: CGFloat(text.width) + insets.left + insets.right, height: CGFloat(height) + insets.top + insets.bottom)
  }
}
