import Foundation

/// Gives a view the frame its element has and lays it out before its tree is read, as UIKit
/// lays a cell out before it is drawn: its constraints solved and each view's
/// `layoutSubviews()` run from the top down where a layout is due (`layoutIfNeeded()`).
@MainActor
enum UIKitViewTreeLayout {
  /// Places `view` at `frame` and lays it out.
  static func layOut(_ view: UIView, frame: CGRect) {
    if view.frame != frame { view.frame = frame }
    view.layoutIfNeeded()
  }
}
