import Foundation

/// What a view controller made from an Interface Builder file keeps of it: its element, so
/// that its view is made from the file when it loads, and its segues.
@MainActor
struct IBViewControllerSource {
  /// The file and what classes are resolved against.
  var source: IBNibSource
  /// The view controller's element.
  var element: IBElement
  /// The storyboard, if the controller came from one.
  var storyboard: UIStoryboard?
  /// The controller's segues by identifier: where each leads (kept, not performed).
  var segues: [(identifier: String, destination: String, kind: String)] = []
}

/// A storyboard scene's view controller: how it is decoded, how its view is made when it
/// loads, its relationships and its segues.
@MainActor
enum IBStoryboardScene {
  /// The ids of an element and everything inside it.
  static func ids(in element: IBElement) -> Set<String> {
    var ids: Set<String> = []
    var pending = [element]
    while let next = pending.popLast() {
      if let id = next.id { ids.insert(id) }
      pending += next.children
    }
    return ids
  }

  /// Decodes a view controller (from its `init?(coder:)`): title, navigation and tab bar items,
  /// and what its view and segues will need.
  static func decode(_ controller: UIViewController, coder: UIKitNibCoder) {
    let loader = coder.loader
    let element = coder.element
    loader.register(controller, for: element)
    if let title = element["title"] { controller.title = title }
    if let hides = element.flag("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = hides }
    loader.attempt {
      if let item = element.child(named: "navigationItem", key: "navigationItem") {
        loader.register(controller.navigationItem, for: item)
        try loader.decodeObject(controller.navigationItem, from: item)
        if let mode = try loader.values.enumeration(
          item, "largeTitleDisplayMode", ["automatic": UINavigationItem.LargeTitleDisplayMode.automatic, "always": .always, "never": .never])
        {
          controller.navigationItem.largeTitleDisplayMode = mode
        }
      }
      if let item = element.child(named: "tabBarItem", key: "tabBarItem") {
        controller.tabBarItem = UITabBarItem(title: item["title"], image: loader.values.image(item), tag: try loader.values.integer(item, "tag") ?? 0)
        loader.register(controller.tabBarItem, for: item)
      }
    }
    var source = IBNibSource(document: loader.document, roots: nil, bundleModules: loader.resolver.bundleModules)
    source.storyboard = loader.storyboard
    source.otherModules = loader.resolver.otherModules
    // What the view's outlets may point at outside it: the controller's bar items, the scene's
    // other objects made so far.
    for (id, object) in loader.objects { source.knownObjects[id] = IBWeakObject(object: object) }
    var kept = IBViewControllerSource(source: source, element: element, storyboard: loader.storyboard)
    for segue in element.items(of: "connections") where segue.name == "segue" {
      guard let identifier = segue["identifier"], let destination = segue["destination"] else { continue }
      kept.segues.append((identifier, destination, segue["kind"] ?? "show"))
    }
    controller.interfaceBuilderSource = kept
  }

  /// Makes the controllers a view controller's relationship segues hold, as UIKit does when it
  /// makes the controller: a navigation controller's root, a tab bar controller's tabs.
  static func relate(_ controller: UIViewController, _ element: IBElement, storyboard: UIStoryboard, source: IBNibSource, origin: String) {
    var tabs: [UIViewController] = []
    for segue in element.items(of: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
      guard let destination = segue["destination"],
        let child = storyboard.instantiate(id: destination, source: source, creator: nil as ((NSCoder) -> UIViewController?)?, origin: origin)
      else { continue }
      switch segue["relationship"] {
      case "rootViewController"?: (controller as? UINavigationController)?.setViewControllers([child], animated: false)
      case "viewControllers"?: tabs.append(child)
      default: break
      }
    }
    if !tabs.isEmpty { (controller as? UITabBarController)?.viewControllers = tabs }
  }

  /// Makes a view controller's view from its element (`loadView`): its view's objects, the
  /// controller's outlets into them, its container views' embedded controllers, with UIKit's
  /// exceptions raised in the current scope. Returns the view.
  static func loadView(of controller: UIViewController, from kept: IBViewControllerSource) -> UIView? {
    guard let viewElement = kept.element.child(key: "view") else { return nil }
    let loader = kept.source.loader(origin: "UIViewController.loadView()", owner: nil)
    loader.register(controller, for: kept.element)
    let view = loader.make(viewElement) as? UIView
    if view == nil, loader.failure == nil {
      loader.fail(loader.document.error(viewElement, "the view controller's view is not a view"))
    }
    controller.view = view
    loader.attempt { try loader.connect(kept.element, of: controller) }
    loader.connectAndAwake()
    if let storyboard = kept.storyboard, let storyboardSource = storyboard.nibSource {
      for container in ids(in: viewElement).compactMap({ kept.source.document.elementsByID[$0] }) where container.name == "containerView" {
        for segue in container.items(of: "connections") where segue.name == "segue" && segue["kind"] == "embed" {
          guard let destination = segue["destination"], let containerView = loader.objects[container.id ?? ""] as? UIView,
            let child = storyboard.instantiate(id: destination, source: storyboardSource, creator: nil as ((NSCoder) -> UIViewController?)?, origin: "embed segue")
          else { continue }
          controller.addChild(child)
          child.view.frame = containerView.bounds
          containerView.addSubview(child.view)
          child.didMove(toParent: controller)
        }
      }
    }
    if let failure = loader.failure { IBNibSource.raise(failure) }
    return view
  }

  /// `performSegue(withIdentifier:sender:)`: the destination made and `prepare(for:sender:)`
  /// called; nothing is shown. A segue the controller does not have is UIKit's exception.
  static func performSegue(_ identifier: String, from controller: UIViewController, sender: Any?) {
    guard let kept = controller.interfaceBuilderSource, let segue = kept.segues.first(where: { $0.identifier == identifier }) else {
      IBNibSource.raise(
        UIKitException(
          name: UIKitException.invalidArgument, reason: "Receiver (<\(IBConnector.className(of: controller))>) has no segue with identifier '\(identifier)'",
          origin: "UIViewController.performSegue(withIdentifier:sender:)"))
      return
    }
    guard let storyboard = kept.storyboard, let source = storyboard.nibSource,
      let destination = storyboard.instantiate(
        id: segue.destination, source: source, creator: nil as ((NSCoder) -> UIViewController?)?, origin: "UIViewController.performSegue(withIdentifier:sender:)")
    else { return }
    controller.prepare(for: UIStoryboardSegue(identifier: identifier, source: controller, destination: destination), sender: sender)
  }
}
