import CollectionSnapshotLayout
import Foundation

/// UIKit's standard content of a list cell, header or footer: a style, a text, a secondary
/// text and an image. A screen's placeholder made from it (``CellPlaceholder/init(kind:listContent:)``)
/// is as tall as UIKit makes that content: the style's margins, the lines of its text in the
/// style's text styles at the screen's Dynamic Type size, the padding, and UIKit's minimum row
/// height for cells (44 pt for a one-line cell at the default size, 62 for a sidebar cell with
/// secondary text and a padding of 4). Each text wraps at the row's width in its font: setting
/// a font, a line limit, `directionalLayoutMargins`, `textToSecondaryTextVerticalPadding`,
/// `prefersSideBySideTextAndSecondaryText` or an image changes the height as in UIKit.
public struct UIListContentConfiguration: Sendable, Hashable {
  /// The style, which decides the text styles, margins and padding.
  let style: ListContentStyle
  /// The style's own metrics.
  private var defaults: ListContentMetrics.Layout { ListContentMetrics.layout(style) }
  /// The primary text.
  public var text: String?
  /// The secondary text: below the text, or trailing it in a value cell.
  public var secondaryText: String?
  /// An image beside the text: the content is at least as tall as UIKit lays it out (a symbol's
  /// standard height, 22 pt at the default size, or ``ImageProperties/reservedLayoutSize`` /
  /// ``ImageProperties/maximumSize`` when set).
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
  /// How the image is drawn; its sizes decide the image's height.
  public var imageProperties = ImageProperties()
  /// Margins around the content: the style's (a cell's 11 pt above and below, 4 in subtitle
  /// styles, a grouped header's 17 and 6); a value set here replaces the top and bottom.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      customMargins ?? NSDirectionalEdgeInsets(
        top: CGFloat(defaults.topMargin), leading: CGFloat(defaultSideMargins.leading), bottom: CGFloat(defaults.bottomMargin),
        trailing: CGFloat(defaultSideMargins.trailing))
    }
    set { customMargins = newValue }
  }
  private var customMargins: NSDirectionalEdgeInsets?
  /// The axes along which the superview's margins are kept.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
  /// Space between the image and the text (16, 10 in sidebar styles).
  public var imageToTextPadding: CGFloat
  /// Space between the text and the secondary text below it: the style's (3, 0 in subtitle
  /// styles); a value set here replaces it.
  public var textToSecondaryTextVerticalPadding: CGFloat {
    get { customPadding ?? CGFloat(defaults.padding) }
    set { customPadding = newValue }
  }
  private var customPadding: CGFloat?
  /// Space between the text and the secondary text beside it.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// Whether text and secondary text sit side by side (a value cell's do).
  public var prefersSideBySideTextAndSecondaryText: Bool {
    get { customSideBySide ?? defaults.sideBySide }
    set { customSideBySide = newValue }
  }
  private var customSideBySide: Bool?

  /// The side margins UIKit gives the style (the leading padding of a cell, 8 in a sidebar; a
  /// header's come from its superview).
  private var defaultSideMargins: (leading: Double, trailing: Double) {
    switch style {
    case .cell, .subtitleCell, .valueCell: return (16, 8)
    case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell, .sidebarHeader: return (8, 8)
    case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: return (3, 3)
    case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter: return (0, 0)
    }
  }

  /// What the app changed that UIKit's sizing reads: margins, padding, side by side, image.
  var listOptions: ListContentOptions {
    var options = ListContentOptions()
    if let customMargins {
      options.topMargin = Double(customMargins.top)
      options.bottomMargin = Double(customMargins.bottom)
    }
    if let customMargins {
      // Side margins kept from the superview (the default) are at least the row's own.
      let row = axesPreservingSuperviewLayoutMargins.contains(.horizontal) ? ListContentMetrics.layoutMargin(UIKitHost.current.environment) : 0
      options.leadingMargin = max(Double(customMargins.leading), row)
      options.trailingMargin = max(Double(customMargins.trailing), row)
    }
    // Fonts and line limits the app changed (the style's own fonts at the screen's size are
    // the defaults).
    let fonts = ListContentMetrics.fonts(style, category: UIFont.category(nil))
    if textProperties.font.textFont != fonts.text { options.textFont = textProperties.font.textFont }
    if secondaryTextProperties.font.textFont != fonts.secondaryText { options.secondaryTextFont = secondaryTextProperties.font.textFont }
    if textProperties.numberOfLines != 0 { options.textNumberOfLines = textProperties.numberOfLines }
    if secondaryTextProperties.numberOfLines != 0 { options.secondaryTextNumberOfLines = secondaryTextProperties.numberOfLines }
    options.textToSecondaryTextVerticalPadding = customPadding.map { Double($0) }
    options.prefersSideBySideTextAndSecondaryText = customSideBySide
    if image != nil {
      let reserved = imageProperties.reservedLayoutSize.height
      let maximum = imageProperties.maximumSize.height
      if reserved > 0 {
        options.image = .height(Double(reserved))
      } else if maximum > 0 {
        options.image = .height(Double(maximum))
      } else {
        options.image = .symbol
      }
    }
    return options
  }

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
    let fonts = ListContentMetrics.fonts(style, category: UIFont.category(nil))
    textProperties.font = UIFont(textFont: fonts.text)
    secondaryTextProperties.font = UIFont(textFont: fonts.secondaryText)
    switch style {
    case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell, .sidebarHeader:
      imageToTextPadding = 10
    default:
      imageToTextPadding = 16
    }
    // The style's colours, as UIKit's presets set them.
    secondaryTextProperties.color = .secondaryLabel
    switch style {
    case .groupedHeader, .groupedFooter, .plainFooter: textProperties.color = .secondaryLabel
    default: break
    }
  }

  /// A default cell: body text, caption 1 secondary text below.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }
  /// A cell with caption 1 secondary text right below the text.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitleCell) }
  /// A cell with the secondary text trailing the text on the same line.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }
  /// A sidebar cell.
  public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarCell) }
  /// A sidebar cell with secondary text right below.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarSubtitleCell) }
  /// A sidebar cell shown beside the content (a sidebar cell's metrics).
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .accompaniedSidebarCell) }
  /// A sidebar subtitle cell shown beside the content.
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell)
  }
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
  /// A prominent header of an inset grouped list: title 3 text.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(style: .prominentInsetGroupedHeader)
  }
  /// An extra prominent header of an inset grouped list: title 2 text.
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(style: .extraProminentInsetGroupedHeader)
  }
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
