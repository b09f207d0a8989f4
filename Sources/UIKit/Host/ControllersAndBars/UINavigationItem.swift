import Foundation

/// What a view controller shows in a navigation bar. Kept: a screen's bars come from its host
/// (``CollectionViewHost``), not from the navigation item.
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
  /// How a large title shows.
  public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
    case automatic, always, never, inline
  }

  /// The title.
  open var title: String?
  /// Text above the title.
  open var prompt: String?
  /// A view in place of the title.
  open var titleView: UIView?
  /// How a large title shows.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// The back button's title.
  open var backButtonTitle: String?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// The trailing button: the first of ``rightBarButtonItems``, as in UIKit.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// The trailing buttons, from the trailing edge inwards.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The leading button: the first of ``leftBarButtonItems``.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The leading buttons, from the leading edge inwards.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// Whether the search bar hides when scrolling.
  open var hidesSearchBarWhenScrolling = true
  /// The search controller shown in the bar.
  open var searchController: UISearchController?
  /// Where the search bar sits.
  open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
  /// The back button of controllers pushed above.
  open var backBarButtonItem: UIBarButtonItem?
  /// How the back button shows its title.
  open var backButtonDisplayMode: BackButtonDisplayMode = .default
  /// Whether leading items go beside the back button.
  open var leftItemsSupplementBackButton = false
  /// The appearance.
  open var standardAppearance: UINavigationBarAppearance?
  /// The appearance at the scroll edge.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The appearance in a compact-height bar.
  open var compactAppearance: UINavigationBarAppearance?
  /// The appearance in a compact-height bar at the scroll edge.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// The item's style.
  open var style: ItemStyle = .navigator
  /// The items centred in an editor-style bar.
  open var centerItemGroups: [UIBarButtonItemGroup] = []
  /// A menu from the title.
  open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)?

  /// Where a search bar sits.
  public enum SearchBarPlacement: Int, Sendable, Hashable {
    case automatic, inline, stacked
  }

  /// How a back button shows its title.
  public enum BackButtonDisplayMode: Int, Sendable, Hashable {
    case `default`, generic, minimal
  }

  /// A navigation item's style.
  public enum ItemStyle: Int, Sendable, Hashable {
    case navigator, browser, editor
  }

  /// An item with no title.
  public convenience override init() { self.init(title: "") }

  /// Sets the trailing button.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  /// Sets the trailing buttons.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  /// Sets the leading button.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the leading buttons.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  /// Hides or shows the back button.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

  /// An item with a title.
  public init(title: String) {
    self.title = title
  }

  /// Navigation items are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }
}
