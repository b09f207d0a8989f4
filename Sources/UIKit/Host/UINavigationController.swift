import Foundation

/// A navigation controller. A screen's bars come from its host; this holds the stack layout
/// code may read.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
  /// The stack.
  open var viewControllers: [UIViewController] = [] {
    didSet { for controller in viewControllers { controller.navigationParent = self } }
  }
  /// The navigation bar.
  public let navigationBar = UINavigationBar(frame: .zero)

  /// A navigation controller with a root view controller.
  public init(rootViewController: UIViewController) {
    super.init()
    viewControllers = [rootViewController]
    rootViewController.navigationParent = self
  }

  /// Navigation controllers are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }

  /// The controller on top.
  open var topViewController: UIViewController? { viewControllers.last }

  /// Pushes a controller.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
  }

  /// Pops the top controller.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    viewControllers.count > 1 ? viewControllers.removeLast() : nil
  }
}

/// A navigation bar (kept; a screen's bars come from its host).
@MainActor @preconcurrency
open class UINavigationBar: UIView {
  /// Whether titles are large.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent.
  open var isTranslucent = true
}
