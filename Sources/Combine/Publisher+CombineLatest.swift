import Foundation
import OpenCombine

/// `combineLatest`, which OpenCombine 0.14 lacks: once each upstream has published, every new
/// value of either publishes the latest of both; it finishes when both have finished, and fails
/// with the first failure.
extension Publisher {
  /// The latest values of this publisher and `other`, as pairs.
  public func combineLatest<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Failure> where Other.Failure == Failure {
    Deferred { () -> AnyPublisher<(Output, Other.Output), Failure> in
      let state = CombineLatestState<Output, Other.Output, Failure>()
      return state.subject
        .handleEvents(
          receiveSubscription: { _ in
            state.first = self.sink(receiveCompletion: { state.finish($0, first: true) }, receiveValue: { state.receive(first: $0) })
            state.second = other.sink(receiveCompletion: { state.finish($0, first: false) }, receiveValue: { state.receive(second: $0) })
          },
          receiveCancel: { state.cancel() }
        )
        .eraseToAnyPublisher()
    }.eraseToAnyPublisher()
  }

  /// The latest values of this publisher and `other`, combined by `transform`.
  public func combineLatest<Other: Publisher, Result>(_ other: Other, _ transform: @escaping (Output, Other.Output) -> Result) -> AnyPublisher<Result, Failure>
  where Other.Failure == Failure {
    combineLatest(other).map { transform($0.0, $0.1) }.eraseToAnyPublisher()
  }

  /// The latest values of this publisher and two others, as triples.
  public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> AnyPublisher<(Output, B.Output, C.Output), Failure>
  where B.Failure == Failure, C.Failure == Failure {
    combineLatest(b).combineLatest(c).map { ($0.0.0, $0.0.1, $0.1) }.eraseToAnyPublisher()
  }

  /// The latest values of this publisher and two others, combined by `transform`.
  public func combineLatest<B: Publisher, C: Publisher, Result>(_ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> Result)
    -> AnyPublisher<Result, Failure>
  where B.Failure == Failure, C.Failure == Failure {
    combineLatest(b, c).map { transform($0.0, $0.1, $0.2) }.eraseToAnyPublisher()
  }
}

/// The state of one `combineLatest` subscription.
final class CombineLatestState<A, B, Failure: Error>: @unchecked Sendable {
  let subject = PassthroughSubject<(A, B), Failure>()
  var first: AnyCancellable?
  var second: AnyCancellable?
  private var a: A?
  private var b: B?
  private var finished = 0
  private let lock = NSRecursiveLock()

  func receive(first value: A) {
    let pair: (A, B)? = lock.withLock {
      a = value
      return b.map { (value, $0) }
    }
    if let pair { subject.send(pair) }
  }

  func receive(second value: B) {
    let pair: (A, B)? = lock.withLock {
      b = value
      return a.map { ($0, value) }
    }
    if let pair { subject.send(pair) }
  }

  func finish(_ completion: Subscribers.Completion<Failure>, first: Bool) {
    switch completion {
    case .failure:
      subject.send(completion: completion)
      cancel()
    case .finished:
      let done = lock.withLock {
        finished += 1
        return finished == 2
      }
      if done { subject.send(completion: .finished) }
    }
  }

  func cancel() {
    first?.cancel()
    second?.cancel()
  }
}
