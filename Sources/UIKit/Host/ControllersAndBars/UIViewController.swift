import CollectionSnapshotModel
import Foundation

/// A view controller: its view (made on first use for the device under test), its traits, its
/// navigation item and its place among other controllers. The app's code runs (`loadView`,
/// `viewDidLoad`); what it sets is kept as state. Nothing appears on a screen here, so the
/// appearance and transition callbacks are not called.
@MainActor @preconcurrency
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
  /// Posted when the controllers that would show a detail controller change (a split view
  /// collapsing or expanding; never while a screen is shown).
  nonisolated public static let showDetailTargetDidChangeNotification = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")
  /// The class's methods and key-value properties (see ``_ObjCClassTable``).
  nonisolated open override class var _objcTable: _ObjCClassTable { UIKitObjCTables.viewController(self, super._objcTable) }

  private var loadedView: UIView?

  /// The root view, made on first use (`loadView`, then `viewDidLoad`): the window of the host
  /// under test (the screen, or an iPad split-view column) with its safe area.
  open var view: UIView! {
    get {
      if loadedView == nil {
        let raised = UIKitExceptionRecorder.current?.endingCount ?? 0
        loadView()
        loadedView?.owningViewController = self
        // An exception raised while the view loads (an Interface Builder file UIKit refuses)
        // ends the app on iOS before `viewDidLoad`; here the screen fails with it, and the
        // app's `viewDidLoad`, which would find the outlets the file did not connect nil and
        // trap, is not run.
        if (UIKitExceptionRecorder.current?.endingCount ?? 0) == raised { viewDidLoad() }
      }
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }
  /// The title.
  open var title: String? {
    didSet { if ObjCKeyValueObserving.isActive, title != oldValue { ObjCKeyValueObserving.didChange(self, "title") } }
  }

  /// A view controller whose view is loaded from the nib `nibNameOrNil` (see ``loadView()``).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.nibName = nibNameOrNil
    self.nibBundle = nibBundleOrNil
    super.init()
  }

  /// Runs the class's own `init(nibName:bundle:)` for `init()` on a class known by its
  /// metatype (through ``_UIViewControllerMetatypeInitializing``). Obsoleted since Swift 4.2, so
  /// that no subclass has to write it: app code calls `init(nibName:bundle:)` or `init()`.
  @available(swift, obsoleted: 4.2)
  public required convenience init(_metatypeNibName nibName: String?, bundle: Bundle?) {
    self.init(nibName: nibName, bundle: bundle)
  }

  /// A view controller made from a storyboard (its title, navigation item and segues decoded;
  /// its view made from the file when it loads), or without a file (through the package's
  /// placeholder coder). Other archives are not decoded (`nil`).
  public required init?(coder: NSCoder) {
    guard coder is UIKitPlaceholderCoder || coder is UIKitNibCoder else { return nil }
    self.nibName = nil
    self.nibBundle = nil
    super.init()
    if let nib = coder as? UIKitNibCoder { IBStoryboardScene.decode(self, coder: nib) }
  }

  /// The nib its view is loaded from.
  public let nibName: String?
  /// The nib's bundle.
  public let nibBundle: Bundle?
  /// The storyboard it came from.
  open var storyboard: UIStoryboard? { interfaceBuilderSource?.storyboard }
  /// What a controller made from a storyboard keeps of it (its view's element, its segues).
  var interfaceBuilderSource: IBViewControllerSource?

  /// Makes the root view, placed in the host's window with the window's safe area: the view
  /// of its storyboard scene, else the view of its nib (``nibName``, or a nib named after the
  /// class, as UIKit looks for one), else an empty view.
  open func loadView() {
    let host = UIKitHost.current
    if let source = interfaceBuilderSource, source.element.child(key: "view") != nil {
      loadedView = IBStoryboardScene.loadView(of: self, from: source)
    } else if let nib = IBNibOwnerLoading.nib(for: self) {
      IBNibOwnerLoading.load(nib, into: self)
    }
    let root = loadedView ?? UIView(frame: host.windowBounds)
    root.frame = host.windowBounds
    root.hostSafeAreaInsets = host.windowSafeAreaInsets
    loadedView = root
  }

  /// Called after the view is made.
  open func viewDidLoad() {}
  /// Not called (nothing appears here).
  open func viewWillAppear(_ animated: Bool) {}
  /// Not called.
  open func viewIsAppearing(_ animated: Bool) {}
  /// Not called.
  open func viewDidAppear(_ animated: Bool) {}
  /// Not called.
  open func viewWillLayoutSubviews() {}
  /// Not called.
  open func viewDidLayoutSubviews() {}
  /// Not called.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Not called.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Not called.
  open func viewSafeAreaInsetsDidChange() {}
  /// Not called.
  open func viewLayoutMarginsDidChange() {}
  /// Accepted.
  open func updateViewConstraints() {}
  /// Not called.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Not called.
  open func didReceiveMemoryWarning() {}
  /// Called on a view controller made from a storyboard once it is made and connected.
  open func awakeFromNib() {}
  /// The child whose status bar style is used (none).
  open var childForStatusBarStyle: UIViewController? { nil }
  /// The child whose status bar visibility is used (none).
  open var childForStatusBarHidden: UIViewController? { nil }
  /// The child whose home indicator setting is used (none).
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

  // MARK: UIContentContainer (size and trait transitions are never called: the device is fixed)

  /// Not called: the device under test does not rotate while a screen is made.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
  /// Not called.
  open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
  /// The parent's size, as UIKit answers by default.
  open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
  /// Not called.
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  /// Not called.
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

  // MARK: Content unavailable (iOS 17)

  /// What the controller shows when it has no content (kept, not drawn).
  open var contentUnavailableConfiguration: (any UIContentConfiguration)?
  /// The state the configuration is updated for: the device's traits.
  open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
    UIContentUnavailableConfigurationState(traitCollection: traitCollection)
  }
  /// Updates the configuration at once (UIKit does before its next layout).
  open func setNeedsUpdateContentUnavailableConfiguration() {
    updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
  }
  /// Subclasses set ``contentUnavailableConfiguration`` for the state.
  open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

  /// The coordinator of a running transition: none, since nothing is presented or pushed
  /// while a screen is made (code that falls back to acting at once runs that branch).
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

  // MARK: Traits, view state

  /// The traits of the device under test.
  open var traitCollection: UITraitCollection { UIKitHost.current.traitCollection }

  /// Whether the root view is made.
  open var isViewLoaded: Bool { loadedView != nil }
  /// The root view if it is made.
  open var viewIfLoaded: UIView? { loadedView }
  /// Makes the root view if it is not made yet.
  open func loadViewIfNeeded() { _ = view }

  /// The next responder: the root view's superview, else the parent.
  open override var next: UIResponder? { loadedView?.superview ?? parent }

  /// The navigation item: title and bar buttons (kept; the screen's bars come from its host).
  open var navigationItem: UINavigationItem {
    if let item = storedNavigationItem { return item }
    let item = UINavigationItem(title: title ?? "")
    storedNavigationItem = item
    return item
  }
  private var storedNavigationItem: UINavigationItem?
  /// The tab bar item.
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = storedTabBarItem { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }
  private var storedTabBarItem: UITabBarItem?
  /// The toolbar's items.
  open var toolbarItems: [UIBarButtonItem]?
  /// Sets the toolbar's items.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
  /// A button that toggles editing.
  open var editButtonItem: UIBarButtonItem {
    if let item = storedEditButtonItem { return item }
    let item = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: nil)
    storedEditButtonItem = item
    return item
  }
  private var storedEditButtonItem: UIBarButtonItem?
  /// Whether the bottom bar hides when pushed.
  open var hidesBottomBarWhenPushed = false

  /// The nearest navigation controller among its ancestors.
  open var navigationController: UINavigationController? { ancestor(of: UINavigationController.self) }
  /// The nearest split view controller among its ancestors.
  open var splitViewController: UISplitViewController? { ancestor(of: UISplitViewController.self) }
  /// The nearest tab bar controller among its ancestors.
  open var tabBarController: UITabBarController? { ancestor(of: UITabBarController.self) }

  private func ancestor<Controller: UIViewController>(of type: Controller.Type) -> Controller? {
    var current = parent
    while let controller = current {
      if let found = controller as? Controller { return found }
      current = controller.parent
    }
    return nil
  }

  /// Extra safe area (kept; the screen's insets come from its host).
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero
  /// The edges the view extends under bars.
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// Whether the view extends under opaque bars.
  open var extendedLayoutIncludesOpaqueBars = false
  /// Whether scroll views' insets are adjusted (deprecated in UIKit).
  open var automaticallyAdjustsScrollViewInsets = true
  /// Whether the view's margins follow the system minimum.
  open var viewRespectsSystemMinimumLayoutMargins = true
  /// The smallest margins the system applies: the device's side margin.
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side = UIKitHost.current.device.sideMargin
    return NSDirectionalEdgeInsets(top: 0, leading: CGFloat(side), bottom: 0, trailing: CGFloat(side))
  }
  /// Light or dark (snapshots are light).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// The size it prefers in a popover or sheet.
  open var preferredContentSize: CGSize = .zero {
    didSet {
      if ObjCKeyValueObserving.isActive, preferredContentSize != oldValue { ObjCKeyValueObserving.didChange(self, "preferredContentSize") }
    }
  }
  /// The status bar's style it prefers.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether it prefers the status bar hidden.
  open var prefersStatusBarHidden: Bool { false }
  /// Whether it prefers the home indicator hidden.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The orientations it supports.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { UIKitHost.current.idiom == .pad ? .all : .allButUpsideDown }
  /// Whether it rotates with the device.
  open var shouldAutorotate: Bool { true }
  /// Whether it is editing.
  open private(set) var isEditing = false
  /// Sets editing.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  // MARK: Containment

  /// Child view controllers.
  open private(set) var children: [UIViewController] = []
  /// The parent view controller.
  open private(set) weak var parent: UIViewController?
  /// Adds a child (its parent becomes this controller).
  open func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.parent = self
    children.append(childController)
  }
  /// Removes the controller from its parent.
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  /// Makes `controllers` the children, in order (container controllers keep their stacks so).
  func replaceChildren(with controllers: [UIViewController]) {
    for child in children where !controllers.contains(where: { $0 === child }) { child.parent = nil }
    children = []
    for controller in controllers { addChild(controller) }
  }
  /// Not called.
  open func willMove(toParent parent: UIViewController?) {}
  /// Not called.
  open func didMove(toParent parent: UIViewController?) {}
  /// Whether it is being moved to a parent (never: nothing transitions here).
  open var isMovingToParent: Bool { false }
  /// Whether it is being moved from its parent.
  open var isMovingFromParent: Bool { false }
  /// Whether it is being presented.
  open var isBeingPresented: Bool { false }
  /// Whether it is being dismissed.
  open var isBeingDismissed: Bool { false }

  // MARK: Presentation (kept as state; nothing is shown on a screen)

  /// The controller it presented.
  open private(set) var presentedViewController: UIViewController?
  /// The controller that presented it.
  open private(set) weak var presentingViewController: UIViewController?
  /// How it is presented.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The transition it is presented with.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Whether a sheet refuses interactive dismissal.
  open var isModalInPresentation = false
  /// Whether it gives the context for presentations inside it.
  open var definesPresentationContext = false
  /// Whether it gives the transition style for presentations inside it.
  open var providesPresentationContextTransitionStyle = false
  /// The sheet's presentation controller when presented as a sheet.
  open var sheetPresentationController: UISheetPresentationController? {
    guard modalPresentationStyle == .automatic || modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet else { return nil }
    if let controller = storedSheetPresentationController { return controller }
    let controller = UISheetPresentationController(presentedViewController: self, presenting: nil)
    storedSheetPresentationController = controller
    return controller
  }
  private var storedSheetPresentationController: UISheetPresentationController?
  /// The popover's presentation controller when presented as a popover.
  open var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    if let controller = storedPopoverPresentationController { return controller }
    let controller = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    storedPopoverPresentationController = controller
    return controller
  }
  private var storedPopoverPresentationController: UIPopoverPresentationController?

  /// Keeps `viewControllerToPresent` as ``presentedViewController`` and calls `completion`
  /// (nothing is shown).
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    completion?()
  }
  /// Clears the presented controller (or, for a presented controller, its presenter's) and
  /// calls `completion`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.presentingViewController = nil
      presentedViewController = nil
    } else if let presenter = presentingViewController {
      presenter.presentedViewController = nil
      presentingViewController = nil
    }
    completion?()
  }
  /// Pushes on the navigation controller it is in, else presents.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController { navigationController.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
  }
  /// Shows `vc` as the split view's secondary column, else as ``show(_:sender:)`` does.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let splitViewController { splitViewController.showDetailViewController(vc, sender: sender) } else { show(vc, sender: sender) }
  }
  /// Accepted.
  open func setNeedsStatusBarAppearanceUpdate() {}
  /// Accepted.
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
  /// Accepted.
  open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
  /// Makes the segue's destination (a storyboard's) and calls ``prepare(for:sender:)``; nothing
  /// is shown. A segue the controller does not have is UIKit's exception.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    IBStoryboardScene.performSegue(identifier, from: self, sender: sender)
  }
  /// Not called.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// True: segues are not run here.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
}
