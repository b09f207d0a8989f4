import Foundation

/// Where a view is among its superviews: conversions between their coordinates, and lookups.
extension UIView {
  /// True when the view is `view` or inside it.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let v = current {
      if v === view { return true }
      current = v.superview
    }
    return false
  }

  /// `point` in this view's coordinates, in `view`'s (or the window's, for `nil`): frames are
  /// added up through the superviews (transforms are not applied).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let a = originInRoot()
    let b = view?.originInRoot() ?? .zero
    return CGPoint(x: point.x + a.x - b.x, y: point.y + a.y - b.y)
  }

  /// `point` in `view`'s coordinates (or the window's, for `nil`), in this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    (view ?? window)?.convert(point, to: self) ?? CGPoint(x: point.x - originInRoot().x, y: point.y - originInRoot().y)
  }

  /// `rect` in this view's coordinates, in `view`'s (or the window's, for `nil`).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `rect` in `view`'s coordinates (or the window's, for `nil`), in this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The origin of this view's bounds in the coordinates of its topmost superview.
  fileprivate func originInRoot() -> CGPoint {
    var x = -bounds.minX
    var y = -bounds.minY
    var current: UIView? = self
    while let view = current, let parent = view.superview {
      x += view.frame.minX - parent.bounds.minX
      y += view.frame.minY - parent.bounds.minY
      current = parent
    }
    return CGPoint(x: x, y: y)
  }

  /// `insets` by leading and trailing edge in this view's reading direction: in right to
  /// left, leading is the right edge.
  func directional(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return NSDirectionalEdgeInsets(top: insets.top, leading: rtl ? insets.right : insets.left, bottom: insets.bottom, trailing: rtl ? insets.left : insets.right)
  }

  /// `insets` by left and right edge: the inverse of ``directional(_:)``.
  func physical(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return UIEdgeInsets(top: insets.top, left: rtl ? insets.trailing : insets.leading, bottom: insets.bottom, right: rtl ? insets.leading : insets.trailing)
  }

  /// The view or the first subview, depth first, with `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }
}
