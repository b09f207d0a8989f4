import Foundation

/// The appearance proxies the app made, and how their settings reach views.
///
/// A proxy is an instance of its class that never enters a window; the appearance properties
/// the app sets on it (``UIKitAppearanceKeys``) are what it passes on. When a view enters a
/// window, UIKit applies the settings of every proxy that matches it, except for properties
/// the view was given a value of its own (by the app's code or its Interface Builder file).
/// The proxies that match apply from the least to the most specific, so the most specific
/// value of each property wins:
/// 1. a superclass's proxy before its subclass's;
/// 2. a proxy without containers before one limited to containers;
/// 3. among proxies limited to containers, UIKit's documented rule: "In any given view
///    hierarchy, the outermost appearance proxy wins. Specificity (depth of the chain) is the
///    tie-breaker." The containers are matched reading the hierarchy from the window down, so
///    a proxy whose outermost container is nearer the window wins, then the longer list;
/// 4. a proxy limited to traits after one that is not;
/// 5. then the order the app made them in (the later wins): no hash order anywhere.
@MainActor
enum UIKitAppearance {
  /// A proxy (a view, or a bar item), its class, the containers it is limited to (the nearest
  /// first) and its traits.
  struct Proxy {
    let type: AnyClass
    let containers: [AnyClass]
    let traits: UITraitCollection?
    let proxy: AnyObject
  }

  /// The proxies in the order the app made them.
  private(set) static var proxies: [Proxy] = []
  /// True while a proxy's values are being applied: those sets are not the view's own values.
  private(set) static var isApplying = false

  /// The proxy for a class, containers and traits: the one made before for the same three, else
  /// a new one.
  static func proxy(for type: UIView.Type, containers: [AnyClass], traits: UITraitCollection?) -> UIView {
    registered(type, containers: containers, traits: traits) {
      let view = type._objcMake(frame: .zero)
      // What the class's own initializer set on the proxy is not the app's theme.
      view.appearanceCustomized = UIKitAppearanceCustomization()
      return view
    } as! UIView
  }

  /// The proxy registered for a class, containers and traits, else the one `make` makes.
  static func registered(_ type: AnyClass, containers: [AnyClass], traits: UITraitCollection?, make: () -> AnyObject) -> AnyObject {
    if let found = proxies.first(where: { $0.type == type && $0.containers.elementsEqual(containers, by: ==) && sameTraits($0.traits, traits) }) { return found.proxy }
    // UIKit makes no object for a proxy, so nothing is raised making one (a collection view
    // made through its class raises for its missing layout): what the class's initializer
    // raises goes to a recorder of its own, not to the screen's.
    let proxy = UIKitExceptionRecorder.$current.withValue(UIKitExceptionRecorder(), operation: make)
    proxies.append(Proxy(type: type, containers: containers, traits: traits, proxy: proxy))
    return proxy
  }

  /// Whether two proxies' traits are the same: each contains the other's (trait collections
  /// are compared by value, as UIKit compares them).
  private static func sameTraits(_ a: UITraitCollection?, _ b: UITraitCollection?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a.containsTraits(in: b) && b.containsTraits(in: a)
  }

  /// Applies the proxies to views that just entered a window (a view and the views inside it),
  /// and to the bars of the navigation and tab bar controllers whose views they are (UIKit's
  /// bars are subviews of those views; here they are kept beside them).
  static func viewsEnteredWindow(_ views: [UIView]) {
    guard !proxies.isEmpty else { return }
    for view in views {
      apply(to: view, containers: containerChain(above: view))
      guard let controller = view.owningViewController else { continue }
      let bars: [UIView]
      switch controller {
      case let navigation as UINavigationController: bars = [navigation.navigationBar] + (navigation.toolbar.map { [$0] } ?? [])
      case let tabs as UITabBarController: bars = [tabs.tabBar]
      default: bars = []
      }
      // A bar's containers: the controller's view, then what contains that view.
      let above = containerChain(above: view) + [view]
      for bar in bars where bar.superview == nil {
        apply(to: bar, containers: above)
        for item in items(shownBy: bar, of: controller) { apply(to: item, in: bar, containers: above + [bar]) }
      }
    }
  }

  /// Applies the proxies to `view` (and the views inside it), shown by `container` without
  /// being its subview: the cells and header views the headless runtime reads, which UIKit
  /// adds to the collection or table view.
  static func viewsEntered(_ container: UIView, _ view: UIView) {
    guard !proxies.isEmpty else { return }
    let above = containerChain(above: container) + [container]
    var pending: [(UIView, [UIResponder])] = [(view, above)]
    var count = 0
    while let (next, chain) = pending.popLast(), count < 65_536 {
      count += 1
      apply(to: next, containers: chain)
      let inside = chain + [next]
      pending += next.subviews.reversed().map { ($0, inside) }
    }
  }

  /// Applies to `view` the proxies that match it within `containers` (its enclosing views and
  /// view controllers, from the window down; see the type's rules).
  static func apply(to view: UIView, containers: [UIResponder]) {
    let matching = matchingProxies(of: view, traits: view.traitCollection, containers: containers)
    guard !matching.isEmpty else { return }
    applying {
      for case let proxy as UIView in matching {
        for property in UIKitAppearanceProperty.all where proxy.appearanceCustomized.properties.contains(property.key) {
          property.apply(proxy, view)
        }
        applyAppKeys(proxy.appearanceCustomized.appKeys, from: proxy, to: view, keeping: view.appearanceCustomized.appKeys)
      }
    }
  }

  /// The proxies that match `object` (of its class, traits contained in `traits`, containers
  /// matched in `containers`), the least specific first.
  static func matchingProxies(of object: NSObject, traits: UITraitCollection, containers: [UIResponder]) -> [AnyObject] {
    var matching: [(rank: Rank, proxy: AnyObject)] = []
    for (order, proxy) in proxies.enumerated() where object.isKind(of: proxy.type) {
      if let limit = proxy.traits, !traits.containsTraits(in: limit) { continue }
      guard let outermost = outermostMatch(of: proxy.containers, in: containers) else { continue }
      let rank = Rank(
        classDepth: depth(of: proxy.type), limited: !proxy.containers.isEmpty, outermost: outermost,
        chainLength: proxy.containers.count, traits: proxy.traits != nil, order: order)
      matching.append((rank, proxy.proxy))
    }
    return matching.sorted { $0.rank < $1.rank }.map(\.proxy)
  }

  /// Runs `body` with the sets it makes taken as the proxies', not the object's own.
  static func applying(_ body: () -> Void) {
    let wasApplying = isApplying
    isApplying = true
    defer { isApplying = wasApplying }
    body()
  }

  /// The app's own appearance properties, by key-value coding, in the order the app set them
  /// (a key without a key-value property is not one: it is passed over); a key in `own` is
  /// kept.
  static func applyAppKeys(_ keys: [String], from proxy: AnyObject, to object: AnyObject, keeping own: [String]) {
    for key in keys where !own.contains(key) {
      try? ObjCKeyValueCoding.setValueThrowing(try ObjCKeyValueCoding.valueThrowing(of: proxy, forKey: key), of: object, forKey: key)
    }
  }

  /// Where a proxy stands among those that match a view: the greater applies later, and wins.
  struct Rank: Comparable {
    let classDepth: Int
    let limited: Bool
    /// How far below the window the outermost container matched (0: the window itself);
    /// nearer the window ranks higher.
    let outermost: Int
    let chainLength: Int
    let traits: Bool
    let order: Int

    static func < (a: Rank, b: Rank) -> Bool {
      if a.classDepth != b.classDepth { return a.classDepth < b.classDepth }
      if a.limited != b.limited { return !a.limited }
      if a.outermost != b.outermost { return a.outermost > b.outermost }
      if a.chainLength != b.chainLength { return a.chainLength < b.chainLength }
      if a.traits != b.traits { return !a.traits }
      return a.order < b.order
    }
  }

  /// The views and view controllers enclosing `view` (its responder chain), the outermost
  /// first.
  static func containerChain(above view: UIView) -> [UIResponder] {
    var chain: [UIResponder] = []
    var current = view.next
    while let responder = current, chain.count < 65_536 {
      chain.append(responder)
      current = responder.next
    }
    return chain.reversed()
  }

  /// Where the outermost of `containers` (the nearest first) matches `chain` (the outermost
  /// first), reading from the window down, each next container below the previous: `nil` when
  /// they do not all match; 0 for no containers.
  static func outermostMatch(of containers: [AnyClass], in chain: [UIResponder]) -> Int? {
    guard !containers.isEmpty else { return 0 }
    var position = 0
    var outermost: Int?
    for type in containers.reversed() {
      guard let found = chain[position...].firstIndex(where: { $0.isKind(of: type) }) else { return nil }
      if outermost == nil { outermost = found }
      position = found + 1
    }
    return outermost
  }

  /// How many classes up to the root: a subclass is deeper than its superclass.
  private static func depth(of type: AnyClass) -> Int {
    var depth = 0
    var current: AnyClass? = type
    while let next = current, depth < 256 {
      current = _getSuperclass(next)
      depth += 1
    }
    return depth
  }
}

extension UIView {
  /// Notes that an appearance property was given a value on the view itself, unless an
  /// appearance proxy is applying it: the proxies leave it alone from then on, as UIKit does.
  func appearancePropertySet(_ key: UIKitAppearanceKeys) {
    if !UIKitAppearance.isApplying { appearanceCustomized.properties.insert(key) }
  }

  /// Notes that a property of the app's class changed (an `@objc dynamic` property, which
  /// `collection-snapshot-linuxify` makes tell `didChangeValue(forKey:)`): a key set on a proxy
  /// is one of the app's appearance properties, and a view given its own value keeps it.
  func appearanceKeySet(_ key: String) {
    if !UIKitAppearance.isApplying, !appearanceCustomized.appKeys.contains(key) { appearanceCustomized.appKeys.append(key) }
  }
}
