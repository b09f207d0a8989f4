import Foundation

/// What the timers made here were made with (Foundation's `Timer` keeps no name, and reports a
/// one-shot timer's interval as 0), until they are scheduled.
final class ObjCTimers: Sendable {
  struct Made: Sendable {
    var name: String
    var interval: TimeInterval
    var repeats: Bool
  }

  private let made = UIKitLocked<[ObjectIdentifier: Made]>([:])

  /// The timers of the process.
  static let shared = ObjCTimers()

  /// Keeps what `timer` was made with.
  func keep(_ timer: Timer, name: String, interval: TimeInterval, repeats: Bool) {
    made.withLock { $0[ObjectIdentifier(timer)] = Made(name: name, interval: interval, repeats: repeats) }
  }

  /// What `timer` was made with, forgotten.
  func take(_ timer: Timer) -> Made? {
    made.withLock { $0.removeValue(forKey: ObjectIdentifier(timer)) }
  }
}
