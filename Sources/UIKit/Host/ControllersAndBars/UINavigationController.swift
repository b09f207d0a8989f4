import Foundation

/// A navigation controller: its stack (children, in order), bars and delegate are kept as
/// state; a screen's bars come from its host.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
  /// The stack, root first (they become children).
  open var viewControllers: [UIViewController] {
    get { children }
    set { replaceChildren(with: newValue) }
  }
  /// The navigation bar.
  public let navigationBar: UINavigationBar
  /// The toolbar.
  public let toolbar: UIToolbar!
  /// The delegate.
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// Whether the navigation bar is hidden.
  open var isNavigationBarHidden = false
  /// Whether the toolbar is hidden.
  open var isToolbarHidden = true
  /// Whether a swipe hides the bars.
  open var hidesBarsOnSwipe = false
  /// Whether a tap hides the bars.
  open var hidesBarsOnTap = false
  /// Whether the keyboard hides the bars.
  open var hidesBarsWhenKeyboardAppears = false
  /// Whether compact height hides the bars.
  open var hidesBarsWhenVerticallyCompact = false
  /// The back swipe's recognizer.
  public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)

  /// A navigation controller with a root view controller.
  public init(rootViewController: UIViewController) {
    self.navigationBar = UINavigationBar(frame: .zero)
    self.toolbar = UIToolbar(frame: .zero)
    super.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
  }

  /// A navigation controller whose bars are of the given classes (made by their `init(frame:)`,
  /// as UIKit makes them; `nil`, or a class that is not a bar's, gives UIKit's own bar).
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    self.navigationBar = (navigationBarClass as? UINavigationBar.Type).flatMap { UIKitViewFactory.make($0, frame: .zero) as? UINavigationBar } ?? UINavigationBar(frame: .zero)
    self.toolbar = (toolbarClass as? UIToolbar.Type).flatMap { UIKitViewFactory.make($0, frame: .zero) as? UIToolbar } ?? UIToolbar(frame: .zero)
    super.init(nibName: nil, bundle: nil)
  }

  /// An empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.navigationBar = UINavigationBar(frame: .zero)
    self.toolbar = UIToolbar(frame: .zero)
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// An empty navigation controller made by `init()`.
  public required init?(coder: NSCoder) {
    self.navigationBar = UINavigationBar(frame: .zero)
    self.toolbar = UIToolbar(frame: .zero)
    super.init(coder: coder)
  }

  /// The controller on top.
  open var topViewController: UIViewController? { viewControllers.last }
  /// The controller shown: a presented one, else the top.
  open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

  /// Pushes a controller.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers = viewControllers + [viewController]
  }

  /// Pops the top controller.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
    viewControllers = Array(viewControllers.dropLast())
    return top
  }

  /// Pops to the root controller.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = [viewControllers[0]]
    return popped
  }

  /// Pops to `viewController`.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    viewControllers = Array(viewControllers[...index])
    return popped
  }

  /// Sets the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { self.viewControllers = viewControllers }
  /// Hides or shows the navigation bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
  /// Hides or shows the toolbar.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

/// A navigation controller's delegate (every method optional).
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {
  /// A controller will show.
  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// A controller showed.
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
  public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A navigation bar (kept; a screen's bars come from its host).
@MainActor @preconcurrency
open class UINavigationBar: UIView {
  /// Whether titles are large.
  open var prefersLargeTitles = false {
    didSet { appearancePropertySet(.prefersLargeTitles) }
  }
  /// Whether the bar is translucent.
  open var isTranslucent = true {
    didSet { appearancePropertySet(.isTranslucent) }
  }
  /// The bar's style.
  open var barStyle: UIBarStyle = .default {
    didSet { appearancePropertySet(.barStyle) }
  }
  /// The bar's tint.
  open var barTintColor: UIColor? {
    didSet { appearancePropertySet(.barTintColor) }
  }
  /// The title's attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { appearancePropertySet(.titleTextAttributes) }
  }
  /// The large title's attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { appearancePropertySet(.largeTitleTextAttributes) }
  }
  /// The shadow image.
  open var shadowImage: UIImage? {
    didSet { appearancePropertySet(.shadowImage) }
  }
  /// The back indicator.
  open var backIndicatorImage: UIImage?
  /// The back indicator's mask.
  open var backIndicatorTransitionMaskImage: UIImage?
  /// The appearance.
  open var standardAppearance = UINavigationBarAppearance() {
    didSet { appearancePropertySet(.standardAppearance) }
  }
  /// The appearance at the scroll edge.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { appearancePropertySet(.scrollEdgeAppearance) }
  }
  /// The appearance in a compact-height bar.
  open var compactAppearance: UINavigationBarAppearance? {
    didSet { appearancePropertySet(.compactAppearance) }
  }
  /// The appearance in a compact-height bar at the scroll edge.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// The items, bottom first.
  open var items: [UINavigationItem]?
  /// The top item.
  open var topItem: UINavigationItem? { items?.last }
  /// Sets a background image.
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
}

/// The metrics a bar's image is for.
public enum UIBarMetrics: Int, Sendable, Hashable {
  case `default`, compact, defaultPrompt = 101, compactPrompt
}

/// A pan from the screen's edge.
@MainActor @preconcurrency
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges it starts from.
  open var edges: UIRectEdge = []
}
