import Foundation

extension NSLayoutConstraint {
  /// Installs the constraint on its items' nearest common ancestor when it is activated (on the
  /// first item's view when they have none, where UIKit would raise: here it is harmless), and
  /// removes it when it is deactivated, as UIKit does; a self-sizing cell's content sizing
  /// (``UIKitConstraintSizing``) reads the constraints installed in its content view.
  func activationChanged() {
    let views = [firstItem, secondItem].compactMap { item -> UIView? in
      if let view = item as? UIView { return view }
      return (item as? UILayoutGuide)?.owningView
    }
    guard let first = views.first else { return }
    let host = views.count == 2 ? Self.commonAncestor(views[0], views[1]) ?? first : first
    if isActive {
      if !host.constraints.contains(where: { $0 === self }) { host.addConstraint(self) }
    } else {
      host.removeConstraint(self)
    }
  }

  /// The nearest view both views are in (one of them, when one holds the other).
  private static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
    var current: UIView? = a
    while let view = current {
      if b.isDescendant(of: view) { return view }
      current = view.superview
    }
    return nil
  }
}
