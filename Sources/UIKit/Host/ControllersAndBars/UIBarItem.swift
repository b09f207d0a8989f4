import Foundation

/// An item of a bar (a bar button item, a tab bar item): its title, image and text attributes.
@MainActor @preconcurrency
open class UIBarItem: NSObject {
  /// The class's methods, outlets and key-value properties by name, for selectors and key-value
  /// coding (see ``_ObjCClassTable``); `collection-snapshot-linuxify` overrides it in an app's
  /// subclasses.
  nonisolated open class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self)) }

  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The image in a compact-height bar.
  open var landscapeImagePhone: UIImage?
  /// The large content viewer's image.
  open var largeContentSizeImage: UIImage?
  /// Insets of the image.
  open var imageInsets: UIEdgeInsets = .zero
  /// Whether the item is enabled.
  open var isEnabled = true
  /// A tag.
  open var tag = 0
  /// The label for assistive technologies.
  open var accessibilityLabel: String?
  /// The hint for assistive technologies.
  open var accessibilityHint: String?
  /// An identifier for UI tests.
  open var accessibilityIdentifier: String?
  /// The title's attributes set, by state.
  private(set) var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  /// The appearance properties given a value on the item itself, which its class's appearance
  /// proxies leave alone.
  var appearanceCustomized = UIKitAppearanceCustomization()

  /// An item.
  public override init() {}

  /// Runs the class's own `init()` for a caller that knows the class only by its metatype
  /// (an appearance proxy, through ``_UIBarItemMetatypeInitializing``). Obsoleted since Swift
  /// 4.2, so that no subclass has to write it.
  @available(swift, obsoleted: 4.2)
  public required convenience init(_metatypeBarItem: Void) {
    self.init()
  }

  /// Items are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }

  /// Sets the title's attributes for a state.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
    appearancePropertySet(.titleTextAttributes)
  }

  /// The title's attributes for a state.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }
}
