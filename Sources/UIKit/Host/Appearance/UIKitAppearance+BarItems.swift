import Foundation

// Bar items' appearance proxies (`UIBarButtonItem.appearance().tintColor = …`,
// `setTitleTextAttributes(_:for:)`): UIKit applies them to the items a bar shows when the bar
// enters a window, the bar among their containers.

extension UIBarItem: UIAppearance {
  /// The proxy of the class: settings made on it are applied to the items of the class (and of
  /// its subclasses) that a navigation bar, toolbar or tab bar shows, when the bar's controller's
  /// view enters a window, except what the item was given itself.
  public static func appearance() -> Self {
    UIKitAppearance.barItemProxy(for: self, containers: [], traits: nil) as! Self
  }

  /// The proxy for items inside bars, views or view controllers of `containerTypes` (ascending
  /// hierarchical order: the nearest container first).
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
    UIKitAppearance.barItemProxy(for: self, containers: containerTypes.map { $0 as AnyClass }, traits: nil) as! Self
  }

  /// The proxy for items whose bar's traits contain `trait`'s.
  public static func appearance(for trait: UITraitCollection) -> Self {
    UIKitAppearance.barItemProxy(for: self, containers: [], traits: trait) as! Self
  }

  /// The proxy for items whose bar's traits contain `trait`'s, inside containers.
  public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
    UIKitAppearance.barItemProxy(for: self, containers: containerTypes.map { $0 as AnyClass }, traits: trait) as! Self
  }
}

extension UIBarItem {
  /// Notes that an appearance property was given a value on the item itself, unless a proxy is
  /// applying it.
  func appearancePropertySet(_ key: UIKitAppearanceKeys) {
    if !UIKitAppearance.isApplying { appearanceCustomized.properties.insert(key) }
  }

  /// Notes that a property of the app's class changed (see ``UIView/appearanceKeySet(_:)``).
  func appearanceKeySet(_ key: String) {
    if !UIKitAppearance.isApplying, !appearanceCustomized.appKeys.contains(key) { appearanceCustomized.appKeys.append(key) }
  }
}

extension UIKitAppearance {
  /// The proxy of a bar item class for containers and traits.
  static func barItemProxy(for type: UIBarItem.Type, containers: [AnyClass], traits: UITraitCollection?) -> UIBarItem {
    registered(type, containers: containers, traits: traits) {
      let item = UIKitViewFactory.makeBarItem(type)
      item.appearanceCustomized = UIKitAppearanceCustomization()
      return item
    } as! UIBarItem
  }

  /// The items `bar` shows for `controller`: a navigation bar, the back, leading and trailing
  /// buttons of its controllers' navigation items; a toolbar, its top controller's toolbar
  /// items; a tab bar, its items (else its controllers').
  static func items(shownBy bar: UIView, of controller: UIViewController) -> [UIBarItem] {
    switch (bar, controller) {
    case (is UINavigationBar, let navigation as UINavigationController):
      return navigation.viewControllers.flatMap { shown -> [UIBarItem] in
        let item = shown.navigationItem
        return (item.backBarButtonItem.map { [$0] } ?? []) + (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])
      }
    case (is UIToolbar, let navigation as UINavigationController):
      return navigation.topViewController?.toolbarItems ?? []
    case (let tabBar as UITabBar, let tabs as UITabBarController):
      return tabBar.items ?? tabs.viewControllers?.compactMap { $0.tabBarItem } ?? []
    default:
      return []
    }
  }

  /// Applies to `item`, shown by `bar` within `containers`, the proxies that match it: its
  /// title attributes state by state (a state the item has its own for keeps them), a button's
  /// tint, a tab bar item's badge colour and the app's own properties.
  static func apply(to item: UIBarItem, in bar: UIView, containers: [UIResponder]) {
    let matching = matchingProxies(of: item, traits: bar.traitCollection, containers: containers)
    guard !matching.isEmpty else { return }
    applying {
      for case let proxy as UIBarItem in matching {
        let set = proxy.appearanceCustomized.properties
        let own = item.appearanceCustomized.properties
        if set.contains(.titleTextAttributes) {
          for (state, attributes) in proxy.titleAttributes.sorted(by: { $0.key < $1.key }) where item.titleAttributes[state] == nil {
            item.setTitleTextAttributes(attributes, for: UIControl.State(rawValue: state))
          }
        }
        if set.contains(.tintColor), !own.contains(.tintColor), let proxy = proxy as? UIBarButtonItem, let button = item as? UIBarButtonItem {
          button.tintColor = proxy.tintColor
        }
        if set.contains(.badgeColor), !own.contains(.badgeColor), let proxy = proxy as? UITabBarItem, let tab = item as? UITabBarItem {
          tab.badgeColor = proxy.badgeColor
        }
        applyAppKeys(proxy.appearanceCustomized.appKeys, from: proxy, to: item, keeping: item.appearanceCustomized.appKeys)
      }
    }
  }
}
