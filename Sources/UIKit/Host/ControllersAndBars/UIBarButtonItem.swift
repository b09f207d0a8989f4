import Foundation

/// A button of a navigation bar or toolbar: its title, image, style, primary action and menu
/// are kept (the bar a screen draws comes from its host). Target–action is kept too, but Linux
/// has no selectors to send.
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
  /// A system button.
  public enum SystemItem: Int, Sendable, Hashable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop, camera,
      trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
  }

  /// How a button looks.
  public enum Style: Int, Sendable, Hashable {
    case plain, bordered, done
    /// The prominent style of iOS 26.
    case prominent
  }

  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?
  /// The style.
  open var style: Style = .plain
  /// The tint colour.
  open var tintColor: UIColor? {
    didSet { appearancePropertySet(.tintColor) }
  }
  /// The primary action (run by ``UIControl``-like senders only; kept).
  open var primaryAction: UIAction?
  /// Whether a drag held over it springs it open (UISpringLoadedInteractionSupporting; kept,
  /// as no drag happens on a screen; UIKit's default: false).
  open var isSpringLoaded = false
  /// The menu shown on tap (or long press with a primary action).
  open var menu: UIMenu?
  /// The order of the menu's elements.
  open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
  /// A view in place of the button.
  open var customView: UIView?
  /// The width of a fixed space.
  open var width: CGFloat = 0
  /// Titles the button may show, for its width.
  open var possibleTitles: Set<String>?
  /// Whether the button is selected.
  open var isSelected = false
  /// Whether tapping changes the selection of its menu.
  open var changesSelectionAsPrimaryAction = false
  /// Whether the button is hidden.
  open var isHidden = false
  /// The target (kept).
  open weak var target: AnyObject?
  /// The action's selector (kept; never sent).
  open var action: Selector?

  /// A button.
  public override init() { super.init() }

  /// Bar button items are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }

  /// A button with a title, an image, a primary action and a menu.
  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A system button with a primary action and a menu.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A button with a title, a style, a target and an action.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// A button with an image, a style, a target and an action.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// A system button with a target and an action.
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init()
    self.systemItem = systemItem
    self.target = target as AnyObject?
    self.action = action
  }

  /// A button showing a view.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// A fixed space.
  public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem()
    item.systemItem = .fixedSpace
    item.width = width
    return item
  }

  /// A flexible space.
  public class func flexibleSpace() -> UIBarButtonItem {
    let item = UIBarButtonItem()
    item.systemItem = .flexibleSpace
    return item
  }
}

/// A group of bar button items (kept).
@MainActor @preconcurrency
open class UIBarButtonItemGroup: NSObject {
  /// The items.
  open var barButtonItems: [UIBarButtonItem]
  /// The item shown when the group collapses.
  open var representativeItem: UIBarButtonItem?
  /// A group of items.
  public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
    self.barButtonItems = barButtonItems
    self.representativeItem = representativeItem
  }
  /// A fixed group.
  public static func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
    UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
  }
  /// A movable group.
  public static func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
    UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
  }
}
