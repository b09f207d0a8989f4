import ArgumentParser
import CollectionSnapshot
import Foundation

/// `autolayout`: the Auto Layout engine and its solver on generated cells of 5, 20 and 100
/// views, per solve; with `--kiwi`, kiwisolver (the Cassowary implementation matplotlib uses)
/// on the same linear systems in the same run, rounds of each taken in turn.
struct AutoLayoutBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "autolayout",
    abstract: "Time Auto Layout on cells of 5, 20 and 100 views (and kiwisolver on the same systems).",
    discussion: """
      Each cell is fitted as a self-sizing cell is (width 390 required, height at 50): rows of \
      up to four views — a 40-pt image leading every other row, labels with intrinsic sizes, \
      hugging 250/251 and compression resistance 750/751 — each after the one before, the last \
      within the trailing edge, rows 8 apart. `engine` is AutoLayoutEngine.solve (the \
      system built, solved, frames read); `solver` is ConstraintSolver alone on the engine's \
      linear system: a new solver, every constraint added, solved, every variable read. With \
      --kiwi, Tests/PeerBench/kiwi_autolayout.py times kiwisolver (pip install \
      kiwisolver==1.5.1) doing the same work on the same systems.
      """
  )

  @Option(help: "Timed solves of each cell per round.")
  var iterations = 100

  @Option(help: "Rounds, the tools taken in turn.")
  var rounds = 5

  @Flag(help: "Also time kiwisolver on the same linear systems.")
  var kiwi = false

  @Option(help: "The kiwisolver script.")
  var script = "Tests/PeerBench/kiwi_autolayout.py"

  func run() throws {
    let sizes = [5, 20, 100]
    let problems = sizes.map(Self.cell(views:))
    let systems = problems.map(AutoLayoutLinearSystem.of)
    for (n, system) in zip(sizes, systems) {
      print("autolayout.cell-\(n): \(system.variableCount) variables, \(system.constraints.count) constraints")
    }
    let perRound = max(1, iterations / max(1, rounds))
    var engine = Array(repeating: [Double](), count: sizes.count)
    var solver = Array(repeating: [Double](), count: sizes.count)
    var kiwiSamples = Array(repeating: [Double](), count: sizes.count)
    var kiwiSolving = Array(repeating: [Double](), count: sizes.count)
    let json = kiwi ? try Self.export(systems, names: sizes.map { "cell-\($0)" }) : nil
    for _ in 0..<max(1, rounds) {
      for (k, problem) in problems.enumerated() {
        engine[k] += Measurement.run("", iterations: perRound) { _ = AutoLayoutEngine().solve(problem) }.milliseconds
        solver[k] += Measurement.run("", iterations: perRound) { Self.solve(systems[k]) }.milliseconds
      }
      if let json {
        let lines = try Self.kiwiTimes(script: script, json: json, iterations: perRound)
        for (k, n) in sizes.enumerated() {
          kiwiSamples[k] += lines["cell-\(n)"]?.map(\.whole) ?? []
          kiwiSolving[k] += lines["cell-\(n)"]?.map(\.solving) ?? []
        }
      }
    }
    MainActor.assumeIsolated { AutoLayoutCellBench.run(iterations: iterations) }
    for (k, n) in sizes.enumerated() {
      let e = Measurement(name: "autolayout.engine.cell-\(n)", milliseconds: engine[k])
      let s = Measurement(name: "autolayout.solver.cell-\(n)", milliseconds: solver[k])
      print(e.line)
      print(s.line)
      if kiwi {
        let w = Measurement(name: "autolayout.kiwisolver.cell-\(n)", milliseconds: kiwiSamples[k])
        let v = Measurement(name: "autolayout.kiwisolver-solving-only.cell-\(n)", milliseconds: kiwiSolving[k])
        print(w.line)
        print(v.line)
        print(
          "autolayout.ratio.cell-\(n): solver / kiwisolver \(Measurement.format(s.median / max(w.median, 1e-9))), "
            + "solver / kiwisolver solving only \(Measurement.format(s.median / max(v.median, 1e-9)))")
      }
    }
  }

  /// A cell of `views` views, fitted at 390 wide (see the discussion).
  static func cell(views: Int) -> AutoLayoutProblem {
    var nodes = [AutoLayoutNode(parent: nil, className: "BenchCell", frame: Rect(x: 0, y: 0, width: 390, height: 44))]
    var constraints: [AutoLayoutConstraint] = []
    var rowFirst: Int?
    var made = 0
    var row = 0
    while made < views {
      var previous: Int?
      let count = min(4, views - made)
      for i in 0..<count {
        let image = i == 0 && row % 2 == 0
        let node = nodes.count
        let seed = row * 4 + i
        nodes.append(
          AutoLayoutNode(
            parent: 0, className: image ? "UIImageView" : "UILabel", intrinsicWidth: image ? nil : Double(40 + 13 * (seed % 7)),
            intrinsicHeight: image ? nil : 20.333333333333332,
            contentHugging: .init(horizontal: 250 + Double(i % 2), vertical: 250),
            compressionResistance: .init(horizontal: 750 + (i % 3 == 0 ? 1 : 0), vertical: 750)))
        if image {
          constraints.append(AutoLayoutConstraint(node, .width, constant: 40))
          constraints.append(AutoLayoutConstraint(node, .height, constant: 40))
        }
        if let previous {
          constraints.append(AutoLayoutConstraint(node, .leading, .equal, previous, .trailing, constant: 8))
          constraints.append(AutoLayoutConstraint(node, .centerY, .equal, previous, .centerY))
        } else {
          constraints.append(AutoLayoutConstraint(node, .leading, .equal, 0, .leading, constant: 16))
          if let rowFirst {
            constraints.append(AutoLayoutConstraint(node, .top, .equal, rowFirst, .bottom, constant: 8))
          } else {
            constraints.append(AutoLayoutConstraint(node, .top, .equal, 0, .top, constant: 12))
          }
          rowFirst = node
        }
        if i == count - 1 { constraints.append(AutoLayoutConstraint(node, .trailing, .lessThanOrEqual, 0, .trailing, constant: -16)) }
        previous = node
      }
      made += count
      row += 1
    }
    if let rowFirst { constraints.append(AutoLayoutConstraint(0, .bottom, .equal, rowFirst, .bottom, constant: 12)) }
    return AutoLayoutProblem(
      nodes: nodes, constraints: constraints, mode: .fitting(target: Size(width: 390, height: 44), horizontalPriority: 1000, verticalPriority: 50))
  }

  /// The Swift solver on a linear system: a new solver, every constraint added, solved, every
  /// variable read (the work the kiwisolver script times).
  static func solve(_ system: AutoLayoutLinearSystem) {
    let solver = ConstraintSolver()
    let variables = (0..<system.variableCount).map { _ in solver.addVariable() }
    for c in system.constraints {
      _ = solver.add(Array(zip(c.variables.map { variables[$0] }, c.coefficients)), constant: c.constant, c.relation, priority: c.priority)
    }
    var sum = 0.0
    for v in variables { sum += solver.value(of: v) }
    precondition(sum.isFinite)
  }

  /// The systems as the kiwisolver script reads them, in a temporary file.
  static func export(_ systems: [AutoLayoutLinearSystem], names: [String]) throws -> String {
    var text = "{\"systems\": ["
    for (k, system) in systems.enumerated() {
      if k > 0 { text += ", " }
      let constraints = system.constraints.map { c -> String in
        let relation = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
        return "{\"variables\": \(c.variables), \"coefficients\": \(c.coefficients), \"constant\": \(c.constant), \"relation\": \"\(relation)\", \"priority\": \(c.priority)}"
      }
      text += "{\"name\": \"\(names[k])\", \"variables\": \(system.variableCount), \"constraints\": [\(constraints.joined(separator: ", "))]}"
    }
    text += "]}"
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("collection-snapshot-bench-autolayout.json")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// kiwisolver's times per system (with its constraints built, and solving only), from the
  /// script in a Python process of its own.
  static func kiwiTimes(script: String, json: String, iterations: Int) throws -> [String: [(whole: Double, solving: Double)]] {
    let output = try PythonProcess.run(
      [script, json, String(iterations)], failure: "kiwisolver did not run (pip install kiwisolver==1.5.1; run from the package's folder)")
    var times: [String: [(whole: Double, solving: Double)]] = [:]
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: " ")
      guard parts.count == 3, let whole = Double(parts[1]), let solving = Double(parts[2]) else { continue }
      times[String(parts[0]), default: []].append((whole, solving))
    }
    return times
  }
}
