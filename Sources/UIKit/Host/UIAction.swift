import Foundation

/// An action with a title, an image and a handler (kept, not run).
@MainActor @preconcurrency
open class UIAction: NSObject {
  /// What an action runs.
  public typealias Handler = (UIAction) -> Void

  /// The title.
  open var title: String
  /// The image.
  open var image: UIImage?
  let handler: Handler

  /// An action.
  public init(title: String = "", image: UIImage? = nil, handler: @escaping Handler) {
    self.title = title
    self.image = image
    self.handler = handler
  }
}
