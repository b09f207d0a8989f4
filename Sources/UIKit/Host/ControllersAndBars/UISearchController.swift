import Foundation

/// A search controller: its search bar, results controller, updater and settings are kept; it
/// is never active on a screen (nothing is typed), so the updater is not called.
@MainActor @preconcurrency
open class UISearchController: UIViewController {
  /// Where search suggestions show.
  public enum ScopeBarActivation: Int, Sendable, Hashable {
    case automatic, manual, onTextEntry, onSearchActivation
  }

  /// The search bar.
  public let searchBar = UISearchBar(frame: .zero)
  /// The controller showing results.
  public let searchResultsController: UIViewController?
  /// The object told of changes to the search.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// The delegate.
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the search is active (never, until the app sets it).
  open var isActive = false
  /// Whether the content dims while searching.
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the content dims while searching (old name).
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides while searching.
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the cancel button shows automatically.
  open var automaticallyShowsCancelButton = true
  /// Whether the scope bar shows automatically.
  open var automaticallyShowsScopeBar = true
  /// Whether the results show automatically.
  open var automaticallyShowsSearchResultsController = true
  /// Whether the results show.
  open var showsSearchResultsController = false
  /// When the scope bar shows.
  open var scopeBarActivation: ScopeBarActivation = .automatic

  /// A search controller showing results in `searchResultsController` (`nil`: in place).
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  /// A search controller made by `init()`: results in place.
  public required init?(coder: NSCoder) {
    self.searchResultsController = nil
    super.init(coder: coder)
  }

  /// A search controller with no results controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.searchResultsController = nil
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
}

/// Told when the search changes.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: AnyObject {
  /// The search's text or scope changed.
  func updateSearchResults(for searchController: UISearchController)
}

/// A search controller's delegate (every method optional).
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: AnyObject {
  /// The search will show.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The search showed.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The search will hide.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The search hid.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
