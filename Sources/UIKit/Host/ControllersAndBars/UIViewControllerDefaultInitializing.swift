import CollectionSnapshotModel
import Foundation

/// What UIKit's `init()` on a view controller makes: `[[cls alloc] init]`, which runs the
/// class's own `init(nibName: nil, bundle: nil)` (`ProfileViewController()`, and a class made
/// through its metatype, `OutlineItem.viewController.init()`).
///
/// UIKit's view controllers are Objective-C classes, whose `init()` may be called through any
/// `UIViewController.Type`; a Swift class needs a `required` initializer for that, which would
/// force every subclass with its own initializers to write one more. Here `init()` comes from
/// this protocol instead. Where the class is named (`Self` is the app's class), it runs the
/// class's `init(nibName:bundle:)` as UIKit's module reaches a registered cell's `init(frame:)`;
/// a class without it (only `init?(coder:)`, or initializers of its own) stops as on iOS with
/// "Use of unimplemented initializer 'init(nibName:bundle:)'" — raised as ``UIKitException``
/// instead when its file was copied by `collection-snapshot-linuxify`. Through a metatype typed
/// as one of UIKit's classes (`let type: UIViewController.Type`), only `init?(coder:)` reaches
/// the object's own class: it is made by its `init?(coder:)` with the package's empty coder,
/// which UIKit's classes take as `init(nibName: nil, bundle: nil)` (a class whose
/// `init?(coder:)` refuses, with `fatalError`, stops there).
public protocol _UIViewControllerDefaultInitializing {}

extension UIViewController: _UIViewControllerDefaultInitializing {}

extension _UIViewControllerDefaultInitializing where Self: UIViewController {
  /// A view controller with no nib, as `init(nibName: nil, bundle: nil)` makes it. Main-actor
  /// isolated as UIKit's initializers are, with their leniency for Swift 5 code (a
  /// nonisolated local function may call it, as against iOS).
  @MainActor @preconcurrency
  public init() {
    // `Self` is the type the call names; the class of a metatype typed as UIKit's is reached by
    // delegating to the one initializer every subclass has.
    guard String(reflecting: Self.self).hasPrefix("UIKit.") else {
      // The factory makes an object of the class it is given: the cast cannot fail.
      self = UIKitViewFactory.makeViewController(Self.self) as! Self
      return
    }
    self.init(coder: UIKitPlaceholderCoder())!
  }
}

/// The coder handed to `init(coder:)` of an object made without a file (of a class without the
/// initializer UIKit calls, or for a storyboard's controller that could not be made): it holds
/// nothing, so every value decodes as absent (`nil`, `0`, `false`), and UIKit's classes of this
/// module initialize from it as from their plain initializers.
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
