import Foundation

/// A button: its titles, images and colours by state, its configuration and its actions are
/// kept as state (what a placeholder can read); nothing is drawn. Its primary action runs when
/// the app's code sends `.primaryActionTriggered` (``UIControl/sendActions(for:)``).
@MainActor @preconcurrency
open class UIButton: UIControl {
  override var placeholderRole: UIKitPlaceholderRole { .button }
  /// A button's kind.
  public enum ButtonType: Int, Sendable, Hashable {
    case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    /// The system type's old name.
    public static let roundedRect = ButtonType.system
  }

  /// A button's role.
  public enum Role: Int, Sendable, Hashable {
    case normal, primary, cancel, destructive
  }

  /// The kind.
  public internal(set) var buttonType: ButtonType = .custom
  /// The role.
  open var role: Role = .normal
  /// Whether a drag held over it springs it open (UISpringLoadedInteractionSupporting; kept,
  /// as no drag happens on a screen; UIKit's default: false).
  open var isSpringLoaded = false
  /// The menu the button shows (a long press shows it, or a tap with
  /// `showsMenuAsPrimaryAction`): setting one enables the context menu interaction, as UIKit
  /// does.
  open var menu: UIMenu? {
    didSet { if menu != nil { isContextMenuInteractionEnabled = true } }
  }
  /// The configuration (iOS 15 buttons).
  open var configuration: Configuration? {
    didSet { if automaticallyUpdatesConfiguration { updateConfiguration() } }
  }
  /// Called to update the configuration for the state (run by ``updateConfiguration()``).
  open var configurationUpdateHandler: ((UIButton) -> Void)?
  /// Whether the configuration follows the state.
  open var automaticallyUpdatesConfiguration = true
  /// Whether tapping toggles ``UIControl/isSelected``.
  open var changesSelectionAsPrimaryAction = false
  /// Whether the pointer effect is on.
  open var isPointerInteractionEnabled = false
  /// Insets of the content (deprecated in UIKit).
  open var contentEdgeInsets: UIEdgeInsets = .zero
  /// Insets of the title (deprecated in UIKit).
  open var titleEdgeInsets: UIEdgeInsets = .zero
  /// Insets of the image (deprecated in UIKit).
  open var imageEdgeInsets: UIEdgeInsets = .zero
  /// Whether the image darkens when highlighted.
  open var adjustsImageWhenHighlighted = true
  /// Whether the image greys when disabled.
  open var adjustsImageWhenDisabled = true

  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  /// The title colours set, by state.
  private(set) var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
  private var storedTitleLabel: UILabel?
  private var storedImageView: UIImageView?

  /// A custom button with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A button decoded from an Interface Builder file.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A button of a kind.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// A button of a kind whose primary action is `primaryAction` (its title and image become
  /// the button's).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.title, for: .normal)
      if let image = primaryAction.image { setImage(image, for: .normal) }
    }
  }

  /// A button with a configuration and a primary action.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: Content by state (a state without its own value shows the normal state's, as in UIKit)

  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    storedTitleLabel?.text = currentTitle
  }
  /// The title for a state.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
  /// Sets the styled title for a state.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title
    storedTitleLabel?.attributedText = currentAttributedTitle
  }
  /// The styled title for a state.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
  }
  /// Sets the title's colour for a state.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    appearancePropertySet(.titleColor)
  }
  /// The title's colour for a state.
  open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
  /// Sets the image for a state.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    storedImageView?.image = currentImage
  }
  /// The image for a state.
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
  /// Sets the background image for a state.
  open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
  /// The background image for a state.
  open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue] }
  /// Sets the symbol configuration of the image for a state.
  open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
    symbolConfigurations[state.rawValue] = configuration
  }
  /// The symbol configuration of the image for a state.
  open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? { symbolConfigurations[state.rawValue] }

  /// The title shown: the configuration's, else the current state's.
  open var currentTitle: String? { configuration?.title ?? title(for: state) }
  /// The styled title shown.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  /// The title colour shown (the tint for a system button with none set).
  open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .system ? .tintColor : .white) }
  /// The image shown: the configuration's, else the current state's.
  open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
  /// The background image shown.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// The label showing the title (its text follows ``currentTitle``).
  open var titleLabel: UILabel? {
    if let label = storedTitleLabel { return label }
    let label = UILabel()
    // A button's title is the 15-pt system font (Interface Builder's "System 15.0").
    label.font = .systemFont(ofSize: 15)
    label.text = currentTitle
    label.attributedText = currentAttributedTitle
    storedTitleLabel = label
    return label
  }
  /// The view showing the image (its image follows ``currentImage``).
  open var imageView: UIImageView? {
    if let view = storedImageView { return view }
    let view = UIImageView(image: currentImage)
    storedImageView = view
    return view
  }

  /// Runs ``configurationUpdateHandler`` for the current state.
  open func updateConfiguration() {
    configurationUpdateHandler?(self)
  }
  /// Updates the configuration at once.
  open func setNeedsUpdateConfiguration() {
    if automaticallyUpdatesConfiguration { updateConfiguration() }
  }

  /// Runs the actions for `controlEvents` (a primary action toggles the selection first when
  /// ``changesSelectionAsPrimaryAction`` is on, as a tap does).
  open override func sendActions(for controlEvents: Event) {
    if changesSelectionAsPrimaryAction && controlEvents.contains(.primaryActionTriggered) { isSelected.toggle() }
    super.sendActions(for: controlEvents)
  }

  /// A system button (`UIButton.systemButton(with:target:action:)`).
  open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
    let button = UIButton(type: .system)
    button.setImage(image, for: .normal)
    if let action { button.addTarget(target, action: action, for: .touchUpInside) }
    return button
  }

  /// The title's size plus the button's padding, rounded up to the pixel grid: a button with a
  /// configuration adds its `contentInsets` around the title in the body style (UIKit's medium
  /// size: 7 above and below, 12 at the sides: "Button" is 34.333 tall); another adds
  /// `contentEdgeInsets` and 6 above and below a 15-pt title (Interface Builder's "Button",
  /// 46 × 30).
  open override var intrinsicContentSize: CGSize { measuredButtonSize }
}
