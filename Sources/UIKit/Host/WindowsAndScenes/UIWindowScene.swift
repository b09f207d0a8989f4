import Foundation

/// A scene: one instance of the app's interface.
@MainActor @preconcurrency
open class UIScene: UIResponder {
  /// A scene's state.
  public enum ActivationState: Int, Sendable, Hashable {
    case unattached = -1, foregroundActive, foregroundInactive, background
  }

  /// What a scene connected with (nothing here: no URLs, activities or shortcuts).
  @MainActor @preconcurrency
  open class ConnectionOptions: NSObject {
    /// The URLs to open.
    open var urlContexts: Set<UIOpenURLContext> { [] }
    /// The source application.
    open var sourceApplication: String? { nil }
    override init() {}
  }

  /// The session.
  public let session: UISceneSession
  /// The delegate.
  open var delegate: (any UISceneDelegate)?
  /// The state: active in the foreground.
  open var activationState: ActivationState { .foregroundActive }
  /// The title.
  open var title: String = ""

  /// A scene of a session.
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
  }
}

/// A scene holding windows, on the device under test's screen.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
  /// The windows, in the order they were made.
  open private(set) var windows: [UIWindow] = []
  /// The key window.
  open internal(set) weak var keyWindow: UIWindow?
  /// The device and host the scene is on: the host of the screen being made when it was made.
  let host: UIKitHost
  private let statusBar: UIStatusBarManager

  /// A window scene of a session, on the device under test.
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    let host = UIKitHost.current
    self.host = host
    self.statusBar = UIStatusBarManager(host: host)
    super.init(session: session, connectionOptions: connectionOptions)
  }

  func add(_ window: UIWindow) {
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
  }

  func remove(_ window: UIWindow) {
    windows.removeAll { $0 === window }
    if keyWindow === window { keyWindow = nil }
  }

  /// The device's screen.
  open var screen: UIScreen { UIScreen(host: host) }
  /// The device's traits.
  open var traitCollection: UITraitCollection { host.traitCollection }
  /// The interface's orientation.
  open var interfaceOrientation: UIInterfaceOrientation { host.interfaceOrientation }
  /// The status bar.
  open var statusBarManager: UIStatusBarManager? { statusBar }
  /// The scene's geometry.
  open var effectiveGeometry: Geometry { Geometry(host: host) }
  /// Size limits (none).
  open var sizeRestrictions: UISceneSizeRestrictions? { nil }

  /// A scene's geometry.
  @MainActor @preconcurrency
  open class Geometry: NSObject {
    private let host: UIKitHost
    init(host: UIKitHost) { self.host = host }
    /// The interface's orientation.
    open var interfaceOrientation: UIInterfaceOrientation { host.interfaceOrientation }
    /// The scene's frame in the screen.
    open var systemFrame: CGRect { host.windowBounds }
  }
}

/// The size limits of a scene.
@MainActor @preconcurrency
open class UISceneSizeRestrictions: NSObject {
  /// The smallest size.
  open var minimumSize: CGSize = .zero
  /// The largest size.
  open var maximumSize: CGSize = .zero
}

/// The status bar of a scene on the device under test.
@MainActor @preconcurrency
open class UIStatusBarManager: NSObject {
  private let host: UIKitHost
  init(host: UIKitHost) { self.host = host }

  /// The status bar's frame: the device's status bar (54 pt on an iPhone 15, 20 on an iPhone
  /// SE, 24 on an iPad), zero when hidden (iPhones in landscape, or hidden by the host).
  open var statusBarFrame: CGRect { host.statusBarFrame }
  /// Whether the status bar is hidden.
  open var isStatusBarHidden: Bool { statusBarFrame.height == 0 }
  /// The status bar's style.
  open var statusBarStyle: UIStatusBarStyle { .default }
}

/// A scene's session.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
  /// The session's role.
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// A role by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's windows.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  /// The role.
  public let role: Role
  /// The identifier.
  public let persistentIdentifier: String
  /// The configuration.
  open var configuration: UISceneConfiguration
  /// Information the app keeps.
  open var userInfo: [String: Any]?

  /// A session of a role.
  public init(role: Role, persistentIdentifier: String = "session-1") {
    self.role = role
    self.persistentIdentifier = persistentIdentifier
    self.configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
  }
}

/// How a scene is made.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
  /// The name.
  public let name: String?
  /// The role.
  public let role: UISceneSession.Role
  /// The delegate's class.
  open var delegateClass: AnyClass?
  /// The scene's class.
  open var sceneClass: AnyClass?
  /// A configuration.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
  }
}

/// A URL a scene is asked to open.
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
  /// The URL.
  public let url: URL
  init(url: URL) { self.url = url }
}

/// A scene's delegate (every method optional).
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
  /// The scene connected.
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  /// The scene disconnected.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene will resign active.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene will enter the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene entered the background.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate: it holds the scene's window.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's window.
  var window: UIWindow? { get set }
}
