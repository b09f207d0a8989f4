import Foundation

#if os(Linux)
  import Synchronization
#endif

/// A value behind a lock: the standard library's `Mutex` on Linux (an exception recorder is
/// asked once for every view a headless collection view shows, and `NSLock` cost more than
/// the rest of the question), `NSLock` elsewhere (`Mutex` needs macOS 15).
final class UIKitLocked<Value: Sendable>: Sendable {
  #if os(Linux)
    private let mutex: Mutex<Value>

    init(_ value: Value) { mutex = Mutex(value) }

    /// `body`'s result, run with the value under the lock.
    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
      mutex.withLock { body(&$0) }
    }
  #else
    private let lock = NSLock()
    nonisolated(unsafe) private var value: Value

    init(_ value: Value) { self.value = value }

    /// `body`'s result, run with the value under the lock.
    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
      lock.lock()
      defer { lock.unlock() }
      return body(&value)
    }
  #endif
}
