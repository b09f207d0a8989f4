import Foundation

/// An image: its name (a system symbol's or an asset's), how it was made and its symbol
/// configuration, and its size where it can be known (``size``). Nothing is loaded or drawn: a
/// placeholder's image slot stands for it.
open class UIImage: NSObject, @unchecked Sendable {
  /// The name it was made with.
  public let name: String

  /// How the image was made: a system symbol, an asset, a file, data or nothing.
  public enum Source: Sendable, Hashable {
    /// `UIImage(systemName:)`.
    case symbol
    /// `UIImage(named:)` or `#imageLiteral(resourceName:)`: an asset of the app's bundle.
    case asset
    /// A file, data or a drawing the app made.
    case other
  }

  /// How the image was made.
  public let source: Source
  /// The symbol configuration it was made or configured with.
  public let symbolConfiguration: SymbolConfiguration?
  /// How the image is drawn.
  public let renderingMode: RenderingMode
  /// Whether the image is a system symbol.
  open var isSymbolImage: Bool { source == .symbol }
  /// The image's accessibility label (UIImage is an `NSObject`, which carries it in UIKit; kept).
  open var accessibilityLabel: String?

  init(name: String, source: Source = .other, symbolConfiguration: SymbolConfiguration? = nil, renderingMode: RenderingMode = .automatic) {
    self.name = name
    self.source = source
    self.symbolConfiguration = symbolConfiguration
    self.renderingMode = renderingMode
  }

  /// An empty image.
  public convenience override init() {
    self.init(name: "")
  }

  /// A system symbol (named; never drawn: a placeholder's image slot stands for it).
  public convenience init?(systemName: String) {
    self.init(name: systemName, source: .symbol)
  }

  /// A system symbol with a configuration.
  public convenience init?(systemName: String, withConfiguration configuration: Configuration?) {
    self.init(name: systemName, source: .symbol, symbolConfiguration: configuration as? SymbolConfiguration)
  }

  /// A system symbol for a trait collection.
  public convenience init?(systemName: String, compatibleWith traitCollection: UITraitCollection?) {
    self.init(name: systemName, source: .symbol)
  }

  /// A system symbol with a variable value.
  public convenience init?(systemName: String, variableValue: Double, configuration: Configuration? = nil) {
    self.init(name: systemName, source: .symbol, symbolConfiguration: configuration as? SymbolConfiguration)
  }

  /// An image of the app's asset catalog, made by its name (never `nil`): its size is the
  /// catalog's PNG's when the app's resources carry the catalog (``size``), and a
  /// placeholder's image slot stands for it.
  public convenience init?(named name: String) {
    self.init(name: name, source: .asset)
  }

  /// An image of a bundle's asset catalog, by name (see ``init(named:)``).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(name: name, source: .asset)
  }

  /// An image of a bundle's asset catalog with a configuration, by name.
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
    self.init(name: name, source: .asset, symbolConfiguration: configuration as? SymbolConfiguration)
  }

  /// An image of a file: named by the file's last path component; `nil` when no file is there.
  public convenience init?(contentsOfFile path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    self.init(name: (path as NSString).lastPathComponent)
  }

  /// An image decoded from data: not decoded here (`nil` for empty data, else an image named
  /// `data`).
  public convenience init?(data: Data) {
    guard !data.isEmpty else { return nil }
    self.init(name: "data")
  }

  /// An image decoded from data at a scale.
  public convenience init?(data: Data, scale: CGFloat) {
    self.init(data: data)
  }

  /// An image of `#imageLiteral(resourceName:)`: the asset of that name.
  public required convenience init(imageLiteralResourceName path: String) {
    self.init(name: path, source: .asset)
  }

  /// The size in points, where it can be known without loading the image: an asset's from the
  /// app's asset catalog (its PNG's header over its scale), an image of an Interface Builder
  /// file from the size its resources give; zero otherwise (a symbol's size is not known).
  open var size: CGSize { knownPointSize ?? .zero }
  /// The size an Interface Builder file gives the image, if any.
  var knownSize: CGSize?
  /// Pixels per point: the device's.
  open var scale: CGFloat { UIKitHost.current.scale }
  /// The orientation.
  open var imageOrientation: Orientation { .up }
  /// The configuration.
  open var configuration: Configuration? { symbolConfiguration }
  /// Insets of the alignment rectangle.
  open var alignmentRectInsets: UIEdgeInsets { .zero }
  /// The baseline offset from the bottom, when it has one.
  open var baselineOffsetFromBottom: CGFloat? { nil }
  /// Whether it flips in right-to-left layouts.
  open var flipsForRightToLeftLayoutDirection: Bool { false }

  /// The same image with a configuration.
  open func withConfiguration(_ configuration: Configuration) -> UIImage {
    UIImage(name: name, source: source, symbolConfiguration: (configuration as? SymbolConfiguration) ?? symbolConfiguration, renderingMode: renderingMode)
  }
  /// The same image with `configuration` applied over its own.
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    UIImage(name: name, source: source, symbolConfiguration: symbolConfiguration?.applying(configuration) ?? configuration, renderingMode: renderingMode)
  }
  /// The same image drawn as a template or in its colours.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(name: name, source: source, symbolConfiguration: symbolConfiguration, renderingMode: renderingMode)
  }
  /// The same image tinted.
  open func withTintColor(_ color: UIColor) -> UIImage { withRenderingMode(.alwaysOriginal) }
  /// The same image tinted, drawn as `renderingMode`.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }
  /// The same image with alignment insets.
  open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
  /// The same image with a baseline.
  open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage { self }
  /// The same image mirrored.
  open func withHorizontallyFlippedOrientation() -> UIImage { self }
  /// The same image, flipped in right-to-left layouts.
  open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
  /// The same image stretched between caps.
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
  /// The same image stretched between caps in a mode.
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
  /// Calls `completionHandler` with the image at once (nothing needs decoding here).
  open func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) { completionHandler(self) }
  /// The image, ready (nothing needs decoding here).
  open func preparingForDisplay() -> UIImage? { self }
  /// The image, ready.
  open func byPreparingForDisplay() async -> UIImage? { self }
  /// Calls `completionHandler` with a thumbnail of the image at once (the same image).
  open func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) { completionHandler(self) }
  /// A thumbnail (the same image).
  open func preparingThumbnail(of size: CGSize) -> UIImage? { self }
  /// A thumbnail (the same image).
  open func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { self }
  /// Accepted: nothing is drawn here.
  open func draw(in rect: CGRect) {}
  /// Accepted: nothing is drawn here.
  open func draw(at point: CGPoint) {}
  /// PNG data: none (images are not drawn here).
  open func pngData() -> Data? { nil }
  /// JPEG data: none.
  open func jpegData(compressionQuality: CGFloat) -> Data? { nil }

  /// Equal when made from the same name the same way.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return other.name == name && other.source == source && other.renderingMode == renderingMode
  }

  /// Hashes the name.
  open override var hash: Int { name.hashValue }

  /// How an image is stretched.
  public enum ResizingMode: Int, Sendable, Hashable {
    case tile, stretch
  }

  /// An image's orientation.
  public enum Orientation: Int, Sendable, Hashable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The name.
  open override var description: String { name }

  /// How an image is drawn.
  public enum RenderingMode: Int, Sendable, Hashable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// A symbol's scale against its text.
  public enum SymbolScale: Int, Sendable, Hashable {
    case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
  }

  /// A symbol's weight.
  public enum SymbolWeight: Int, Sendable, Hashable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// An image's configuration: the traits it is for.
  open class Configuration: NSObject, @unchecked Sendable {
    /// The traits it is for.
    open var traitCollection: UITraitCollection? { nil }
    override init() {}
  }

  /// The size, weight, scale and colours of a symbol image: kept as its values, never drawn.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// A symbol's scale against its text.
    public typealias Scale = SymbolScale
    /// A symbol's weight.
    public typealias Weight = SymbolWeight

    /// The point size, if set.
    public let pointSize: CGFloat?
    /// The weight, if set.
    public let weight: SymbolWeight?
    /// The scale, if set.
    public let scale: SymbolScale?
    /// The text style, if set.
    public let textStyle: UIFont.TextStyle?
    /// The font, if set.
    public let font: UIFont?
    /// The colours of a palette or hierarchical symbol, if set.
    public let colors: [UIColor]?
    /// Whether the symbol prefers its multicolor rendering.
    public let prefersMulticolor: Bool

    init(
      pointSize: CGFloat? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil, textStyle: UIFont.TextStyle? = nil, font: UIFont? = nil,
      colors: [UIColor]? = nil, prefersMulticolor: Bool = false
    ) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      self.font = font
      self.colors = colors
      self.prefersMulticolor = prefersMulticolor
    }

    /// A configuration of a point size.
    public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil) }
    /// A configuration of a point size and weight.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: nil) }
    /// A configuration of a point size, weight and scale.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }
    /// A configuration of a text style.
    public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, font: nil) }
    /// A configuration of a text style and scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(scale: scale, textStyle: textStyle, font: nil) }
    /// A configuration of a font.
    public convenience init(font: UIFont) { self.init(font: font, colors: nil) }
    /// A configuration of a font and scale.
    public convenience init(font: UIFont, scale: SymbolScale) { self.init(scale: scale, font: font, colors: nil) }
    /// A configuration of a scale.
    public convenience init(scale: SymbolScale) { self.init(scale: scale, textStyle: nil) }
    /// A configuration of a weight.
    public convenience init(weight: SymbolWeight) { self.init(weight: weight, scale: nil) }
    /// A hierarchical symbol of a colour.
    public convenience init(hierarchicalColor: UIColor) { self.init(colors: [hierarchicalColor], prefersMulticolor: false) }
    /// A palette symbol of colours.
    public convenience init(paletteColors: [UIColor]) { self.init(colors: paletteColors, prefersMulticolor: false) }

    /// No configuration.
    public static let unspecified = SymbolConfiguration()

    /// A configuration preferring the multicolor rendering.
    public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: true) }
    /// A configuration preferring the monochrome rendering.
    public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration() }

    /// This configuration with the values `configuration` sets taking over.
    public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other = configuration else { return self }
      return SymbolConfiguration(
        pointSize: other.pointSize ?? pointSize, weight: other.weight ?? weight, scale: other.scale ?? scale,
        textStyle: other.textStyle ?? textStyle, font: other.font ?? font, colors: other.colors ?? colors,
        prefersMulticolor: other.prefersMulticolor || prefersMulticolor)
    }

    /// The configuration without its weight, scale or point size.
    public func configurationWithoutWeight() -> SymbolConfiguration {
      SymbolConfiguration(pointSize: pointSize, weight: nil, scale: scale, textStyle: textStyle, font: font, colors: colors, prefersMulticolor: prefersMulticolor)
    }
    /// The configuration without its scale.
    public func configurationWithoutScale() -> SymbolConfiguration {
      SymbolConfiguration(pointSize: pointSize, weight: weight, scale: nil, textStyle: textStyle, font: font, colors: colors, prefersMulticolor: prefersMulticolor)
    }
    /// The configuration without its point size and text style.
    public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
      SymbolConfiguration(pointSize: nil, weight: nil, scale: scale, textStyle: nil, font: nil, colors: colors, prefersMulticolor: prefersMulticolor)
    }
  }
}

extension UIImage: _ExpressibleByImageLiteral {}

/// The type `#imageLiteral(resourceName:)` makes without a context type.
public typealias _ImageLiteralType = UIImage
