import CollectionSnapshotLayout
import Foundation

/// The layout cycle, as UIKit runs it:
/// - a change that can move views — a constraint activated, deactivated or given a new
///   constant, a view added or removed, an intrinsic size invalidated, a new frame for a view
///   whose frame is a constraint — makes the tree's solution stale;
/// - ``UIView/layoutIfNeeded()`` runs ``UIView/updateConstraints()`` where due (subviews
///   first), solves the tree at its root's size if it is stale (``UIKitAutoLayout``), makes
///   the layout of each view whose solved frame differs due in its superview, then from the
///   top down runs each due view's ``UIView/layoutSubviews()`` — around a view controller's
///   root view, its `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`;
/// - the base `layoutSubviews()` gives the view's subviews their solved frames (those that
///   translate their autoresizing masks keep theirs, resized by their masks when the view's
///   size changed); an override that sets frames itself runs its own code after `super`;
/// - a new frame size makes the view's own layout due, so the pass continues into it.
extension UIView {
  /// The topmost view of the tree.
  var layoutRoot: UIView {
    var view = self
    var steps = 0
    while let parent = view.superview, steps < 4096 {
      view = parent
      steps += 1
    }
    return view
  }

  /// Makes the tree's Auto Layout solution stale and its root's layout due.
  func invalidateAutoLayout() {
    guard !UIKitAutoLayout.isMeasuring else { return }
    let root = layoutRoot
    root.layoutState.isSolutionCurrent = false
    root.layoutState.needsLayout = true
  }

  /// A new frame: a new size makes the layout due and resizes the subviews by their masks; a
  /// view whose frame is a constraint makes its tree's solution stale.
  func frameChanged(from old: CGRect) {
    guard !UIKitAutoLayout.isMeasuring, frame != old else { return }
    if ObjCKeyValueObserving.isActive { reportGeometryChange(sizeChanged: frame.size != old.size) }
    if frame.size != old.size {
      layoutState.needsLayout = true
      if autoresizesSubviews { resizeSubviews(from: old.size) }
      if superview == nil { layoutState.isSolutionCurrent = false }
    }
    if superview != nil && translatesAutoresizingMaskIntoConstraints { invalidateAutoLayout() }
  }

  /// Tells observers of the view's geometry (key-value observing): its frame and centre, and
  /// its bounds when their size changed.
  func reportGeometryChange(sizeChanged: Bool) {
    ObjCKeyValueObserving.didChange(self, "frame")
    ObjCKeyValueObserving.didChange(self, "center")
    if sizeChanged { ObjCKeyValueObserving.didChange(self, "bounds") }
  }

  /// Resizes each subview by its autoresizing mask for the view's change of size: the change
  /// of each axis shared among the flexible parts (margin, size, margin) in proportion to their
  /// lengths, as UIKit's autoresizing shares it (the same rule as the engine's autoresizing
  /// constraints).
  private func resizeSubviews(from old: CGSize) {
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      let mask = AutoLayoutNode.ResizingMask(rawValue: subview.autoresizingMask.rawValue)
      let f = subview.frame
      let x = mask.resized(start: Double(f.minX), length: Double(f.width), total: Double(old.width), newTotal: Double(frame.width), horizontal: true)
      let y = mask.resized(start: Double(f.minY), length: Double(f.height), total: Double(old.height), newTotal: Double(frame.height), horizontal: false)
      subview.frame = CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
    }
  }

  /// A subview was added or moved: the tree's layout is due.
  func subviewsChanged() {
    invalidateAutoLayout()
  }

  /// A subview was removed: the constraints between it (or views inside it) and views outside
  /// it are deactivated, as UIKit removes them, and the layout of what is left is due.
  func subviewRemoved(_ removed: UIView) {
    (self as? UIStackView)?.forgetArranged(removed)
    var ancestor: UIView? = self
    var steps = 0
    while let view = ancestor, steps < 4096 {
      for constraint in view.constraints where constraint.relates(inside: removed) { constraint.isActive = false }
      ancestor = view.superview
      steps += 1
    }
    var pending = [removed]
    while let view = pending.popLast() {
      for constraint in view.constraints where constraint.relates(outside: removed) { constraint.isActive = false }
      pending += view.subviews
    }
    invalidateAutoLayout()
    removed.invalidateAutoLayout()
  }

  // MARK: Constraints and priorities

  /// `addConstraint(_:)`: installs the constraint and activates it.
  func install(_ constraint: NSLayoutConstraint) {
    guard !constraints.contains(where: { $0 === constraint }) else { return }
    appendInstalled(constraint)
    constraint.installedDirectly()
    invalidateAutoLayout()
  }

  /// `removeConstraint(_:)`: removes the constraint and deactivates it.
  func uninstall(_ constraint: NSLayoutConstraint) {
    guard constraints.contains(where: { $0 === constraint }) else { return }
    removeInstalled(constraint)
    constraint.installed = false
    invalidateAutoLayout()
  }

  /// Sets a hugging or compression resistance priority.
  func setPriority(_ priority: UILayoutPriority, hugging: Bool, _ axis: NSLayoutConstraint.Axis) {
    switch (hugging, axis) {
    case (true, .horizontal): layoutState.huggingPriorities.0 = priority
    case (true, .vertical): layoutState.huggingPriorities.1 = priority
    case (false, .horizontal): layoutState.compressionPriorities.0 = priority
    case (false, .vertical): layoutState.compressionPriorities.1 = priority
    }
    invalidateAutoLayout()
  }

  // MARK: The pass

  /// ``UIView/layoutIfNeeded()``: constraints updated, the solution brought up to date, then
  /// each due view's `layoutSubviews()` from the top down.
  func runLayoutPass() {
    let root = layoutRoot
    root.runConstraintUpdates()
    // What the tree shows is read again each pass (a label's new text is a new intrinsic
    // size); the solver runs again only when the problem changed.
    root.layoutState.isSolutionCurrent = false
    if !root.layoutState.isSolutionCurrent, let solved = root.currentSolution() {
      // Views whose solved frame differs from their frame are laid out by their superview.
      var pending = [root]
      while let view = pending.popLast() {
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints && !subview.layoutState.isPlacedByHost {
          if let frame = solved.frame(of: subview), frame != subview.frame { view.layoutState.needsLayout = true }
        }
        pending += view.subviews
      }
    }
    root.layOutTree(depth: 0)
  }

  /// Runs `layoutSubviews()` where due, from the top down.
  private func layOutTree(depth: Int) {
    guard depth < 256 else { return }
    if layoutState.needsLayout {
      layoutState.needsLayout = false
      // The layer lays out through its delegate, the view (`layoutSublayers(of:)`), as in UIKit.
      if layer.delegate === self { layer.layoutSublayers() } else { layoutSublayers(of: layer) }
    }
    for subview in subviews { subview.layOutTree(depth: depth + 1) }
  }

  /// Runs `updateConstraints()` where due, subviews first.
  func runConstraintUpdates() {
    var order: [UIView] = []
    var pending = [self]
    while let view = pending.popLast(), order.count < 65_536 {
      order.append(view)
      pending += view.subviews
    }
    for view in order.reversed() where view.layoutState.needsUpdateConstraints {
      view.layoutState.needsUpdateConstraints = false
      view.updateConstraints()
    }
  }

  /// The base `layoutSubviews()`: each subview that does not translate its autoresizing mask
  /// takes its solved frame; the view's guides take theirs.
  func applySolvedFrames() {
    let root = layoutRoot
    guard let solved = root.currentSolution() else { return }
    for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints && !subview.layoutState.isPlacedByHost {
      if let frame = solved.frame(of: subview), frame != subview.frame { subview.frame = frame }
    }
    for guide in layoutGuides + layoutState.madeGuides {
      if let frame = solved.frame(of: guide) { guide.solvedFrame = frame }
    }
  }

  /// The tree's solution at this (root) view's size, solved again only when something
  /// changed; `nil` when the tree has nothing for Auto Layout (every view keeps its frame).
  func currentSolution() -> UIKitAutoLayoutSolution? {
    if layoutState.isSolutionCurrent { return layoutState.solution }
    layoutState.isSolutionCurrent = true
    layoutState.solution = UIKitAutoLayout.solve(self, mode: .layout, previous: layoutState.solution)
    return layoutState.solution
  }

  /// The size Auto Layout solves for this view's tree pulled towards `target`, its
  /// `updateConstraints()` run first where due, as UIKit runs them before fitting.
  func fittingSize(
    _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority, reportsAmbiguity: Bool = false
  ) -> (size: CGSize, solution: UIKitAutoLayoutSolution?) {
    let mode = AutoLayoutProblem.Mode.fitting(
      target: Size(width: Double(target.width), height: Double(target.height)), horizontalPriority: Double(horizontal.rawValue),
      verticalPriority: Double(vertical.rawValue))
    runConstraintUpdates()
    guard let solved = UIKitAutoLayout.solve(self, mode: mode, previous: nil, reportsAmbiguity: reportsAmbiguity, always: true) else { return (target, nil) }
    return (CGSize(width: solved.solution.size.width, height: solved.solution.size.height), solved)
  }

  // MARK: Debugging

  /// Whether the constraints leave the view's frame undetermined (its tree solved at its
  /// root's size): no constraint fixes a position or size, or two of equal priority pull
  /// against each other.
  public var hasAmbiguousLayout: Bool {
    let root = layoutRoot
    guard let solved = UIKitAutoLayout.solve(root, mode: .layout, previous: nil, reportsAmbiguity: true), let node = solved.node(of: self) else {
      return false
    }
    return solved.solution.ambiguous.contains(node)
  }

  /// Accepted (no alternative layout is shown here).
  public func exerciseAmbiguityInLayout() {}

  /// The active constraints of the view's tree that involve the view along `axis`.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    var pending = [layoutRoot]
    while let view = pending.popLast() {
      for c in view.constraints where c.isActive && (c.firstItem === self || c.secondItem === self) {
        let attribute = c.firstItem === self ? c.firstAttribute : c.secondAttribute
        if UIKitAutoLayoutTranslation.attribute(attribute).isHorizontal == (axis == .horizontal) { found.append(c) }
      }
      pending += view.subviews
    }
    return found
  }
}

extension NSLayoutConstraint {
  /// Whether one of its items is `view` or inside it, and the other is not (or absent).
  fileprivate func relates(inside view: UIView) -> Bool {
    let inside = [firstItem, secondItem].map { item -> Bool? in
      guard let item else { return nil }
      let owner = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
      return owner?.isDescendant(of: view)
    }
    return inside.contains(true)
  }

  /// Whether one of its items is outside `view`.
  fileprivate func relates(outside view: UIView) -> Bool {
    [firstItem, secondItem].contains { item in
      guard let item else { return false }
      guard let owner = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView else { return false }
      return !owner.isDescendant(of: view)
    }
  }
}
