import Foundation

/// Something added to a view that reacts to the user (a context menu, a pointer effect).
@MainActor @preconcurrency
public protocol UIInteraction: AnyObject {
  /// The view it is added to.
  var view: UIView? { get }
  /// Called before it moves to `view`.
  func willMove(to view: UIView?)
  /// Called after it moved to `view`.
  func didMove(to view: UIView?)
}

/// A context menu's preview and menu, as a collection view delegate or an interaction returns
/// it. Kept: the providers are not called (no menu opens on a screen).
@MainActor @preconcurrency
open class UIContextMenuConfiguration: NSObject {
  /// Makes the preview's view controller.
  public typealias PreviewProvider = () -> UIViewController?
  /// Makes the menu from the suggested actions.
  public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?

  /// The identifier.
  public let identifier: any NSCopying
  /// The preview provider.
  public let previewProvider: PreviewProvider?
  /// The menu provider.
  public let actionProvider: ActionProvider?
  /// The order of the menu's elements.
  open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

  /// How a menu orders its elements.
  public enum ElementOrder: Int, Sendable, Hashable {
    case automatic, priority, fixed
  }

  /// A configuration with an identifier, a preview and a menu.
  public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider?, actionProvider: ActionProvider? = nil) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }

  /// The menu the configuration makes from `suggestedActions` (the action provider, run now).
  public func menu(suggestedActions: [UIMenuElement] = []) -> UIMenu? { actionProvider?(suggestedActions) }
}

/// A context-menu interaction on a view (kept; no menu opens).
@MainActor @preconcurrency
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// The delegate that makes the configuration.
  open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view it is added to.
  open private(set) weak var view: UIView?

  /// An interaction with a delegate.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
  }

  /// How the menu shows (none shows on a screen at rest: `.unknown`).
  open private(set) var menuAppearance: UIContextMenuInteractionAppearance = .unknown

  /// Called before it moves to `view`.
  open func willMove(to view: UIView?) {}
  /// Keeps the view.
  open func didMove(to view: UIView?) { self.view = view }
  /// Closes the menu (none is open on a screen).
  open func dismissMenu() {}
  /// Updates the visible menu: no menu is visible on a screen, so `block` is not called, as
  /// UIKit does not call it without a visible menu.
  open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
  /// The point in `view`'s coordinates of the touch that opened the menu: the interaction's
  /// view's centre (no touch opens one here).
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return .zero }
    let center = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
    return view.map { own.convert(center, to: $0) } ?? center
  }
}

/// Makes a context menu interaction's configuration, and hears when its menu shows and goes.
/// Every method but the configuration's is optional, as in UIKit.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionDelegate: AnyObject {
  /// The configuration at `location`.
  func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
  /// The preview the menu shows from (`nil`: the view's).
  func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  /// The preview the menu goes back to (`nil`: the view's).
  func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  /// Called when the user commits the preview.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// Called when the menu shows.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
  /// Called when the menu goes.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
  /// Not implemented: the view's preview.
  public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented: the view's preview.
  public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
  ) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
  ) { FlowDelegateProbe.notImplemented() }
}

/// An accessibility action with a name and a handler (kept, not run).
@MainActor @preconcurrency
open class UIAccessibilityCustomAction: NSObject {
  /// The name read to the user.
  open var name: String
  /// The image.
  open var image: UIImage?
  /// The handler: true when it succeeded.
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  /// An action with a name and a handler.
  public init(name: String, image: UIImage? = nil, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
    self.name = name
    self.image = image
    self.actionHandler = actionHandler
  }

  /// An action with a name, a target and a selector (kept).
  public init(name: String, target: Any?, selector: Selector) {
    self.name = name
  }
}
