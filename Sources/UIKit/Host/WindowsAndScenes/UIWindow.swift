import Foundation

/// A window: the root of a view hierarchy, on the device under test. Its frame, safe area and
/// traits answer for the host a screen is made for: a window made with the host's scene (or
/// `UIScreen.main.bounds`) covers the screen (or an iPad split-view column), and its safe area
/// is the part of the device's unsafe edges it overlaps (the sensor housing, the status bar,
/// the home indicator; bars are a view controller's, not the window's).
@MainActor @preconcurrency
open class UIWindow: UIView {
  /// A window's level.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    /// The raw value.
    public let rawValue: CGFloat
    /// A level by value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// A level by value.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    // UIKit's levels.
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)
    /// Lower levels first.
    public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    /// A level raised by `b`.
    public static func + (a: Level, b: CGFloat) -> Level { Level(a.rawValue + b) }
    /// A level lowered by `b`.
    public static func - (a: Level, b: CGFloat) -> Level { Level(a.rawValue - b) }
  }

  /// The scene the window belongs to.
  open weak var windowScene: UIWindowScene? {
    didSet {
      oldValue?.remove(self)
      windowScene?.add(self)
    }
  }
  /// The level.
  open var windowLevel: Level = .normal
  /// Whether the window may become key.
  open var canBecomeKey: Bool { true }

  /// The root view controller; its view becomes the window's first subview (keeping the frame
  /// the host gave it).
  open var rootViewController: UIViewController? {
    didSet {
      if let old = oldValue, old !== rootViewController, old.viewIfLoaded?.superview === self { old.viewIfLoaded?.removeFromSuperview() }
      if let root = rootViewController, let view = root.view, view.superview !== self { insertSubview(view, at: 0) }
    }
  }

  /// The host the window is on: its scene's, else the host of the screen being made when the
  /// window was made.
  private let creationHost = UIKitHost.current
  var host: UIKitHost { windowScene?.host ?? creationHost }

  /// A window of the scene, covering its screen (or split-view column).
  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.host.windowBounds)
    isHidden = true
    self.windowScene = windowScene
    windowScene.add(self)
  }

  /// A window with a frame (in screen coordinates), in no scene.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// A window decoded from an Interface Builder file.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// The screen it is on: the device's.
  open var screen: UIScreen {
    get { windowScene?.screen ?? UIScreen(host: host) }
    set {}
  }

  /// The traits of the device it is on.
  open override var traitCollection: UITraitCollection { host.traitCollection }

  /// The part of the device's unsafe edges the window overlaps.
  open override var safeAreaInsets: UIEdgeInsets {
    let host = self.host
    let screen = host.windowBounds
    let unsafe = host.windowOwnSafeAreaInsets
    let f = frame
    return UIEdgeInsets(
      top: min(max(0, unsafe.top - f.minY), max(0, f.height)), left: min(max(0, unsafe.left - f.minX), max(0, f.width)),
      bottom: min(max(0, f.maxY - (screen.height - unsafe.bottom)), max(0, f.height)),
      right: min(max(0, f.maxX - (screen.width - unsafe.right)), max(0, f.width)))
  }

  /// Whether it is the key window of its scene.
  open var isKeyWindow: Bool { windowScene?.keyWindow === self }

  /// Makes the window its scene's key window.
  open func makeKey() { windowScene?.keyWindow = self }

  /// Makes the window key and shows it.
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  /// Accepted.
  open func becomeKey() {}
  /// Accepted.
  open func resignKey() {}

  /// The window's next responder: its scene.
  open override var next: UIResponder? { windowScene }

  /// The windows' notifications.
  nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
  nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
  nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
  nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}
