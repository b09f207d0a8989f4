internal import Foundation

/// A value computed on first use, once, whichever thread asks first; every later use, on any
/// thread, gets that same value.
///
/// A ``ComputedLayout`` keeps its rect-query indexes in one: a snapshot that only prints the
/// layout never pays for them, and the renderer's bands, drawing on two threads, may ask for
/// them at the same moment.
///
/// `@unchecked Sendable` is sound because `make` and `value` are private and read or written
/// only while `lock` is held, and `make` runs under the lock too: two threads asking at once
/// compute the value once, and the second waits for it. `make` is `@Sendable` and `Value` is
/// `Sendable`, so both may cross threads.
final class ComputedOnce<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var make: (@Sendable () -> Value)?
  private var value: Value?

  /// A value that `make` computes on first use.
  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  /// The value, computed now if no one asked before.
  var wrappedValue: Value {
    lock.lock()
    defer { lock.unlock() }
    if let value { return value }
    guard let make else { preconditionFailure("ComputedOnce: no value and nothing to compute it") }
    let made = make()
    value = made
    self.make = nil
    return made
  }
}
