import Foundation

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  /// True for both landscape orientations.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// True for both portrait orientations.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// True for the four interface orientations.
  public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }
  /// True lying flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
}

/// The orientation of the app's interface.
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  /// True for both landscape orientations.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// True for both portrait orientations.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// The device under test. `UIDevice.current` answers for the device of the screen being made
/// (its idiom and orientation), so layout code that branches on them is exercised per device.
@MainActor @preconcurrency
open class UIDevice: NSObject {
  /// Posted when the device's orientation changes (never while a screen is shown: a screen
  /// keeps its device's orientation).
  nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
  /// Posted when the battery level changes (never here).
  nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
  /// Posted when the battery state changes (never here).
  nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
  private let host: UIKitHost

  init(host: UIKitHost) {
    self.host = host
  }

  /// The device under test, as ``current`` answers it (UIKit's `init()` is not documented,
  /// but apps and libraries call it).
  public convenience override init() {
    self.init(host: UIKitHost.current)
  }

  /// The device of the screen being made (iPhone 15 in portrait outside one).
  open class var current: UIDevice { UIDevice(host: UIKitHost.current) }

  /// Phone or pad.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { host.idiom }
  /// Portrait or landscape (left).
  open var orientation: UIDeviceOrientation { host.isPortrait ? .portrait : .landscapeLeft }
  /// The device's name, e.g. `iPhone 15`.
  open var name: String { host.deviceName }
  /// `iPhone` or `iPad`.
  open var model: String { host.idiom == .pad ? "iPad" : "iPhone" }
  /// `iPhone` or `iPad`.
  open var localizedModel: String { model }
  /// `iOS`.
  open var systemName: String { "iOS" }
  /// The iOS version whose rules the engine follows.
  open var systemVersion: String { "17.0" }
  /// Always true here: orientation is part of the device under test.
  open var isGeneratingDeviceOrientationNotifications: Bool { true }
  /// Accepted; the orientation is the device's.
  open func beginGeneratingDeviceOrientationNotifications() {}
  /// Accepted.
  open func endGeneratingDeviceOrientationNotifications() {}
}

/// The screen of the device under test. `UIScreen.main` answers for the screen being made.
@MainActor @preconcurrency
open class UIScreen: NSObject, UITraitEnvironment {
  private let host: UIKitHost

  init(host: UIKitHost) {
    self.host = host
  }

  /// The screen of the device under test.
  open class var main: UIScreen { UIScreen(host: UIKitHost.current) }

  /// The screen's rectangle in points, in the current orientation.
  open var bounds: CGRect { CGRect(origin: .zero, size: host.screenSize) }
  /// The screen's rectangle in pixels, in portrait.
  open var nativeBounds: CGRect {
    let s = host.screenSize
    let (w, h) = host.isPortrait ? (s.width, s.height) : (s.height, s.width)
    return CGRect(x: 0, y: 0, width: w * host.scale, height: h * host.scale)
  }
  /// Pixels per point.
  open var scale: CGFloat { host.scale }
  /// Pixels per point.
  open var nativeScale: CGFloat { host.scale }
  /// The screen's traits.
  open var traitCollection: UITraitCollection { host.traitCollection }
}
