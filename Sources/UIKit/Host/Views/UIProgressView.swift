import Foundation

/// A progress bar: its progress, 0…1 (kept).
@MainActor @preconcurrency
open class UIProgressView: UIView {
  /// A progress bar's style.
  public enum Style: Int, Sendable, Hashable {
    case `default`, bar
  }
  /// The style.
  open var progressViewStyle: Style = .default
  /// The progress, 0…1.
  open var progress: Float = 0
  /// The progress's tint.
  open var progressTintColor: UIColor?
  /// The track's tint.
  open var trackTintColor: UIColor?
  /// The observed progress.
  open var observedProgress: Progress?

  /// A progress bar of a style.
  public init(progressViewStyle style: Style) {
    self.progressViewStyle = style
    super.init(frame: .zero)
  }
  /// A default progress bar.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// A progress bar decoded from an Interface Builder file.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// Sets the progress, clamped to 0…1.
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = min(max(progress, 0), 1) }
}
