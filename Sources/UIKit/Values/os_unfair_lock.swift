import Foundation

/// Darwin's unfair lock, which Foundation brings on iOS (the `os` module re-exports it here), as
/// code written for it uses it (`os_unfair_lock_lock(&lock)` on a stored `os_unfair_lock`, or
/// through a pointer): a mutex kept in a table by the lock's address, since a Swift value
/// cannot hold a `pthread_mutex_t` in place.
public struct os_unfair_lock: Sendable {
  /// A new, unlocked lock.
  public init() {}
  // One byte, so each lock has its own address.
  var _opaque: UInt8 = 0
}

/// A pointer to an unfair lock.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

/// Takes the lock, waiting while another thread holds it.
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { OSUnfairLocks.mutex(for: lock).lock() }
/// Takes the lock if it is free.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { OSUnfairLocks.mutex(for: lock).try() }
/// Releases the lock.
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { OSUnfairLocks.mutex(for: lock).unlock() }
/// Checks that the current thread holds the lock (not checked here).
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}
/// Checks that the current thread does not hold the lock (not checked here).
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}

/// The mutexes of the unfair locks, by address.
enum OSUnfairLocks {
  nonisolated(unsafe) private static var table: [UnsafeMutableRawPointer: NSLock] = [:]
  private static let guardLock = NSLock()

  static func mutex(for lock: os_unfair_lock_t) -> NSLock {
    guardLock.lock()
    defer { guardLock.unlock() }
    let key = UnsafeMutableRawPointer(lock)
    if let found = table[key] { return found }
    let made = NSLock()
    table[key] = made
    return made
  }
}
