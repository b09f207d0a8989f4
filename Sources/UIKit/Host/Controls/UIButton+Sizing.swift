import CollectionSnapshotText
import Foundation

// A button's size as UIKit reports it (`intrinsicContentSize`): its image and title side by
// side (or stacked, by a configuration's image placement) inside its insets.
//
// Sources (the Text article, "UIKit's views", and Apple's documentation):
// - A configuration's title in the body style, its subtitle in subheadline `titlePadding` below
//   it, all inside `contentInsets` (7 above and below, 12 at the sides for the medium size). Its
//   image sits `imagePadding` from the title (Apple's `imagePadding`: "the distance between the
//   button's image and text") on its `imagePlacement` side: beside the text (leading,
//   trailing) or above or below it (top, bottom).
// - A button without a configuration: its title in its title label's font with 6 pt above and
//   below (the 15-pt "Button" of Interface Builder is 46 × 30), its image beside it with no
//   space between, inside `contentEdgeInsets`. `imageEdgeInsets` and `titleEdgeInsets` move the
//   image and title without changing the size (Apple's `imageEdgeInsets`: "used only for
//   positioning the image during layout").
// - An image counts where its size is known (``UIImage/knownPointSize``: an asset's from the
//   app's catalog, an Interface Builder file's); a symbol's size is not known and counts for
//   nothing.
extension UIButton {
  /// The size of the image shown, where it is known.
  var shownImageSize: CGSize? { currentImage?.knownPointSize }

  /// The size UIKit gives the button (``intrinsicContentSize``).
  var measuredButtonSize: CGSize {
    let scale = UIKitText.scale
    let image = shownImageSize.map { (width: Double($0.width), height: Double($0.height)) }
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
      if let image {
        let padding = width > 0 ? Double(configuration.imagePadding) : 0
        let placement = configuration.imagePlacement
        if placement == .top || placement == .bottom {
          width = max(width, image.width)
          height = image.height + (height > 0 ? Double(configuration.imagePadding) + height : 0)
        } else {
          width = image.width + padding + width
          height = max(height, image.height)
        }
      }
      let insets = configuration.contentInsets
      return CGSize(
        width: TextRounding.ceil(width + Double(insets.leading + insets.trailing), scale: scale),
        height: TextRounding.ceil(height + Double(insets.top + insets.bottom), scale: scale))
    }
    let label = titleLabel
    let title = UIKitText.typeset(text: currentTitle, attributedText: currentAttributedTitle, font: label?.font ?? .systemFont(ofSize: 15), width: nil)
    let text = title.fittingSize(scale: scale)
    let hasTitle = !title.lines.isEmpty && title.width > 0
    let insets = contentEdgeInsets
    var width = hasTitle ? text.width : 0
    var height = hasTitle ? max(Double(30), text.height + 12) : 0
    if let image {
      width += image.width
      height = max(height, image.height)
    } else if !hasTitle {
      // Neither title nor image: the empty title's line, as a button made in code reports it.
      height = max(Double(30), text.height + 12)
    }
    return CGSize(width: CGFloat(width) + insets.left + insets.right, height: CGFloat(height) + insets.top + insets.bottom)
  }
}
