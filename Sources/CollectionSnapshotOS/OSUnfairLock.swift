import Foundation

/// A value guarded by a lock, as `OSAllocatedUnfairLock` is.
public final class OSAllocatedUnfairLock<State>: @unchecked Sendable {
  // Unchecked: the state is only touched under the lock.
  private let mutex = NSLock()
  private var state: State

  /// A lock guarding `initialState`.
  public init(initialState: State) { state = initialState }

  /// Runs `body` with the state, under the lock.
  public func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    mutex.lock()
    defer { mutex.unlock() }
    return try body(&state)
  }

  /// Runs `body` with the state, without checking it is sendable.
  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R { try withLock(body) }

  /// Takes the lock.
  public func lock() { mutex.lock() }
  /// Releases the lock.
  public func unlock() { mutex.unlock() }
  /// Takes the lock if it is free.
  public func lockIfAvailable() -> Bool { mutex.try() }
}

extension OSAllocatedUnfairLock where State == Void {
  /// A lock guarding nothing.
  public convenience init() { self.init(initialState: ()) }

  /// Runs `body` under the lock.
  public func withLock<R>(_ body: () throws -> R) rethrows -> R {
    try withLock { (_: inout Void) in try body() }
  }
}
