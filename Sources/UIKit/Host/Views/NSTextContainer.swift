import Foundation

/// The area a text view lays its text out in: its line fragment padding (5), its line limit
/// and line break mode (UIKit's `NSTextContainer`, as a text view's `textContainer`).
open class NSTextContainer: NSObject, @unchecked Sendable {
  /// The space at each end of a line (UIKit's default: 5).
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines; 0 for as many as needed.
  open var maximumNumberOfLines = 0
  /// How a line that does not fit breaks.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// The container's size (kept; the text view's width decides where lines break).
  open var size: CGSize = .zero
  /// Whether the width follows the text view's.
  open var widthTracksTextView = true
  /// Whether the height follows the text view's.
  open var heightTracksTextView = false
  /// A container of a size.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }
  /// A container.
  public override convenience init() { self.init(size: .zero) }
}
