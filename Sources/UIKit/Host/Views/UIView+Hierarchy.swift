import Foundation

// Moving views in the hierarchy: what `addSubview(_:)`, `insertSubview(_:at:)` and
// `removeFromSuperview()` do, and what they tell the views (through `UIKitHierarchyMove`).
extension UIView {
  /// Puts `view` among the subviews at `index` (already clamped), taking it from its former
  /// superview, and tells the views as UIKit tells them.
  func attach(_ view: UIView, at index: Int) {
    let move = UIKitHierarchyMove(view, to: self)
    view.detachFromSuperview(notifying: false)
    view.superview = self
    subviews.insert(view, at: min(index, subviews.count))
    subviewsChanged()
    move.finish()
  }

  /// Takes the view out of its superview. A move to another superview tells the views once,
  /// through ``UIKitHierarchyMove``, so it detaches without `notifying`.
  func detachFromSuperview(notifying: Bool) {
    guard let former = superview else { return }
    let move = notifying ? UIKitHierarchyMove(self, to: nil) : nil
    former.subviews.removeAll { $0 === self }
    superview = nil
    former.subviewRemoved(self)
    move?.finish()
  }
}
