import Testing

@testable import CollectionSnapshotLayout

/// The solver on small systems whose answers follow from the constraints by hand.
@Suite("Auto Layout: the constraint solver")
struct ConstraintSolverTests {
  typealias S = ConstraintSolver

  @Test("Required equalities and inequalities hold; optional ones are satisfied as far as they can be")
  func basics() {
    let s = S()
    let x = s.addVariable()
    let y = s.addVariable()
    // x + y == 100 (required); x >= 30 (required); x == 10 @ 500: x is held at 30, y = 70.
    _ = s.add([(x, 1), (y, 1)], constant: -100, .equal, priority: 1000)
    _ = s.add([(x, 1)], constant: -30, .greaterThanOrEqual, priority: 1000)
    _ = s.add([(x, 1)], constant: -10, .equal, priority: 500)
    #expect(s.value(of: x) == 30)
    #expect(s.value(of: y) == 70)
  }

  @Test("A 751 beats any number of 750s")
  func strictPriorities() {
    let s = S()
    let w = s.addVariable()
    // Ten constraints at 750 ask for w = 100; one at 751 asks for w = 40. Weighted sums would
    // give 100 (ten errors of 60 against one of 60); strict priority order gives 40.
    for _ in 0..<10 { _ = s.add([(w, 1)], constant: -100, .equal, priority: 750) }
    _ = s.add([(w, 1)], constant: -40, .equal, priority: 751)
    #expect(s.value(of: w) == 40)
  }

  @Test("Hugging against compression resistance: the higher priority wins, from either side")
  func huggingAgainstCompression() {
    // A label 120 wide (intrinsic) in a container whose required width is 100: compression
    // resistance 750 (w >= 120) against a required w <= 100: the required one wins, w = 100.
    let s = S()
    let w = s.addVariable()
    _ = s.add([(w, 1)], constant: -120, .lessThanOrEqual, priority: 250)
    _ = s.add([(w, 1)], constant: -120, .greaterThanOrEqual, priority: 750)
    _ = s.add([(w, 1)], constant: -100, .lessThanOrEqual, priority: 1000)
    #expect(s.value(of: w) == 100)
    // An optional 800 stretch to 200 beats hugging 250 but a 700 one does not.
    let t = S()
    let v = t.addVariable()
    _ = t.add([(v, 1)], constant: -120, .lessThanOrEqual, priority: 250)
    _ = t.add([(v, 1)], constant: -120, .greaterThanOrEqual, priority: 750)
    _ = t.add([(v, 1)], constant: -200, .equal, priority: 700)
    #expect(t.value(of: v) == 200)  // 700 > 250: hugging gives way
    let u = S()
    let z = u.addVariable()
    _ = u.add([(z, 1)], constant: -120, .lessThanOrEqual, priority: 751)
    _ = u.add([(z, 1)], constant: -200, .equal, priority: 750)
    #expect(u.value(of: z) == 120)
  }

  @Test("Two required heights of 30 and 60: the second is refused, naming both")
  func unsatisfiable() {
    let s = S()
    let h = s.addVariable()
    guard case .added(let first) = s.add([(h, 1)], constant: -30, .equal, priority: 1000) else {
      Issue.record("the first height is refused")
      return
    }
    let result = s.add([(h, 1)], constant: -60, .equal, priority: 1000)
    guard case .unsatisfiable(let second, let conflicting) = result else {
      Issue.record("60 was accepted: \(result)")
      return
    }
    #expect(conflicting == [first, second])
    #expect(!s.isActive(second))
    #expect(s.value(of: h) == 30)
  }

  @Test("A chain that contradicts a required total: the conflict names the whole chain")
  func chainConflict() {
    let s = S()
    let top = s.addVariable()
    let height = s.addVariable()
    let bottom = s.addVariable()
    var ids: [S.ConstraintID] = []
    func add(_ terms: [(S.Variable, Double)], _ c: Double, _ r: S.Relation = .equal) {
      if case .added(let id) = s.add(terms, constant: c, r, priority: 1000) { ids.append(id) }
    }
    add([(top, 1)], 0)  // top == 0
    add([(bottom, 1), (top, -1), (height, -1)], 0)  // bottom == top + height
    add([(height, 1)], -50)  // height == 50
    add([(s.addVariable(), 1)], -7)  // unrelated
    // bottom == 44 contradicts 0 + 50: the three chain constraints and it conflict; the
    // unrelated one is not named.
    let result = s.add([(bottom, 1)], constant: -44, .equal, priority: 1000)
    guard case .unsatisfiable(let added, let conflicting) = result else {
      Issue.record("accepted")
      return
    }
    #expect(conflicting == [ids[0], ids[1], ids[2], added])
    #expect(s.value(of: bottom) == 50)
  }

  @Test("An inequality conflict: x >= 10 and x <= 5 (required)")
  func inequalityConflict() {
    let s = S()
    let x = s.addVariable()
    _ = s.add([(x, 1)], constant: -10, .greaterThanOrEqual, priority: 1000)
    let result = s.add([(x, 1)], constant: -5, .lessThanOrEqual, priority: 1000)
    guard case .unsatisfiable(_, let conflicting) = result else {
      Issue.record("accepted")
      return
    }
    #expect(conflicting.count == 2)
    #expect(s.value(of: x) == 10)
  }

  @Test("Changing a constant re-solves in place, optional or required")
  func constants() {
    let s = S()
    let x = s.addVariable()
    let y = s.addVariable()
    guard case .added(let total) = s.add([(x, 1), (y, 1)], constant: -100, .equal, priority: 1000),
      case .added(let prefer) = s.add([(x, 1)], constant: -40, .equal, priority: 500),
      case .added(let floor) = s.add([(y, 1)], constant: -20, .greaterThanOrEqual, priority: 1000)
    else {
      Issue.record("refused")
      return
    }
    #expect(s.value(of: x) == 40 && s.value(of: y) == 60)
    // x wants 90, but y >= 20 leaves x at most 80.
    #expect(s.setConstant(prefer, -90))
    #expect(s.value(of: x) == 80 && s.value(of: y) == 20)
    // The total becomes 200: x reaches 90.
    #expect(s.setConstant(total, -200))
    #expect(s.value(of: x) == 90 && s.value(of: y) == 110)
    // y >= 150 with x wanting 90 in a total of 200: x = 50.
    #expect(s.setConstant(floor, -150))
    #expect(s.value(of: x) == 50 && s.value(of: y) == 150)
    // y >= 250 cannot hold in a total of 200 (x is free, so it can: x = -50).
    #expect(s.setConstant(floor, -250))
    #expect(s.value(of: x) == -50)
  }

  @Test("A required constant change that contradicts is refused and leaves the solution as it was")
  func refusedConstant() {
    let s = S()
    let x = s.addVariable()
    _ = s.add([(x, 1)], constant: -10, .greaterThanOrEqual, priority: 1000)
    guard case .added(let cap) = s.add([(x, 1)], constant: -20, .lessThanOrEqual, priority: 1000) else { return }
    _ = s.add([(x, 1)], constant: -15, .equal, priority: 250)
    #expect(s.value(of: x) == 15)
    #expect(!s.setConstant(cap, -5))
    #expect(s.value(of: x) == 15)
  }

  @Test("Ambiguity: a free variable, and two equal priorities pulling against each other")
  func ambiguity() {
    let s = S()
    let a = s.addVariable()
    let b = s.addVariable()
    let free = s.addVariable()
    // a + b == 100; a <= 30 @ 250; b <= 30 @ 250: 40 pt of error to split at one priority,
    // any split as good: both ambiguous. `free` is in no constraint.
    _ = s.add([(a, 1), (b, 1)], constant: -100, .equal, priority: 1000)
    _ = s.add([(a, 1)], constant: -30, .lessThanOrEqual, priority: 250)
    _ = s.add([(b, 1)], constant: -30, .lessThanOrEqual, priority: 250)
    #expect(s.isAmbiguous(a) && s.isAmbiguous(b) && s.isAmbiguous(free))
    // A 251 on b decides: b = 30, a = 70, neither ambiguous.
    _ = s.add([(b, 1)], constant: -30, .lessThanOrEqual, priority: 251)
    #expect(s.value(of: b) == 30 && s.value(of: a) == 70)
    #expect(!s.isAmbiguous(a) && !s.isAmbiguous(b))
  }

  @Test("The same system gives the same answer every time (ties broken by order, not by hash)")
  func deterministic() {
    func run() -> [Double] {
      let s = S()
      let vars = (0..<6).map { _ in s.addVariable() }
      _ = s.add(vars.map { ($0, 1) }, constant: -300, .equal, priority: 1000)
      for v in vars { _ = s.add([(v, 1)], constant: -10, .lessThanOrEqual, priority: 250) }
      return vars.map { s.value(of: $0) }
    }
    let first = run()
    for _ in 0..<5 { #expect(run() == first) }
    #expect(first.reduce(0, +) == 300)
  }
}
