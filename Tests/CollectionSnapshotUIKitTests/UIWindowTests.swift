import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// What layout code reads from the app's window, scene and application while a screen is
/// made: each answers for the device and host under test. The numbers are the Device
/// catalog's (its sizes, safe areas and status bars).
@MainActor @Suite("UIKit API: the window, scene and application of the device under test")
struct UIWindowTests {
  /// What the code saw of `UIApplication.shared` while the layout was made.
  struct Reading {
    var windowCount = 0
    var bounds = CGRect.zero
    var safeArea = UIEdgeInsets.zero
    var statusBar = CGRect.zero
    var horizontalClass = UIUserInterfaceSizeClass.unspecified
    var verticalClass = UIUserInterfaceSizeClass.unspecified
    var orientation = UIInterfaceOrientation.unknown
    var isKey = false
    var sceneCount = 0
    var screenBounds = CGRect.zero
    var sameApplication = false

    @MainActor static func now() -> Reading {
      var reading = Reading()
      let application = UIApplication.shared
      reading.sameApplication = application === UIApplication.shared
      reading.windowCount = application.windows.count
      reading.sceneCount = application.connectedScenes.count
      guard let window = application.windows.first else { return reading }
      reading.bounds = window.bounds
      reading.safeArea = window.safeAreaInsets
      reading.statusBar = window.windowScene?.statusBarManager?.statusBarFrame ?? .zero
      reading.horizontalClass = window.traitCollection.horizontalSizeClass
      reading.verticalClass = window.windowScene?.traitCollection.verticalSizeClass ?? .unspecified
      reading.orientation = window.windowScene?.interfaceOrientation ?? .unknown
      reading.isKey = window.isKeyWindow && application.keyWindow === window
      reading.screenBounds = window.screen.bounds
      return reading
    }
  }

  /// Reads the application while a screen is made for `device` and `host`.
  func reading(on device: Device, host: CollectionViewHost = CollectionViewHost()) throws -> Reading {
    var seen = Reading()
    _ = try Screen(
      name: "window", device: device, host: host,
      layout: {
        seen = Reading.now()
        return UICollectionViewFlowLayout()
      }(), itemCounts: [1]
    ) { _ in CellPlaceholder() }
    return seen
  }

  @Test("An iPhone 15 in portrait: 393 × 852, the Dynamic Island's 59 and the home indicator's 34, a 54-point status bar")
  func iPhone15Portrait() throws {
    let r = try reading(on: .iPhone15)
    #expect(r.sameApplication && r.windowCount == 1 && r.sceneCount == 1 && r.isKey)
    #expect(r.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(r.screenBounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(r.safeArea == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(r.statusBar == CGRect(x: 0, y: 0, width: 393, height: 54))
    #expect(r.horizontalClass == .compact && r.verticalClass == .regular)
    #expect(r.orientation == .portrait)
  }

  @Test("An iPhone 15 in landscape: 852 × 393, 59 on each side and 21 at the bottom, no status bar")
  func iPhone15Landscape() throws {
    let r = try reading(on: Device.iPhone15.oriented(.landscape))
    #expect(r.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(r.safeArea == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(r.statusBar == .zero)
    #expect(r.horizontalClass == .compact && r.verticalClass == .compact)
    #expect(r.orientation == .landscapeRight)
  }

  @Test("The window's safe area is the device's: the bars of a navigation controller are the view controller's")
  func barsAreNotTheWindows() throws {
    let r = try reading(on: .iPhone15, host: CollectionViewHost(navigationBar: .largeTitle, tabBar: true))
    #expect(r.safeArea == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test("An iPhone SE: a 20-point status bar is its whole safe area; hidden, the safe area goes")
  func iPhoneSE() throws {
    let r = try reading(on: .iPhoneSE)
    #expect(r.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(r.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(r.statusBar == CGRect(x: 0, y: 0, width: 375, height: 20))
    let hidden = try reading(on: .iPhoneSE, host: CollectionViewHost(statusBarHidden: true))
    #expect(hidden.safeArea == .zero)
    #expect(hidden.statusBar == .zero)
  }

  @Test("An iPad in a one-third split view: a 375-point column, compact, the status bar's 24 and the home indicator's 20")
  func iPadOneThird() throws {
    let r = try reading(on: Device.iPad.oriented(.landscape), host: CollectionViewHost(window: .splitOneThird))
    #expect(r.bounds == CGRect(x: 0, y: 0, width: 375, height: 820))
    #expect(r.screenBounds == CGRect(x: 0, y: 0, width: 1180, height: 820))
    #expect(r.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(r.statusBar == CGRect(x: 0, y: 0, width: 375, height: 24))
    #expect(r.horizontalClass == .compact && r.verticalClass == .regular)
  }

  @Test("Each host of a screen has its own application; a window the app makes joins the scene and can become key, in that screen only")
  func theAppsOwnWindow() throws {
    var phone: UIApplication?
    var pad: UIApplication?
    var nextPad: UIApplication?
    var madeWindow: UIWindow?
    var root: UIViewController?
    _ = try Screen(
      name: "own window", device: .iPad,
      layout: try {
        pad = UIApplication.shared
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        madeWindow = window
        root = controller
        return UICollectionViewFlowLayout()
      }(), itemCounts: [1]
    ) { _ in CellPlaceholder() }
    _ = try Screen(name: "phone", device: .iPhone15, layout: { phone = UIApplication.shared; return UICollectionViewFlowLayout() }(), itemCounts: [1]) { _ in
      CellPlaceholder()
    }
    _ = try Screen(name: "next", device: .iPad, layout: { nextPad = UIApplication.shared; return UICollectionViewFlowLayout() }(), itemCounts: [1]) { _ in
      CellPlaceholder()
    }
    let window = try #require(madeWindow)
    #expect(phone !== pad)
    // The next screen on the iPad has an application of its own, with its one window.
    #expect(nextPad !== pad && nextPad?.windows.count == 1 && nextPad?.keyWindow !== window)
    #expect(pad?.windows.count == 2 && pad?.windows.last === window)
    #expect(pad?.keyWindow === window && window.isKeyWindow && !window.isHidden)
    #expect(pad?.windows.first?.isKeyWindow == false)
    // The window covers the iPad's screen; the root view controller's view is its first subview.
    #expect(window.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
    #expect(window.subviews.first === root?.view && root?.view.window === window)
    #expect(root?.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
  }

  @Test("A window that covers part of the screen gets the part of the safe area it overlaps")
  func partialWindow() throws {
    var insets = UIEdgeInsets.zero
    _ = try Screen(
      name: "partial", device: .iPhone15,
      layout: {
        // The lower 300 points of an iPhone 15: only the home indicator's 34 reach into it.
        insets = UIWindow(frame: CGRect(x: 0, y: 552, width: 393, height: 300)).safeAreaInsets
        return UICollectionViewFlowLayout()
      }(), itemCounts: [1]
    ) { _ in CellPlaceholder() }
    #expect(insets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }
}

/// A screen made from a view controller puts it in the device's key window, as the app's scene
/// delegate does, so its views answer `window` as on a device.
@MainActor @Suite("UIKit API: a screen's view controller in the key window")
struct UIWindowRootControllerTests {
  /// A grid of one item, which notes the window its collection view is in when asked for it.
  final class GridController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    weak var windowWhenAsked: UIWindow?
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
      collectionView.dataSource = self
      view.addSubview(collectionView)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      windowWhenAsked = collectionView.window
      return 1
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
  }

  @Test("The controller is the key window's root; its collection view's window is that window")
  func rootOfTheKeyWindow() throws {
    let controller = GridController()
    let screen = try Screen(device: .iPad, viewController: controller) { _ in CellPlaceholder() }
    let window = try #require(controller.collectionView.window)
    #expect(controller.windowWhenAsked === window)
    #expect(window.rootViewController === controller)
    #expect(window.isKeyWindow)
    // The iPad's window: 820 × 1180, its own safe area the status bar's 24 and the home indicator's 20.
    #expect(window.bounds == CGRect(x: 0, y: 0, width: 820, height: 1180))
    #expect(window.windowScene?.statusBarManager?.statusBarFrame.height == 24)
    withExtendedLifetime(screen) {}
  }

  @Test("Each screen has its own window: a second screen on the same device leaves the first's controller in the first's window")
  func windowPerScreen() throws {
    let (first, second) = (GridController(), GridController())
    let firstScreen = try Screen(device: .iPad, viewController: first) { _ in CellPlaceholder() }
    let secondScreen = try Screen(device: .iPad, viewController: second) { _ in CellPlaceholder() }
    let firstWindow = try #require(first.collectionView.window)
    let secondWindow = try #require(second.collectionView.window)
    #expect(firstWindow !== secondWindow)
    #expect(firstWindow.rootViewController === first && secondWindow.rootViewController === second)
    #expect(firstWindow.isKeyWindow && secondWindow.isKeyWindow)
    withExtendedLifetime((firstScreen, secondScreen)) {}
  }

  @Test("The window goes with its screen: nothing keeps the app's view controller once the screen is gone, or when it fails")
  func windowGoesWithTheScreen() throws {
    weak var shown: GridController?
    weak var failed: UIViewController?
    do {
      let controller = GridController()
      shown = controller
      let screen = try Screen(device: .iPad, viewController: controller) { _ in CellPlaceholder() }
      #expect(shown?.collectionView.window != nil)
      withExtendedLifetime(screen) {}
    }
    do {
      // A controller with no collection view: the screen fails once its view is in the window.
      let controller = UIViewController()
      failed = controller
      #expect(throws: LayoutError.self) { try Screen(device: .iPad, viewController: controller) { _ in CellPlaceholder() } }
    }
    #expect(shown == nil)
    #expect(failed == nil)
  }
}
