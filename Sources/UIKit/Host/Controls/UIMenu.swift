import Foundation

/// An element of a menu: an action, a command, a submenu or a deferred element.
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
  /// The title.
  open var title: String { "" }
  /// The subtitle.
  open var subtitle: String? {
    get { nil }
    set {}
  }
  /// The image.
  open var image: UIImage? { nil }

  override init() {}

  /// An element's state: a checkmark, none, or mixed.
  public enum State: Int, Sendable, Hashable {
    case off, on, mixed
  }

  /// How an element looks and behaves.
  public struct Attributes: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// Attributes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // UIKit's element attributes.
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// The size an element prefers in a menu.
  public typealias Size = UIMenu.ElementSize
}

/// A menu: a title and its children, as a button or bar button item shows it. Kept as state;
/// no menu opens on a screen.
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
  /// How a menu shows its children.
  public struct Options: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // UIKit's menu options.
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The size of a menu's elements.
  public enum ElementSize: Int, Sendable, Hashable {
    case small, medium, large
    /// The system's choice.
    case automatic = -1
  }

  /// A menu's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// An identifier by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier by name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  private let storedTitle: String
  private var storedSubtitle: String?
  private let storedImage: UIImage?
  /// The title.
  open override var title: String { storedTitle }
  /// The subtitle.
  open override var subtitle: String? {
    get { storedSubtitle }
    set { storedSubtitle = newValue }
  }
  /// The image.
  open override var image: UIImage? { storedImage }
  /// The identifier.
  public let identifier: Identifier
  /// How the children show.
  public let options: Options
  /// The size of the children.
  open var preferredElementSize: ElementSize
  /// The children, in order.
  public let children: [UIMenuElement]

  /// A menu.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
    preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []
  ) {
    self.storedTitle = title
    self.storedSubtitle = subtitle
    self.storedImage = image
    self.identifier = identifier ?? Identifier(rawValue: "com.apple.menu.dynamic.\(title)")
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
    super.init()
  }

  /// The same menu with other children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, preferredElementSize: preferredElementSize,
      children: newChildren)
  }

  /// The children whose state is on (actions and commands).
  open var selectedElements: [UIMenuElement] {
    children.filter { ($0 as? UIAction)?.state == .on || ($0 as? UICommand)?.state == .on }
  }
}

/// A menu element whose children a provider gives later (kept; the provider is not called).
@MainActor @preconcurrency
open class UIDeferredMenuElement: UIMenuElement {
  /// The provider, which calls its completion with the elements.
  public let elementProvider: (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
  /// Whether the provider's answer is kept.
  public let isCached: Bool

  /// An element provided later, cached after the first time.
  public init(_ elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
    self.elementProvider = elementProvider
    self.isCached = true
  }

  private init(uncachedProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
    self.elementProvider = uncachedProvider
    self.isCached = false
  }

  /// An element provided anew each time the menu opens.
  public static func uncached(_ elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
    UIDeferredMenuElement(uncachedProvider: elementProvider)
  }
}

/// A menu command sending a selector (kept; Linux has no selectors to send).
@MainActor @preconcurrency
open class UICommand: UIMenuElement {
  private let storedTitle: String
  private let storedImage: UIImage?
  /// The title.
  open override var title: String { storedTitle }
  /// The image.
  open override var image: UIImage? { storedImage }
  /// The selector.
  public let action: Selector
  /// The property list passed along.
  public let propertyList: Any?
  /// The title shown in the keyboard shortcut list.
  open var discoverabilityTitle: String?
  /// Attributes.
  open var attributes: UIMenuElement.Attributes
  /// The state.
  open var state: UIMenuElement.State

  /// A command.
  public init(
    title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.storedTitle = title
    self.storedImage = image
    self.action = action
    self.propertyList = propertyList
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
  }
}
