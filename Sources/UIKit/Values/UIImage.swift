import Foundation

/// An image. Placeholders draw image slots, so an image is only its name.
open class UIImage: NSObject, @unchecked Sendable {
  /// The name it was made with.
  public let name: String

  init(name: String) {
    self.name = name
  }

  /// A system symbol.
  public convenience init?(systemName: String) {
    self.init(name: systemName)
  }

  /// An image of the app's asset catalog.
  public convenience init?(named name: String) {
    self.init(name: name)
  }

  /// A system symbol with a configuration.
  public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(name: systemName)
  }

  /// The same image with a symbol configuration.
  open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
  /// The same image drawn as a template or in its colours.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
  /// The same image tinted.
  open func withTintColor(_ color: UIColor) -> UIImage { self }
  /// The same image tinted, drawn as `renderingMode`.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }

  /// How an image is drawn.
  public enum RenderingMode: Int, Sendable, Hashable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// The size, weight and scale of a symbol image (kept, not drawn).
  public final class SymbolConfiguration: NSObject, Sendable {
    /// A symbol's scale against its text.
    public enum Scale: Int, Sendable, Hashable {
      case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// A symbol's weight.
    public enum Weight: Int, Sendable, Hashable {
      case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    private override init() {}

    /// A configuration of a point size.
    public convenience init(pointSize: CGFloat) { self.init() }
    /// A configuration of a point size, weight and scale.
    public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale = .default) { self.init() }
    /// A configuration of a text style.
    public convenience init(textStyle: UIFont.TextStyle) { self.init() }
    /// A configuration of a text style and scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: Scale) { self.init() }
    /// A configuration of a font.
    public convenience init(font: UIFont) { self.init() }
    /// A configuration of a scale.
    public convenience init(scale: Scale) { self.init() }
    /// A configuration of a weight.
    public convenience init(weight: Weight) { self.init() }

    /// This configuration combined with another.
    public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration { self }
  }
}
