/// What the transformation knows of the types an app's classes inherit from outside the target,
/// to tell whether a class's superclass already has a table (`_objcTable`, which the class then
/// overrides) or the class is the root of its hierarchy (and declares it).
enum KnownTypes {
  /// Foundation's classes (and Swift's root): no table. An app class inheriting from one
  /// declares its own.
  static let foundationClasses: Set<String> = [
    "NSObject", "Operation", "BlockOperation", "OperationQueue", "NSCoder", "Thread", "Formatter", "DateFormatter",
    "NumberFormatter", "NSCache", "URLProtocol", "InputStream", "OutputStream", "Stream", "NSValue", "NSNumber", "Notification",
    "NSNotification", "NSString", "NSMutableString", "NSArray", "NSDictionary", "NSAttributedString", "NSMutableAttributedString",
    "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "Progress", "UndoManager", "NSPredicate", "Bundle",
  ]

  /// UIKit's classes in this package's UIKit module that have no table (values, layout
  /// descriptions, configurations): a subclass of one declares its own. Every other UIKit
  /// class — responders (views, view controllers, cells, controls, the application),
  /// gesture recognizers, bar items, layouts and their attributes, layers, constraints,
  /// presentation controllers — has one.
  static let uikitClassesWithoutTable: Set<String> = [
    "CAAnimation", "CABasicAnimation", "NSCollectionLayoutAnchor", "NSCollectionLayoutBoundarySupplementaryItem",
    "NSCollectionLayoutDecorationItem", "NSCollectionLayoutDimension", "NSCollectionLayoutEdgeSpacing", "NSCollectionLayoutGroup",
    "NSCollectionLayoutGroupCustomItem", "NSCollectionLayoutItem", "NSCollectionLayoutSection", "NSCollectionLayoutSize",
    "NSCollectionLayoutSpacing", "NSCollectionLayoutSupplementaryItem", "NSLayoutAnchor", "NSLayoutDimension", "NSLayoutXAxisAnchor",
    "NSLayoutYAxisAnchor", "NSMutableParagraphStyle", "NSParagraphStyle", "NSShadow", "NSTextAttachment", "UIAccessibilityCustomAction",
    "UIAction", "UIActivity", "UIAlertAction", "UIBarAppearance", "UIBarButtonItemAppearance", "UIBarButtonItemGroup", "UIBezierPath",
    "UIBlurEffect", "UICollectionViewCompositionalLayoutConfiguration", "UICollectionViewDiffableDataSource",
    "UICollectionViewFlowLayoutInvalidationContext", "UICollectionViewLayoutInvalidationContext", "UICollectionViewUpdateItem",
    "UIColor", "UICommand", "UIContextMenuConfiguration", "UIContextMenuInteraction", "UIContextualAction", "UIDeferredMenuElement",
    "UIDevice", "UIEvent", "UIFeedbackGenerator", "UIFont", "UIFontDescriptor", "UIGraphicsImageRenderer",
    "UIGraphicsImageRendererContext", "UIGraphicsImageRendererFormat", "UIImage", "UIImpactFeedbackGenerator", "UIKeyCommand",
    "UILayoutGuide", "UIMenu", "UIMenuElement", "UINavigationBarAppearance", "UINavigationItem", "UINotificationFeedbackGenerator",
    "UIOpenURLContext", "UIPasteboard", "UISceneConfiguration", "UISceneSession", "UISceneSizeRestrictions", "UIScreen", "UISearchToken",
    "UISelectionFeedbackGenerator", "UIStatusBarManager", "UIStoryboard", "UIStoryboardSegue", "UISwipeActionsConfiguration",
    "UITabBarAppearance", "UITabBarItemAppearance", "UIToolbarAppearance", "UITouch", "UITraitCollection", "UIVibrancyEffect",
    "UIViewPropertyAnimator", "UIVisualEffect", "UITableViewDiffableDataSource", "UITableViewRowAction",
  ]

  /// UIKit's view classes: their app subclasses can be made through a metatype (`T()`).
  static let uikitViews: Set<String> = [
    "UIView", "UILabel", "UIImageView", "UIButton", "UIStackView", "UIScrollView", "UITextField", "UITextView", "UIControl", "UISwitch",
    "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UIProgressView", "UIActivityIndicatorView", "UIVisualEffectView",
    "UIRefreshControl", "UIDatePicker", "UISearchBar", "UISearchTextField", "UINavigationBar", "UIToolbar", "UITabBar", "UIWindow",
    "UICollectionView", "UITableView", "UIListContentView", "UIContentUnavailableView",
  ]
  /// UIKit's view controllers: their app subclasses can be made through a metatype (`init()`).
  static let uikitViewControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
    "UISplitViewController", "UIPageViewController", "UISearchController", "UIAlertController", "UIActivityViewController",
  ]
  /// UIKit's reusable views: a collection or table view makes them through their metatypes.
  static let uikitReusableViews: Set<String> = [
    "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell", "UITableViewCell", "UITableViewHeaderFooterView",
  ]

  /// Protocols an app class may list first (it then has no superclass).
  static let protocols: Set<String> = [
    "AnyObject", "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Identifiable", "Comparable", "Sendable", "Error",
    "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "ObservableObject", "NSObjectProtocol", "NSCoding",
    "NSSecureCoding", "NSCopying",
  ]

  /// Whether a type outside the target, named `name`, is a class with a table.
  static func hasTable(_ name: String) -> Bool {
    if foundationClasses.contains(name) || uikitClassesWithoutTable.contains(name) || protocols.contains(name) { return false }
    // UIKit's delegate and data source protocols, and protocols named as Swift names them.
    for suffix in ["Delegate", "DataSource", "Protocol", "Providing", "Convertible", "Representable"] where name.hasSuffix(suffix) {
      return false
    }
    // A class of UIKit with a table, or of a library (which almost always extends one of
    // UIKit's views or controllers).
    return true
  }
}
