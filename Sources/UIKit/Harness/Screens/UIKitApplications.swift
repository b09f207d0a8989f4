import Foundation

/// The applications one screen's code sees as `UIApplication.shared`: one per host (device and
/// geometry), made on first use, with its scene and key window.
///
/// A screen owns its own (its settings while it is made, then its app's views and its layout
/// object), so what the app's code does to them — the view controller a screen shows as the
/// key window's root, a window it makes — lives as long as the screen and is seen by no other
/// screen, whichever test makes it and whenever. Code that runs outside any screen sees the
/// process's (``process``).
@MainActor
final class UIKitApplications {
  private var made: [UIKitHost.ApplicationKey: UIApplication] = [:]

  /// An empty set, made when a screen starts being made.
  nonisolated init() {}

  /// The applications of code that runs outside a screen, kept until the process ends.
  static let process = UIKitApplications()

  /// The application of `host`, made on first use.
  func application(for host: UIKitHost) -> UIApplication {
    if let application = made[host.applicationKey] { return application }
    let application = UIApplication(host: host)
    made[host.applicationKey] = application
    return application
  }
}
