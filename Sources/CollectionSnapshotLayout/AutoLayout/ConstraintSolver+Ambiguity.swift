/// Whether the constraints pin a variable down.
extension ConstraintSolver {
  /// True when the variable could take another value without any constraint being less
  /// satisfied — what UIKit's `hasAmbiguousLayout` reports for a view's frame:
  /// - no constraint reaches it (it is a free parameter of the solution), or its value
  ///   depends on such a free variable;
  /// - or it depends on a slack or error that costs nothing at any priority and can grow
  ///   (two optional constraints of equal priority pulling against each other, so that any
  ///   split between them is as good).
  public func isAmbiguous(_ variable: Variable) -> Bool {
    solve()
    let slot = tableau.slotOfSymbol[Int(variable.symbol)]
    guard slot >= 0 else { return true }
    let row = tableau.rows[Int(slot)]
    for symbol in row.symbols {
      switch tableau.kinds[Int(symbol)] {
      case .external:
        return true
      case .dummy:
        continue
      case .slack, .error:
        if costs(of: symbol).allSatisfy({ abs($0) < Self.epsilon }) && canGrow(symbol) { return true }
      }
    }
    return false
  }

  /// True when nothing but the variable's own freedom decides it: no constraint reaches it,
  /// or its value depends on a variable no constraint reaches. One bounded by an inequality
  /// on one side only is not free (fitting pulls it to the bound).
  public func isFree(_ variable: Variable) -> Bool {
    solve()
    let slot = tableau.slotOfSymbol[Int(variable.symbol)]
    guard slot >= 0 else { return true }
    return tableau.rows[Int(slot)].symbols.contains { tableau.kinds[Int($0)] == .external }
  }

  /// Whether a parametric slack or error can grow from 0 without making a restricted basic
  /// symbol negative.
  private func canGrow(_ symbol: Int32) -> Bool {
    for slot in tableau.rows.indices {
      let basic = tableau.basicOfSlot[slot]
      guard basic >= 0 else { continue }
      let kind = tableau.kinds[Int(basic)]
      guard kind != .external else { continue }
      let c = tableau.rows[slot].coefficient(of: symbol)
      if kind == .dummy {
        if c != 0 { return false }
        continue
      }
      if c < -Self.epsilon && tableau.rows[slot].constant / -c < Self.epsilon { return false }
    }
    return true
  }
}
