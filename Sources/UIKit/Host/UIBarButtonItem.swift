import Foundation

/// A button of a navigation bar or toolbar, made with a primary action (target–action needs
/// Objective-C selectors, which Linux has not).
@MainActor @preconcurrency
open class UIBarButtonItem: NSObject {
  /// A system button.
  public enum SystemItem: Int, Sendable, Hashable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop, camera,
      trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
  }

  /// How a button looks.
  public enum Style: Int, Sendable, Hashable {
    case plain, bordered, done
  }

  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The style.
  open var style: Style = .plain
  /// Whether the button is enabled.
  open var isEnabled = true
  /// The tint colour.
  open var tintColor: UIColor?
  /// The primary action (not run).
  open var primaryAction: UIAction?

  /// A system button.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.primaryAction = primaryAction
  }

  /// A button with a title or an image.
  public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
  }

  /// A button.
  public override init() {}

  /// Bar button items are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }
}
