import Foundation

/// Haptic feedback (accepted; there is no device to tap).
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
  /// A generator.
  public override init() {}
  /// Accepted.
  open func prepare() {}
}

/// Impact feedback.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// An impact's weight.
  public enum FeedbackStyle: Int, Sendable, Hashable {
    case light, medium, heavy, soft, rigid
  }
  /// The style.
  public let style: FeedbackStyle
  /// A generator of a style.
  public init(style: FeedbackStyle) { self.style = style }
  /// A medium generator.
  public convenience override init() { self.init(style: .medium) }
  /// Accepted.
  open func impactOccurred() {}
  /// Accepted.
  open func impactOccurred(intensity: CGFloat) {}
}

/// Selection feedback.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Accepted.
  open func selectionChanged() {}
}

/// Notification feedback.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// A notification's kind.
  public enum FeedbackType: Int, Sendable, Hashable {
    case success, warning, error
  }
  /// Accepted.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
