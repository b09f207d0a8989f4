import Foundation

/// A bar's look: background, shadow and text attributes (kept; bars are drawn by the host).
@MainActor @preconcurrency
open class UIBarAppearance: NSObject {
  /// The background colour.
  open var backgroundColor: UIColor?
  /// The background image.
  open var backgroundImage: UIImage?
  /// The background effect.
  open var backgroundEffect: UIBlurEffect?
  /// The shadow's colour.
  open var shadowColor: UIColor?
  /// The shadow's image.
  open var shadowImage: UIImage?
  /// The idiom.
  public let idiom: UIUserInterfaceIdiom
  /// How it was configured: `default`, `opaque`, `transparent`.
  public private(set) var backgroundStyle = "default"

  /// An appearance for the device's idiom.
  public override init() {
    self.idiom = UIKitHost.current.idiom
  }

  /// An appearance for an idiom.
  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
  }

  /// An appearance with `barAppearance`'s values.
  public init(barAppearance: UIBarAppearance) {
    self.idiom = barAppearance.idiom
    super.init()
    copyBackground(from: barAppearance)
  }

  private func copyBackground(from other: UIBarAppearance) {
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundEffect = other.backgroundEffect
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
    backgroundStyle = other.backgroundStyle
  }

  /// The system's default background.
  open func configureWithDefaultBackground() {
    backgroundStyle = "default"
    backgroundColor = nil
    shadowColor = UIColor(named: "barShadow")
  }
  /// An opaque background of the system's colour.
  open func configureWithOpaqueBackground() {
    backgroundStyle = "opaque"
    backgroundColor = .systemBackground
    shadowColor = UIColor(named: "barShadow")
  }
  /// A transparent background with no shadow.
  open func configureWithTransparentBackground() {
    backgroundStyle = "transparent"
    backgroundColor = .clear
    shadowColor = nil
  }
}

/// The look of a bar button's title.
@MainActor @preconcurrency
open class UIBarButtonItemAppearance: NSObject {
  /// The look of one state.
  @MainActor @preconcurrency
  open class StateAppearance: NSObject {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The background image.
    open var backgroundImage: UIImage?
  }

  /// The normal state.
  public let normal = StateAppearance()
  /// The highlighted state.
  public let highlighted = StateAppearance()
  /// The disabled state.
  public let disabled = StateAppearance()
  /// The focused state.
  public let focused = StateAppearance()
}

/// A navigation bar's look.
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The title's offset.
  open var titlePositionAdjustment = UIOffset.zero
  /// Plain buttons' look.
  open var buttonAppearance = UIBarButtonItemAppearance()
  /// Done buttons' look.
  open var doneButtonAppearance = UIBarButtonItemAppearance()
  /// The back button's look.
  open var backButtonAppearance = UIBarButtonItemAppearance()
  /// Sets the back indicator's images.
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {}
}

/// A tab bar's look.
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
  /// The stacked items' look.
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// The inline items' look.
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  /// The compact inline items' look.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
  /// The selection indicator's tint.
  open var selectionIndicatorTintColor: UIColor?
}

/// A tab bar item's look.
@MainActor @preconcurrency
open class UITabBarItemAppearance: NSObject {
  /// The look of one state.
  @MainActor @preconcurrency
  open class StateAppearance: NSObject {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour.
    open var iconColor: UIColor?
    /// The badge's background.
    open var badgeBackgroundColor: UIColor?
  }
  /// The normal state.
  public let normal = StateAppearance()
  /// The selected state.
  public let selected = StateAppearance()
  /// The disabled state.
  public let disabled = StateAppearance()
  /// The focused state.
  public let focused = StateAppearance()
}

/// A toolbar's look.
@MainActor @preconcurrency
open class UIToolbarAppearance: UIBarAppearance {
  /// Plain buttons' look.
  open var buttonAppearance = UIBarButtonItemAppearance()
  /// Done buttons' look.
  open var doneButtonAppearance = UIBarButtonItemAppearance()
}
