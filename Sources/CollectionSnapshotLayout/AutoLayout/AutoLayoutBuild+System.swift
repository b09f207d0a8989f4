/// The constraints UIKit makes itself: the root's position and size, a view's autoresizing
/// mask, the edges of its margins, safe area and readable guides, and its intrinsic size.
extension AutoLayoutBuild {
  /// The root at the origin, and in layout its frame's size (UIKit's encapsulated size).
  func addRootConstraints() -> Bool {
    for horizontal in [true, false] {
      let c = AutoLayoutConstraint(root, horizontal ? .left : .top, constant: 0, isSystem: true)
      guard add(c, source: .rootPosition(horizontal: horizontal)) else { return false }
    }
    guard case .layout = problem.mode else { return true }
    let size = nodes[root].frame.size
    for horizontal in [true, false] {
      let c = AutoLayoutConstraint(
        root, horizontal ? .width : .height, constant: horizontal ? size.width : size.height,
        identifier: horizontal ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height", isSystem: true)
      guard add(c, source: .rootSize(horizontal: horizontal)) else { return false }
    }
    return true
  }

  /// The fitting target: each axis of the root pulled to the target at its priority — the
  /// required axes (`required: true`) or the others.
  func addFittingConstraints(target: Size, horizontalPriority: Double, verticalPriority: Double, required: Bool) -> Bool {
    for horizontal in [true, false] where ((horizontal ? horizontalPriority : verticalPriority) >= ConstraintSolver.requiredPriority) == required {
      let c = AutoLayoutConstraint(
        root, horizontal ? .width : .height, constant: horizontal ? target.width : target.height,
        priority: horizontal ? horizontalPriority : verticalPriority,
        identifier: horizontal ? "_UITemporaryLayoutWidth" : "_UITemporaryLayoutHeight", isSystem: true)
      guard add(c, source: .fitting(horizontal: horizontal)) else { return false }
    }
    return true
  }

  /// Each view that translates its autoresizing mask keeps its frame relative to its
  /// superview, the superview's change of size shared among the flexible parts of each axis
  /// (margin, size, margin) in proportion to their current lengths, as UIKit's autoresizing
  /// shares it; with no flexible part, the far margin takes it (UIKit prints `--&`).
  func addAutoresizingConstraints() -> Bool {
    for i in nodes.indices where i != root && nodes[i].isView && nodes[i].translatesAutoresizingMaskIntoConstraints {
      guard let parent = nodes[i].parent else { continue }
      let node = nodes[i]
      let mask = node.autoresizingMask
      let parentSize = nodes[parent].frame.size
      let horizontal = Self.shares(
        start: node.frame.minX, length: node.frame.width, total: parentSize.width,
        flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
      let vertical = Self.shares(
        start: node.frame.minY, length: node.frame.height, total: parentSize.height,
        flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
      let printed = "h=\(horizontal.printed) v=\(vertical.printed)"
      let parts: [(AutoLayoutAttribute, AutoLayoutAttribute, Double, Double, Double)] = [
        (.left, .right, horizontal.start, node.frame.minX, parentSize.width),
        (.width, .width, horizontal.length, node.frame.width, parentSize.width),
        (.top, .bottom, vertical.start, node.frame.minY, parentSize.height),
        (.height, .height, vertical.length, node.frame.height, parentSize.height),
      ]
      for (part, (attribute, parentAttribute, share, value, total)) in parts.enumerated() {
        let relative = share != 0 || !attribute.isDimension
        let c = AutoLayoutConstraint(
          i, attribute, .equal, relative ? parent : nil, parentAttribute, multiplier: share, constant: value - share * total,
          kind: .autoresizing(mask: printed), isSystem: true)
        guard add(c, source: .autoresizing(node: i, part: part)) else { return false }
      }
    }
    return true
  }

  /// The share of a change of the superview's length taken by the start margin and by the
  /// length, and the axis as UIKit prints it (`-&-`).
  static func shares(start: Double, length: Double, total: Double, flexible: (Bool, Bool, Bool)) -> (start: Double, length: Double, printed: String) {
    var (a, b, c) = flexible
    if !a && !b && !c { c = true }
    let parts = [max(0, start), max(0, length), max(0, total - start - length)]
    let flags = [a, b, c]
    let count = Double(flags.filter { $0 }.count)
    let sum = zip(parts, flags).reduce(0.0) { $0 + ($1.1 ? $1.0 : 0) }
    func share(_ k: Int) -> Double {
      guard flags[k] else { return 0 }
      return sum > 0 ? parts[k] / sum : 1 / count
    }
    (a, b, c) = flexible
    let printed = (a ? "&" : "-") + (b ? "&" : "-") + (c || (!a && !b) ? "&" : "-")
    return (share(0), share(1), printed)
  }

  /// The four edges of each margins, safe area and readable content guide, inset from its
  /// view's bounds (UIKit's `UIView-leftMargin-guide-constraint`… and
  /// `UIViewSafeAreaLayoutGuide-left`…).
  func addGuideConstraints() -> Bool {
    for g in nodes.indices {
      let names: [String]
      switch nodes[g].role {
      case .layoutMarginsGuide:
        names = ["left", "right", "top", "bottom"].map { "UIView-\($0)Margin-guide-constraint" }
      case .safeAreaLayoutGuide:
        names = ["left", "right", "top", "bottom"].map { "UIViewSafeAreaLayoutGuide-\($0)" }
      case .readableContentGuide:
        names = ["left", "right", "top", "bottom"].map { "UIView-readableContentGuide-\($0)" }
      case .view, .layoutGuide:
        continue
      }
      guard let owner = nodes[g].parent else { continue }
      let inset = guideInset(g, owner: owner)
      let edges: [AutoLayoutConstraint] = [
        AutoLayoutConstraint(g, .left, .equal, owner, .left, constant: inset.left, identifier: names[0], isSystem: true),
        AutoLayoutConstraint(owner, .right, .equal, g, .right, constant: inset.right, identifier: names[1], isSystem: true),
        AutoLayoutConstraint(g, .top, .equal, owner, .top, constant: inset.top, identifier: names[2], isSystem: true),
        AutoLayoutConstraint(owner, .bottom, .equal, g, .bottom, constant: inset.bottom, identifier: names[3], isSystem: true),
      ]
      for (edge, c) in edges.enumerated() {
        guard add(c, source: .guide(node: g, edge: edge)) else { return false }
      }
    }
    return true
  }

  /// The insets a guide keeps from its view.
  func guideInset(_ guide: Int, owner: Int) -> EdgeInsets {
    switch nodes[guide].role {
    case .layoutMarginsGuide: insets.margins[owner]
    case .safeAreaLayoutGuide: insets.safeArea[owner]
    case .readableContentGuide: insets.readable[owner]
    default: EdgeInsets()
    }
  }

  /// A view's intrinsic size as two constraints per axis: no larger at its hugging priority,
  /// no smaller at its compression resistance (UIKit's `NSContentSizeLayoutConstraint`).
  func addContentSizeConstraints() -> Bool {
    for i in nodes.indices where nodes[i].isView {
      for horizontal in [true, false] {
        guard let length = horizontal ? intrinsic[i].width : intrinsic[i].height, length >= 0, length.isFinite else { continue }
        let hugging = horizontal ? nodes[i].contentHugging.horizontal : nodes[i].contentHugging.vertical
        let compression = horizontal ? nodes[i].compressionResistance.horizontal : nodes[i].compressionResistance.vertical
        let attribute: AutoLayoutAttribute = horizontal ? .width : .height
        let kind = AutoLayoutConstraint.Kind.contentSize(hugging: hugging, compressionResistance: compression)
        let hug = AutoLayoutConstraint(i, attribute, .lessThanOrEqual, constant: length, priority: hugging, kind: kind, isSystem: true)
        let resist = AutoLayoutConstraint(i, attribute, .greaterThanOrEqual, constant: length, priority: compression, kind: kind, isSystem: true)
        guard add(hug, source: .contentSize(node: i, horizontal: horizontal, hugging: true)),
          add(resist, source: .contentSize(node: i, horizontal: horizontal, hugging: false))
        else { return false }
      }
    }
    return true
  }

  // MARK: Insets

  /// The insets from the problem's frames (the root at the origin).
  func initialInsets() -> Insets {
    var absolute: [Rect] = []
    for (i, node) in nodes.enumerated() {
      guard i != root, let parent = node.parent, parent < absolute.count else {
        absolute.append(Rect(origin: Point(x: 0, y: 0), size: node.frame.size))
        continue
      }
      absolute.append(node.isView ? node.frame.offsetBy(dx: absolute[parent].x, dy: absolute[parent].y) : absolute[parent])
    }
    return insets(absolute: absolute)
  }

  /// The insets of every node for frames in the root's coordinates: the safe area is the part
  /// of the root's that a view overlaps; margins are its own (physical: leading is the right
  /// edge right to left), grown by its safe area when it insets its margins from it, and by
  /// the part of its superview's margins that reaches into it when it preserves them; the
  /// readable insets are the margins, narrowed to the readable width and centred.
  func insets(absolute frames: [Rect]) -> Insets {
    var result = Insets(
      margins: Array(repeating: EdgeInsets(), count: nodes.count), safeArea: Array(repeating: EdgeInsets(), count: nodes.count),
      readable: Array(repeating: EdgeInsets(), count: nodes.count))
    let rootFrame = frames[root]
    let rootSafe = nodes[root].safeAreaInsets
    for i in nodes.indices where nodes[i].isView {
      let node = nodes[i]
      let f = frames[i]
      if i == root {
        result.safeArea[i] = rootSafe
      } else {
        result.safeArea[i] = EdgeInsets(
          top: Self.clamp(rootSafe.top - f.minY, f.height), left: Self.clamp(rootSafe.left - f.minX, f.width),
          bottom: Self.clamp(f.maxY - (rootFrame.height - rootSafe.bottom), f.height),
          right: Self.clamp(f.maxX - (rootFrame.width - rootSafe.right), f.width))
      }
      let d = node.layoutMargins
      var m = EdgeInsets(
        top: d.top, left: node.isRightToLeft ? d.trailing : d.leading, bottom: d.bottom, right: node.isRightToLeft ? d.leading : d.trailing)
      if node.insetsLayoutMarginsFromSafeArea {
        let s = result.safeArea[i]
        m = EdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
      }
      if node.preservesSuperviewLayoutMargins, let p = node.parent, nodes[p].isView {
        let pm = result.margins[p]
        let pf = frames[p]
        m.left = max(m.left, pm.left - (f.minX - pf.minX))
        m.right = max(m.right, pm.right - (pf.maxX - f.maxX))
        m.top = max(m.top, pm.top - (f.minY - pf.minY))
        m.bottom = max(m.bottom, pm.bottom - (pf.maxY - f.maxY))
      }
      result.margins[i] = m
      var r = m
      let available = f.width - m.left - m.right
      if available > node.readableWidth {
        let extra = (available - node.readableWidth) / 2
        r.left += extra
        r.right += extra
      }
      result.readable[i] = r
    }
    return result
  }

  private static func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
}
