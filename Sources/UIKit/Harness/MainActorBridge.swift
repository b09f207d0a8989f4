import Dispatch
import Foundation

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

  /// True on the main thread or while the main queue runs the current work.
  static var isOnMainQueue: Bool {
    _ = marked
    return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }

  /// `body`'s result, run on the main actor.
  static func run<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if isOnMainQueue { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
  }
}
