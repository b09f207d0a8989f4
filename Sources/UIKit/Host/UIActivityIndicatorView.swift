import Foundation

/// A spinner: its style, colour and whether it animates (kept; nothing spins).
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
  /// A spinner's size.
  public enum Style: Int, Sendable, Hashable {
    case medium = 100, large = 101
    case whiteLarge = 0, white = 1, gray = 2
  }

  /// The style.
  open var style: Style
  /// The colour.
  open var color: UIColor!
  /// Whether it hides when stopped.
  open var hidesWhenStopped = true
  /// Whether it animates.
  open private(set) var isAnimating = false

  /// A spinner of a style (hidden until it animates).
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = hidesWhenStopped
  }

  /// A medium spinner.
  public override init(frame: CGRect) {
    self.style = .medium
    super.init(frame: frame)
    isHidden = hidesWhenStopped
  }

  /// Spinners are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }

  /// Starts animating (and shows).
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }
  /// Stops animating (and hides, when ``hidesWhenStopped``).
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
  /// UIKit's sizes: 20 (medium) and 37 (large).
  open override var intrinsicContentSize: CGSize {
    let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
    return CGSize(width: side, height: side)
  }
}

/// A page indicator: the number of pages and the current one (kept).
@MainActor @preconcurrency
open class UIPageControl: UIControl {
  /// The number of pages.
  open var numberOfPages = 0
  /// The current page.
  open var currentPage = 0
  /// Whether it hides for one page.
  open var hidesForSinglePage = false
  /// The dots' tint.
  open var pageIndicatorTintColor: UIColor?
  /// The current dot's tint.
  open var currentPageIndicatorTintColor: UIColor?
  /// The background's style.
  open var backgroundStyle: BackgroundStyle = .automatic
  /// Whether it moves continuously.
  open var allowsContinuousInteraction = true

  /// A page control's background.
  public enum BackgroundStyle: Int, Sendable, Hashable {
    case automatic, prominent, minimal
  }
}

/// A slider: its value and range (kept; setting the value sends no event).
@MainActor @preconcurrency
open class UISlider: UIControl {
  /// The value.
  open var value: Float = 0
  /// The smallest value.
  open var minimumValue: Float = 0
  /// The largest value.
  open var maximumValue: Float = 1
  /// Whether it sends events while moving.
  open var isContinuous = true
  /// The minimum track's tint.
  open var minimumTrackTintColor: UIColor?
  /// The maximum track's tint.
  open var maximumTrackTintColor: UIColor?
  /// The thumb's tint.
  open var thumbTintColor: UIColor?
  /// The image at the minimum end.
  open var minimumValueImage: UIImage?
  /// The image at the maximum end.
  open var maximumValueImage: UIImage?
  /// Sets the value, clamped to the range.
  open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }
}

/// A stepper: its value, range and step (kept).
@MainActor @preconcurrency
open class UIStepper: UIControl {
  /// The value.
  open var value: Double = 0
  /// The smallest value.
  open var minimumValue: Double = 0
  /// The largest value.
  open var maximumValue: Double = 100
  /// The step.
  open var stepValue: Double = 1
  /// Whether it wraps around.
  open var wraps = false
  /// Whether holding repeats.
  open var autorepeat = true
  /// Whether it sends events while held.
  open var isContinuous = true
}

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
  /// Progress bars are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }
  /// Sets the progress, clamped to 0…1.
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = min(max(progress, 0), 1) }
}

/// A pull-to-refresh control of a scroll view: refreshing or not (kept; no one pulls a screen).
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
  /// Whether it is refreshing.
  open private(set) var isRefreshing = false
  /// The title under the spinner.
  open var attributedTitle: NSAttributedString?
  /// Starts refreshing.
  open func beginRefreshing() { isRefreshing = true }
  /// Ends refreshing.
  open func endRefreshing() { isRefreshing = false }
}
