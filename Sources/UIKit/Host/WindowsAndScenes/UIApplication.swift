import Foundation

/// The app on the device under test. `UIApplication.shared` answers for the host of the screen
/// being made (an iPhone 15 in portrait outside one): one connected window scene whose key
/// window covers the screen (or an iPad split-view column) with the device's safe area, the
/// device's traits and status bar. Within one screen the same host gives the same
/// application, scene and window, and what the app's code sets on them (a root view
/// controller, another window) is kept as long as the screen; each screen has its own.
@MainActor @preconcurrency
open class UIApplication: UIResponder {
  /// The app's state.
  public enum State: Int, Sendable, Hashable {
    case active, inactive, background
  }

  /// The key of an option of ``open(_:options:completionHandler:)``.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only universal links.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The application of the device under test, in the screen being made.
  open class var shared: UIApplication { UIKitHost.current.application }

  /// The scene the app shows: one window scene with a key window.
  private let scene: UIWindowScene
  private let host: UIKitHost

  /// The application of `host` (``UIKitApplications`` makes one per screen and host).
  init(host: UIKitHost) {
    self.host = host
    self.scene = host.run {
      let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
      let window = UIWindow(windowScene: scene)
      window.makeKeyAndVisible()
      return scene
    }
    super.init()
  }

  /// The delegate.
  open weak var delegate: (any UIApplicationDelegate)?
  /// The connected scenes: the one window scene.
  open var connectedScenes: Set<UIScene> { [scene] }
  /// The sessions of the connected scenes.
  open var openSessions: Set<UISceneSession> { [scene.session] }
  /// The windows of the scene (deprecated in UIKit, still read by layout code).
  open var windows: [UIWindow] { scene.windows }
  /// The key window (deprecated in UIKit, still read by layout code).
  open var keyWindow: UIWindow? { scene.keyWindow }
  /// The app is active.
  open var applicationState: State { .active }
  /// Whether the app has several scenes (no).
  open var supportsMultipleScenes: Bool { false }
  /// The reading direction of the device under test.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    host.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
  /// The Dynamic Type size of the device under test.
  open var preferredContentSizeCategory: UIContentSizeCategory { host.traitCollection.preferredContentSizeCategory }
  /// The interface's orientation (deprecated in UIKit).
  open var statusBarOrientation: UIInterfaceOrientation { host.interfaceOrientation }
  /// The status bar's frame (deprecated in UIKit).
  open var statusBarFrame: CGRect { host.statusBarFrame }
  /// Whether the screen stays on.
  open var isIdleTimerDisabled = false
  /// The badge on the app's icon.
  open var applicationIconBadgeNumber = 0
  /// Whether the network indicator shows.
  open var isNetworkActivityIndicatorVisible = false
  /// Whether the app is registered for remote notifications (no).
  open var isRegisteredForRemoteNotifications: Bool { false }

  /// Opens nothing: calls `completion(false)`.
  open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
    completion?(false)
  }
  /// False: nothing opens URLs here.
  open func canOpenURL(_ url: URL) -> Bool { false }
  /// Accepted.
  open func registerForRemoteNotifications() {}
  /// Accepted.
  open func unregisterForRemoteNotifications() {}
  /// False: no selector is sent.
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }

  /// The settings app's URL.
  nonisolated public static let openSettingsURLString = "app-settings:"
  // The app's notifications.
  nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
  nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
  nonisolated public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

/// The app's delegate (every method optional).
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
  /// The app finished launching.
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  /// The configuration of a new scene.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    true
  }
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    connectingSceneSession.configuration
  }
}

extension UIApplication {
  /// The key of a launch option.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A URL the app was launched with.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }
}

// Keyboard notifications and their keys (no keyboard is shown here; code observing them compiles).
extension UIResponder {
  nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

extension UIContentSizeCategory {
  /// Posted when the Dynamic Type size changes (never, here).
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}
