import CollectionSnapshotLayout
import Foundation

/// Solves view trees with the engine, and logs what UIKit logs.
@MainActor
enum UIKitAutoLayout {
  /// True while the engine measures views: the frames it sets to measure are not changes.
  static var isMeasuring = false

  /// The solution of `root`'s tree in `mode`; `previous` when its problem is the same. `nil`
  /// when the tree has nothing for Auto Layout and `always` is false.
  static func solve(
    _ root: UIView, mode: AutoLayoutProblem.Mode, previous: UIKitAutoLayoutSolution?, reportsAmbiguity: Bool = false, always: Bool = false
  ) -> UIKitAutoLayoutSolution? {
    let translation = UIKitAutoLayoutTranslation(root: root, mode: mode, reportsAmbiguity: reportsAmbiguity)
    guard always || translation.hasConstraints else { return nil }
    if let previous, previous.problem == translation.problem { return previous }
    let wasMeasuring = isMeasuring
    isMeasuring = true
    defer { isMeasuring = wasMeasuring }
    let solution = AutoLayoutEngine().solve(translation.problem) { node, width in translation.measure(node, width: width) }
    for conflict in solution.conflicts { UIKitConsole.log(conflict.consoleText, summary: conflict.summary) }
    return UIKitAutoLayoutSolution(problem: translation.problem, solution: solution, nodes: translation.nodes)
  }
}
