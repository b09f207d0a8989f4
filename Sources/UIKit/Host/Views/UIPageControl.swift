import Foundation

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
