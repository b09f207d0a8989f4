import Foundation

/// A value shared by the threads of a test process (the per-process state of the assertion
/// library and of run folders: claims, caches, the run's identity), read and changed only under
/// its lock.
///
/// `@unchecked Sendable` is sound because `value` is private and every access goes through
/// ``withLock(_:)``, which holds the lock for the whole access; `Value` is `Sendable`, so what a
/// caller takes out may cross threads too.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// A value with its own lock.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value while holding the lock.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
