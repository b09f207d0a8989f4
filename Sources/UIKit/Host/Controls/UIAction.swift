import Foundation

/// What an action runs.
public typealias UIActionHandler = (UIAction) -> Void

/// A menu item or control action with a title, an image, a state and a handler. Kept as state;
/// its handler runs when a control sends it (`sendActions(for:)`) or the app's code calls
/// ``perform(sender:)``, never by itself (no one taps a screen).
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
  /// What an action runs.
  public typealias Handler = UIActionHandler

  /// The title.
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  private var storedTitle: String
  /// The image.
  open override var image: UIImage? {
    get { storedImage }
    set { storedImage = newValue }
  }
  private var storedImage: UIImage?
  /// A subtitle.
  open override var subtitle: String? {
    get { storedSubtitle }
    set { storedSubtitle = newValue }
  }
  private var storedSubtitle: String?
  /// The identifier.
  open private(set) var identifier: Identifier
  /// The title shown in the keyboard shortcut list.
  open var discoverabilityTitle: String?
  /// Destructive, disabled, hidden, keeps the menu presented.
  open var attributes: UIMenuElement.Attributes
  /// On, off or mixed (a checkmark in a menu).
  open var state: UIMenuElement.State
  /// What sent the action while its handler runs (the control or bar button item), else `nil`.
  open private(set) var sender: Any?
  /// The handler.
  let handler: Handler

  /// An action.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping Handler
  ) {
    self.storedTitle = title
    self.storedImage = image
    self.identifier = identifier ?? Identifier(rawValue: "com.apple.action.dynamic.\(title)")
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init()
  }

  /// Runs the handler with `sender` as ``sender`` (as UIKit does when a control sends it).
  open func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }

  /// An action's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// An identifier by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier by name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}
