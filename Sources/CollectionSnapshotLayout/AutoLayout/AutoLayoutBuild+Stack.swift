/// The constraints a `UIStackView` makes for its arranged views, with UIKit's identifiers.
///
/// Along the axis (`UISV-canvas-connection`, `UISV-spacing`, `UISV-hiding`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing-edge`,
/// `UISV-canvas-fit`):
/// - the first visible view's leading edge on the stack's (or its margins'), the last one's
///   trailing edge on the stack's;
/// - each view after the one before plus the spacing (the custom spacing after that view, if
///   set): equal for the fill distributions, at least for the equal-spacing ones. A hidden
///   view is 0 long and sits halfway in the gap of the views around it (half the spacing on
///   each side), or at an end with no spacing: it takes no room;
/// - fill: nothing more — hugging and compression resistance decide who gives;
///   fillEqually: every visible view as long as the first; fillProportionally: each view a
///   share of the stack's length, its intrinsic length over the sum of the intrinsic lengths
///   and the spacing, at priorities 999, 998… in order (required with one such view and no
///   spacing), a view without intrinsic length 0 long; equalSpacing: a spacer guide in each
///   gap, all as long as the first (required); equalCentering: spacers from centre to centre,
///   equal at 149; for both, the stack's length is pulled to 0 at 49.
///
/// Across the axis (`UISV-alignment`, `UISV-spanning-boundary`, `UISV-spanning-fit`,
/// `UISV-ambiguity-suppression`):
/// - fill: every view's two edges on the stack's; leading (top) / trailing (bottom): those
///   edges aligned and on the stack's, the other edge within a spanner guide that the stack
///   fits (pulled to 0 at 51) so the stack is as deep as the deepest view; center: centres on
///   the stack's centre, views within the spanner; firstBaseline / lastBaseline (horizontal
///   stacks): baselines aligned, views within the spanner, the stack's top (bottom) at most
///   at the spanner's, the other edge on it, and the stack's depth pulled to 0 at 49. A
///   vertical stack has no baselines across its axis: its baseline alignments align leading
///   and trailing edges (UIKit leaves such views ambiguous).
/// - With any weak edge, each view's depth is pulled to 0 at 25, below everything else.
extension AutoLayoutBuild {
  /// The guides a stack adds.
  struct StackGuides {
    var spanner: Int?
    var gaps: [Int]
  }

  /// Adds the spanner and gap guides the stack at `view` needs.
  func addStackNodes(_ view: Int) {
    guard let stack = nodes[view].stack else { return }
    let items = stack.arranged.filter { $0 >= 0 && $0 < problem.nodes.count }
    let visible = items.filter { !nodes[$0].isHidden }
    let alignment = Self.effectiveAlignment(stack)
    let weak = alignment != .fill
    var guides = StackGuides(spanner: nil, gaps: [])
    if visible.isEmpty || (items.count > 1 && weak) {
      guides.spanner = addNode(AutoLayoutNode(role: .layoutGuide, parent: view, className: "_UILayoutSpacer", identifier: "UISV-alignment-spanner"))
    }
    if stack.distribution == .equalSpacing || stack.distribution == .equalCentering, visible.count > 1 {
      for _ in 1..<visible.count {
        guides.gaps.append(addNode(AutoLayoutNode(role: .layoutGuide, parent: view, className: "_UILayoutSpacer", identifier: "UISV-distributing")))
      }
    }
    stackGuides[view] = guides
  }

  /// A vertical stack's baseline alignments act as leading and trailing.
  static func effectiveAlignment(_ stack: AutoLayoutStack) -> AutoLayoutStack.Alignment {
    guard stack.axis == .vertical else { return stack.alignment }
    switch stack.alignment {
    case .firstBaseline: return .leading
    case .lastBaseline: return .trailing
    default: return stack.alignment
    }
  }

  /// Adds every stack's constraints.
  func addStackConstraints() -> Bool {
    for view in nodes.indices where nodes[view].stack != nil {
      guard addStackConstraints(view) else { return false }
    }
    return true
  }

  private func addStackConstraints(_ view: Int) -> Bool {
    guard let stack = nodes[view].stack, let guides = stackGuides[view] else { return true }
    var sequence = 0
    func emit(_ c: AutoLayoutConstraint) -> Bool {
      defer { sequence += 1 }
      return add(c, source: .stack(node: view, sequence: sequence))
    }
    func make(
      _ a: Int, _ aa: AutoLayoutAttribute, _ r: ConstraintSolver.Relation = .equal, _ b: Int? = nil, _ bb: AutoLayoutAttribute = .notAnAttribute,
      multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, _ identifier: String
    ) -> AutoLayoutConstraint {
      AutoLayoutConstraint(a, aa, r, b, bb, multiplier: multiplier, constant: constant, priority: priority, identifier: identifier, isSystem: true)
    }
    let items = stack.arranged.filter { $0 >= 0 && $0 < problem.nodes.count && $0 != view }
    let visible = items.filter { !nodes[$0].isHidden }
    let horizontal = stack.axis == .horizontal
    let lead: AutoLayoutAttribute = horizontal ? .leading : .top
    let trail: AutoLayoutAttribute = horizontal ? .trailing : .bottom
    let length: AutoLayoutAttribute = horizontal ? .width : .height
    let center: AutoLayoutAttribute = horizontal ? .centerX : .centerY
    let canvas = stack.isLayoutMarginsRelativeArrangement ? marginsGuide(of: view) : view

    // Along the axis.
    if let first = visible.first, let last = visible.last {
      guard emit(make(canvas, lead, .equal, first, lead, "UISV-canvas-connection")),
        emit(make(canvas, trail, .equal, last, trail, "UISV-canvas-connection"))
      else { return false }
    }
    let equalSpacing = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    let baselines = stack.isBaselineRelativeArrangement && !horizontal
    let toAttribute: AutoLayoutAttribute = baselines ? .firstBaseline : lead
    let fromAttribute: AutoLayoutAttribute = baselines ? .lastBaseline : trail
    func gap(after item: Int) -> Double {
      guard let k = stack.arranged.firstIndex(of: item), k < stack.customSpacing.count, let custom = stack.customSpacing[k] else { return stack.spacing }
      return custom
    }
    for (previous, current) in zip(items, items.dropFirst()) {
      var spacing: Double
      if current == visible.first || previous == visible.last || visible.isEmpty {
        spacing = 0
      } else {
        let anchor = items[...items.firstIndex(of: previous)!].last { !nodes[$0].isHidden } ?? previous
        let base = gap(after: anchor)
        let hidden = [previous, current].filter { nodes[$0].isHidden }.count
        spacing = base - base / 2 * Double(hidden)
      }
      guard emit(make(current, toAttribute, equalSpacing ? .greaterThanOrEqual : .equal, previous, fromAttribute, constant: spacing, "UISV-spacing")) else {
        return false
      }
    }
    for item in items where nodes[item].isHidden {
      guard emit(make(item, length, constant: 0, "UISV-hiding")) else { return false }
    }
    switch stack.distribution {
    case .fill:
      break
    case .fillEqually:
      for item in visible.dropFirst() {
        guard emit(make(item, length, .equal, visible[0], length, "UISV-fill-equally")) else { return false }
      }
    case .fillProportionally:
      let lengths = visible.map { horizontal ? intrinsic[$0].width : intrinsic[$0].height }
      let sized = lengths.compactMap { $0 }.filter { $0 > 0 }
      if sized.isEmpty {
        for item in visible.dropFirst() {
          guard emit(make(item, length, .equal, visible[0], length, "UISV-fill-equally")) else { return false }
        }
      } else {
        let total = sized.reduce(0, +) + stack.spacing * Double(visible.count - 1)
        var priority = sized.count == 1 && (visible.count == 1 || stack.spacing == 0) ? 1000.0 : 999.0
        for (item, intrinsicLength) in zip(visible, lengths) {
          if let l = intrinsicLength, l > 0 {
            guard emit(make(item, length, .equal, view, length, multiplier: l / total, priority: priority, "UISV-fill-proportionally")) else { return false }
          } else {
            guard emit(make(item, length, constant: 0, "UISV-fill-proportionally")) else { return false }
          }
          if priority < 1000 { priority -= 1 }
        }
      }
    case .equalSpacing, .equalCentering:
      let centering = stack.distribution == .equalCentering
      for (k, (previous, current)) in zip(visible, visible.dropFirst()).enumerated() where k < guides.gaps.count {
        let g = guides.gaps[k]
        guard emit(make(g, lead, .equal, previous, centering ? center : fromAttribute, "UISV-distributing-edge")),
          emit(make(g, trail, .equal, current, centering ? center : toAttribute, "UISV-distributing-edge"))
        else { return false }
      }
      for g in guides.gaps.dropFirst() {
        guard emit(make(g, length, .equal, guides.gaps[0], length, priority: centering ? 149 : 1000, "UISV-fill-equally")) else { return false }
      }
      guard emit(make(view, length, constant: 0, priority: 49, "UISV-canvas-fit")) else { return false }
    }
    return addStackAlignment(view, stack: stack, items: items, visible: visible, spanner: guides.spanner, canvas: canvas, emit: emit, make: make)
  }

  private func addStackAlignment(
    _ view: Int, stack: AutoLayoutStack, items: [Int], visible: [Int], spanner: Int?, canvas: Int, emit: (AutoLayoutConstraint) -> Bool,
    make: (Int, AutoLayoutAttribute, ConstraintSolver.Relation, Int?, AutoLayoutAttribute, Double, Double, Double, String) -> AutoLayoutConstraint
  ) -> Bool {
    func c(
      _ a: Int, _ aa: AutoLayoutAttribute, _ r: ConstraintSolver.Relation = .equal, _ b: Int? = nil, _ bb: AutoLayoutAttribute = .notAnAttribute,
      constant: Double = 0, priority: Double = 1000, _ identifier: String
    ) -> AutoLayoutConstraint { make(a, aa, r, b, bb, 1, constant, priority, identifier) }
    let horizontal = stack.axis == .horizontal
    let top: AutoLayoutAttribute = horizontal ? .top : .leading
    let bottom: AutoLayoutAttribute = horizontal ? .bottom : .trailing
    let depth: AutoLayoutAttribute = horizontal ? .height : .width
    let middle: AutoLayoutAttribute = horizontal ? .centerY : .centerX
    let alignment = Self.effectiveAlignment(stack)
    let weakTop = [.trailing, .center, .firstBaseline, .lastBaseline].contains(alignment)
    let weakBottom = [.leading, .center, .firstBaseline, .lastBaseline].contains(alignment)
    let aligned: [AutoLayoutAttribute]
    switch alignment {
    case .fill: aligned = [top, bottom]
    case .leading: aligned = [top]
    case .trailing: aligned = [bottom]
    case .center: aligned = [middle]
    case .firstBaseline: aligned = [.firstBaseline]
    case .lastBaseline: aligned = [.lastBaseline]
    }
    if let first = items.first {
      for attribute in aligned {
        for item in items.dropFirst() {
          guard emit(c(first, attribute, .equal, item, attribute, "UISV-alignment")) else { return false }
        }
      }
    }
    if let spanner {
      for item in visible {
        let topConnection =
          weakTop
          ? c(spanner, top, .lessThanOrEqual, item, top, "UISV-spanning-boundary")
          : c(spanner, top, .equal, item, top, priority: 999.5, "UISV-spanning-boundary")
        let bottomConnection =
          weakBottom
          ? c(spanner, bottom, .greaterThanOrEqual, item, bottom, "UISV-spanning-boundary")
          : c(spanner, bottom, .equal, item, bottom, priority: 999.5, "UISV-spanning-boundary")
        guard emit(topConnection), emit(bottomConnection) else { return false }
      }
      if weakTop || weakBottom {
        guard emit(c(spanner, depth, constant: 0, priority: 51, "UISV-spanning-fit")) else { return false }
      }
    }
    let first = visible.first ?? items.first ?? spanner
    guard let first else { return true }
    // The stack's edges on the first view's aligned edge, its other edges on the spanner.
    var topItem = first
    var bottomItem = first
    if let spanner {
      switch alignment {
      case .leading: bottomItem = spanner
      case .trailing: topItem = spanner
      default: (topItem, bottomItem) = (spanner, spanner)
      }
    }
    let canvasTopWeak = spanner != nil ? (alignment == .firstBaseline && !visible.isEmpty) : weakTop
    let canvasBottomWeak = spanner != nil ? (alignment == .lastBaseline && !visible.isEmpty) : weakBottom
    guard emit(c(canvas, top, canvasTopWeak ? .lessThanOrEqual : .equal, topItem, top, "UISV-canvas-connection")),
      emit(c(canvas, bottom, canvasBottomWeak ? .greaterThanOrEqual : .equal, bottomItem, bottom, "UISV-canvas-connection"))
    else { return false }
    if alignment == .center {
      guard emit(c(canvas, middle, .equal, first, middle, "UISV-canvas-connection")) else { return false }
    }
    if weakTop || weakBottom {
      for item in items {
        guard emit(c(item, depth, constant: 0, priority: 25, "UISV-ambiguity-suppression")) else { return false }
      }
    }
    if canvasTopWeak || canvasBottomWeak {
      guard emit(c(view, depth, constant: 0, priority: 49, "UISV-canvas-fit")) else { return false }
    }
    return true
  }
}
