import CollectionSnapshotLayout
import Foundation

/// UIKit's standard content of a list cell, header or footer: a style, a text and a secondary
/// text. A screen's placeholder made from it (``CellPlaceholder/init(kind:listContent:)``) is as
/// tall as UIKit makes that content (rows 44 pt and headers 28 or 38 pt at the default text
/// size), so a list's rows and headers take UIKit's heights. Only the styles whose metrics are
/// modelled exist here; images and text properties are accepted and change no size.
public struct UIListContentConfiguration: Sendable, Hashable {
  /// The style, which decides the fonts and margins.
  let style: ListContentStyle
  /// The primary text.
  public var text: String?
  /// The secondary text: below the text, or trailing it in a value cell.
  public var secondaryText: String?
  /// An image (accepted; placeholders draw no image for list content).
  public var image: UIImage?
  /// The styled text: its characters are kept (a placeholder shows them when ``text`` is
  /// `nil`), its attributes are not.
  public var attributedText: NSAttributedString? {
    get { attributedString.map { NSAttributedString(string: $0) } }
    set { attributedString = newValue?.string }
  }
  private var attributedString: String?
  /// The styled secondary text: its characters are kept, its attributes are not.
  public var secondaryAttributedText: NSAttributedString? {
    get { secondaryAttributedString.map { NSAttributedString(string: $0) } }
    set { secondaryAttributedString = newValue?.string }
  }
  private var secondaryAttributedString: String?
  /// The text a placeholder shows: the text, or the styled text's characters.
  var shownText: String? { text ?? attributedString }
  /// The secondary text a placeholder shows.
  var shownSecondaryText: String? { secondaryText ?? secondaryAttributedString }
  /// How the text is drawn (kept; the style decides the metrics).
  public var textProperties = TextProperties()
  /// How the secondary text is drawn (kept).
  public var secondaryTextProperties = TextProperties()
  /// How the image is drawn (kept).
  public var imageProperties = ImageProperties()
  /// Margins around the content (kept; the style's margins are used).
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  /// The axes along which the superview's margins are kept.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
  /// Space between the image and the text.
  public var imageToTextPadding: CGFloat = 0
  /// Space between the text and the secondary text below it.
  public var textToSecondaryTextVerticalPadding: CGFloat = 0
  /// Space between the text and the secondary text beside it.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 0
  /// Whether text and secondary text sit side by side when they fit.
  public var prefersSideBySideTextAndSecondaryText = false

  /// The drawing of one text of list content.
  public struct TextProperties: Sendable, Hashable {
    /// How lines align.
    public enum TextAlignment: Int, Sendable, Hashable {
      case natural, center, justified
    }

    /// A case change applied to the text.
    public enum TextTransform: Int, Sendable, Hashable {
      case none, uppercase, lowercase, capitalized
    }

    /// The font.
    public var font: UIFont = .preferredFont(forTextStyle: .body)
    /// The colour.
    public var color: UIColor = .label
    /// The alignment.
    public var alignment: TextAlignment = .natural
    /// The case change.
    public var transform: TextTransform = .none
    /// The most lines; 0: as many as needed.
    public var numberOfLines = 0
    /// How lines break.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font follows Dynamic Type.
    public var adjustsFontForContentSizeCategory = true
    /// Whether the font shrinks to fit.
    public var adjustsFontSizeToFitWidth = false
    /// How far the font may shrink.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether letters may tighten before truncating.
    public var allowsDefaultTighteningForTruncation = true
  }

  /// The drawing of list content's image.
  public struct ImageProperties: Sendable, Hashable {
    /// The tint colour.
    public var tintColor: UIColor?
    /// The largest size.
    public var maximumSize: CGSize = .zero
    /// The space reserved for the image.
    public var reservedLayoutSize: CGSize = .zero
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The symbol configuration.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Whether Smart Invert leaves the image alone.
    public var accessibilityIgnoresInvertColors = false
    /// The standard dimension of `reservedLayoutSize`.
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
  }

  init(style: ListContentStyle) {
    self.style = style
  }

  /// A default cell: body text.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }
  /// A cell with subheadline secondary text below the text.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitleCell) }
  /// A cell with the secondary text trailing the text on the same line.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }
  /// A sidebar cell.
  public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarCell) }
  /// A sidebar cell with secondary text below.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarSubtitleCell) }
  /// A sidebar section header.
  public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarHeader) }
  /// A plain list's section header.
  public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }
  /// A plain list's section footer.
  public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }
  /// A grouped list's section header.
  public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedHeader) }
  /// A grouped list's section footer.
  public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedFooter) }
  /// A section header (a plain list's, as UIKit's default).
  public static func header() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }
  /// A section footer (a plain list's, as UIKit's default).
  public static func footer() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }
}

extension UIListContentConfiguration: UIContentConfiguration {
  /// A list content view showing this configuration.
  @MainActor
  public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

  /// The same configuration (states do not change list content here).
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The axes of a view.
public struct UIAxis: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: UInt
  /// Axes from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // The axes.
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  public static let vertical = UIAxis(rawValue: 1 << 1)
  public static let both: UIAxis = [.horizontal, .vertical]
}
