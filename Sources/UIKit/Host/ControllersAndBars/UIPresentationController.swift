import Foundation

/// How a presented view controller is shown (kept; nothing is presented on a screen).
@MainActor @preconcurrency
open class UIPresentationController: NSObject {
  /// The class's methods, outlets and key-value properties by name, for selectors and key-value
  /// coding (see ``_ObjCClassTable``); `collection-snapshot-linuxify` overrides it in an app's
  /// subclasses.
  nonisolated open class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self)) }

  /// The controller presented.
  open private(set) weak var presentedViewController: UIViewController?
  /// The controller presenting.
  open private(set) weak var presentingViewController: UIViewController?
  /// A delegate.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// A presentation of `presentedViewController` by `presentingViewController`.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
  }
}

/// A presentation controller's delegate.
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {}

/// A sheet's presentation: its detents and grabber (kept).
@MainActor @preconcurrency
open class UISheetPresentationController: UIPresentationController {
  /// A height a sheet rests at.
  public final class Detent: NSObject, Sendable {
    /// The detent's identifier.
    public let identifier: Identifier
    init(identifier: Identifier) { self.identifier = identifier }
    /// Half the screen.
    public static func medium() -> Detent { Detent(identifier: .medium) }
    /// The full height.
    public static func large() -> Detent { Detent(identifier: .large) }
    /// A height the resolver computes (kept; not called).
    public static func custom(identifier: Identifier? = nil, resolver: @escaping @MainActor @Sendable (any NSObjectProtocol) -> CGFloat?) -> Detent {
      Detent(identifier: identifier ?? Identifier(rawValue: "custom"))
    }

    /// A detent's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The raw value.
      public let rawValue: String
      /// An identifier by name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The medium detent.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }
  }

  /// The detents.
  open var detents: [Detent] = [.large()]
  /// The detent selected.
  open var selectedDetentIdentifier: Detent.Identifier?
  /// The largest detent that leaves the presenter undimmed.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether the grabber shows.
  open var prefersGrabberVisible = false
  /// The corner radius.
  open var preferredCornerRadius: CGFloat?
  /// Whether scrolling expands the sheet.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet follows the preferred content size's width.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// Runs `changes` at once.
  open func animateChanges(_ changes: () -> Void) { changes() }
}

/// A popover's presentation (kept).
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
  /// The view it points at.
  open var sourceView: UIView?
  /// The rectangle it points at.
  open var sourceRect: CGRect = .zero
  /// The bar button it points at.
  open var barButtonItem: UIBarButtonItem?
  /// The item it points at.
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
  /// The arrow directions allowed.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// Something a popover can point at.
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: UInt
  /// Directions from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // UIKit's arrow directions.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// A segue between view controllers (kept; segues are not performed).
@MainActor @preconcurrency
open class UIStoryboardSegue: NSObject {
  /// The identifier.
  public let identifier: String?
  /// The source controller.
  public let source: UIViewController
  /// The destination controller.
  public let destination: UIViewController

  /// A segue.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Accepted.
  open func perform() {}
}
