/// The linear system the engine solves for a problem, as plain numbers: for benchmarks and
/// tools that hand the same system to another solver (`collection-snapshot-bench autolayout
/// --kiwi`).
public struct AutoLayoutLinearSystem: Sendable, Hashable {
  /// One constraint: `Σ coefficient × variable + constant  relation  0` at `priority`.
  public struct Constraint: Sendable, Hashable {
    /// The variables (0 ..< ``AutoLayoutLinearSystem/variableCount``).
    public var variables: [Int]
    /// Their coefficients.
    public var coefficients: [Double]
    /// The constant.
    public var constant: Double
    /// The relation to 0.
    public var relation: ConstraintSolver.Relation
    /// The priority (1000: required).
    public var priority: Double
  }

  /// The number of variables: four per node (x, y, width, height), the engine's guides
  /// included.
  public var variableCount: Int
  /// The constraints, in the order the engine adds them.
  public var constraints: [Constraint]

  /// The system the engine sets up for `problem` (its first pass: intrinsic sizes as given),
  /// without the constraints broken in conflicts.
  public static func of(_ problem: AutoLayoutProblem) -> AutoLayoutLinearSystem {
    let build = AutoLayoutEngine.build(problem)
    var index: [ConstraintSolver.Variable: Int] = [:]
    for (i, v) in build.variables.enumerated() { index[v] = i }
    var constraints: [Constraint] = []
    for entry in build.entries where !build.broken.contains(entry.source) {
      let (e, relation) = build.expression(of: entry.constraint)
      constraints.append(
        Constraint(
          variables: e.terms.map { index[$0.0] ?? 0 }, coefficients: e.terms.map(\.1), constant: e.constant, relation: relation,
          priority: min(entry.constraint.priority, ConstraintSolver.requiredPriority)))
    }
    return AutoLayoutLinearSystem(variableCount: build.variables.count, constraints: constraints)
  }
}
