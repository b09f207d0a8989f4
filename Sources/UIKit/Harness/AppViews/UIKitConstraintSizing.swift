import Foundation

/// The size of a content view from the constraints its code activated, where they fix it: a
/// width or height constraint with a constant on the view itself, or a chain of constraints with
/// constants from one edge to the other through subviews whose sizes are known (a width or
/// height constraint with a constant, or an intrinsic size). Not a general Auto Layout solver:
/// inequalities count as equalities (a fitting size is the smallest that satisfies them), only
/// multipliers of 1 relate edges, baselines are unknown, and an axis with an edge reached
/// through a view of unknown size (a label: no font metrics here) is not solved.
@MainActor
enum UIKitConstraintSizing {
  /// The width and height the constraints fix, each `nil` when they do not.
  static func size(of root: UIView) -> (width: CGFloat?, height: CGFloat?) {
    let constraints = activeConstraints(around: root)
    guard !constraints.isEmpty else { return (nil, nil) }
    var width = Axis(horizontal: true, root: root, constraints: constraints)
    var height = Axis(horizontal: false, root: root, constraints: constraints)
    return (width.rootLength(), height.rootLength())
  }

  /// The view's width (`horizontal`) or height from its other dimension, `other`, by an
  /// equality between its own two dimensions (`heightAnchor.constraint(equalTo: widthAnchor,
  /// multiplier: m, constant: c)`: height = width × m + c, and the reverse), or `nil`.
  static func length(of view: UIView, horizontal: Bool, from other: CGFloat) -> CGFloat? {
    let (this, that): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = horizontal ? (.width, .height) : (.height, .width)
    for constraint in view.constraints where constraint.isActive && constraint.relation == .equal
      && constraint.firstItem === view && constraint.secondItem === view
    {
      if constraint.firstAttribute == this && constraint.secondAttribute == that {
        return other * constraint.multiplier + constraint.constant
      }
      if constraint.firstAttribute == that && constraint.secondAttribute == this && constraint.multiplier != 0 {
        return (other - constraint.constant) / constraint.multiplier
      }
    }
    return nil
  }

  /// The constraints installed on the root, its subviews and its superview (activated, or added
  /// with `addConstraint`, which activates them in UIKit), once each.
  private static func activeConstraints(around root: UIView) -> [NSLayoutConstraint] {
    var seen = Set<ObjectIdentifier>()
    var result: [NSLayoutConstraint] = []
    var pending: [UIView] = [root]
    if let superview = root.superview { pending.append(superview) }
    // Each view once, however its hierarchy loops.
    var views = Set(pending.map(ObjectIdentifier.init))
    var visited = 0
    while visited < pending.count {
      let view = pending[visited]
      visited += 1
      for constraint in view.constraints where seen.insert(ObjectIdentifier(constraint)).inserted {
        result.append(constraint)
      }
      if view !== root.superview {
        for subview in view.subviews where views.insert(ObjectIdentifier(subview)).inserted { pending.append(subview) }
      }
    }
    return result
  }

  /// An edge or the centre of a view along one axis.
  private enum Edge: Hashable { case start, end, center }

  /// Where an anchor sits: an edge of a view, offset by the view's margins or a guide's insets.
  private struct Anchor {
    var view: UIView
    var edge: Edge
    var offset: CGFloat
  }

  private struct Key: Hashable {
    var view: ObjectIdentifier
    var edge: Edge
  }

  /// One axis's positions (from the root's start edge) and lengths, solved by propagation.
  @MainActor private struct Axis {
    let horizontal: Bool
    let root: UIView
    let constraints: [NSLayoutConstraint]
    var positions: [Key: CGFloat] = [:]
    var lengths: [ObjectIdentifier: CGFloat] = [:]
    /// The views the constraints name, in the order they first appear (so that conflicting
    /// constraints resolve the same way every run).
    var views: [UIView] = []

    init(horizontal: Bool, root: UIView, constraints: [NSLayoutConstraint]) {
      self.horizontal = horizontal
      self.root = root
      self.constraints = constraints
    }

    /// The root's length along the axis, or `nil`.
    mutating func rootLength() -> CGFloat? {
      let rootID = ObjectIdentifier(root)
      // A constant on the root's own dimension decides.
      if let own = constantLength(of: root) { return own }
      positions[Key(view: rootID, edge: .start)] = 0
      var seen = Set<ObjectIdentifier>()
      for constraint in constraints {
        for item in [constraint.firstItem, constraint.secondItem] {
          if let view = Self.owner(of: item), seen.insert(ObjectIdentifier(view)).inserted { views.append(view) }
        }
      }
      for view in views where view !== root {
        if let length = constantLength(of: view) ?? intrinsicLength(of: view) { lengths[ObjectIdentifier(view)] = length }
      }
      var changed = true
      var rounds = 0
      while changed && rounds < 64 {
        changed = false
        rounds += 1
        changed = propagateLengths() || changed
        changed = propagateEdges() || changed
      }
      // The root's far edge: the largest position the constraints reaching it give; unknown when
      // one of them comes from an unknown position.
      var candidates: [CGFloat] = []
      for constraint in constraints where constraint.multiplier == 1 {
        guard let (first, second) = anchors(of: constraint) else { continue }
        for (near, far, sign) in [(first, second, CGFloat(-1)), (second, first, CGFloat(1))] {
          guard far.view === root, far.edge != .start else { continue }
          guard let base = positions[Key(view: ObjectIdentifier(near.view), edge: near.edge)], near.view !== root || near.edge == .start else { return nil }
          // first = second + c: far = near ± c, less the offsets.
          let value = base + near.offset + sign * constraint.constant - far.offset
          candidates.append(far.edge == .center ? 2 * value : value)
        }
      }
      return candidates.max()
    }

    /// The constant of a width (height) constraint on the view alone: an equality's, else the
    /// largest lower bound.
    private func constantLength(of view: UIView) -> CGFloat? {
      let attribute: NSLayoutConstraint.Attribute = horizontal ? .width : .height
      let own = constraints.filter { $0.firstItem === view && $0.firstAttribute == attribute && $0.secondItem == nil }
      if let equal = own.first(where: { $0.relation == .equal }) { return equal.constant }
      return own.filter { $0.relation == .greaterThanOrEqual }.map { $0.constant }.max()
    }

    /// The view's intrinsic length along the axis, if it has one.
    private func intrinsicLength(of view: UIView) -> CGFloat? {
      let size = view.intrinsicContentSize
      let length = horizontal ? size.width : size.height
      return length >= 0 ? length : nil
    }

    /// Dimension constraints relating two views' lengths: one known gives the other.
    private mutating func propagateLengths() -> Bool {
      var changed = false
      let attribute: NSLayoutConstraint.Attribute = horizontal ? .width : .height
      for constraint in constraints where constraint.firstAttribute == attribute && constraint.secondAttribute == attribute {
        guard let a = constraint.firstItem as? UIView, let b = constraint.secondItem as? UIView else { continue }
        let (ia, ib) = (ObjectIdentifier(a), ObjectIdentifier(b))
        guard a !== root, b !== root else { continue }
        if lengths[ia] == nil, let lb = lengths[ib] {
          lengths[ia] = lb * constraint.multiplier + constraint.constant
          changed = true
        } else if lengths[ib] == nil, let la = lengths[ia], constraint.multiplier != 0 {
          lengths[ib] = (la - constraint.constant) / constraint.multiplier
          changed = true
        }
      }
      return changed
    }

    /// Edge constraints, and each view's edges from one another by its length.
    private mutating func propagateEdges() -> Bool {
      var changed = false
      func set(_ view: UIView, _ edge: Edge, _ value: CGFloat) {
        let key = Key(view: ObjectIdentifier(view), edge: edge)
        guard positions[key] == nil else { return }
        // The root's far edges are what is solved for, never set here.
        if view === root && edge != .start { return }
        positions[key] = value
        changed = true
      }
      for view in views {
        let id = ObjectIdentifier(view)
        guard let length = lengths[id] else { continue }
        if let start = positions[Key(view: id, edge: .start)] {
          set(view, .end, start + length)
          set(view, .center, start + length / 2)
        } else if let end = positions[Key(view: id, edge: .end)] {
          set(view, .start, end - length)
          set(view, .center, end - length / 2)
        } else if let center = positions[Key(view: id, edge: .center)] {
          set(view, .start, center - length / 2)
          set(view, .end, center + length / 2)
        }
      }
      for constraint in constraints where constraint.multiplier == 1 {
        guard let (first, second) = anchors(of: constraint) else { continue }
        let firstKey = Key(view: ObjectIdentifier(first.view), edge: first.edge)
        let secondKey = Key(view: ObjectIdentifier(second.view), edge: second.edge)
        // first + offset = second + offset + c.
        if let s = positions[secondKey], positions[firstKey] == nil {
          set(first.view, first.edge, s + second.offset + constraint.constant - first.offset)
        } else if let f = positions[firstKey], positions[secondKey] == nil {
          set(second.view, second.edge, f + first.offset - constraint.constant - second.offset)
        }
      }
      return changed
    }

    /// The two anchors of an edge constraint along this axis, or `nil` for another kind.
    private func anchors(of constraint: NSLayoutConstraint) -> (Anchor, Anchor)? {
      guard let first = anchor(constraint.firstItem, constraint.firstAttribute), let second = anchor(constraint.secondItem, constraint.secondAttribute) else {
        return nil
      }
      return (first, second)
    }

    /// An item's anchor for an attribute of this axis: a view's edge, a margin (the edge moved
    /// in by the view's layout margin), a layout guide's edge (its view's, moved in by the
    /// guide's inset).
    private func anchor(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Anchor? {
      if let guide = item as? UILayoutGuide {
        guard let view = guide.owningView else { return nil }
        let frame = guide.layoutFrame
        let bounds = view.bounds
        let startInset = horizontal ? frame.minX - bounds.minX : frame.minY - bounds.minY
        let endInset = horizontal ? bounds.maxX - frame.maxX : bounds.maxY - frame.maxY
        switch edge(of: attribute) {
        case (.start, false)?: return Anchor(view: view, edge: .start, offset: startInset)
        case (.end, false)?: return Anchor(view: view, edge: .end, offset: -endInset)
        case (.center, false)?: return Anchor(view: view, edge: .center, offset: (startInset - endInset) / 2)
        default: return nil
        }
      }
      guard let view = item as? UIView, let (edge, margin) = edge(of: attribute) else { return nil }
      guard margin else { return Anchor(view: view, edge: edge, offset: 0) }
      let m = view.directionalLayoutMargins
      let (start, end) = horizontal ? (m.leading, m.trailing) : (m.top, m.bottom)
      switch edge {
      case .start: return Anchor(view: view, edge: .start, offset: start)
      case .end: return Anchor(view: view, edge: .end, offset: -end)
      case .center: return Anchor(view: view, edge: .center, offset: (start - end) / 2)
      }
    }

    /// The edge an attribute names along this axis, and whether it is a margin.
    private func edge(of attribute: NSLayoutConstraint.Attribute) -> (Edge, Bool)? {
      if horizontal {
        switch attribute {
        case .left, .leading: return (.start, false)
        case .right, .trailing: return (.end, false)
        case .centerX: return (.center, false)
        case .leftMargin, .leadingMargin: return (.start, true)
        case .rightMargin, .trailingMargin: return (.end, true)
        case .centerXWithinMargins: return (.center, true)
        default: return nil
        }
      }
      switch attribute {
      case .top: return (.start, false)
      case .bottom: return (.end, false)
      case .centerY: return (.center, false)
      case .topMargin: return (.start, true)
      case .bottomMargin: return (.end, true)
      case .centerYWithinMargins: return (.center, true)
      default: return nil
      }
    }

    /// The view an item belongs to: the view, or a guide's view.
    private static func owner(of item: AnyObject?) -> UIView? {
      if let view = item as? UIView { return view }
      return (item as? UILayoutGuide)?.owningView
    }
  }
}
