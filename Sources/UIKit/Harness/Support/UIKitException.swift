import Foundation

/// What UIKit raises as an Objective-C exception (and an app dies of), thrown here as a Swift
/// error with UIKit's name and reason, so a test fails with the text a developer would search
/// for instead of trapping.
///
/// UIKit raises some of these while layout code runs (a group made without subitems); Swift
/// callers of those APIs cannot catch anything, so the exception is recorded and thrown when the
/// screen is made from the layout (``Screen/init(name:device:host:layoutDirection:contentSizeCategory:roundingRule:layout:snapshot:flowDelegate:itemIdentifier:supplementary:cell:)``).
public struct UIKitException: Error, Sendable, Hashable, CustomStringConvertible {
  /// The exception's name, e.g. `NSInternalInconsistencyException`.
  public var name: String
  /// UIKit's reason text.
  public var reason: String
  /// The API that raised it, e.g. `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`.
  public var origin: String

  /// An exception.
  public init(name: String = UIKitException.internalInconsistency, reason: String, origin: String) {
    self.name = name
    self.reason = reason
    self.origin = origin
  }

  /// `NSInternalInconsistencyException`, what UIKit's assertions raise.
  public static let internalInconsistency = "NSInternalInconsistencyException"
  /// `NSInvalidArgumentException`.
  public static let invalidArgument = "NSInvalidArgumentException"
  /// Not an exception: a Swift runtime failure iOS stops the app with (printed as `Fatal error:
  /// <reason>`), such as "Use of unimplemented initializer 'init(frame:)' for class 'App.X'".
  public static let fatalError = "Fatal error"
  /// Not an exception: an error UIKit only logs, after which it lays out a result it does not
  /// define (a dimension ≤ 0). A snapshot of that would be meaningless, so it fails the same way.
  public static let loggedError = "UIKit logged error"

  /// As the console shows it: `*** Terminating app due to uncaught exception '<name>', reason:
  /// '<reason>'`, then where it was raised.
  public var description: String {
    if name == Self.fatalError { return "Fatal error: \(reason) (raised by \(origin))" }
    if name == Self.loggedError {
      return "UIKit logs the error '\(reason)' (from \(origin)) and lays out an undefined result"
    }
    return "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)' (raised by \(origin))"
  }
}

/// Collects the exceptions raised while layout code runs for a screen (a task-local scope), so
/// that an exception from an object that is then thrown away still fails the screen, as it
/// would have ended the app.
final class UIKitExceptionRecorder: Sendable {
  /// What was raised (the recorder is asked once for every view a headless collection view
  /// shows).
  private let recorded = UIKitLocked<[UIKitException]>([])
  /// True for the recorder of a request to an app's data source for a view (a registration
  /// made then is refused, as UIKit refuses it).
  let isAskingDataSource: Bool

  /// A recorder; `isAskingDataSource` for one that records a data source's answer.
  init(isAskingDataSource: Bool = false) {
    self.isAskingDataSource = isAskingDataSource
  }

  /// The recorder of the screen being made, if any.
  @TaskLocal static var current: UIKitExceptionRecorder?

  /// Records `exception` in the current scope's recorder and returns it (for the object that
  /// raised it to keep).
  @discardableResult
  static func raise(_ exception: UIKitException) -> UIKitException {
    current?.append(exception)
    return exception
  }

  private func append(_ exception: UIKitException) {
    recorded.withLock { $0.append(exception) }
  }

  /// How many exceptions recorded would end the app on iOS (UIKit's logged errors aside).
  var endingCount: Int {
    recorded.withLock { $0.lazy.filter { $0.name != UIKitException.loggedError }.count }
  }

  /// The first exception recorded.
  var first: UIKitException? {
    recorded.withLock { $0.first }
  }

  /// The first exception recorded, forgetting them all: a recorder used for one request after
  /// another.
  func takeFirst() -> UIKitException? {
    recorded.withLock { recorded in
      guard let first = recorded.first else { return nil }
      recorded.removeAll(keepingCapacity: true)
      return first
    }
  }
}
