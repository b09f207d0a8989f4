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

  /// The traits of the device under test.
  open var traitCollection: UITraitCollection { UIKitHost.current.traitCollection }
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
  /// insets, adjustment behaviour and margins.
  open override func loadView() {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
    UIKitHost.current.configure(collectionView)
    view = collectionView
  }
}
