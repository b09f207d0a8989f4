import Foundation

extension NSLayoutConstraint {
  /// The number of activations so far: each activation takes the next.
  private static var activations = 0

  /// Installs the constraint on its items' nearest common ancestor when it is activated (on the
  /// first item's view when they have none, where UIKit would raise: here it is harmless), and
  /// removes it when it is deactivated, as UIKit does; either way the tree's layout is due.
  func activationChanged() {
    guard let host = installationView() else { return }
    if isActive {
      Self.activations += 1
      activationOrder = Self.activations
      if !host.constraints.contains(where: { $0 === self }) { host.appendInstalled(self) }
    } else {
      host.removeInstalled(self)
    }
    host.invalidateAutoLayout()
  }

  /// Marks the layout of the views the constraint relates as due (a changed constant or
  /// priority of an active constraint).
  func layoutChanged() {
    guard isActive, let host = installationView() else { return }
    host.invalidateAutoLayout()
  }

  /// Marks the constraint active (and numbers its activation) when `view.addConstraint(_:)`
  /// installs it directly, as UIKit does.
  func installedDirectly() {
    guard !installed else { return }
    installed = true
    Self.activations += 1
    activationOrder = Self.activations
  }

  /// The view the constraint belongs on: its items' nearest common ancestor.
  func installationView() -> UIView? {
    let views = [firstItem, secondItem].compactMap { item -> UIView? in
      if let view = item as? UIView { return view }
      return (item as? UILayoutGuide)?.owningView
    }
    guard let first = views.first else { return nil }
    return views.count == 2 ? Self.commonAncestor(views[0], views[1]) ?? first : first
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
