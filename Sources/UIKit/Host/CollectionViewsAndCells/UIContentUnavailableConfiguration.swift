import Foundation

/// What a view controller shows when it has no content (iOS 17): image, texts, buttons and
/// background, kept as state (a test can read them; nothing is drawn).
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
  /// The buttons' settings.
  public struct ButtonProperties {
    /// The action run when tapped (kept).
    public var primaryAction: UIAction?
    /// A menu.
    public var menu: UIMenu?
    /// Whether the button is enabled.
    public var isEnabled = true
    /// The role.
    public var role: UIButton.Role = .normal
  }

  /// The style it was made as: `empty`, `loading` or `search`.
  public let style: String
  /// The image.
  public var image: UIImage?
  /// The text.
  public var text: String?
  /// The styled text.
  public var attributedText: NSAttributedString?
  /// The secondary text.
  public var secondaryText: String?
  /// The styled secondary text.
  public var secondaryAttributedText: NSAttributedString?
  /// The button.
  public var button = UIButton.Configuration.plain()
  /// The button's settings.
  public var buttonProperties = ButtonProperties()
  /// The secondary button.
  public var secondaryButton = UIButton.Configuration.plain()
  /// The secondary button's settings.
  public var secondaryButtonProperties = ButtonProperties()
  /// The background.
  public var background = UIBackgroundConfiguration.clear()
  /// Margins around the content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
  /// Space between the image and the text.
  public var imageToTextPadding: CGFloat = 0
  /// Space between the text and the secondary text.
  public var textToSecondaryTextPadding: CGFloat = 0
  /// Space between the text and the button.
  public var textToButtonPadding: CGFloat = 0
  /// Whether the content follows the readable width.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .both

  private init(style: String) {
    self.style = style
  }

  /// An empty state.
  public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(style: "empty") }
  /// A loading state: "Loading…".
  public static func loading() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration(style: "loading")
    configuration.text = "Loading…"
    return configuration
  }
  /// A search without results: "No Results".
  public static func search() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration(style: "search")
    configuration.image = UIImage(systemName: "magnifyingglass")
    configuration.text = "No Results"
    return configuration
  }

  /// A view showing the configuration.
  @MainActor
  public func makeContentView() -> any UIView & UIContentView { UIContentUnavailableView(configuration: self) }

  /// The same configuration (states do not change it here).
  public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { self }
}

/// A view showing a content-unavailable configuration (kept, not drawn).
@MainActor @preconcurrency
open class UIContentUnavailableView: UIView, UIContentView {
  /// The configuration shown.
  open var configuration: any UIContentConfiguration

  /// A view showing `configuration`.
  public init(configuration: UIContentUnavailableConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  /// Views are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }
}

/// The state a content-unavailable configuration is updated for.
public struct UIContentUnavailableConfigurationState: UIConfigurationState {
  /// The traits.
  public var traitCollection: UITraitCollection
  /// The search text, when a search controller is searching.
  public var searchText: String?
  private var customStates = CustomConfigurationStates()

  /// A state with `traitCollection`.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The value of a custom state.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}
