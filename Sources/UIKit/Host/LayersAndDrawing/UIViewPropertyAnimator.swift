import Foundation

/// Animates views (the animations run at once when started; completions get `.end`).
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject {
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The duration.
  public let duration: TimeInterval
  /// Whether it is running.
  open private(set) var isRunning = false
  /// How far it is, 0…1.
  open var fractionComplete: CGFloat = 0
  /// Whether it can be interrupted.
  open var isInterruptible = true

  /// An animator with a curve.
  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// An animator with a damping ratio.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// Adds animations.
  open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }
  /// Adds a completion.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }
  /// Runs the animations, then the completions with `.end`.
  open func startAnimation() {
    let running = animations
    animations = []
    for animation in running { animation() }
    fractionComplete = 1
    let finishing = completions
    completions = []
    for completion in finishing { completion(.end) }
  }
  /// Starts after a delay (at once here).
  open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
  /// Accepted.
  open func pauseAnimation() {}
  /// Stops; with `withoutFinishing` false, the completions run with `.current`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    animations = []
    if !withoutFinishing { finishAnimation(at: .current) }
  }
  /// Runs the completions with `finalPosition`.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    let finishing = completions
    completions = []
    for completion in finishing { completion(finalPosition) }
  }

  /// An animator that runs at once.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable, Hashable {
  case end, start, current
}

extension UIView {
  /// An animation's timing curve.
  public enum AnimationCurve: Int, Sendable, Hashable {
    case easeInOut, easeIn, easeOut, linear
  }
}
