import Foundation

/// The tokens of the selector-based notification observations, by observer and center, so
/// that `removeObserver(_:)` with the observer ends them.
final class ObjCSelectorObservers: @unchecked Sendable {
  private struct Key: Hashable {
    let observer: ObjectIdentifier
    let center: ObjectIdentifier
  }

  private let lock = NSLock()
  nonisolated(unsafe) private var tokens: [Key: [any NSObjectProtocol]] = [:]

  /// The observations of the process.
  static let shared = ObjCSelectorObservers()

  /// Keeps the token of an observation of `observer` in `center`.
  func add(_ token: any NSObjectProtocol, for observer: AnyObject, in center: NotificationCenter) {
    let key = Key(observer: ObjectIdentifier(observer), center: ObjectIdentifier(center))
    lock.withLock { tokens[key, default: []].append(token) }
  }

  /// The tokens of `observer`'s observations in `center`, forgotten.
  func remove(_ observer: AnyObject, in center: NotificationCenter) -> [any NSObjectProtocol] {
    let key = Key(observer: ObjectIdentifier(observer), center: ObjectIdentifier(center))
    return lock.withLock { tokens.removeValue(forKey: key) ?? [] }
  }
}
