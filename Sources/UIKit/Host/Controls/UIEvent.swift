import Foundation

/// An event (none reaches a screen; hit tests take `nil`).
@MainActor @preconcurrency
open class UIEvent: NSObject {
  /// A motion or remote-control event's kind.
  public enum EventSubtype: Int, Sendable, Hashable {
    case none = 0, motionShake = 1
  }
}

/// A touch (none reaches a screen).
@MainActor @preconcurrency
open class UITouch: NSObject {
  /// The view touched.
  open var view: UIView? { nil }
  /// The taps.
  open var tapCount: Int { 0 }
  /// The location in `view`.
  open func location(in view: UIView?) -> CGPoint { .zero }
  /// The previous location in `view`.
  open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}
