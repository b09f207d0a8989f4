import Foundation

/// The pasteboard: what the app's code copies is kept for the process (nothing leaves it).
@MainActor @preconcurrency
open class UIPasteboard: NSObject {
  /// The general pasteboard.
  public static let general = UIPasteboard()
  /// The text.
  open var string: String?
  /// Texts.
  open var strings: [String]? {
    get { string.map { [$0] } }
    set { string = newValue?.first }
  }
  /// A URL.
  open var url: URL?
  /// An image.
  open var image: UIImage?
  /// Whether it holds text.
  open var hasStrings: Bool { string != nil }
}
