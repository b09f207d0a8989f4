import Foundation

/// The outlets of UIKit's own classes that Interface Builder connects (a collection view's
/// `dataSource`, a view controller's `view`, a view's `gestureRecognizers`), by name. (The
/// properties runtime attributes set are in UIKit's Objective-C tables.)
@MainActor
enum IBUIKitKeys {
  /// Sets one of UIKit's outlet collections (a view's gesture recognizers); `false` when the
  /// object's class has none of that name.
  static func setOutletCollection(_ name: String, of object: AnyObject, to values: [AnyObject]) -> Bool {
    guard name == "gestureRecognizers", let view = object as? UIView else { return false }
    for recognizer in values.compactMap({ $0 as? UIGestureRecognizer }) { view.addGestureRecognizer(recognizer) }
    return true
  }

  /// Sets one of UIKit's outlets; `false` when the object's class has none of that name.
  static func setOutlet(_ name: String, of object: AnyObject, to value: AnyObject?) -> Bool {
    switch (object, name) {
    case (let view as UICollectionView, "dataSource"): view.dataSource = value as? any UICollectionViewDataSource
    case (let view as UICollectionView, "delegate"): view.delegate = value as? any UICollectionViewDelegate
    case (let view as UICollectionView, "prefetchDataSource"): view.prefetchDataSource = value as? any UICollectionViewDataSourcePrefetching
    case (let view as UICollectionView, "backgroundView"): view.backgroundView = value as? UIView
    case (let view as UITextField, "delegate"): view.delegate = value as? any UITextFieldDelegate
    case (let view as UITextView, "delegate"): view.delegate = value as? any UITextViewDelegate
    case (let view as UISearchBar, "delegate"): view.delegate = value as? any UISearchBarDelegate
    case (let table as UITableView, "dataSource"): table.dataSource = value as? any UITableViewDataSource
    case (let table as UITableView, "delegate"): table.delegate = value as? any UITableViewDelegate
    case (let table as UITableView, "prefetchDataSource"): table.prefetchDataSource = value as? any UITableViewDataSourcePrefetching
    case (let table as UITableView, "backgroundView"): table.backgroundView = value as? UIView
    case (let table as UITableView, "tableHeaderView"): table.tableHeaderView = value as? UIView
    case (let table as UITableView, "tableFooterView"): table.tableFooterView = value as? UIView
    case (let controller as UITableViewController, "tableView"): controller.tableView = value as? UITableView
    case (let cell as UICollectionViewCell, "backgroundView"): cell.backgroundView = value as? UIView
    case (let cell as UICollectionViewCell, "selectedBackgroundView"): cell.selectedBackgroundView = value as? UIView
    case (let controller as UICollectionViewController, "collectionView"): controller.collectionView = value as? UICollectionView
    case (let controller as UIViewController, "view"): controller.view = value as? UIView
    case (let item as UIBarButtonItem, "customView"): item.customView = value as? UIView
    case (let view as UIView, "mask"): view.mask = value as? UIView
    default: return false
    }
    return true
  }
}
