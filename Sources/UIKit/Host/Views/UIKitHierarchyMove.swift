import Foundation

/// What UIKit tells a view and its superviews when it moves in the hierarchy, in UIKit's order:
/// the former superview's `willRemoveSubview(_:)`, the view's `willMove(toSuperview:)`, then —
/// when its window changes — `willMove(toWindow:)` of the view and every view inside it; after
/// the move, the appearance proxies' settings applied to each view entering a window (each
/// time it enters one, as UIKit applies them), `didMoveToWindow()` of each view,
/// `didMoveToSuperview()`, and the new superview's `didAddSubview(_:)`. Added again to its own
/// superview (a reorder), a view is told none of the superview's calls.
@MainActor
struct UIKitHierarchyMove {
  private let view: UIView
  private let newSuperview: UIView?
  private let windowChanges: Bool
  private let superviewChanges: Bool

  /// Tells what comes before moving `view` to `newSuperview` (`nil`: out of its superview).
  init(_ view: UIView, to newSuperview: UIView?) {
    self.view = view
    self.newSuperview = newSuperview
    let oldWindow = view.window
    let newWindow = newSuperview?.window
    windowChanges = oldWindow !== newWindow
    superviewChanges = view.superview !== newSuperview
    if superviewChanges {
      view.superview?.willRemoveSubview(view)
      view.willMove(toSuperview: newSuperview)
    }
    if windowChanges {
      for member in Self.subtree(of: view) { member.willMove(toWindow: newWindow) }
    }
  }

  /// Tells what comes after the move.
  func finish() {
    if windowChanges {
      let members = Self.subtree(of: view)
      if view.window != nil { UIKitAppearance.viewsEnteredWindow(members) }
      for member in members { member.didMoveToWindow() }
    }
    guard superviewChanges else { return }
    view.didMoveToSuperview()
    newSuperview?.didAddSubview(view)
  }

  /// The view and every view inside it, depth first.
  private static func subtree(of view: UIView) -> [UIView] {
    var result: [UIView] = []
    var pending = [view]
    while let next = pending.popLast(), result.count < 65_536 {
      result.append(next)
      pending += next.subviews.reversed()
    }
    return result
  }
}
