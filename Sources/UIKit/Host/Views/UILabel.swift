import CollectionSnapshotLayout
import Foundation

/// A label, as cell code configures it: its text is measured as UIKit measures it (its font's
/// metrics, wrapping at its width, its line limit), and a cell's labels give its placeholder's
/// texts, in view order.
@MainActor @preconcurrency
open class UILabel: UIView {
  /// The class's methods and key-value properties (see ``_ObjCClassTable``).
  nonisolated open override class var _objcTable: _ObjCClassTable { UIKitObjCTables.label(self, super._objcTable) }

  override var placeholderRole: UIKitPlaceholderRole { .label }
  /// The text.
  @exclusivity(unchecked) open var text: String? {
    didSet { if ObjCKeyValueObserving.isActive, text != oldValue { ObjCKeyValueObserving.didChange(self, "text") } }
  }
  /// The styled text.
  open var attributedText: NSAttributedString?
  /// The font.
  open var font: UIFont! = .systemFont(ofSize: 17) {
    didSet { appearancePropertySet(.font); if ObjCKeyValueObserving.isActive { ObjCKeyValueObserving.didChange(self, "font") } }
  }
  /// The text colour.
  open var textColor: UIColor! = .label {
    didSet { appearancePropertySet(.textColor) }
  }
  /// The text colour when highlighted.
  open var highlightedTextColor: UIColor?
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// The most lines shown; 0: as many as needed.
  open var numberOfLines = 1
  /// How a line that does not fit breaks.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the font follows Dynamic Type.
  open var adjustsFontForContentSizeCategory = false
  /// Whether the font shrinks to fit the width.
  open var adjustsFontSizeToFitWidth = false
  /// How far the font may shrink.
  open var minimumScaleFactor: CGFloat = 0
  /// The width multi-line text wraps at.
  open var preferredMaxLayoutWidth: CGFloat = 0
  /// Whether the label is enabled.
  open var isEnabled = true
  /// Whether the label is highlighted.
  open var isHighlighted = false
  /// Whether the text fits by tightening letter spacing.
  open var allowsDefaultTighteningForTruncation = false

  /// The text's size (``measuredIntrinsicSize``): unwrapped for a one-line label; a multi-line
  /// label wraps at `preferredMaxLayoutWidth`, else at its current width when it has one.
  open override var intrinsicContentSize: CGSize { measuredIntrinsicSize }
  /// The size the text needs within `size`'s width (a one-line label: its whole width).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { measuredSize(fitting: size) }
  /// Sizes the label to its text (at its current width when it wraps).
  open override func sizeToFit() { frame.size = sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : bounds.width, height: 0)) }
  /// Where the text is drawn in `bounds` with at most `numberOfLines` lines.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    measuredTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
  }
  /// A multi-line label without a preferred width wraps at the width Auto Layout gives it.
  override var intrinsicHeightDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }
  /// The first and last lines' baselines, the text centred vertically in the frame
  /// (``autoLayoutTextBaselines``).
  override var autoLayoutBaselines: (first: AutoLayoutNode.Baseline, last: AutoLayoutNode.Baseline) { autoLayoutTextBaselines }
}
