import CollectionSnapshotModel
import Foundation

/// What UIKit's `init()` on a view controller makes: a view controller class without
/// initializers of its own, made through its metatype (`OutlineItem.viewController.init()`).
///
/// UIKit's view controllers are Objective-C classes, whose `init()` may be called through any
/// `UIViewController.Type`; a Swift class needs a `required` initializer for that, which would
/// force every subclass with its own initializers to write one more. Here `init()` comes from
/// this protocol instead and makes the controller through `init(coder:)` with the package's
/// placeholder coder (which decodes nothing): a subclass without initializers of its own
/// inherits UIKit's and is made as `init(nibName: nil, bundle: nil)` makes it. A subclass whose
/// `init?(coder:)` refuses (`fatalError`) stops there, as on iOS, where `init()` on such a class
/// stops with "Use of unimplemented initializer"; call its own initializer instead.
public protocol _UIViewControllerDefaultInitializing {}

extension UIViewController: _UIViewControllerDefaultInitializing {}

extension _UIViewControllerDefaultInitializing where Self: UIViewController {
  /// A view controller with no nib, as `init(nibName: nil, bundle: nil)` makes it. Main-actor
  /// isolated as UIKit's initializers are, with their leniency for Swift 5 code (a
  /// nonisolated local function may call it, as against iOS).
  @MainActor @preconcurrency
  public init() {
    // `init?(coder:)` is the one initializer every subclass has; the placeholder coder makes
    // UIKit's classes initialize as from `init(nibName: nil, bundle: nil)`.
    self.init(coder: UIKitPlaceholderCoder())!
  }
}

/// The coder `init()` hands to `init(coder:)`: it holds nothing, so every value decodes as
/// absent (`nil`, `0`, `false`), and UIKit's classes of this module initialize from it as from
/// their plain initializers.
final class UIKitPlaceholderCoder: NSCoder, @unchecked Sendable {
  /// A coder with no values.
  override init() {}
  /// Keyed, as storyboards' coders are.
  override var allowsKeyedCoding: Bool { true }
  /// No key has a value.
  override func containsValue(forKey key: String) -> Bool { false }
  /// `nil`.
  override func decodeObject(forKey key: String) -> Any? { nil }
  /// `false`.
  override func decodeBool(forKey key: String) -> Bool { false }
  /// 0.
  override func decodeInt32(forKey key: String) -> Int32 { 0 }
  /// 0.
  override func decodeInt64(forKey key: String) -> Int64 { 0 }
  /// 0.
  override func decodeFloat(forKey key: String) -> Float { 0 }
  /// 0.
  override func decodeDouble(forKey key: String) -> Double { 0 }
}
