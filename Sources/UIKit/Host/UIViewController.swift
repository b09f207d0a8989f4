import Foundation

/// The view controller layout code lives in: its view and traits (the device under test's).
/// Only what collection-layout code reads is here; its lifecycle methods are never called.
@MainActor @preconcurrency
open class UIViewController: NSObject, UITraitEnvironment {
  private var loadedView: UIView?

  /// The root view, made on first use: the window of the host under test (the screen, or an
  /// iPad split-view column) with its safe area.
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }
  /// The title.
  open var title: String?

  /// A view controller.
  public override init() {}

  /// A view controller (nibs are not loaded here).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// View controllers are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }

  /// Makes the root view: the host's window, with the window's safe area.
  open func loadView() {
    let host = UIKitHost.current
    let root = UIView(frame: host.windowBounds)
    root.hostSafeAreaInsets = host.windowSafeAreaInsets
    loadedView = root
  }

  /// Called after the view is made.
  open func viewDidLoad() {}
  /// Not called (nothing appears here).
  open func viewWillAppear(_ animated: Bool) {}
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
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The traits of the device under test.
  open var traitCollection: UITraitCollection { UIKitHost.current.traitCollection }

  /// Whether the root view is made.
  open var isViewLoaded: Bool { loadedView != nil }
  /// The root view if it is made.
  open var viewIfLoaded: UIView? { loadedView }
  /// Makes the root view if it is not made yet.
  open func loadViewIfNeeded() { _ = view }

  /// The navigation item: title and bar buttons (kept; the screen's bars come from its host).
  open var navigationItem: UINavigationItem {
    if let item = storedNavigationItem { return item }
    let item = UINavigationItem(title: title ?? "")
    storedNavigationItem = item
    return item
  }
  private var storedNavigationItem: UINavigationItem?

  /// The navigation controller it is in (none: the screen's bars come from its host).
  open var navigationController: UINavigationController? { navigationParent }
  weak var navigationParent: UINavigationController?

  /// Extra safe area (kept; the screen's insets come from its host).
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero
  /// Light or dark (snapshots are light).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// The size it prefers in a popover or sheet.
  open var preferredContentSize: CGSize = .zero
  /// Whether it is editing.
  open private(set) var isEditing = false
  /// Sets editing.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// Child view controllers.
  open private(set) var children: [UIViewController] = []
  /// The parent view controller.
  open private(set) weak var parent: UIViewController?
  /// Adds a child.
  open func addChild(_ childController: UIViewController) {
    childController.parent = self
    children.append(childController)
  }
  /// Removes the controller from its parent.
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  /// Not called.
  open func willMove(toParent parent: UIViewController?) {}
  /// Not called.
  open func didMove(toParent parent: UIViewController?) {}

  /// Accepted: nothing is presented for a screen.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    completion?()
  }
  /// Accepted.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    completion?()
  }
  /// Accepted.
  open func setNeedsStatusBarAppearanceUpdate() {}
}

/// A view controller whose view is a collection view.
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController {
  /// The layout it was made with.
  public let collectionViewLayout: UICollectionViewLayout

  /// A controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init()
  }

  /// Collection view controllers are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }

  /// The collection view (the root view).
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// Makes the collection view as the host under test places it: its frame, safe area,
  /// insets, adjustment behaviour and margins; the controller is its data source and delegate.
  open override func loadView() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
    UIKitHost.current.configure(collectionView)
    collectionView.dataSource = self
    collectionView.delegate = self
    view = collectionView
  }

  /// Whether the selection clears when the view appears.
  open var clearsSelectionOnViewWillAppear = true
  /// Whether a long press reorders.
  open var installsStandardGestureForInteractiveMovement = true

  // MARK: Data source and delegate (subclasses override)

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// No items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
  /// An empty cell (cells are not made for a screen).
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }
  /// An empty view (views are not made for a screen).
  open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
  /// Not called.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Not called.
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// True.
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  /// Not called.
  open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  /// Not called.
  open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}

extension UICollectionViewController: UICollectionViewDataSource, UICollectionViewDelegate {}
