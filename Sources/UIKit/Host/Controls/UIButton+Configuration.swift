import Foundation

extension UIButton {
  /// A button's content and style (iOS 15): kept as state, never drawn.
  public struct Configuration: Hashable, @unchecked Sendable {
    /// How the corners are rounded.
    public enum CornerStyle: Int, Sendable, Hashable {
      case fixed = -1, dynamic, small, medium, large, capsule
    }

    /// The size of the button's content.
    public enum Size: Int, Sendable, Hashable {
      case mini, small, medium, large
    }

    /// How titles align.
    public enum TitleAlignment: Int, Sendable, Hashable {
      case automatic, leading, center, trailing
    }

    /// The indicator a button shows.
    public enum Indicator: Int, Sendable, Hashable {
      case automatic, none, popup
    }

    /// The style the configuration was made as (`plain`, `filled`, …).
    public private(set) var style: String
    /// The title.
    public var title: String?
    /// The styled title.
    public var attributedTitle: AttributedString?
    /// The subtitle.
    public var subtitle: String?
    /// The styled subtitle.
    public var attributedSubtitle: AttributedString?
    /// The image.
    public var image: UIImage?
    /// Where the image sits against the title.
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// Space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// Space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// How titles align.
    public var titleAlignment: TitleAlignment = .automatic
    /// How the title breaks.
    public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
    /// How the subtitle breaks.
    public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The colour of the title and image.
    public var baseForegroundColor: UIColor?
    /// The colour behind the content.
    public var baseBackgroundColor: UIColor?
    /// The background.
    public var background = UIBackgroundConfiguration.clear()
    /// How the corners are rounded.
    public var cornerStyle: CornerStyle = .dynamic
    /// The size of the content.
    public var buttonSize: Size = .medium
    /// Insets of the content.
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// Whether an activity indicator replaces the image.
    public var showsActivityIndicator = false
    /// The indicator shown.
    public var indicator: Indicator = .automatic
    /// The symbol configuration of the image.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Changes the title's attributes (kept).
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Changes the subtitle's attributes (kept).
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Changes the image's colour.
    public var imageColorTransformer: UIConfigurationColorTransformer?
    /// Changes the activity indicator's colour.
    public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
    /// Whether selection changes the look.
    public var automaticallyUpdateForSelection = true

    init(style: String) {
      self.style = style
    }

    /// A plain button.
    public static func plain() -> Configuration { Configuration(style: "plain") }
    /// A tinted button.
    public static func tinted() -> Configuration { Configuration(style: "tinted") }
    /// A grey button.
    public static func gray() -> Configuration { Configuration(style: "gray") }
    /// A filled button.
    public static func filled() -> Configuration { Configuration(style: "filled") }
    /// A borderless button.
    public static func borderless() -> Configuration { Configuration(style: "borderless") }
    /// A bordered button.
    public static func bordered() -> Configuration { Configuration(style: "bordered") }
    /// A bordered, tinted button.
    public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
    /// A bordered, prominent button.
    public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }

    /// The same configuration (states do not change it here).
    public func updated(for button: UIButton) -> Configuration { self }

    /// The foreground colour: the base colour, else the tint.
    public func resolvedForegroundColor(for tintColor: UIColor) -> UIColor { baseForegroundColor ?? tintColor }

    /// Equal when their texts, images, styles and metrics are (closures are not compared).
    public static func == (a: Configuration, b: Configuration) -> Bool {
      a.style == b.style && a.title == b.title && a.attributedTitle == b.attributedTitle && a.subtitle == b.subtitle
        && a.attributedSubtitle == b.attributedSubtitle && a.image == b.image && a.imagePlacement == b.imagePlacement
        && a.imagePadding == b.imagePadding && a.titlePadding == b.titlePadding && a.titleAlignment == b.titleAlignment
        && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
        && a.cornerStyle == b.cornerStyle && a.buttonSize == b.buttonSize && a.contentInsets == b.contentInsets
        && a.showsActivityIndicator == b.showsActivityIndicator
    }

    /// Hashes the texts and style.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(style)
      hasher.combine(title)
      hasher.combine(subtitle)
    }
  }
}

/// A function from text attributes to text attributes that a configuration applies to its
/// title (kept; applied where the app calls it).
public struct UIConfigurationTextAttributesTransformer: @unchecked Sendable {
  /// The function.
  public let transform: (AttributeContainer) -> AttributeContainer

  /// A transformer running `transform`.
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// `transform(input)`.
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
