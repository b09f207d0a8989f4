import Foundation

/// Gives a view the frame its element has and lays its subviews out before its tree is read, as
/// UIKit lays a cell out before it shows: the view's `layoutIfNeeded()`, then each view's
/// `layoutSubviews()` from the top down (a cell's overrides that set their subviews' frames run
/// with the cell's final bounds).
@MainActor
enum UIKitViewTreeLayout {
  /// Places `view` at `frame` and lays it out.
  static func layOut(_ view: UIView, frame: CGRect) {
    if view.frame != frame { view.frame = frame }
    view.layoutIfNeeded()
    layOutSubviews(view, depth: 0)
  }

  /// `layoutSubviews()` of `view`, then of its subviews (64 levels at most: a view made its
  /// own subview would never end).
  private static func layOutSubviews(_ view: UIView, depth: Int) {
    guard depth < 64 else { return }
    view.layoutSubviews()
    for subview in view.subviews where !subview.isHidden { layOutSubviews(subview, depth: depth + 1) }
  }
}
