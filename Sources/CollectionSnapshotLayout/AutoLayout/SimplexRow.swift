/// One row of the solver's tableau: `constant + Σ coefficient × symbol`, its terms sorted by
/// symbol number so that merging two rows is one linear pass and every walk over a row visits
/// its symbols in the same order on every run (no hash order anywhere).
///
/// A coefficient whose magnitude falls below ``ConstraintSolver/epsilon`` is dropped: it is
/// rounding left over from cancelling terms.
struct SimplexRow: Sendable {
  /// The constant term.
  var constant: Double
  /// The symbols, ascending.
  private(set) var symbols: [Int32] = []
  /// Their coefficients, in the same order.
  private(set) var coefficients: [Double] = []
  /// A bit per symbol number modulo 64, set for every symbol the row held since it was made:
  /// a clear bit proves a symbol absent without searching (substitutions test every row).
  private(set) var mask: UInt64 = 0

  init(constant: Double) {
    self.constant = constant
  }

  /// True when the row has no symbol.
  var isConstant: Bool { symbols.isEmpty }

  /// Whether the row may hold `symbol` (false: it certainly does not).
  @inline(__always)
  func mayHold(_ symbol: Int32) -> Bool { mask & (1 << UInt64(symbol & 63)) != 0 }

  /// The position of `symbol` in ``symbols``, or `nil`.
  func index(of symbol: Int32) -> Int? {
    guard mayHold(symbol) else { return nil }
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      let s = symbols[mid]
      if s == symbol { return mid }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return nil
  }

  /// The coefficient of `symbol` (0 when absent).
  func coefficient(of symbol: Int32) -> Double {
    guard let i = index(of: symbol) else { return 0 }
    return coefficients[i]
  }

  /// Adds `coefficient × symbol`, dropping the term when it cancels.
  mutating func insert(_ symbol: Int32, _ coefficient: Double) {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
    }
    if low < symbols.count, symbols[low] == symbol {
      let sum = coefficients[low] + coefficient
      if abs(sum) < ConstraintSolver.epsilon {
        symbols.remove(at: low)
        coefficients.remove(at: low)
      } else {
        coefficients[low] = sum
      }
    } else if abs(coefficient) >= ConstraintSolver.epsilon {
      symbols.insert(symbol, at: low)
      coefficients.insert(coefficient, at: low)
      mask |= 1 << UInt64(symbol & 63)
    }
  }

  /// Adds `factor × other` (its constant too).
  mutating func insert(_ other: SimplexRow, times factor: Double) {
    constant += other.constant * factor
    if other.symbols.isEmpty { return }
    mask |= other.mask
    if symbols.isEmpty {
      symbols = other.symbols
      coefficients = other.coefficients.map { $0 * factor }
      return
    }
    var mergedSymbols: [Int32] = []
    var mergedCoefficients: [Double] = []
    mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
    mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
    var i = 0
    var j = 0
    let n = symbols.count
    let m = other.symbols.count
    while i < n || j < m {
      let a = i < n ? symbols[i] : Int32.max
      let b = j < m ? other.symbols[j] : Int32.max
      if a < b {
        mergedSymbols.append(a)
        mergedCoefficients.append(coefficients[i])
        i += 1
      } else if b < a {
        let c = other.coefficients[j] * factor
        if abs(c) >= ConstraintSolver.epsilon {
          mergedSymbols.append(b)
          mergedCoefficients.append(c)
        }
        j += 1
      } else {
        let c = coefficients[i] + other.coefficients[j] * factor
        if abs(c) >= ConstraintSolver.epsilon {
          mergedSymbols.append(a)
          mergedCoefficients.append(c)
        }
        i += 1
        j += 1
      }
    }
    symbols = mergedSymbols
    coefficients = mergedCoefficients
  }

  /// Removes `symbol`'s term.
  mutating func remove(_ symbol: Int32) {
    guard let i = index(of: symbol) else { return }
    symbols.remove(at: i)
    coefficients.remove(at: i)
  }

  /// Multiplies the row by −1.
  mutating func negate() {
    constant = -constant
    for i in coefficients.indices { coefficients[i] = -coefficients[i] }
  }

  /// Reads the row `0 = constant + … + a × symbol + …` as `symbol = …`: the term is removed and
  /// the rest divided by `−a`.
  mutating func solve(for symbol: Int32) {
    guard let i = index(of: symbol) else { return }
    let factor = -1 / coefficients[i]
    symbols.remove(at: i)
    coefficients.remove(at: i)
    constant *= factor
    for k in coefficients.indices { coefficients[k] *= factor }
  }

  /// Reads the row `lhs = …` (where `…` holds `rhs`) as `rhs = …` (holding `lhs`).
  mutating func solve(for lhs: Int32, _ rhs: Int32) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row` (the row `symbol` equals), if the row holds it.
  mutating func substitute(_ symbol: Int32, with row: SimplexRow) {
    guard let i = index(of: symbol) else { return }
    let c = coefficients[i]
    symbols.remove(at: i)
    coefficients.remove(at: i)
    insert(row, times: c)
  }
}
