import Foundation

/// A view controller's size and trait transitions and its children's preferred sizes (UIKit's
/// `UIContentContainer`, which `UIViewController` adopts).
@MainActor @preconcurrency
public protocol UIContentContainer: AnyObject {
  /// The size the container would like in its parent.
  var preferredContentSize: CGSize { get }
  /// The view is about to change size.
  func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// The traits are about to change.
  func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
  /// A child's size in a parent of `parentSize`.
  func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
  /// A child's preferred size changed.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// A child's fitting size changed.
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
}

/// What a transition tells code that animates alongside it.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Whether the user drives the transition.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The transition's duration.
  var transitionDuration: TimeInterval { get }
  /// How far the transition has gone, 0…1.
  var percentComplete: CGFloat { get }
  /// The container view of the transition.
  var containerView: UIView { get }
  /// A view controller of the transition (`.from`, `.to`).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// A view of the transition.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The coordinator of a running transition, on which code schedules animations alongside it.
/// No transition runs while a screen is made (`transitionCoordinator` is `nil`), so only the
/// app's own conformances call these.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` alongside the transition and `completion` after it.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Runs `animation` alongside the transition in `view` and `completion` after it.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Calls `handler` when an interactive transition's interaction changes.
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The keys of a transition's view controllers.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// A key by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller the transition starts from.
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller the transition ends at.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of a transition's views.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// A key by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view the transition starts from.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view the transition ends at.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
