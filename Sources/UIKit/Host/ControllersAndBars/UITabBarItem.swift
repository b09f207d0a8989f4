import Foundation

/// A tab of a tab bar: title, images, badge (kept; a screen's tab bar comes from its host).
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
  /// A system tab.
  public enum SystemItem: Int, Sendable, Hashable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
  }

  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?
  /// The image when selected.
  open var selectedImage: UIImage?
  /// The badge's text.
  open var badgeValue: String?
  /// The badge's colour.
  open var badgeColor: UIColor? {
    didSet { appearancePropertySet(.badgeColor) }
  }
  /// The appearance.
  open var standardAppearance: UITabBarAppearance?
  /// The appearance at the scroll edge.
  open var scrollEdgeAppearance: UITabBarAppearance?

  /// An item.
  public override init() { super.init() }

  /// Tab bar items are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }

  /// An item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item with a title and images.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// A system item.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.tag = tag
  }
}
