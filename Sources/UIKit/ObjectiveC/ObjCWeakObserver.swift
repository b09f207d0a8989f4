import Dispatch
import Foundation

/// The observer a selector-based notification observation sends to, held weakly (a freed
/// observer receives nothing, as on iOS 9 and later).
final class ObjCWeakObserver: @unchecked Sendable {
  private weak var target: AnyObject?

  init(_ target: AnyObject) { self.target = target }

  /// Sends `selector` with the notification to the observer, on the main actor.
  func send(_ selector: Selector, _ notification: Notification) {
    nonisolated(unsafe) let notification = notification
    let deliver: @MainActor () -> Void = { [self] in
      guard let target else { return }
      _ = ObjCMessaging.sending(selector, to: target, notification)
    }
    if MainActorBridge.isOnMainQueue {
      MainActorBridge.assumingMainQueue(deliver)
    } else {
      DispatchQueue.main.sync { MainActor.assumeIsolated(deliver) }
    }
  }
}
