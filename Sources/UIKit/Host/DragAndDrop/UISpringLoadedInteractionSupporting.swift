/// A view or item that can spring open while a drag is held over it (its ``isSpringLoaded``
/// is kept: no drag happens on a screen).
@MainActor @preconcurrency
public protocol UISpringLoadedInteractionSupporting: AnyObject {
  /// Whether a drag held over it springs it open.
  var isSpringLoaded: Bool { get set }
}

extension UICollectionView: UISpringLoadedInteractionSupporting {}
extension UITableView: UISpringLoadedInteractionSupporting {}
extension UIButton: UISpringLoadedInteractionSupporting {}
extension UIBarButtonItem: UISpringLoadedInteractionSupporting {}
