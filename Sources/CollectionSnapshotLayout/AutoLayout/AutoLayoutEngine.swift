/// Auto Layout, as UIKit's engine lays out a view tree: a pure function of an
/// ``AutoLayoutProblem`` (views and guides, the app's constraints, intrinsic sizes) to an
/// ``AutoLayoutSolution`` (every node's frame, the root's size, what UIKit would log).
///
/// The constraints are those UIKit's engine holds, added in this order: the root's position
/// and (in layout) size; each view's autoresizing mask; the margins, safe area and readable
/// guides; the stack views' constraints; the app's, in the order they were activated; the
/// intrinsic sizes; then (fitting) the target size. A required constraint that cannot hold
/// is broken as UIKit breaks it (``AutoLayoutBuild/add(_:source:)``) and reported with
/// UIKit's console text.
///
/// Then passes, at most ``AutoLayoutProblem/maximumPasses``: views whose intrinsic height
/// depends on their width (multi-line labels) are measured again at the width they were
/// given, margins that follow the frames (a superview's preserved margins, the safe area,
/// the readable width) are computed again from the solved frames, and the changed constants
/// are set in the solver in place; until nothing changes.
public final class AutoLayoutEngine {
  /// An engine.
  public init() {}

  /// Measures a width-dependent view (its node number) at a width: its intrinsic width and
  /// height, `nil` for none.
  public typealias Measure = (_ node: Int, _ width: Double) -> (width: Double?, height: Double?)

  /// Solves `problem` (see the type's description).
  public func solve(_ problem: AutoLayoutProblem, measure: Measure = { _, _ in (nil, nil) }) -> AutoLayoutSolution {
    precondition(!problem.nodes.isEmpty, "an Auto Layout problem has a root")
    var intrinsic = problem.nodes.map { (width: $0.intrinsicWidth, height: $0.intrinsicHeight) }
    var (build, determined) = make(problem, intrinsic: intrinsic, insets: nil, broken: [], conflicts: [])
    build.solver.solve()
    var passes = 1
    while passes < max(1, problem.maximumPasses) {
      let frames = build.nodes.indices.map(build.absoluteFrame)
      var changed = false
      var rebuild = false
      for i in problem.nodes.indices where problem.nodes[i].heightDependsOnWidth && problem.nodes[i].isView {
        let measured = measure(i, frames[i].width)
        let current = build.intrinsic[i]
        guard !Self.same(measured.width, current.width) || !Self.same(measured.height, current.height) else { continue }
        changed = true
        intrinsic[i] = measured
        build.intrinsic[i] = measured
        if (measured.width == nil) != (current.width == nil) || (measured.height == nil) != (current.height == nil) || inProportionalStack(i, build) {
          rebuild = true
          continue
        }
        for (horizontal, value) in [(true, measured.width), (false, measured.height)] {
          guard let value else { continue }
          for hugging in [true, false] where !rebuild {
            rebuild = !build.setConstant(.contentSize(node: i, horizontal: horizontal, hugging: hugging), value)
          }
        }
      }
      let insets = build.insets(absolute: frames)
      if !Self.same(insets, build.insets) {
        changed = true
        build.insets = insets
        for g in build.nodes.indices where !rebuild {
          guard let owner = build.nodes[g].parent, build.nodes[g].role != .view, build.nodes[g].role != .layoutGuide else { continue }
          let inset = build.guideInset(g, owner: owner)
          for (edge, value) in [inset.left, inset.right, inset.top, inset.bottom].enumerated() where !rebuild {
            rebuild = !build.setConstant(.guide(node: g, edge: edge), value)
          }
        }
      }
      guard changed else { break }
      if rebuild {
        (build, determined) = make(problem, intrinsic: intrinsic, insets: build.insets, broken: build.broken, conflicts: build.conflicts)
      }
      build.solver.solve()
      passes += 1
    }
    return solution(build, problem: problem, determined: determined, passes: passes)
  }

  /// The build of `problem` before its passes (the linear system it holds).
  static func build(_ problem: AutoLayoutProblem) -> AutoLayoutBuild {
    let intrinsic = problem.nodes.map { (width: $0.intrinsicWidth, height: $0.intrinsicHeight) }
    return AutoLayoutEngine().make(problem, intrinsic: intrinsic, insets: nil, broken: [], conflicts: []).0
  }

  /// Whether a node is arranged by a proportional stack (whose multipliers follow intrinsic
  /// sizes: a change makes the build again).
  private func inProportionalStack(_ node: Int, _ build: AutoLayoutBuild) -> Bool {
    guard let parent = build.nodes[node].parent, let stack = build.nodes[parent].stack else { return false }
    return stack.distribution == .fillProportionally && stack.arranged.contains(node)
  }

  /// The build of the problem with these values, made again from the start each time a
  /// conflict breaks an earlier constraint; and, in fitting, whether the root's width and
  /// height follow from the constraints (and the target's required axes) before the target's
  /// other axes are added.
  private func make(
    _ problem: AutoLayoutProblem, intrinsic: [(width: Double?, height: Double?)], insets: AutoLayoutBuild.Insets?, broken: Set<AutoLayoutBuild.Source>,
    conflicts: [AutoLayoutConflict]
  ) -> (AutoLayoutBuild, (width: Bool, height: Bool)) {
    var broken = broken
    var conflicts = conflicts
    while true {
      let build = AutoLayoutBuild(problem: problem, intrinsic: intrinsic, insets: insets, broken: broken, conflicts: conflicts)
      var complete = build.addRootConstraints() && build.addAutoresizingConstraints() && build.addGuideConstraints() && build.addStackConstraints()
      for (i, c) in problem.constraints.enumerated() where complete {
        guard c.firstItem >= 0, c.firstItem < problem.nodes.count, (c.secondItem ?? 0) >= 0, (c.secondItem ?? 0) < problem.nodes.count else { continue }
        complete = build.add(c, source: .app(i))
      }
      complete = complete && build.addContentSizeConstraints()
      var determined = (width: true, height: true)
      if complete, case .fitting(let target, let hp, let vp) = problem.mode {
        // Whether the content decides the free axes, given the required ones.
        complete = build.addFittingConstraints(target: target, horizontalPriority: hp, verticalPriority: vp, required: true)
        if complete {
          build.solver.solve()
          determined = (!build.solver.isFree(build.width(build.root)), !build.solver.isFree(build.height(build.root)))
          complete = build.addFittingConstraints(target: target, horizontalPriority: hp, verticalPriority: vp, required: false)
        }
      }
      if complete { return (build, determined) }
      // Each start again breaks one more constraint: this ends.
      broken = build.broken
      conflicts = build.conflicts
    }
  }

  /// The frames of the problem's nodes, exact and aligned to the pixel grid.
  private func solution(_ build: AutoLayoutBuild, problem: AutoLayoutProblem, determined: (width: Bool, height: Bool), passes: Int) -> AutoLayoutSolution {
    let count = problem.nodes.count
    let absolute = (0..<count).map(build.absoluteFrame)
    let scale = problem.displayScale > 0 ? problem.displayScale : 1
    func align(_ v: Double) -> Double { (v * scale).rounded() / scale }
    let aligned = absolute.map { f in
      let x = align(f.minX)
      let y = align(f.minY)
      return Rect(x: x, y: y, width: align(f.maxX) - x, height: align(f.maxY) - y)
    }
    var exact: [Rect] = []
    var frames: [Rect] = []
    for i in 0..<count {
      guard let parent = problem.nodes[i].parent else {
        exact.append(Rect(origin: Point(x: 0, y: 0), size: absolute[i].size))
        frames.append(Rect(origin: Point(x: 0, y: 0), size: aligned[i].size))
        continue
      }
      exact.append(absolute[i].offsetBy(dx: -absolute[parent].x, dy: -absolute[parent].y))
      frames.append(aligned[i].offsetBy(dx: -aligned[parent].x, dy: -aligned[parent].y))
    }
    var ambiguous: [Int] = []
    var descriptions: [String] = []
    if problem.reportsAmbiguity {
      let describer = AutoLayoutConstraintDescriber(nodes: build.nodes)
      for i in 1..<max(1, count) where problem.nodes[i].isView {
        let vars = [("minX", build.x(i)), ("minY", build.y(i)), ("width", build.width(i)), ("height", build.height(i))]
        let loose = vars.filter { build.solver.isAmbiguous($0.1) }.map(\.0)
        guard !loose.isEmpty else { continue }
        ambiguous.append(i)
        descriptions.append("\(describer.name(i)).\(loose.joined(separator: ", "))")
      }
    }
    return AutoLayoutSolution(
      frames: frames, exactFrames: exact, size: absolute[0].size, widthIsDetermined: determined.width, heightIsDetermined: determined.height,
      conflicts: build.conflicts, ambiguous: ambiguous, ambiguityDescriptions: descriptions, passes: passes)
  }

  private static func same(_ a: Double?, _ b: Double?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let x?, let y?): abs(x - y) < 1e-9
    default: false
    }
  }

  private static func same(_ a: AutoLayoutBuild.Insets, _ b: AutoLayoutBuild.Insets) -> Bool {
    func same(_ x: [EdgeInsets], _ y: [EdgeInsets]) -> Bool {
      x.count == y.count
        && zip(x, y).allSatisfy {
          abs($0.top - $1.top) < 1e-9 && abs($0.left - $1.left) < 1e-9 && abs($0.bottom - $1.bottom) < 1e-9 && abs($0.right - $1.right) < 1e-9
        }
    }
    return same(a.margins, b.margins) && same(a.safeArea, b.safeArea) && same(a.readable, b.readable)
  }
}
