import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
  import Synchronization
#endif

/// Runs main-actor code (an app's layout object) for callers on any thread: the screen, the
/// headless collection view and the renderer ask a layout object from wherever they run, and
/// UIKit's objects are main-actor isolated. On the main queue the code runs in place; from
/// elsewhere it runs on the main queue, which the test runners keep serving while a test runs
/// on another thread.
///
/// "On the main queue" is not "on the main thread": Swift Testing on Linux parks the main
/// thread in `dispatchMain()` and the main queue, where main-actor work runs, is drained by
/// worker threads; the queue is recognised by a value set on it.
enum MainActorBridge {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// True on the main thread or while the main queue runs the current work. The cheap
  /// questions first: the known main thread, then the main queue's mark (Swift Testing on
  /// Linux runs main-actor work on the main queue from other threads, the main thread parked).
  static var isOnMainQueue: Bool {
    _ = marked
    if isKnownMainThread { return true }
    return DispatchQueue.getSpecific(key: key) == true || isMainThread
  }

  #if canImport(Glibc)
    /// The main thread's `pthread_t`, once a check has run on it (0 before).
    private static let mainThread = Atomic<UInt>(0)

    /// Whether the caller runs on the main thread. Foundation's `Thread.isMainThread` makes two
    /// system calls on Linux (`gettid`, `getpid`), and this is asked for every view a headless
    /// collection view shows: once the main thread is known, it is compared by `pthread_self()`.
    private static var isMainThread: Bool {
      let current = UInt(pthread_self())
      let known = mainThread.load(ordering: .relaxed)
      if known != 0 { return current == known }
      guard Thread.isMainThread else { return false }
      mainThread.store(current, ordering: .relaxed)
      return true
    }

    /// Whether the caller is the main thread, once it is known (no system call).
    private static var isKnownMainThread: Bool {
      let known = mainThread.load(ordering: .relaxed)
      return known != 0 && UInt(pthread_self()) == known
    }
  #else
    private static var isMainThread: Bool { Thread.isMainThread }
    private static var isKnownMainThread: Bool { false }
  #endif

  /// `body(argument)` run as main-actor code by a caller on the main queue (``isOnMainQueue``),
  /// or `nil` elsewhere (nothing runs). It is what `MainActor.assumeIsolated` does, with the
  /// check above in place of the executor's — the same answer on the main thread and on the
  /// main queue —, without requiring a `Sendable` result, and without a closure context to
  /// allocate: `body` captures nothing and takes what it needs as `argument`. A headless
  /// collection view crosses into the app's code this way for every view that appears or goes.
  @inline(__always)
  static func onMainQueue<Argument, T>(_ argument: Argument, _ body: @MainActor (Argument) throws -> T) rethrows -> T? {
    guard isOnMainQueue else { return nil }
    return try assumingMainQueue(argument, body)
  }

  /// `body` run as main-actor code by a caller that has checked ``isOnMainQueue`` (its
  /// captures take a closure context: for a body that needs no context, see
  /// ``assumingMainQueue(_:_:)``).
  static func assumingMainQueue<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in
      try unsafeBitCast(body, to: (() throws -> T).self)()
    }
  }

  /// `body(argument)` run as main-actor code by a caller that has checked ``isOnMainQueue``.
  @inline(__always)
  static func assumingMainQueue<Argument, T>(_ argument: Argument, _ body: @MainActor (Argument) throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in
      try unsafeBitCast(body, to: ((Argument) throws -> T).self)(argument)
    }
  }

  /// `body`'s result, run on the main actor.
  static func run<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if isOnMainQueue { return assumingMainQueue(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
  }
}
