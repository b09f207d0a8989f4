import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

// The app's window, scene and status bar on the device under test: what `UIWindow`,
// `UIWindowScene` and `UIApplication.shared` report, from the host's geometry.
extension UIKitHost {
  /// The window's own safe area: the device's (the sensor housing, the status bar, the home
  /// indicator), without the bars a view controller adds.
  var windowOwnSafeAreaInsets: UIEdgeInsets { UIEdgeInsets(host.deviceSafeArea(on: device)) }

  /// The status bar's frame in the window; zero when hidden (iPhones in landscape, or the
  /// host hides it).
  var statusBarFrame: CGRect {
    geometry.bars.first { $0.kind == .statusBar }.map { CGRect($0.frame) } ?? .zero
  }

  /// The interface's orientation: portrait, or landscape with the home indicator on the right
  /// (the device turned left, as ``UIDevice/orientation`` reports it).
  var interfaceOrientation: UIInterfaceOrientation { isPortrait ? .portrait : .landscapeRight }

  /// Makes `controller` the root view controller of the host's key window, as the app's scene
  /// delegate does (its view loads then; a controller inside a container is left where it is).
  @MainActor
  func show(_ controller: UIViewController) {
    guard controller.parent == nil, let window = run({ UIApplication.shared.keyWindow }) else { return }
    window.rootViewController = controller
  }

  /// The application the host's code sees as `UIApplication.shared`: its screen's for the
  /// host's device and geometry, else the process's.
  @MainActor
  var application: UIApplication { (applications ?? .process).application(for: self) }

  /// What identifies the host's application: the same device and geometry give the same
  /// `UIApplication.shared` within a screen.
  var applicationKey: ApplicationKey { ApplicationKey(device: device, geometry: geometry) }

  /// The key of the application made for a host.
  struct ApplicationKey: Hashable {
    let device: Device
    let geometry: HostGeometry
  }
}
