import Foundation

/// An appearance property a proxy passes on: its key, and how its value goes from the proxy
/// to a view of the class that declares it (a view that was given its own value keeps it).
@MainActor
struct UIKitAppearanceProperty {
  let key: UIKitAppearanceKeys
  let apply: (_ proxy: UIView, _ view: UIView) -> Void

  /// A property read and written through its key path, on views of class `V`.
  static func of<V: UIView, T>(_ key: UIKitAppearanceKeys, _ keyPath: ReferenceWritableKeyPath<V, T>) -> UIKitAppearanceProperty {
    UIKitAppearanceProperty(key: key) { proxy, view in
      guard let proxy = proxy as? V, let view = view as? V, !view.appearanceCustomized.properties.contains(key) else { return }
      view[keyPath: keyPath] = proxy[keyPath: keyPath]
    }
  }

  /// A button's title colours, state by state: a state the button has a colour of its own for
  /// keeps it.
  static let titleColor = UIKitAppearanceProperty(key: .titleColor) { proxy, view in
    guard let proxy = proxy as? UIButton, let button = view as? UIButton else { return }
    for (state, color) in proxy.titleColors.sorted(by: { $0.key < $1.key }) where button.titleColors[state] == nil {
      button.setTitleColor(color, for: UIControl.State(rawValue: state))
    }
  }

  /// The properties followed, in the order they are applied.
  static let all: [UIKitAppearanceProperty] = [
    of(.backgroundColor, \UIView.backgroundColor), of(.tintColor, \UIView.tintColor),
    of(.textColor, \UILabel.textColor), of(.font, \UILabel.font),
    of(.textColor, \UITextField.textColor), of(.font, \UITextField.font),
    titleColor,
    of(.onTintColor, \UISwitch.onTintColor), of(.thumbTintColor, \UISwitch.thumbTintColor),
    of(.barTintColor, \UINavigationBar.barTintColor), of(.isTranslucent, \UINavigationBar.isTranslucent),
    of(.barStyle, \UINavigationBar.barStyle), of(.shadowImage, \UINavigationBar.shadowImage),
    of(.titleTextAttributes, \UINavigationBar.titleTextAttributes), of(.largeTitleTextAttributes, \UINavigationBar.largeTitleTextAttributes),
    of(.standardAppearance, \UINavigationBar.standardAppearance), of(.scrollEdgeAppearance, \UINavigationBar.scrollEdgeAppearance),
    of(.compactAppearance, \UINavigationBar.compactAppearance), of(.prefersLargeTitles, \UINavigationBar.prefersLargeTitles),
    of(.barTintColor, \UITabBar.barTintColor), of(.isTranslucent, \UITabBar.isTranslucent), of(.barStyle, \UITabBar.barStyle),
    of(.unselectedItemTintColor, \UITabBar.unselectedItemTintColor),
    of(.standardAppearance, \UITabBar.standardAppearance), of(.scrollEdgeAppearance, \UITabBar.scrollEdgeAppearance),
    of(.barTintColor, \UIToolbar.barTintColor), of(.isTranslucent, \UIToolbar.isTranslucent), of(.barStyle, \UIToolbar.barStyle),
    of(.standardAppearance, \UIToolbar.standardAppearance),
    of(.barTintColor, \UISearchBar.barTintColor), of(.searchBarStyle, \UISearchBar.searchBarStyle), of(.barStyle, \UISearchBar.barStyle),
    of(.separatorColor, \UITableView.separatorColor), of(.separatorStyle, \UITableView.separatorStyle),
    of(.separatorInset, \UITableView.separatorInset),
    of(.selectedSegmentTintColor, \UISegmentedControl.selectedSegmentTintColor),
  ]
}
