import Foundation
import OpenCombine

extension NotificationCenter {
  /// Publishes the notifications named `name` (from `object`, when given) posted to this
  /// center, until cancelled.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
    nonisolated(unsafe) let object = object
    return Deferred { [self] () -> AnyPublisher<Notification, Never> in
      let subject = PassthroughSubject<Notification, Never>()
      nonisolated(unsafe) let send = subject
      let token = self.addObserver(forName: name, object: object, queue: nil) { send.send($0) }
      nonisolated(unsafe) let held = token
      return subject.handleEvents(receiveCancel: { [self] in self.removeObserver(held) }).eraseToAnyPublisher()
    }.eraseToAnyPublisher()
  }
}
