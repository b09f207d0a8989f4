/// What an image view shows: an image by name — an asset, or an SF Symbol — tinted, fitted to
/// the view by its content mode. The renderer draws a placeholder named after it.
public struct ViewImage: Sendable, Hashable {
  /// How an image fits its view (`UIView.ContentMode`).
  public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
  }

  /// The image's name (`nil`: no image set, an empty image view).
  public var name: String?
  /// Whether it is an SF Symbol (`UIImage(systemName:)`).
  public var isSymbol: Bool
  /// The tint a template image or a symbol is drawn in, when the code set one.
  public var tint: PlaceholderColor?
  /// How the image fits the view.
  public var contentMode: ContentMode

  /// An image.
  public init(name: String?, isSymbol: Bool = false, tint: PlaceholderColor? = nil, contentMode: ContentMode = .scaleToFill) {
    self.name = name
    self.isSymbol = isSymbol
    self.tint = tint
    self.contentMode = contentMode
  }
}
