import Foundation

/// An action a swipe reveals on a table row's trailing edge, from before swipe action
/// configurations (iOS 8–12; deprecated in iOS 13 for ``UIContextualAction``). A delegate's
/// `tableView(_:editActionsForRowAt:)` returns them, and a table asks for them when the
/// delegate does not implement `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
@MainActor @preconcurrency
open class UITableViewRowAction: NSObject {
  /// How the action's button looks.
  public enum Style: Int, Sendable, Hashable {
    /// A destructive (red) button.
    case `default` = 0
    /// A normal (grey) button.
    case normal = 1

    /// The same as `.default`, as in UIKit.
    public static var destructive: Style { .default }
  }

  /// What the action runs when the user taps it; the runtime's swipes do not tap it.
  public typealias Handler = (UITableViewRowAction, IndexPath) -> Void

  /// The style it was made with.
  public let style: Style
  /// The button's title.
  open var title: String?
  /// The button's colour (`nil`: the style's).
  open var backgroundColor: UIColor?
  /// The effect behind the button (kept).
  open var backgroundEffect: UIVisualEffect?
  /// The handler it was made with.
  public let handler: Handler

  /// An action with a style, a title and what it runs.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
