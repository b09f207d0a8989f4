import Foundation

/// A time interval in seconds, as Core Animation measures it.
public typealias CFTimeInterval = Double

/// An animation of a layer (kept, never run).
open class CAAnimation: NSObject {
  /// The duration.
  open var duration: CFTimeInterval = 0
  /// Whether it is removed when done.
  open var isRemovedOnCompletion = true
  /// The repeat count.
  open var repeatCount: Float = 0
  /// An animation.
  public override init() {}
}

/// An animation of a property between values (kept).
open class CABasicAnimation: CAAnimation {
  /// The animated key path.
  open var keyPath: String?
  /// The start value.
  open var fromValue: Any?
  /// The end value.
  open var toValue: Any?
  /// An animation of a key path.
  public init(keyPath path: String?) {
    self.keyPath = path
  }
}

/// Groups layer changes (run at once here).
public enum CATransaction {
  /// Accepted.
  public static func begin() {}
  /// Accepted.
  public static func commit() {}
  /// Accepted.
  public static func setDisableActions(_ flag: Bool) {}
  /// Accepted.
  public static func setAnimationDuration(_ dur: CFTimeInterval) {}
  /// Runs `block` at once.
  public static func setCompletionBlock(_ block: (@Sendable () -> Void)?) { block?() }
}
