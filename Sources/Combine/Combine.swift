// `import Combine` on Linux: OpenCombine (Publisher, Subscriber, subjects, `Just`, `Future`,
// `@Published`, `ObservableObject`, `AnyCancellable`, the operators), with what apps call that
// it keeps elsewhere: `DispatchQueue.main` and `RunLoop.main` as schedulers,
// `NotificationCenter.default.publisher(for:)` and `Timer.publish(every:on:in:)`. Time-based
// operators (`debounce`, `throttle`, `delay`, timers) wait on the virtual clock of the UIKit
// module's run loop (``UIKitRunLoop``), which a headless collection view driving the screen
// moves: the same test gives the same values at the same virtual times on every machine.
@_exported import OpenCombine
