import Foundation

/// Finds the classes an Interface Builder file names: UIKit's class for each kind of element,
/// and the app's class an element's `customClass` and `customModule` name.
///
/// Xcode writes the module a class was in when the file was edited (`customModule="Shop"`);
/// with `customModuleProvider="target"` it means "the target the file belongs to", whose name
/// may differ on Linux (a package target named `ShopCells` builds module `ShopCells`). The
/// class is looked for, in order, in: the module of the bundle the file was found in (SwiftPM
/// names a target's resource bundle `Package_Target`) when the module is the target's, the
/// module written, that bundle's module otherwise, and the modules of the objects the code
/// handed the loader (a nib's owner, a collection view's data source). A class that is in none
/// is UIKit's "Unknown class … in Interface Builder file." (see ``IBLoader``).
@MainActor
struct IBClassResolver {
  /// The modules of the bundle the file came from, most likely first.
  var bundleModules: [String] = []
  /// Modules of objects the loading code was given, in order.
  var otherModules: [String] = []

  /// UIKit's class for an element, by the element's name, when UIKit has one here.
  static func uikitClass(for elementName: String) -> AnyClass? {
    guard let name = uikitClassNames[elementName] else { return nil }
    return _typeByName("UIKit.\(name)") as? AnyClass
  }

  /// UIKit's class name for each element Interface Builder writes an object as (those this
  /// module lacks, like `UITableView` while it has none, are found once it has them).
  static let uikitClassNames: [String: String] = [
    "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView", "stackView": "UIStackView",
    "scrollView": "UIScrollView", "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch",
    "segmentedControl": "UISegmentedControl", "slider": "UISlider", "stepper": "UIStepper", "pageControl": "UIPageControl",
    "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView", "visualEffectView": "UIVisualEffectView",
    "datePicker": "UIDatePicker", "searchBar": "UISearchBar", "navigationBar": "UINavigationBar", "toolbar": "UIToolbar",
    "tabBar": "UITabBar", "containerView": "UIView", "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
    "collectionReusableView": "UICollectionReusableView", "collectionViewCellContentView": "UIView", "tableView": "UITableView",
    "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UIView", "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
    "viewController": "UIViewController", "collectionViewController": "UICollectionViewController",
    "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
    "splitViewController": "UISplitViewController", "tableViewController": "UITableViewController",
    "collectionViewFlowLayout": "UICollectionViewFlowLayout", "collectionViewLayout": "UICollectionViewLayout",
    "tapGestureRecognizer": "UITapGestureRecognizer", "longPressGestureRecognizer": "UILongPressGestureRecognizer",
    "panGestureRecognizer": "UIPanGestureRecognizer", "barButtonItem": "UIBarButtonItem", "navigationItem": "UINavigationItem",
    "tabBarItem": "UITabBarItem", "customObject": "NSObject",
  ]

  /// The app's class named by `customClass` and `customModule`, or `nil` when no module has
  /// it.
  func appClass(named name: String, module: String?, moduleFromTarget: Bool) -> AnyClass? {
    for candidate in modules(written: module, fromTarget: moduleFromTarget) {
      if let found = _typeByName("\(candidate).\(name)") as? AnyClass { return found }
    }
    // A class without a module (an Objective-C name) may be one of UIKit's.
    if module == nil, let found = _typeByName("UIKit.\(name)") as? AnyClass { return found }
    return nil
  }

  /// The modules to look in, in order, without repeats.
  func modules(written module: String?, fromTarget: Bool) -> [String] {
    var ordered: [String] = []
    func add(_ name: String) {
      if !name.isEmpty, !ordered.contains(name) { ordered.append(name) }
    }
    if fromTarget { bundleModules.forEach(add) }
    if let module { add(module) }
    bundleModules.forEach(add)
    otherModules.forEach(add)
    return ordered
  }

  /// The module of an object's class (`Shop` for `Shop.ProductCell`), unless it is UIKit's.
  static func module(of object: AnyObject) -> String? {
    let module = String(String(reflecting: type(of: object)).prefix { $0 != "." })
    return module == "UIKit" || module == "Foundation" ? nil : module
  }

  /// The modules a SwiftPM resource bundle can belong to: `Package_Target.resources` (Linux)
  /// or `Package_Target.bundle` belongs to target `Target`; as the package's name may hold `_`
  /// too, each split is a candidate, the shortest target name first.
  nonisolated static func modules(ofBundleNamed bundleName: String) -> [String] {
    var name = bundleName
    for suffix in [".resources", ".bundle"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
    var candidates: [String] = []
    var index = name.endIndex
    while let underscore = name[..<index].lastIndex(of: "_") {
      let target = String(name[name.index(after: underscore)...])
      if !target.isEmpty { candidates.append(target) }
      index = underscore
    }
    return candidates
  }

  /// The name UIKit logs for a class it cannot find: the Objective-C runtime name of a Swift
  /// class (`_TtC4Shop11ProductCell`), or the name itself without a module.
  static func runtimeName(_ name: String, module: String?) -> String {
    guard let module, !module.isEmpty else { return name }
    return "_TtC\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
  }
}
