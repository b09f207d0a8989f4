import Foundation

/// A page indicator: the number of pages, the current one and the indicator images (kept, not
/// drawn).
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
  /// The image of every page's indicator, where a page has none of its own (`nil`: UIKit's
  /// dot; kept, not drawn).
  open var preferredIndicatorImage: UIImage?
  /// The current page's indicator image, where a page has none of its own (iOS 16; kept).
  open var preferredCurrentPageIndicatorImage: UIImage?
  private var indicatorImages: [Int: UIImage] = [:]
  private var currentPageIndicatorImages: [Int: UIImage] = [:]

  /// Sets a page's own indicator image (`nil` returns it to ``preferredIndicatorImage``).
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }
  /// A page's own indicator image; `nil` when none was set for it.
  open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }
  /// Sets a page's own indicator image for when it is the current page (iOS 16).
  open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) { currentPageIndicatorImages[page] = image }
  /// A page's own current-page indicator image; `nil` when none was set for it (iOS 16).
  open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentPageIndicatorImages[page] }

  /// A page control's background.
  public enum BackgroundStyle: Int, Sendable, Hashable {
    case automatic, prominent, minimal
  }
}
