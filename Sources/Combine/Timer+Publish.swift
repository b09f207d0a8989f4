import Foundation
import OpenCombine
import UIKit

extension Timer {
  /// A publisher of the time every `interval` seconds of the virtual clock, once connected
  /// (`.autoconnect()`): the run loop and mode are accepted (every timer here waits on the
  /// current ``UIKitRunLoop``). The dates are the virtual clock's, counted from 1 January 2001.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: Never? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// The publisher ``publish(every:tolerance:on:in:options:)`` returns.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    /// The interval, in seconds.
    public let interval: TimeInterval
    private let subject = PassthroughSubject<Date, Never>()

    init(interval: TimeInterval) { self.interval = interval }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// Starts the timer on the current run loop's virtual clock.
    public func connect() -> any Cancellable {
      let loop = UIKitRunLoop.current
      let subject = self.subject
      nonisolated(unsafe) let send = subject
      let token = loop.schedule(after: interval, repeating: interval, name: "a Timer.publish timer") { [loop] in
        send.send(Date(timeIntervalSinceReferenceDate: Double(loop.now) / 1_000_000))
      }
      return AnyCancellable { loop.cancel(token) }
    }
  }
}
