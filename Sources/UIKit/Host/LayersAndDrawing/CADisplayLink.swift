import Foundation

/// A timer in step with the display: once added to a run loop it sends its selector to its
/// target every frame — every 1/60 s of the virtual clock of ``UIKitRunLoop`` (or
/// `1 / preferredFramesPerSecond`), so it runs when a headless collection view or a test moves
/// the clock, never by itself, as the app's timers do. `invalidate()` stops it; while
/// `isPaused` it skips frames.
@MainActor @preconcurrency
open class CADisplayLink: NSObject {
  private weak var target: AnyObject?
  private let selector: Selector
  private var token: Int?
  private var runLoop: UIKitRunLoop?
  /// Whether frames are skipped.
  open var isPaused = false
  /// Frames per second asked for (0: the display's, 60).
  open var preferredFramesPerSecond = 0
  /// The time of the last frame, in seconds of the virtual clock.
  open private(set) var timestamp: CFTimeInterval = 0
  /// The time of the next frame.
  open var targetTimestamp: CFTimeInterval { timestamp + duration }
  /// The time between frames.
  open var duration: CFTimeInterval { 1 / Double(preferredFramesPerSecond > 0 ? preferredFramesPerSecond : 60) }

  /// A link sending `sel` to `target` (which it holds weakly here) each frame.
  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    self.selector = sel
  }

  /// Starts sending frames on the current virtual run loop (any mode).
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard token == nil else { return }
    let loop = UIKitRunLoop.current
    runLoop = loop
    let name = "displayLink -[\(target.map { _ObjCClassTable.name(of: type(of: $0)) } ?? "nil") \(selector.name)]"
    token = loop.schedule(after: duration, repeating: duration, name: name, owner: self, isValid: { [weak self] in self?.token != nil }) { [weak self] in
      guard let self, !self.isPaused, let target = self.target else { return }
      self.timestamp = Double(loop.now) / 1_000_000
      _ = ObjCMessaging.sending(self.selector, to: target, self)
    }
  }

  /// Stops sending frames on a run loop.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

  /// Stops the link for good.
  open func invalidate() {
    if let token { runLoop?.cancel(token) }
    token = nil
  }
}
