import Foundation

/// A view controller's view loaded from a nib whose File's Owner it is, as UIKit's `loadView`
/// does: the nib named by `init(nibName:bundle:)`, or, without a name, a nib named after the
/// class (`ProfileViewController`, then `ProfileView`) when the app ships one.
@MainActor
enum IBNibOwnerLoading {
  /// The nib of a controller's view, if it has one.
  static func nib(for controller: UIViewController) -> UINib? {
    if let name = controller.nibName { return UINib(nibName: name, bundle: controller.nibBundle) }
    let className = String(describing: type(of: controller))
    var candidates = [className]
    if className.hasSuffix("Controller") { candidates.append(String(className.dropLast("Controller".count))) }
    for name in candidates {
      // Asked for every view controller that loads its view: the listing made once is enough.
      if case .found = IBResourceLocator.find(name, source: "xib", compiled: "nib", in: controller.nibBundle, relisting: false) {
        return UINib(nibName: name, bundle: controller.nibBundle)
      }
    }
    return nil
  }

  /// Instantiates `nib` with the controller as its owner; its `view` outlet sets the view. A
  /// nib that does not set it is UIKit's exception.
  static func load(_ nib: UINib, into controller: UIViewController) {
    _ = nib.instantiate(withOwner: controller, options: nil)
    if !controller.isViewLoaded, case .success = nib.load(origin: "UIViewController.loadView()") {
      IBNibSource.raise(
        UIKitException(
          reason: "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(nib.name ?? "")\" nib but the view outlet was not set.",
          origin: "UIViewController.loadView() of \(IBConnector.className(of: controller))"))
    }
  }
}
