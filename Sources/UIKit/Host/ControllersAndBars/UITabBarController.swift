import Foundation

/// A tab bar controller: its view controllers (children, in order), the selected one and its
/// tab bar are kept as state; a screen's tab bar comes from its host.
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
  /// The tab bar.
  public let tabBar = UITabBar(frame: .zero)
  /// The delegate.
  open weak var delegate: (any UITabBarControllerDelegate)?
  /// Tabs that can be rearranged.
  open var customizableViewControllers: [UIViewController]?

  /// The view controllers, one per tab (they become children).
  open var viewControllers: [UIViewController]? {
    get { children.isEmpty ? nil : children }
    set {
      replaceChildren(with: newValue ?? [])
      tabBar.items = newValue?.map { $0.tabBarItem }
      if selectedIndex >= children.count { selectedIndex = 0 }
    }
  }
  /// The selected tab's index.
  open var selectedIndex = 0 {
    didSet { tabBar.selectedItem = tabBar.items.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
  }
  /// The selected tab's view controller.
  open var selectedViewController: UIViewController? {
    get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
    set {
      if let newValue, let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
    }
  }

  /// Sets the view controllers.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
}

/// A tab bar controller's delegate (every method optional).
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether a tab may be selected (true).
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// A tab was selected.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A tab bar (kept; a screen's tab bar comes from its host).
@MainActor @preconcurrency
open class UITabBar: UIView {
  /// The items.
  open var items: [UITabBarItem]?
  /// The selected item.
  open var selectedItem: UITabBarItem?
  /// The bar's tint.
  open var barTintColor: UIColor? {
    didSet { appearancePropertySet(.barTintColor) }
  }
  /// The unselected items' tint.
  open var unselectedItemTintColor: UIColor? {
    didSet { appearancePropertySet(.unselectedItemTintColor) }
  }
  /// Whether the bar is translucent.
  open var isTranslucent = true {
    didSet { appearancePropertySet(.isTranslucent) }
  }
  /// The bar's style.
  open var barStyle: UIBarStyle = .default {
    didSet { appearancePropertySet(.barStyle) }
  }
  /// The appearance.
  open var standardAppearance = UITabBarAppearance() {
    didSet { appearancePropertySet(.standardAppearance) }
  }
  /// The appearance at the scroll edge.
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet { appearancePropertySet(.scrollEdgeAppearance) }
  }
  /// Sets the items.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
}

/// A toolbar (kept, with its background and shadow images; a screen's toolbar comes from its
/// host).
@MainActor @preconcurrency
open class UIToolbar: UIView {
  /// The items.
  open var items: [UIBarButtonItem]?
  /// The bar's tint.
  open var barTintColor: UIColor? {
    didSet { appearancePropertySet(.barTintColor) }
  }
  /// Whether the bar is translucent.
  open var isTranslucent = true {
    didSet { appearancePropertySet(.isTranslucent) }
  }
  /// The bar's style.
  open var barStyle: UIBarStyle = .default {
    didSet { appearancePropertySet(.barStyle) }
  }
  /// The appearance.
  open var standardAppearance = UIToolbarAppearance() {
    didSet { appearancePropertySet(.standardAppearance) }
  }
  /// The appearance at the scroll edge.
  open var scrollEdgeAppearance: UIToolbarAppearance?
  /// The appearance in a compact-height bar.
  open var compactAppearance: UIToolbarAppearance?
  /// Sets the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
  private var images = UIKitStateImages()

  /// Sets the background image for a bar position and metrics (kept; not drawn).
  open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
    images[.init(state: 0, barMetrics: barMetrics.rawValue, position: UInt(topOrBottom.rawValue))] = backgroundImage
  }
  /// The background image set for a bar position and metrics.
  open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
    images[.init(state: 0, barMetrics: barMetrics.rawValue, position: UInt(topOrBottom.rawValue))]
  }
  /// Sets the shadow image for a bar position (kept; not drawn).
  open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
    images[.init(state: 1, position: UInt(topOrBottom.rawValue))] = shadowImage
  }
  /// The shadow image set for a bar position.
  open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
    images[.init(state: 1, position: UInt(topOrBottom.rawValue))]
  }
}
