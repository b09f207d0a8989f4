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
  /// The trailing button.
  open var rightBarButtonItem: UIBarButtonItem?
  /// The trailing buttons.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The leading button.
  open var leftBarButtonItem: UIBarButtonItem?
  /// The leading buttons.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// Whether the search bar hides when scrolling.
  open var hidesSearchBarWhenScrolling = true

  /// An item with a title.
  public init(title: String) {
    self.title = title
  }

  /// Navigation items are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }
}
