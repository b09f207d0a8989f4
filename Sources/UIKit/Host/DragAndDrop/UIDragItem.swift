import Foundation

/// An item being dragged: what it carries (its item provider), an object for drops inside the
/// app (`localObject`) and the preview it shows.
@MainActor @preconcurrency
open class UIDragItem: NSObject {
  /// What the item carries.
  public let itemProvider: NSItemProvider
  /// An object for a drop in the same app (not carried to other apps).
  open var localObject: Any?
  /// Makes the preview shown while dragging (`nil`: the source view's).
  open var previewProvider: (() -> UIDragPreview?)?

  /// An item carrying what `itemProvider` provides.
  public init(itemProvider: NSItemProvider) { self.itemProvider = itemProvider }
}

/// The preview of a dragged item: a view and how it looks (never shown on a screen at rest).
@MainActor @preconcurrency
open class UIDragPreview: NSObject {
  /// The view shown.
  public let view: UIView
  /// How it looks.
  public let parameters: UIDragPreviewParameters

  /// A preview of a view with parameters.
  public init(view: UIView, parameters: UIDragPreviewParameters) {
    self.view = view
    self.parameters = parameters
  }

  /// A preview of a view.
  public convenience init(view: UIView) { self.init(view: view, parameters: UIDragPreviewParameters()) }
}

/// How a drag preview looks: the part of the view shown and its background.
@MainActor @preconcurrency
open class UIDragPreviewParameters: UIPreviewParameters {}

/// The animator a drop hands back: its animations and completions run at once (no drop is
/// animated here).
@MainActor @preconcurrency
public protocol UIDragAnimating: AnyObject {
  /// Adds animations to run with the drop's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds work to run when the drop's animation ends.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// A drop's animator: animations and completions run as they are added.
final class UIKitDropAnimator: UIDragAnimating {
  func addAnimations(_ animations: @escaping () -> Void) { animations() }
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
}
