/// One Auto Layout problem set up in a solver: the nodes (the problem's, then the guides the
/// engine adds: margins guides the constraints name, stack spacers), four variables per node
/// (x and y of the top-left corner in the root's coordinates, width, height), and every
/// constraint in the order it was added, the engine's own (UIKit's) with the app's.
final class AutoLayoutBuild {
  /// Where a constraint comes from: a key that stays the same when the build is made again.
  enum Source: Hashable {
    case app(Int)
    case rootPosition(horizontal: Bool)
    case rootSize(horizontal: Bool)
    case fitting(horizontal: Bool)
    case autoresizing(node: Int, part: Int)
    case guide(node: Int, edge: Int)
    case stack(node: Int, sequence: Int)
    case contentSize(node: Int, horizontal: Bool, hugging: Bool)
  }

  /// A constraint of the build.
  struct Entry {
    var constraint: AutoLayoutConstraint
    var source: Source
    /// Its number in descriptions (`NSLayoutConstraint:0xc<n>`).
    var listing: Int
    /// Its constraint in the solver, once added (and not broken).
    var id: ConstraintSolver.ConstraintID?
  }

  let problem: AutoLayoutProblem
  let solver = ConstraintSolver()
  /// The problem's nodes, then the engine's.
  var nodes: [AutoLayoutNode]
  /// Per node: its variables (x, y, width, height).
  var variables: [ConstraintSolver.Variable] = []
  /// Per view: its margins guide, or −1.
  var marginsGuide: [Int]
  var entries: [Entry] = []
  /// Entries by source.
  var entryOfSource: [Source: Int] = [:]
  /// Per solver constraint: its entry.
  var entryOfID: [Int] = []
  /// The guides each stack view added.
  var stackGuides: [Int: StackGuides] = [:]
  /// How many of UIKit's own constraints were made (they are numbered after the app's).
  private var systemCount = 0
  /// Constraints broken in a conflict, by source (kept when the build is made again).
  var broken: Set<Source>
  /// The conflicts met.
  var conflicts: [AutoLayoutConflict]
  /// The values the constraints were made from, which later passes change: intrinsic sizes,
  /// effective margins, safe area and readable insets (left, top, right, bottom) per node.
  var intrinsic: [(width: Double?, height: Double?)]
  var insets: Insets

  /// The insets the engine's guide constraints hold, per node.
  struct Insets: Equatable {
    var margins: [EdgeInsets]
    var safeArea: [EdgeInsets]
    var readable: [EdgeInsets]
  }

  init(problem: AutoLayoutProblem, intrinsic: [(width: Double?, height: Double?)], insets: Insets?, broken: Set<Source>, conflicts: [AutoLayoutConflict]) {
    self.problem = problem
    self.nodes = problem.nodes
    self.marginsGuide = Array(repeating: -1, count: problem.nodes.count)
    self.intrinsic = intrinsic
    self.broken = broken
    self.conflicts = conflicts
    self.insets = Insets(margins: [], safeArea: [], readable: [])
    addEngineNodes()
    for _ in nodes.indices {
      for _ in 0..<4 { variables.append(solver.addVariable()) }
    }
    self.insets = insets ?? initialInsets()
    if self.insets.margins.count < nodes.count { self.insets = initialInsets() }
  }

  var root: Int { 0 }

  // MARK: Nodes

  /// Adds the guides the engine needs: a margins guide for every view a margin attribute or
  /// a margins-relative stack names (unless the problem has one), and the stacks' spacers.
  private func addEngineNodes() {
    for (i, node) in problem.nodes.enumerated() where node.role == .layoutMarginsGuide {
      if let parent = node.parent, marginsGuide[parent] < 0 { marginsGuide[parent] = i }
    }
    var needsMargins: [Int] = []
    for constraint in problem.constraints {
      if constraint.firstAttribute.isMargin { needsMargins.append(constraint.firstItem) }
      if constraint.secondAttribute.isMargin, let second = constraint.secondItem { needsMargins.append(second) }
    }
    for (i, node) in problem.nodes.enumerated() where node.stack?.isLayoutMarginsRelativeArrangement == true {
      needsMargins.append(i)
    }
    for view in needsMargins where view >= 0 && view < problem.nodes.count { _ = marginsGuide(of: view) }
    for i in problem.nodes.indices where problem.nodes[i].stack != nil { addStackNodes(i) }
  }

  /// The margins guide of `view`, made if needed.
  func marginsGuide(of view: Int) -> Int {
    if marginsGuide[view] >= 0 { return marginsGuide[view] }
    let guide = addNode(AutoLayoutNode(role: .layoutMarginsGuide, parent: view, className: "UILayoutGuide", identifier: "UIViewLayoutMarginsGuide"))
    marginsGuide[view] = guide
    return guide
  }

  func addNode(_ node: AutoLayoutNode) -> Int {
    nodes.append(node)
    marginsGuide.append(-1)
    intrinsic.append((nil, nil))
    return nodes.count - 1
  }

  /// The view a node belongs to: itself, or a guide's owning view.
  func view(of node: Int) -> Int {
    nodes[node].isView ? node : (nodes[node].parent ?? node)
  }

  // MARK: Expressions

  /// A linear expression in the variables.
  struct Expression {
    var terms: [(ConstraintSolver.Variable, Double)] = []
    var constant: Double = 0

    mutating func add(_ other: Expression, times factor: Double = 1) {
      for (v, c) in other.terms { terms.append((v, c * factor)) }
      constant += other.constant * factor
    }
  }

  func x(_ node: Int) -> ConstraintSolver.Variable { variables[4 * node] }
  func y(_ node: Int) -> ConstraintSolver.Variable { variables[4 * node + 1] }
  func width(_ node: Int) -> ConstraintSolver.Variable { variables[4 * node + 2] }
  func height(_ node: Int) -> ConstraintSolver.Variable { variables[4 * node + 3] }

  /// An attribute of a node in the root's coordinates (leading and trailing as the edges
  /// they are in the node's reading direction; a margin attribute as its margins guide's).
  func anchor(_ node: Int, _ attribute: AutoLayoutAttribute, depth: Int = 0) -> Expression {
    let node = attribute.isMargin ? marginsGuide(of: node) : node
    let rtl = nodes[view(of: node)].isRightToLeft
    var e = Expression()
    switch attribute.edge {
    case .left: e.terms = [(x(node), 1)]
    case .right: e.terms = [(x(node), 1), (width(node), 1)]
    case .centerX: e.terms = [(x(node), 1), (width(node), 0.5)]
    case .leading: e.terms = rtl ? [(x(node), 1), (width(node), 1)] : [(x(node), 1)]
    case .trailing: e.terms = rtl ? [(x(node), 1)] : [(x(node), 1), (width(node), 1)]
    case .top: e.terms = [(y(node), 1)]
    case .bottom: e.terms = [(y(node), 1), (height(node), 1)]
    case .centerY: e.terms = [(y(node), 1), (height(node), 0.5)]
    case .width: e.terms = [(width(node), 1)]
    case .height: e.terms = [(height(node), 1)]
    case .firstBaseline, .lastBaseline:
      switch attribute == .firstBaseline ? nodes[node].firstBaseline : nodes[node].lastBaseline {
      case .bottom:
        e.terms = [(y(node), 1), (height(node), 1)]
      case .offset(let offset, let fraction):
        e.terms = [(y(node), 1), (height(node), fraction.isFinite ? fraction : 1)]
        e.constant = offset.isFinite ? offset : 0
      case .node(let other):
        guard other >= 0, other < nodes.count, other != node, depth < 32 else { return anchor(node, .bottom) }
        return anchor(other, attribute, depth: depth + 1)
      }
    default: break
    }
    return e
  }

  /// The nearest view holding both nodes (one of them when one holds the other).
  func commonAncestor(_ a: Int, _ b: Int) -> Int {
    var chain: [Int] = []
    var current: Int? = view(of: a)
    while let c = current, chain.count < nodes.count {
      chain.append(c)
      current = nodes[c].parent
    }
    current = view(of: b)
    var steps = 0
    while let c = current, steps <= nodes.count {
      if chain.contains(c) { return c }
      current = nodes[c].parent
      steps += 1
    }
    return root
  }

  /// `constraint` as `expression relation 0` in the solver's variables.
  ///
  /// Leading and trailing follow the first item's reading direction: right to left, the
  /// constraint is read in mirrored x (its constant and relation reverse), as UIKit reads it.
  /// A multiplier other than 1 on a position applies in the coordinates of the items' nearest
  /// common ancestor (`a.centerX == 0.5 × superview.trailing` is halfway across the
  /// superview, wherever it sits), as UIKit evaluates it; a position related to a constant is
  /// in its superview's coordinates.
  func expression(of constraint: AutoLayoutConstraint) -> (Expression, ConstraintSolver.Relation) {
    let first = constraint.firstItem
    var relation = constraint.relation
    var constant = constraint.constant
    let mirrored =
      (constraint.firstAttribute.followsReadingDirection || constraint.secondAttribute.followsReadingDirection)
      && nodes[view(of: first)].isRightToLeft
    if mirrored {
      constant = -constant
      relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
    }
    var e = anchor(first, constraint.firstAttribute)
    let attribute = constraint.firstAttribute.edge
    let horizontal = attribute.isHorizontal
    if let second = constraint.secondItem {
      let m = constraint.multiplier
      e.add(anchor(second, constraint.secondAttribute), times: -m)
      if !attribute.isDimension && abs(m - 1) > ConstraintSolver.epsilon {
        let ancestor = commonAncestor(first, second)
        e.add(origin(of: ancestor, horizontal: horizontal, mirrored: mirrored), times: -(1 - m))
      }
    } else if !attribute.isDimension, let reference = nodes[first].parent {
      e.add(origin(of: reference, horizontal: horizontal, mirrored: mirrored), times: -1)
    }
    e.constant -= constant
    return (e, relation)
  }

  /// Where a view's own coordinates start along an axis (its right edge, mirrored).
  private func origin(of node: Int, horizontal: Bool, mirrored: Bool) -> Expression {
    var e = Expression()
    if horizontal {
      e.terms = mirrored ? [(x(node), 1), (width(node), 1)] : [(x(node), 1)]
    } else {
      e.terms = [(y(node), 1)]
    }
    return e
  }

  // MARK: Adding

  /// Adds the constraint unless it was broken before. A required one that contradicts the
  /// required ones already added is broken as UIKit breaks it: the new one, when it is the
  /// app's or every conflicting one is UIKit's; else (a constraint of UIKit's meeting the
  /// app's) the first of the app's constraints in the conflict, and the build starts again.
  /// - Returns: false when the build must be made again.
  func add(_ constraint: AutoLayoutConstraint, source: Source) -> Bool {
    let index = entries.count
    let listing: Int
    if case .app(let i) = source {
      listing = i + 1
    } else {
      systemCount += 1
      listing = problem.constraints.count + systemCount
    }
    entries.append(Entry(constraint: constraint, source: source, listing: listing, id: nil))
    entryOfSource[source] = index
    guard !broken.contains(source) else { return true }
    let (e, relation) = expression(of: constraint)
    // A constant or multiplier that is not a number (UIKit refuses to make such a constraint)
    // would poison every value it touches: it is left out.
    guard e.constant.isFinite, e.terms.allSatisfy({ $0.1.isFinite }), constraint.priority.isFinite else { return true }
    let result = solver.add(e.terms, constant: e.constant, relation, priority: min(constraint.priority, ConstraintSolver.requiredPriority))
    while entryOfID.count < solver.constraintCount { entryOfID.append(index) }
    switch result {
    case .added(let id):
      entries[index].id = id
      return true
    case .unsatisfiable(_, let conflicting):
      let involved = conflicting.map { entryOfID[$0.index] }
      let appConstraint = involved.first { !entries[$0].constraint.isSystem }
      let victim = constraint.isSystem ? (appConstraint ?? index) : index
      broken.insert(entries[victim].source)
      conflicts.append(conflict(involved, broken: victim))
      return victim == index
    }
  }

  /// Sets a constraint's constant in the solver.
  /// - Returns: false when the build must be made again (the change contradicts required
  ///   constraints).
  func setConstant(_ source: Source, _ constant: Double) -> Bool {
    guard let index = entryOfSource[source] else { return true }
    entries[index].constraint.constant = constant
    guard let id = entries[index].id else { return true }
    let (e, _) = expression(of: entries[index].constraint)
    return solver.setConstant(id, e.constant)
  }

  /// The conflict of `involved` entries, `victim` broken, as UIKit lists it (by number).
  private func conflict(_ involved: [Int], broken victim: Int) -> AutoLayoutConflict {
    let describer = AutoLayoutConstraintDescriber(nodes: nodes)
    let listed = involved.sorted { entries[$0].listing < entries[$1].listing }
    var appIndex: Int?
    if case .app(let i) = entries[victim].source { appIndex = i }
    return AutoLayoutConflict(
      constraints: listed.map { describer.describe(entries[$0].constraint, listing: entries[$0].listing) },
      broken: describer.describe(entries[victim].constraint, listing: entries[victim].listing), brokenAppConstraint: appIndex)
  }

  /// A node's frame in the root's coordinates.
  func absoluteFrame(_ node: Int) -> Rect {
    Rect(x: solver.value(of: x(node)), y: solver.value(of: y(node)), width: solver.value(of: width(node)), height: solver.value(of: height(node)))
  }
}
