import Foundation

/// The view controller layout code lives in: its view and traits (the device under test's).
/// Only what collection-layout code reads is here; its lifecycle methods are never called.
open class UIViewController: NSObject, UITraitEnvironment {
  private var loadedView: UIView?

  /// The root view, made on first use with the device's screen bounds.
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

  /// Makes the root view: the device's screen.
  open func loadView() {
    loadedView = UIView(frame: UIScreen.main.bounds)
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

  /// Makes the collection view with the device's screen bounds.
  open override func loadView() {
    view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
  }
}
