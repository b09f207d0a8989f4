/// A linear constraint solver of the Cassowary family (Badros, Borning and Stuckey, "The
/// Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001): an incremental simplex
/// over equalities and inequalities with priorities, as Auto Layout solves them.
///
/// - **Priorities.** A constraint of priority 1000 (``requiredPriority``) or more is required:
///   it holds, or it is refused as unsatisfiable (``AddResult/unsatisfiable(_:conflicting:)``).
///   Below that, constraints are optional and are satisfied strictly in priority order: the
///   error of every priority-751 constraint is minimised before any priority-750 error is
///   considered, so one 751 beats any number of 750s, as UIKit's engine behaves. Within one
///   priority the summed magnitude of the errors is minimised (each error counts once).
///   The objective is a vector of one row per priority present, compared lexicographically.
/// - **Incremental.** Constraints are added one at a time to a feasible tableau (the paper's
///   simplex form, with a slack per inequality, error variables per optional constraint and a
///   dummy marker per required equality); ``solve()`` optimises once for a batch.
///   ``setConstant(_:_:)`` changes a constraint's constant in place and repairs the tableau
///   with the dual simplex, as the paper does for edit variables.
/// - **Deterministic.** Rows keep their terms sorted by symbol number, symbols are numbered in
///   creation order, and every choice (entering symbol, leaving row, infeasible row) takes the
///   lowest number among equals — Bland's rule, which also rules out cycling. Nothing
///   iterates a hash table.
/// - **Precision.** Doubles; a coefficient or a value within ``epsilon`` (10⁻⁸) of zero counts
///   as zero.
public final class ConstraintSolver {
  /// Below this magnitude a coefficient or a value counts as zero.
  public static let epsilon = 1e-8
  /// The priority of a required constraint.
  public static let requiredPriority = 1000.0

  /// A variable of the system.
  public struct Variable: Hashable, Sendable {
    /// Its symbol.
    let symbol: Int32
  }

  /// A constraint added to the solver.
  public struct ConstraintID: Hashable, Sendable, Comparable {
    /// Its position in the order constraints were added.
    public let index: Int
    /// Orders constraints by when they were added.
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.index < b.index }
  }

  /// How the two sides of a constraint compare: `expression relation 0`.
  public enum Relation: Sendable, Hashable {
    case equal, lessThanOrEqual, greaterThanOrEqual
  }

  /// What adding a constraint did.
  public enum AddResult: Sendable, Equatable {
    /// The constraint holds (or, optional, is weighed).
    case added(ConstraintID)
    /// The constraint is required and cannot hold with the required constraints already
    /// added (listed, the new one last): it was not added, and the solver is as it was.
    case unsatisfiable(ConstraintID, conflicting: [ConstraintID])
  }

  /// What a symbol stands for.
  enum Kind: UInt8 {
    /// A variable of the system (unrestricted).
    case external
    /// An inequality's slack (at least 0).
    case slack
    /// An optional constraint's error (at least 0, costed in the objective).
    case error
    /// A required equality's marker (always 0).
    case dummy
  }

  /// A constraint as added.
  struct Record {
    /// The symbol that marks the constraint's row: its slack, first error or dummy.
    var marker: Int32
    /// The second error of an optional constraint, or −1.
    var other: Int32
    /// Its priority.
    var priority: Double
    /// `+1` when the row is `expression`, `−1` when it is `−expression` (a `≤` constraint).
    var sign: Double
    /// The constant it was added (or last set) with.
    var constant: Double
    /// Whether it is in the tableau (a refused constraint is not).
    var isActive: Bool
  }

  /// An objective row: the errors of one priority.
  struct Objective {
    var priority: Double
    var row: SimplexRow
  }

  /// Everything the solver knows, one value: saved before an attempt that may fail and put
  /// back when it does.
  struct Tableau {
    var kinds: [Kind] = []
    /// Per symbol: the slot of its row, or −1 when it is parametric.
    var slotOfSymbol: [Int32] = []
    /// The rows, by slot.
    var rows: [SimplexRow] = []
    /// Per slot: the basic symbol of the row, or −1 for a free slot.
    var basicOfSlot: [Int32] = []
    var freeSlots: [Int32] = []
    /// One row per priority present, highest first.
    var objectives: [Objective] = []
    /// The objective of the artificial variable while a constraint is added with one.
    var artificial: SimplexRow?
    var records: [Record] = []
    /// Per symbol: the constraint it marks (its marker or other error), or −1.
    var ownerOfSymbol: [Int32] = []
    /// True when constraints were added or changed since the last optimisation.
    var needsOptimizing = false
  }

  /// The state (only this class touches it, never across a call that could reach it again:
  /// the run-time exclusivity check cost a fifth of a solve).
  @exclusivity(unchecked) var tableau = Tableau()

  /// An empty system.
  public init() {}

  /// The number of constraints added (refused ones included).
  public var constraintCount: Int { tableau.records.count }

  /// A new variable, at 0 until constrained.
  public func addVariable() -> Variable {
    Variable(symbol: newSymbol(.external))
  }

  /// Adds `Σ coefficient × variable + constant  relation  0` at `priority`.
  ///
  /// A required constraint that cannot hold is refused: nothing changes, and the answer lists
  /// the required constraints it conflicts with — those whose combination, with it, proves the
  /// system infeasible (the markers left in the artificial variable's row at its minimum).
  public func add(_ terms: [(Variable, Double)], constant: Double, _ relation: Relation, priority: Double) -> AddResult {
    let id = ConstraintID(index: tableau.records.count)
    let required = priority >= Self.requiredPriority
    let sign: Double = relation == .lessThanOrEqual ? -1 : 1
    var row = SimplexRow(constant: sign * constant)
    for (variable, coefficient) in terms where abs(coefficient) >= Self.epsilon {
      let slot = tableau.slotOfSymbol[Int(variable.symbol)]
      if slot >= 0 {
        row.insert(tableau.rows[Int(slot)], times: sign * coefficient)
      } else {
        row.insert(variable.symbol, sign * coefficient)
      }
    }
    var record = Record(marker: -1, other: -1, priority: priority, sign: sign, constant: constant, isActive: true)
    switch (relation, required) {
    case (.equal, true):
      let dummy = newSymbol(.dummy)
      row.insert(dummy, 1)
      record.marker = dummy
    case (.equal, false):
      let plus = newSymbol(.error)
      let minus = newSymbol(.error)
      row.insert(plus, -1)
      row.insert(minus, 1)
      addToObjective(plus, priority: priority)
      addToObjective(minus, priority: priority)
      record.marker = plus
      record.other = minus
    case (_, true):
      let slack = newSymbol(.slack)
      row.insert(slack, -1)
      record.marker = slack
    case (_, false):
      let slack = newSymbol(.slack)
      let error = newSymbol(.error)
      row.insert(slack, -1)
      row.insert(error, 1)
      addToObjective(error, priority: priority)
      record.marker = slack
      record.other = error
    }
    tableau.records.append(record)
    tableau.ownerOfSymbol[Int(record.marker)] = Int32(id.index)
    if record.other >= 0 { tableau.ownerOfSymbol[Int(record.other)] = Int32(id.index) }
    if row.constant < 0 { row.negate() }

    if let subject = chooseSubject(row, record) {
      row.solve(for: subject)
      substitute(subject, with: row)
      insertRow(row, basic: subject)
    } else if allDummies(row) {
      // Only required equalities: the row holds exactly when its constant is 0 (a redundant
      // constraint), else they contradict each other.
      guard abs(row.constant) < Self.epsilon else {
        // Nothing was changed but the new symbols and record.
        tableau.records[id.index].isActive = false
        return .unsatisfiable(id, conflicting: owners(of: row.symbols).filter { $0 != id } + [id])
      }
      row.solve(for: record.marker)
      insertRow(row, basic: record.marker)
    } else {
      // The only attempt that can fail: the tableau is saved first, and put back if it does.
      let saved = tableau
      if let conflicting = addWithArtificialVariable(row) {
        refuse(id, restoring: saved)
        return .unsatisfiable(id, conflicting: conflicting.filter { $0 != id } + [id])
      }
    }
    tableau.needsOptimizing = true
    return .added(id)
  }

  /// Puts the tableau back as it was before the artificial variable was tried, keeping `id` as
  /// a refused record (so that constraint numbers stay in step with the caller's).
  private func refuse(_ id: ConstraintID, restoring saved: Tableau) {
    let kinds = tableau.kinds
    tableau = saved
    // Symbols made since keep their numbers, in no row.
    while tableau.kinds.count < kinds.count {
      tableau.kinds.append(kinds[tableau.kinds.count])
      tableau.slotOfSymbol.append(-1)
      tableau.ownerOfSymbol.append(-1)
    }
    tableau.records[id.index].isActive = false
  }

  /// Whether `id` holds in the tableau (false for a refused constraint).
  public func isActive(_ id: ConstraintID) -> Bool { tableau.records[id.index].isActive }

  /// Optimises the objective for everything added or changed since the last time.
  public func solve() {
    guard tableau.needsOptimizing else { return }
    optimize()
    tableau.needsOptimizing = false
  }

  /// The variable's value in the current solution (solving first if needed).
  public func value(of variable: Variable) -> Double {
    solve()
    let slot = tableau.slotOfSymbol[Int(variable.symbol)]
    return slot >= 0 ? tableau.rows[Int(slot)].constant : 0
  }

  // MARK: Symbols and rows

  func newSymbol(_ kind: Kind) -> Int32 {
    let symbol = Int32(tableau.kinds.count)
    tableau.kinds.append(kind)
    tableau.slotOfSymbol.append(-1)
    tableau.ownerOfSymbol.append(-1)
    return symbol
  }

  /// Adds `symbol` with weight 1 to the objective row of `priority`, making the row if needed.
  private func addToObjective(_ symbol: Int32, priority: Double) {
    var low = 0
    var high = tableau.objectives.count
    while low < high {
      let mid = (low + high) >> 1
      if tableau.objectives[mid].priority > priority { low = mid + 1 } else { high = mid }
    }
    if low == tableau.objectives.count || tableau.objectives[low].priority != priority {
      tableau.objectives.insert(Objective(priority: priority, row: SimplexRow(constant: 0)), at: low)
    }
    tableau.objectives[low].row.insert(symbol, 1)
  }

  func insertRow(_ row: SimplexRow, basic symbol: Int32) {
    let slot: Int32
    if let free = tableau.freeSlots.popLast() {
      slot = free
      tableau.rows[Int(slot)] = row
      tableau.basicOfSlot[Int(slot)] = symbol
    } else {
      slot = Int32(tableau.rows.count)
      tableau.rows.append(row)
      tableau.basicOfSlot.append(symbol)
    }
    tableau.slotOfSymbol[Int(symbol)] = slot
  }

  /// Takes a row out of the tableau.
  func removeRow(slot: Int32) -> SimplexRow {
    let symbol = tableau.basicOfSlot[Int(slot)]
    tableau.slotOfSymbol[Int(symbol)] = -1
    tableau.basicOfSlot[Int(slot)] = -1
    tableau.freeSlots.append(slot)
    let row = tableau.rows[Int(slot)]
    tableau.rows[Int(slot)] = SimplexRow(constant: 0)
    return row
  }

  /// Replaces `symbol` by `row` in every row and objective.
  func substitute(_ symbol: Int32, with row: SimplexRow) {
    tableau.rows.withUnsafeMutableBufferPointer { rows in
      for slot in rows.indices where rows[slot].mayHold(symbol) {
        rows[slot].substitute(symbol, with: row)
      }
    }
    for i in tableau.objectives.indices {
      tableau.objectives[i].row.substitute(symbol, with: row)
    }
    tableau.artificial?.substitute(symbol, with: row)
  }

  /// The symbol a new row is solved for: a variable of the system if it has one (the lowest
  /// numbered), else its marker or other error when that has a negative coefficient (the
  /// row's constant is not negative, so the symbol starts feasible).
  private func chooseSubject(_ row: SimplexRow, _ record: Record) -> Int32? {
    for symbol in row.symbols where tableau.kinds[Int(symbol)] == .external { return symbol }
    for symbol in [record.marker, record.other] where symbol >= 0 {
      let kind = tableau.kinds[Int(symbol)]
      if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  private func allDummies(_ row: SimplexRow) -> Bool {
    row.symbols.allSatisfy { tableau.kinds[Int($0)] == .dummy }
  }

  /// The required constraints marked by `symbols`, in the order they were added.
  func owners(of symbols: [Int32]) -> [ConstraintID] {
    var found: [Int] = []
    for symbol in symbols {
      let owner = tableau.ownerOfSymbol[Int(symbol)]
      guard owner >= 0, tableau.records[Int(owner)].priority >= Self.requiredPriority, !found.contains(Int(owner)) else { continue }
      found.append(Int(owner))
    }
    return found.sorted().map { ConstraintID(index: $0) }
  }
}
