import Foundation

/// Assistive technologies (none run here).
public enum UIAccessibility {
  /// A notification to assistive technologies.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt32
    /// A notification by value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // UIKit's notifications.
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Accepted.
  @MainActor public static func post(notification: Notification, argument: Any?) {}
  /// False: VoiceOver is not running.
  @MainActor public static var isVoiceOverRunning: Bool { false }
  /// False.
  @MainActor public static var isReduceMotionEnabled: Bool { false }
  /// False.
  @MainActor public static var isReduceTransparencyEnabled: Bool { false }
  /// False.
  @MainActor public static var isBoldTextEnabled: Bool { false }
  /// False.
  @MainActor public static var isDarkerSystemColorsEnabled: Bool { false }
  /// False.
  @MainActor public static var isSwitchControlRunning: Bool { false }
}
