import Foundation

/// Where a preview animates to or from: a container view, a centre in its coordinates and a
/// transform.
@MainActor @preconcurrency
open class UIPreviewTarget: NSObject, @preconcurrency NSCopying {
  /// The view the preview is placed in.
  public let container: UIView
  /// The preview's centre, in the container's coordinates.
  public let center: CGPoint
  /// The preview's transform.
  public let transform: CGAffineTransform

  /// A target with a transform.
  public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
    self.container = container
    self.center = center
    self.transform = transform
  }

  /// A target without transform.
  public convenience init(container: UIView, center: CGPoint) {
    self.init(container: container, center: center, transform: .identity)
  }

  /// The same target (it cannot change).
  open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// How a preview looks: the part of the view shown, its shadow and background.
@MainActor @preconcurrency
open class UIPreviewParameters: NSObject, @preconcurrency NSCopying {
  /// The part of the view shown (`nil`: its bounds with rounded corners).
  open var visiblePath: UIBezierPath?
  /// The shadow's outline (`nil`: the visible path's).
  open var shadowPath: UIBezierPath?
  /// The colour behind the view (`nil` until set: the system's).
  open var backgroundColor: UIColor!

  /// Default parameters.
  public required override init() {}

  /// Parameters showing the given lines of text (rectangles as `NSValue`s, in the view's
  /// coordinates), as UIKit does for a text preview: the visible path is made of them.
  public convenience init(textLineRects lineRects: [NSValue]) {
    self.init()
    let path = UIBezierPath()
    for value in lineRects { path.append(UIBezierPath(rect: value.cgRectValue)) }
    visiblePath = path
  }

  /// A copy: the same paths and colour.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.visiblePath = visiblePath
    copy.shadowPath = shadowPath
    copy.backgroundColor = backgroundColor
    return copy
  }
}

/// The view a context menu, drag or drop animates, and where. Previews never show on a screen
/// at rest: the values are kept for the app's code to read.
///
/// UIKit expects the view of `init(view:)` and `init(view:parameters:)` to be in a window; here
/// a view outside one is targeted at its superview (or itself), where it is.
@MainActor @preconcurrency
open class UITargetedPreview: NSObject, @preconcurrency NSCopying {
  /// The view animated.
  public let view: UIView
  /// How it looks.
  public let parameters: UIPreviewParameters
  /// Where it goes.
  public let target: UIPreviewTarget

  /// A preview of a view with parameters at a target.
  public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
    self.view = view
    self.parameters = parameters.copy() as! UIPreviewParameters
    self.target = target
  }

  /// A preview of a view where it is, with parameters.
  public convenience init(view: UIView, parameters: UIPreviewParameters) {
    let container = view.superview ?? view
    let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
    self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
  }

  /// A preview of a view where it is.
  public convenience init(view: UIView) {
    self.init(view: view, parameters: UIPreviewParameters())
  }

  /// The view's size.
  open var size: CGSize { view.bounds.size }

  /// The same preview at another target.
  open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
    UITargetedPreview(view: view, parameters: parameters, target: newTarget)
  }

  /// The same preview (it cannot change).
  open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The animator a context menu's delegate gets when the menu shows or goes: its animations and
/// completions run at once (a screen shows no menu in motion).
@MainActor @preconcurrency
public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// The view controller the menu previews, if any.
  var previewViewController: UIViewController? { get }
  /// Adds animations to run with the menu's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds work to run when the menu's animations end.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator a context menu's delegate gets when the user commits the preview (a tap on
/// it).
@MainActor @preconcurrency
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
  /// What committing does: open the preview, or dismiss the menu.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// What committing a context menu's preview does.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable, Hashable {
  /// The menu goes.
  case dismiss
  /// The preview opens.
  case pop
}

/// How a context menu shows.
public enum UIContextMenuInteractionAppearance: Int, Sendable, Hashable {
  case unknown, rich, compact
}
