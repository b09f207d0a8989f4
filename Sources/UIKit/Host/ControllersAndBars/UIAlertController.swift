import Foundation

/// An alert or action sheet: its title, message, actions and text fields are kept; presenting
/// it keeps it as the presenter's `presentedViewController` (nothing is shown). Its actions run
/// when the app's code calls their handlers.
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
  /// An alert or an action sheet.
  public enum Style: Int, Sendable, Hashable {
    case actionSheet = 0, alert
  }

  /// The message.
  open var message: String?
  /// The style.
  public let preferredStyle: Style
  /// The actions, in order.
  open private(set) var actions: [UIAlertAction] = []
  /// The action highlighted as preferred.
  open var preferredAction: UIAlertAction?
  /// The text fields, in order.
  open private(set) var textFields: [UITextField]?
  /// The severity (Mac Catalyst).
  open var severity: UIAlertControllerSeverity = .default

  /// An alert or sheet with a title and a message.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// An alert made by `init()`.
  public required init?(coder: NSCoder) {
    self.preferredStyle = .alert
    super.init(coder: coder)
  }

  /// An alert.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.preferredStyle = .alert
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Adds an action.
  open func addAction(_ action: UIAlertAction) { actions.append(action) }

  /// Adds a text field, configured by `configurationHandler` now.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }
}

/// How an alert's importance shows (Mac Catalyst).
public enum UIAlertControllerSeverity: Int, Sendable, Hashable {
  case `default`, critical
}

/// A button of an alert: title, style and handler (run when the app calls ``handler``).
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
  /// How the button looks.
  public enum Style: Int, Sendable, Hashable {
    case `default`, cancel, destructive
  }

  /// The title.
  public let title: String?
  /// The style.
  public let style: Style
  /// Whether the button is enabled.
  open var isEnabled = true
  /// The handler.
  public let handler: ((UIAlertAction) -> Void)?

  /// A button.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// A share sheet: its items and activities are kept.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
  /// The items shared.
  public let activityItems: [Any]
  /// Activities excluded.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Called when it finishes (never, here).
  open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

  /// A share sheet of items.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    super.init(nibName: nil, bundle: nil)
  }

  /// A share sheet of nothing, made by `init()`.
  public required init?(coder: NSCoder) {
    self.activityItems = []
    super.init(coder: coder)
  }

  /// A share sheet of nothing.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.activityItems = []
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
}

/// An activity of a share sheet.
@MainActor @preconcurrency
open class UIActivity: NSObject {
  /// An activity's type.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// A type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A type by name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    // Common activities.
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
  }
}
