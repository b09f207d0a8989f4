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
  /// UIKit's bar: 4 tall (a bar-style one 2.5), no intrinsic width.
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4) }
  /// A progress view made in code hugs at 250 across and 750 up and down (UIKit's default).
  override var defaultContentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) { (.defaultLow, .defaultHigh) }
  /// Sets the progress, clamped to 0…1.
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = min(max(progress, 0), 1) }
}
