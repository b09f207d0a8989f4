import Foundation

/// A scroll view's delegate: told when the content scrolls, a drag or a deceleration begins
/// and ends, and asked about zooming. Every method is optional, as in UIKit: one the delegate
/// does not implement is not called (``_objcOptional(_:)`` answers `nil` for it).
///
/// The scroll view calls `scrollViewDidScroll(_:)` whenever its offset changes: set by the app
/// (`contentOffset`, `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`, its
/// bounds), by the first layout pass that insets it, or by the headless runtime's scrolling.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
  /// Called when the content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Called when the zoom scale changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Called when a drag begins.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Called when a drag ends, with the offset the content will stop at, which the delegate may
  /// change.
  func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Called after a drag ends.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Called when the content starts slowing down.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Called when the content stops.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Called when an animated scroll ends.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view that zooms.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Called when zooming begins.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// Called when zooming ends.
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// Whether a tap on the status bar scrolls to the top.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// Called after scrolling to the top.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// Called when the adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Not implemented.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { FlowDelegateProbe.notImplemented() }
  /// Not implemented: the content stops where the drag sends it.
  public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
    FlowDelegateProbe.notImplemented()
  }
  /// Not implemented.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { FlowDelegateProbe.notImplemented() }
  /// Not implemented: nothing zooms.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { FlowDelegateProbe.notImplemented() }
  /// Not implemented: a tap on the status bar scrolls to the top.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Not implemented.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { FlowDelegateProbe.notImplemented() }
}
