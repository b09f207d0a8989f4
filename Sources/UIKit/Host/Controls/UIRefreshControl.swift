import Foundation

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
