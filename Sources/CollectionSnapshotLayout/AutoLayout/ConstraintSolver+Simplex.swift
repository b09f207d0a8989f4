/// The simplex steps: the primal simplex that optimises the (lexicographic) objective, the
/// artificial variable that adds a constraint no symbol of which can start basic, and the dual
/// simplex that repairs feasibility after a constant changed.
extension ConstraintSolver {
  /// Optimises the objectives (highest priority first) with the primal simplex.
  func optimize() {
    var marks = SymbolMarks(count: tableau.kinds.count)
    while let entering = enteringSymbol(&marks) {
      guard let slot = leavingSlot(for: entering) else {
        // An objective of errors is bounded below by 0, so a column without a limiting row
        // cannot improve it: it stays where it is.
        return
      }
      pivot(slot: slot, entering: entering)
    }
  }

  /// The symbol to bring into the basis: the lowest numbered one whose cost is negative at
  /// the highest priority where it has a cost (Bland's rule on the lexicographic objective).
  private func enteringSymbol(_ marks: inout SymbolMarks) -> Int32? {
    if let artificial = tableau.artificial {
      for (i, symbol) in artificial.symbols.enumerated() where artificial.coefficients[i] < -Self.epsilon {
        let kind = tableau.kinds[Int(symbol)]
        if kind == .slack || kind == .error { return symbol }
      }
      return nil
    }
    marks.next(count: tableau.kinds.count)
    var best = Int32.max
    for objective in tableau.objectives {
      let row = objective.row
      for (i, symbol) in row.symbols.enumerated() where !marks.isSet(symbol) {
        marks.set(symbol)
        let kind = tableau.kinds[Int(symbol)]
        guard kind == .slack || kind == .error else { continue }
        if row.coefficients[i] < 0 && symbol < best { best = symbol }
      }
    }
    return best == Int32.max ? nil : best
  }

  /// The row that leaves when `entering` enters: among restricted rows that `entering`
  /// decreases, the one reaching 0 first (ties: the lowest basic symbol).
  private func leavingSlot(for entering: Int32) -> Int32? {
    var best: Int32 = -1
    var bestRatio = Double.infinity
    var bestSymbol = Int32.max
    for slot in tableau.rows.indices {
      let basic = tableau.basicOfSlot[slot]
      guard basic >= 0, tableau.kinds[Int(basic)] != .external else { continue }
      let c = tableau.rows[slot].coefficient(of: entering)
      guard c < -Self.epsilon else { continue }
      let ratio = -tableau.rows[slot].constant / c
      if ratio < bestRatio - Self.epsilon || (abs(ratio - bestRatio) <= Self.epsilon && basic < bestSymbol) {
        best = Int32(slot)
        bestRatio = ratio
        bestSymbol = basic
      }
    }
    return best >= 0 ? best : nil
  }

  /// Exchanges the basic symbol of `slot` for `entering`.
  func pivot(slot: Int32, entering: Int32) {
    let leaving = tableau.basicOfSlot[Int(slot)]
    var row = removeRow(slot: slot)
    row.solve(for: leaving, entering)
    substitute(entering, with: row)
    insertRow(row, basic: entering)
  }

  /// Adds `row` (holding no variable of the system, and no marker that can start basic) with
  /// an artificial variable: minimises it; at 0 the row holds, and the artificial variable
  /// is taken out again.
  /// - Returns: `nil` when the row was added; else the required constraints whose markers the
  ///   artificial variable's minimum depends on (the tableau is left for the caller to put back).
  func addWithArtificialVariable(_ row: SimplexRow) -> [ConstraintID]? {
    let art = newSymbol(.slack)
    insertRow(row, basic: art)
    tableau.artificial = row
    optimize()
    let objective = tableau.artificial ?? SimplexRow(constant: 0)
    tableau.artificial = nil
    guard abs(objective.constant) < Self.epsilon else {
      return owners(of: objective.symbols)
    }
    let slot = tableau.slotOfSymbol[Int(art)]
    if slot >= 0 {
      var basicRow = removeRow(slot: slot)
      if !basicRow.isConstant {
        // Bring another symbol in for it: a slack or error if the row has one, else a dummy
        // (the row is then redundant with required equalities).
        let entering =
          basicRow.symbols.first { let k = tableau.kinds[Int($0)]; return k == .slack || k == .error }
          ?? basicRow.symbols[0]
        basicRow.solve(for: art, entering)
        substitute(entering, with: basicRow)
        insertRow(basicRow, basic: entering)
      }
    }
    for slot in tableau.rows.indices where tableau.basicOfSlot[slot] >= 0 {
      tableau.rows[slot].remove(art)
    }
    for i in tableau.objectives.indices { tableau.objectives[i].row.remove(art) }
    return nil
  }

  /// Changes the constant a constraint was added with, in place: the constraint's marker
  /// stands for the shift (the paper's edit-variable step), then the dual simplex restores
  /// feasibility.
  /// - Returns: false when the change makes the required constraints contradict each other
  ///   (or shifts a required equality that other required equalities already fix): nothing
  ///   changed; remove and add the constraints again to learn which conflict.
  @discardableResult
  public func setConstant(_ id: ConstraintID, _ constant: Double) -> Bool {
    let record = tableau.records[id.index]
    guard record.isActive else { return false }
    let delta = record.sign * (constant - record.constant)
    tableau.records[id.index].constant = constant
    if abs(delta) < Self.epsilon { return true }
    let saved = tableau
    let marker = record.marker
    let slot = tableau.slotOfSymbol[Int(marker)]
    // In the row it was added as, the marker's coefficient a is +1 for a dummy and −1 for a
    // slack or error; the new row reads as the old one with marker = marker′ + δ ⁄ a, and
    // only that row holds the marker: substituting gives the new tableau.
    let a: Double = tableau.kinds[Int(marker)] == .dummy ? 1 : -1
    if slot >= 0 {
      if tableau.kinds[Int(marker)] == .dummy {
        tableau = saved
        tableau.records[id.index].constant = record.constant
        return false
      }
      tableau.rows[Int(slot)].constant -= delta / a
    } else {
      for s in tableau.rows.indices where tableau.basicOfSlot[s] >= 0 {
        let k = tableau.rows[s].coefficient(of: marker)
        if k != 0 { tableau.rows[s].constant += k * delta / a }
      }
      for i in tableau.objectives.indices {
        let k = tableau.objectives[i].row.coefficient(of: marker)
        if k != 0 { tableau.objectives[i].row.constant += k * delta / a }
      }
    }
    guard dualOptimize() else {
      tableau = saved
      tableau.records[id.index].constant = record.constant
      return false
    }
    tableau.needsOptimizing = true
    return true
  }

  /// The dual simplex: while a restricted basic symbol is negative, pivots it out for the
  /// symbol that keeps the objective optimal (the least lexicographic cost ratio).
  /// - Returns: false when a row cannot be made feasible.
  private func dualOptimize() -> Bool {
    while true {
      var leaving: Int32 = -1
      var leavingSymbol = Int32.max
      for slot in tableau.rows.indices {
        let basic = tableau.basicOfSlot[slot]
        guard basic >= 0 else { continue }
        let kind = tableau.kinds[Int(basic)]
        if kind == .external { continue }
        let constant = tableau.rows[slot].constant
        if kind == .dummy {
          if abs(constant) > Self.epsilon { return false }
          continue
        }
        if constant < -Self.epsilon && basic < leavingSymbol {
          leaving = Int32(slot)
          leavingSymbol = basic
        }
      }
      guard leaving >= 0 else { return true }
      let row = tableau.rows[Int(leaving)]
      var entering: Int32 = -1
      var enteringRatio: [Double] = []
      for (i, symbol) in row.symbols.enumerated() {
        let a = row.coefficients[i]
        let kind = tableau.kinds[Int(symbol)]
        guard a > Self.epsilon, kind == .slack || kind == .error else { continue }
        let ratio = tableau.objectives.map { $0.row.coefficient(of: symbol) / a }
        if entering < 0 || Self.lexicographicallyLess(ratio, enteringRatio) {
          entering = symbol
          enteringRatio = ratio
        }
      }
      guard entering >= 0 else { return false }
      pivot(slot: leaving, entering: entering)
    }
  }

  /// `a < b`, comparing the highest priority first (beyond ``epsilon``).
  static func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
    for (x, y) in zip(a, b) where abs(x - y) > epsilon { return x < y }
    return false
  }

  /// The cost of `symbol` at each priority, highest first.
  func costs(of symbol: Int32) -> [Double] {
    tableau.objectives.map { $0.row.coefficient(of: symbol) }
  }
}

/// A set of symbols cleared in constant time: a stamp per symbol, and the stamp of the
/// current round.
struct SymbolMarks {
  private var stamps: [UInt32]
  private var round: UInt32 = 0

  init(count: Int) {
    stamps = Array(repeating: 0, count: count)
  }

  /// Starts a new round (nothing marked), growing to `count` symbols.
  mutating func next(count: Int) {
    if stamps.count < count { stamps += Array(repeating: 0, count: count - stamps.count) }
    round &+= 1
    if round == 0 {
      for i in stamps.indices { stamps[i] = 0 }
      round = 1
    }
  }

  func isSet(_ symbol: Int32) -> Bool { stamps[Int(symbol)] == round }
  mutating func set(_ symbol: Int32) { stamps[Int(symbol)] = round }
}
