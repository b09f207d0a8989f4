import Foundation

/// A view a collection or table view makes for a reuse identifier and hands out again: how it
/// was dequeued, the element it shows in a headless driver, and the reset before it is reused.
/// Collection views' reusable views, tables' cells and header-footer views.
@MainActor
protocol UIKitReusableView: UIView {
  /// How it was dequeued.
  var dequeued: UIKitDequeue? { get set }
  /// The element it shows while a headless driver shows it.
  var shownElement: UIKitShownElement? { get set }
  /// Resets what the next configuration may not set.
  func prepareForReuse()
}

extension UICollectionReusableView: UIKitReusableView {}
extension UITableViewCell: UIKitReusableView {}
extension UITableViewHeaderFooterView: UIKitReusableView {}
